/**
 * The theme's mobile sidebar, mounted once the reader reaches for its toggle (a pointer or touch
 * on it, focus, a key) or once it is shown. The theme renders the hidden panel (header, every
 * navbar item again, the docs menu) on every phone right after hydration, in the same stretch of
 * work as the page. Mounting on the toggle's first pointer down rather than on its click keeps
 * the panel's slide-in transition on the first opening too.
 */
import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useHasBeenTrue} from '@site/src/components/has-been-true';

const TOGGLE = '.navbar__toggle';
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Whether the reader has reached for the sidebar's toggle yet. */
function useToggleIntent(): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (intent) return undefined;
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(TOGGLE)) setIntent(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [intent]);
  return intent;
}

export default function MobileSidebarOnIntent(): React.ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const intent = useToggleIntent();
  const opened = useHasBeenTrue(shown);
  return intent || opened ? <MobileSidebar /> : null;
}

/**
 * Ejected from theme-classic's DocSidebar, for the work a phone does while a doc page hydrates;
 * what each sidebar shows and does is the theme's.
 *
 * The theme hydrates the desktop sidebar the server rendered, then unmounts it once the layout
 * turns out to be "mobile". On a phone that sidebar is `display: none` (the theme's
 * DocRoot/Layout/Sidebar styles), so here it keeps the server's HTML without hydrating it
 * (src/components/KeptHtml): no links, hooks or observers to set up, nothing to remove. It is
 * rendered for real when the layout becomes desktop (a phone turned sideways, a window widened),
 * and a doc page reached by navigation on a phone renders no desktop sidebar, as the theme does.
 */
import React, {useState} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import KeptHtml from '@site/src/components/KeptHtml';
import {useHasBeenTrue} from '@site/src/components/has-been-true';
import styles from './styles.module.css';

/** theme-common's `DesktopBreakpoint` (not exported; Infima's CSS has the same): wider is desktop. */
const DESKTOP_BREAKPOINT_PX = 996;
const isPhoneWidth = () => typeof window !== 'undefined' && window.innerWidth <= DESKTOP_BREAKPOINT_PX;

export default function DocSidebar(props: Props): React.ReactNode {
  const windowSize = useWindowSize();
  const desktopSeen = useHasBeenTrue(windowSize === 'desktop');
  const [phoneFirst] = useState(isPhoneWidth);
  const live = !phoneFirst || desktopSeen;
  return (
    <>
      <KeptHtml key={live ? 'live' : 'phone'} as="div" className={styles.desktop} keepIf={() => phoneFirst}>
        {live && <DocSidebarDesktop {...props} />}
      </KeptHtml>
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}

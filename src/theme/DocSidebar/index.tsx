/**
 * Ejected from theme-classic's DocSidebar: the desktop sidebar stays mounted at every width.
 * The theme unmounts it once the layout turns out to be "mobile", right after hydration, which
 * on a phone removed the sidebar the server rendered (a few hundred elements) in the same
 * task that hydrates the page. Below the desktop breakpoint its container is `display: none`
 * (the theme's DocRoot/Layout/Sidebar styles), so a phone neither shows it nor exposes it to
 * assistive technology; the mobile menu is the theme's, filled as before.
 */
import React from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): React.ReactNode {
  const isMobile = useWindowSize() === 'mobile';
  return (
    <>
      <DocSidebarDesktop {...props} />
      {isMobile && <DocSidebarMobile {...props} />}
    </>
  );
}

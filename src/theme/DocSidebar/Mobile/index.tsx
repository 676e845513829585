/**
 * Ejected from theme-classic's DocSidebar/Mobile, for two costs of a doc page's hydration on a
 * phone; what the menu shows and does is the theme's.
 *
 * - The theme hands the navbar's secondary menu its props as they are, and theme-common
 *   memoizes them by sorting their names with `localeCompare`. A page's first `localeCompare`
 *   builds ICU's collator, which takes longer than the rest of that render. One prop means
 *   nothing to sort.
 * - The doc sidebar's links are rendered into the mobile sidebar only once it has been opened:
 *   it is hidden until then, and rendering it right after hydration (when the layout becomes
 *   "mobile") was a large part of the work a phone does before the page responds.
 */
import React, {memo} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import {useHasBeenTrue} from '@site/src/components/has-been-true';

function DocSidebarMobileSecondaryMenu({menu: {sidebar, path}}: {menu: Props}): React.ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const opened = useHasBeenTrue(mobileSidebar.shown);
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      {opened && (
        <DocSidebarItems
          items={sidebar}
          activePath={path}
          onItemClick={(item) => {
            // The sidebar closes on a link, and on a category only when the category is a link.
            if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
          }}
          level={1}
        />
      )}
    </ul>
  );
}

function DocSidebarMobile(props: Props): React.ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu: props}} />;
}

export default memo(DocSidebarMobile);

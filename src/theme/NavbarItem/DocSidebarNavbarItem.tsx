import React from 'react';
import {useLocation} from '@docusaurus/router';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {siteRoutes} from '../../components/route-index-site';

/**
 * The theme's sidebar link, active on the pages of its sidebar. The theme finds the current
 * page's sidebar in the docs plugin's list of every doc, which this site leaves out of its
 * global data (src/plugins/docs); the route table carries the same sidebar name per page.
 */
export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): React.ReactNode {
  const {pathname} = useLocation();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => siteRoutes().sidebarOf(pathname) === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}

import React, {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistorySelector} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {sectionOf, switchTarget} from '../../cross-sdk/switch-target';
import {useCurrentSymbolAnchors} from './current-symbol';
import {usePreferredSdk} from './preferred-sdk';
import {siteRoutes} from '../../components/route-index-site';

export interface SdkSwitcherSection {
  id: string;
  label: string;
}

interface Props {
  /** The manifest's sections, in order (set in docusaurus.config.ts). */
  sections: SdkSwitcherSection[];
  mobile?: boolean;
  position?: 'left' | 'right';
  [key: string]: unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Navbar dropdown listing the SDK sections. Choosing one keeps the reader on the same
 * symbol (and #anchor) when that section has it, else opens that section's index; the
 * choice is remembered. Built on the theme's DropdownNavbarItem, so it opens on hover or
 * Enter, closes on an outside click, touch or focus, and on mobile starts collapsed
 * unless the current page is in one of its sections.
 */
export default function SdkSwitcherNavbarItem({sections, mobile, ...props}: Props): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const pathname = useHistorySelector((history) => history.location.pathname);
  const hash = useHistorySelector((history) => history.location.hash);
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const anchors = useCurrentSymbolAnchors();
  const [preferred, choose] = usePreferredSdk(ids);

  // A path that is no page shows the not-found page, rendered once for every such path
  // (404.html, in no section): claiming the path's section would not match that HTML.
  const current = siteRoutes().has(pathname) ? sectionOf(pathname, baseUrl, ids)?.sdk : undefined;
  const shown = sections.find((s) => s.id === (current ?? preferred));
  const context = {baseUrl, pathname, hash, sections: ids, hasDoc: (p: string) => siteRoutes().has(p), anchors};
  const base = escapeRegExp(baseUrl.replace(/\/$/, ''));
  const items = sections.map((section) => ({
    label: section.label,
    to: switchTarget(context, section.id),
    // Matches with and without the base URL: desktop links test the full pathname, the mobile dropdown the local one.
    activeBaseRegex: `^(?:${base})?/${escapeRegExp(section.id)}(?:/|$)`,
    onClick: () => choose(section.id),
    'data-sdk': section.id,
  }));

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={shown ? shown.label : 'Choose SDK'}
      className="sdk-switcher"
      aria-label={shown ? `SDK: ${shown.label}. Switch SDK` : 'Choose SDK'}
      items={items}
    />
  );
}

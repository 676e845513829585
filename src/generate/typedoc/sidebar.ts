import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {SdkEntry} from '../../manifest/types';
import {REFERENCE_DIR} from './paths';
import {CHANGES_PAGE} from '../../history/render';

/** The subset of Docusaurus sidebar items that TypeDoc's sidebar and ours use. */
export type SidebarItem =
  | {type: 'doc'; id: string; label?: string; className?: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string};
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
    };

/** Readers look for classes and hooks first; TypeDoc lists enumerations first. */
const GROUP_ORDER = ['Classes', 'Functions', 'Enumerations', 'Interfaces', 'Type Aliases', 'Variables'];

/**
 * One collapsed category per SDK, linking to the section index (its README), with
 * TypeDoc's groups in reading order; "Classes" links to the section's classes index.
 */
export function buildSectionCategory(
  sdk: SdkEntry,
  typedocItems: SidebarItem[],
  hasClassesIndex: boolean,
  hasChangesPage = false,
): SidebarItem {
  const groups = [...typedocItems].sort((a, b) => rank(a) - rank(b));
  return {
    type: 'category',
    label: sdk.label,
    link: {type: 'doc', id: `${sdk.id}/index`},
    collapsed: true,
    items: [
      ...groups.map((group) =>
        group.type === 'category' && group.label === 'Classes' && hasClassesIndex
          ? {...group, link: {type: 'doc' as const, id: `${sdk.id}/classes`}}
          : group,
      ),
      // Last: readers come for the symbols; the history of releases is a page of its own.
      ...(hasChangesPage ? [{type: 'doc' as const, id: `${sdk.id}/changes`, label: 'Changes'}] : []),
    ],
  };
}

function rank(item: SidebarItem): number {
  const index = item.type === 'category' ? GROUP_ORDER.indexOf(item.label) : -1;
  return index === -1 ? GROUP_ORDER.length : index;
}

/** Reads the generated sections and assembles the single docs sidebar, in manifest order. */
export function buildApiSidebar(siteDir: string, sdks: SdkEntry[]): SidebarItem[] {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return sdks.map((sdk) => {
    const sectionDir = path.join(siteDir, REFERENCE_DIR, sdk.id);
    const sidebarFile = path.join(sectionDir, 'typedoc-sidebar.cjs');
    if (!fs.existsSync(sidebarFile)) {
      throw new Error(
        `[api] ${sdk.id}: no generated pages in ${REFERENCE_DIR}/${sdk.id}; run \`npm run generate\` first`,
      );
    }
    const loaded = require(sidebarFile) as SidebarItem[] | {items: SidebarItem[]};
    const items = Array.isArray(loaded) ? loaded : loaded.items;
    return buildSectionCategory(
      sdk,
      items,
      fs.existsSync(path.join(sectionDir, 'classes.md')),
      fs.existsSync(path.join(sectionDir, CHANGES_PAGE)),
    );
  });
}

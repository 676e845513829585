/**
 * What every doc page's MDX components need to know of the Changes page: its front matter key
 * and the data under it, and the kinds of change in the order the page groups them. No imports:
 * this module is in the theme chunk every page loads, the diff code in a chunk of its own.
 */

export type ChangeKind = 'added' | 'changed' | 'moved' | 'deprecated' | 'removed';

/** The kinds as the Changes page and the compare form group them, in this order. */
export const CHANGE_GROUPS: [ChangeKind, string][] = [
  ['added', 'Added'],
  ['changed', 'Changed'],
  ['moved', 'Moved'],
  ['deprecated', 'Deprecated'],
  ['removed', 'Removed'],
];

/** Front matter of a Changes page: what its compare form (src/theme/ReleaseCompare) offers. */
export const CHANGES_FRONT_MATTER_KEY = 'powersync_changes';

export interface ChangesPageData {
  sdk: string;
  packageName: string;
  /** Newest first. */
  releases: string[];
  /** The release this line documents. */
  documented: string;
}

/** Each section's history for the compare form, at `{base}{sdk}/api-history.json` (src/plugins/history). */
export const SECTION_HISTORY_FILE = 'api-history.json';

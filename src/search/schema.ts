/**
 * The record shape shared by the build side (model-records.ts and records.ts make it from page
 * models and rendered pages) and the browser side (index-format, engine, responses). It is the
 * DocSearch v3 record shape (what the Algolia DocSearch crawler stores and what
 * @docsearch/react renders), plus a few fields of ours used for ranking and filtering.
 * Runtime-free apart from the small constant tables below, so the browser bundle can import it.
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** DocSearch record types: a heading of some level, or a text block under a heading. */
export type RecordType = Level | 'content';
export const RECORD_TYPES: readonly RecordType[] = [...LEVELS, 'content'];

/**
 * What the record documents. Page kinds come from the URL (`/classes/`, `/functions/`…);
 * member kinds from the TypeDoc group heading a member sits under ("Methods" → method).
 * `interface`, `type-alias` and `variable` exist because TypeDoc also renders those pages.
 */
export type RecordKind =
  | 'class'
  | 'enumeration'
  | 'function'
  | 'hook'
  | 'interface'
  | 'type-alias'
  | 'variable'
  | 'method'
  | 'property'
  | 'constructor'
  | 'accessor'
  | 'member'
  | 'page';
export const RECORD_KINDS: readonly RecordKind[] = [
  'class',
  'enumeration',
  'function',
  'hook',
  'interface',
  'type-alias',
  'variable',
  'method',
  'property',
  'constructor',
  'accessor',
  'member',
  'page',
];

export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  /** Stable across builds while the page structure is unchanged (recent searches key on it). */
  objectID: string;
  /** Page path (or absolute URL) plus `#anchor` when the record is below the page title. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Plain text (never HTML); null for heading records. */
  content: string | null;
  kind: RecordKind;
  /** Section route id ("node-sdk"), null for pages outside a section (the landing page). */
  sdk: string | null;
  /** Facets DocSearch's contextual search filters on (from the page's docsearch meta tags). */
  language: string;
  docusaurus_tag: string;
  /** Order of the record within its page (0 = the page title record). */
  position: number;
  /**
   * Type search (signature-types.ts): lowercased type names the member returns or holds, and
   * accepts. Not stored in the index: derived from the signature by the engine on the first
   * type search.
   */
  returns?: string[];
  accepts?: string[];
}

/**
 * objectID from the record's place: page URL, anchor, and whether it is the text block
 * below the heading. Derived rather than stored, so the shipped index does not carry it.
 */
export function recordObjectId(urlWithoutAnchor: string, anchor: string | null, type: RecordType): string {
  return `${urlWithoutAnchor}${anchor ? `#${anchor}` : ''}${type === 'content' ? '~content' : ''}`;
}

export function recordUrl(urlWithoutAnchor: string, anchor: string | null): string {
  return anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
}

/**
 * Appended to the heading of a deprecated symbol's records (the page title, a member name): the
 * hit shows it, without a field of its own in the index. `symbolName` strips it, so ranking by
 * name is unchanged.
 */
export const DEPRECATED_MARK = ' (deprecated)';

/**
 * The same for the API history (src/history): a symbol new in the release the line documents
 * (` (new in web 2.4.0)`), and a record of a symbol an earlier release exported and this one
 * no longer does (` (removed in web 2.0.0)`, pointing to the Changes page).
 */
export const newMark = (release: string) => ` (new in ${release})`;
export const removedMark = (release: string) => ` (removed in ${release})`;
const STATUS_MARK = / \((deprecated|new in [^()]*|removed in [^()]*)\)$/;
const STATUS_MARKS = /(?: \((?:deprecated|new in [^()]*|removed in [^()]*|used in \d+ demos?)\))+$/;

/**
 * A symbol or member the powersync-js demos call (src/examples): ` (used in 3 demos)`, the
 * `has:example` facet. Written before the status marks, so that those stay last.
 */
export const demosMark = (demos: number) => ` (used in ${demos} demo${demos === 1 ? '' : 's'})`;
const DEMOS_MARK = / \(used in (\d+) demos?\)(?=(?: \([^()]*\))*$)/;

/** A heading with the demos mark added before its status marks (once). */
export function withDemosMark(heading: string, demos: number): string {
  if (DEMOS_MARK.test(heading) || demos <= 0) return heading;
  const status = STATUS_MARKS.exec(heading);
  const at = status ? status.index : heading.length;
  return `${heading.slice(0, at)}${demosMark(demos)}${heading.slice(at)}`;
}

/** How many demos call the symbol a record is about (its own heading's mark), 0 when none. */
export function recordDemos(record: SearchRecord): number {
  const heading =
    record.type === 'content'
      ? (record.hierarchy.lvl3 ?? record.hierarchy.lvl1)
      : record.hierarchy[record.type as Level];
  return Number(DEMOS_MARK.exec(heading ?? '')?.[1] ?? 0);
}

/** The `has:` facet's values of a record: `example` when the demos call it. */
export const recordHas = (record: SearchRecord): string[] => (recordDemos(record) > 0 ? ['example'] : []);

/** What a heading's mark says: the `is:` facet (query-syntax.ts). */
export type SymbolStatus = 'deprecated' | 'new' | 'removed';

export function headingStatus(heading: string | null | undefined): SymbolStatus | null {
  const mark = heading ? STATUS_MARK.exec(heading)?.[1] : undefined;
  if (!mark) return null;
  return mark === 'deprecated' ? 'deprecated' : mark.startsWith('new') ? 'new' : 'removed';
}

/** The status of the symbol a record is about: its own heading's mark (the member's or page's for text). */
export function recordStatus(record: SearchRecord): SymbolStatus | null {
  const heading =
    record.type === 'content'
      ? (record.hierarchy.lvl3 ?? record.hierarchy.lvl1)
      : record.hierarchy[record.type as Level];
  return headingStatus(heading);
}

/** A heading without its mark. */
export const withoutStatusMark = (heading: string) => heading.replace(STATUS_MARKS, '');

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

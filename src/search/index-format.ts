/**
 * The static search index file: what the build writes next to the pages and what the
 * browser fetches on first search. Pure data transformation, no DOM/Node APIs.
 *
 * Layout (columns, not objects, and every string once):
 * - `strings`: each distinct string (URL, heading, content text…) stored once. The API is
 *   re-exported by several SDKs, so most headings and descriptions repeat across sections:
 *   9,106 records hold only 3,821 distinct strings.
 * - `pages`: one entry per page, columns of string references (URL, lvl0, sdk, facets).
 * - `rows`: one per heading record, in page order; a heading's following `content` record
 *   (same URL and hierarchy, see model-records.ts) is folded into the row as a `content` reference,
 *   so content records cost one number. objectIDs and URLs are derived, not stored.
 *
 * The MiniSearch inverted index is NOT shipped: the browser rebuilds it from these rows.
 * Decided by measurement (`npx tsx src/tooling/measure-index.ts build`) on the full site
 * build: 882 pages, 9,106 records; node 20 on a 2-core CI-class machine; gzip -9:
 *   this format ........................................ 56.7 KB gzip (322 KB raw)
 *   this format + MiniSearch toJSON() to load instead .. 164.2 KB gzip (2.9×)
 *   the records as plain JSON objects .................. 276 KB gzip (5.3 MB raw)
 * Load (parse + expand + index), best of runs: rebuilding MiniSearch 108 ms cold / 72 ms
 * warm; `MiniSearch.loadJSON` would save ~50 ms of that (12–28 ms plus the ~20 ms record
 * expansion both need) for 107 KB more to download. ~2.9× the bytes to save ~50 ms of CPU
 * once per visit is a bad trade on the slow connections where it matters, so rebuilding
 * wins. 57 KB is far below the 210 KB budget: room for ~3× more pages.
 */
import {
  LEVELS,
  RECORD_KINDS,
  RECORD_TYPES,
  recordObjectId,
  recordUrl,
  type Hierarchy,
  type Level,
  type RecordType,
  type SearchRecord,
} from './schema';
import {runToEnd, type Steps} from './steps';

export const INDEX_FORMAT = 'powersync-search-index@1';

/** 0 encodes "null"; any other n refers to `strings[n - 1]`. */
type Ref = number;

export interface SerializedIndex {
  format: typeof INDEX_FORMAT;
  strings: string[];
  pages: {
    url: Ref[];
    lvl0: Ref[];
    sdk: Ref[];
    language: Ref[];
    docusaurus_tag: Ref[];
    /** Number of rows belonging to each page (rows are stored page after page). */
    rows: number[];
  };
  rows: {
    /** Index into RECORD_TYPES of the heading record; 7 (`content`) for a content record with no heading before it. */
    type: number[];
    /** Index into RECORD_KINDS. */
    kind: number[];
    anchor: Ref[];
    /** Hierarchy levels below lvl0 (lvl0 is per page). Columns that are all null are omitted. */
    levels: Partial<Record<Exclude<Level, 'lvl0'>, Ref[]>>;
    /** The content record that follows the heading (or the content of a heading-less content row). */
    content: Ref[];
  };
}

class StringTable {
  readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();
  ref(value: string | null | undefined): Ref {
    if (value === null || value === undefined) return 0;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(value);
      this.ids.set(value, id);
    }
    return id + 1;
  }
}

function sameHeading(a: SearchRecord, b: SearchRecord): boolean {
  return (
    a.anchor === b.anchor && a.kind === b.kind && LEVELS.every((level) => a.hierarchy[level] === b.hierarchy[level])
  );
}

/**
 * Builds the serialisable index. Records of one page must be contiguous (as extractRecords
 * returns them); `content` records directly after their heading record are folded into it.
 */
export function buildSerializedIndex(records: readonly SearchRecord[]): SerializedIndex {
  const table = new StringTable();
  const pages: SerializedIndex['pages'] = {url: [], lvl0: [], sdk: [], language: [], docusaurus_tag: [], rows: []};
  const rowLevels: Record<Exclude<Level, 'lvl0'>, Ref[]> = {lvl1: [], lvl2: [], lvl3: [], lvl4: [], lvl5: [], lvl6: []};
  const rows: SerializedIndex['rows'] = {type: [], kind: [], anchor: [], levels: rowLevels, content: []};

  let pageKey: string | null = null;
  let previous: SearchRecord | null = null;
  for (const record of records) {
    const key = [
      record.url_without_anchor,
      record.hierarchy.lvl0,
      record.sdk,
      record.language,
      record.docusaurus_tag,
    ].join('\u0000');
    if (key !== pageKey) {
      pageKey = key;
      previous = null;
      pages.url.push(table.ref(record.url_without_anchor));
      pages.lvl0.push(table.ref(record.hierarchy.lvl0));
      pages.sdk.push(table.ref(record.sdk));
      pages.language.push(table.ref(record.language));
      pages.docusaurus_tag.push(table.ref(record.docusaurus_tag));
      pages.rows.push(0);
    }
    const last = rows.content.length - 1;
    if (
      record.type === 'content' &&
      previous &&
      previous.type !== 'content' &&
      rows.content[last] === 0 &&
      sameHeading(previous, record)
    ) {
      rows.content[last] = table.ref(record.content);
      previous = record;
      continue;
    }
    rows.type.push(RECORD_TYPES.indexOf(record.type));
    rows.kind.push(RECORD_KINDS.indexOf(record.kind));
    rows.anchor.push(table.ref(record.anchor));
    for (const level of LEVELS) if (level !== 'lvl0') rowLevels[level].push(table.ref(record.hierarchy[level]));
    rows.content.push(record.type === 'content' ? table.ref(record.content) : 0);
    pages.rows[pages.rows.length - 1]++;
    previous = record;
  }
  for (const level of Object.keys(rowLevels) as Array<Exclude<Level, 'lvl0'>>) {
    if (rowLevels[level].every((ref) => ref === 0)) delete rows.levels[level];
  }
  return {format: INDEX_FORMAT, strings: table.strings, pages, rows};
}

/** Thrown for a file that is not a search index of this format (wrong URL, HTML error page…). */
export class IndexFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexFormatError';
  }
}

function isNumberArray(value: unknown, length?: number): value is number[] {
  return (
    Array.isArray(value) &&
    (length === undefined || value.length === length) &&
    value.every((n) => Number.isInteger(n) && n >= 0)
  );
}

/** Checks the shape before use: a truncated or foreign file must fail loudly, not search wrongly. */
export function validateSerializedIndex(value: unknown): SerializedIndex {
  const index = value as SerializedIndex;
  if (!index || typeof index !== 'object' || index.format !== INDEX_FORMAT) {
    throw new IndexFormatError(`not a search index of format ${INDEX_FORMAT}`);
  }
  if (!Array.isArray(index.strings) || !index.strings.every((s) => typeof s === 'string'))
    throw new IndexFormatError('search index: bad string table');
  const {pages, rows} = index;
  const pageCount = pages?.url?.length;
  if (
    typeof pageCount !== 'number' ||
    !(['url', 'lvl0', 'sdk', 'language', 'docusaurus_tag', 'rows'] as const).every((c) =>
      isNumberArray(pages[c], pageCount),
    )
  ) {
    throw new IndexFormatError('search index: bad page table');
  }
  const rowCount = pages.rows.reduce((a, b) => a + b, 0);
  const columns = [rows?.type, rows?.kind, rows?.anchor, rows?.content, ...Object.values(rows?.levels ?? {})];
  if (!columns.every((c) => isNumberArray(c, rowCount))) throw new IndexFormatError('search index: bad row table');
  const maxRef = index.strings.length;
  const refColumns = [
    pages.url,
    pages.lvl0,
    pages.sdk,
    pages.language,
    pages.docusaurus_tag,
    rows.anchor,
    rows.content,
    ...Object.values(rows.levels),
  ];
  if (!refColumns.every((c) => c!.every((ref) => ref <= maxRef)))
    throw new IndexFormatError('search index: string reference out of range');
  if (!rows.type.every((t) => t < RECORD_TYPES.length) || !rows.kind.every((k) => k < RECORD_KINDS.length)) {
    throw new IndexFormatError('search index: unknown record type or kind');
  }
  return index;
}

/** Expands the index back into records (the inverse of buildSerializedIndex). */
export function readSerializedIndex(value: unknown): SearchRecord[] {
  return runToEnd(expandSerializedIndex(value));
}

/** readSerializedIndex as steps: one page of records each (steps.ts). */
export function* expandSerializedIndex(value: unknown): Steps<SearchRecord[]> {
  const index = validateSerializedIndex(value);
  const {strings, pages, rows} = index;
  const str = (ref: Ref | undefined): string | null => (ref ? strings[ref - 1] : null);
  const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = rows.levels;
  const records: SearchRecord[] = [];
  let row = 0;
  for (let page = 0; page < pages.url.length; page++) {
    const url = str(pages.url[page]) ?? '';
    const lvl0 = str(pages.lvl0[page]);
    const sdk = str(pages.sdk[page]);
    const language = str(pages.language[page]) ?? '';
    const docusaurusTag = str(pages.docusaurus_tag[page]) ?? '';
    let position = 0;
    // Plain object literals (no spreads): this runs for every record on the first search.
    const make = (
      type: RecordType,
      hierarchy: Hierarchy,
      anchor: string | null,
      kind: number,
      content: string | null,
    ): SearchRecord => ({
      objectID: recordObjectId(url, anchor, type),
      url: recordUrl(url, anchor),
      url_without_anchor: url,
      anchor,
      type,
      hierarchy,
      content,
      kind: RECORD_KINDS[kind],
      sdk,
      language,
      docusaurus_tag: docusaurusTag,
      position: position++,
    });
    for (const end = row + pages.rows[page]; row < end; row++) {
      const type: RecordType = RECORD_TYPES[rows.type[row]];
      const hierarchy: Hierarchy = {
        lvl0,
        lvl1: str(lvl1?.[row]),
        lvl2: str(lvl2?.[row]),
        lvl3: str(lvl3?.[row]),
        lvl4: str(lvl4?.[row]),
        lvl5: str(lvl5?.[row]),
        lvl6: str(lvl6?.[row]),
      };
      const anchor = str(rows.anchor[row]);
      const content = str(rows.content[row]);
      if (type === 'content') {
        records.push(make(type, hierarchy, anchor, rows.kind[row], content));
        continue;
      }
      records.push(make(type, hierarchy, anchor, rows.kind[row], null));
      if (content !== null) records.push(make('content', hierarchy, anchor, rows.kind[row], content));
    }
    yield;
  }
  return records;
}

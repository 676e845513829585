/**
 * Recent and favourite searches as DocSearch 3.9 stores them in localStorage
 * (`__DOCSEARCH_RECENT_SEARCHES__{indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__{indexName}`).
 *
 * DocSearch renders a stored hit's `hierarchy` and `content` with innerHTML and links its
 * `url`, trusting whatever storage holds. Hits we store are escaped already, but storage can
 * hold anything (another script on the origin, an older site, a hand edit), so before the
 * modal reads it we clean every entry:
 * - `<` and `>` in any text become entities: without them no element can be created, and
 *   text that is already escaped (`Array&lt;string&gt;`) stays exactly as it was;
 * - an entry whose url is not a same-origin http(s) URL or a site path is dropped
 *   (`javascript:`, `data:`, other hosts);
 * - an entry that is not an object with a string objectID is dropped.
 * Pure: no DOM, no storage access (see the SearchBar for the browser glue).
 */

export const RECENT_SEARCHES_KEY_PREFIX = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_SEARCHES_KEY_PREFIX = '__DOCSEARCH_FAVORITE_SEARCHES__';

export type StoredHit = Record<string, unknown> & {objectID: string; url: string};

const neutraliseMarkup = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return neutraliseMarkup(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cleanValue(inner)]));
  }
  return value;
}

/** Whether a stored url may be linked: a path on this site or a same-origin http(s) URL. */
export function isSafeHitUrl(url: unknown, origin: string): url is string {
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (typeof url !== 'string' || url.trim() === '' || /[\u0000-\u001F]/.test(url)) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin;
  } catch {
    return false;
  }
}

/** Cleans a parsed storage value; returns the entries that may be shown. */
export function sanitizeStoredSearches(value: unknown, origin: string): StoredHit[] {
  if (!Array.isArray(value)) return [];
  const kept: StoredHit[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const record = entry as Record<string, unknown>;
    if (typeof record.objectID !== 'string' || !isSafeHitUrl(record.url, origin)) continue;
    const cleaned = cleanValue(record) as Record<string, unknown>;
    // The url is linked, not rendered as HTML: keep it as it was (it passed isSafeHitUrl).
    kept.push({...cleaned, objectID: record.objectID, url: record.url} as StoredHit);
  }
  return kept;
}

/**
 * The new raw storage value for one key, or null when it is fine as it is
 * (so a clean storage is never rewritten).
 */
export function cleanedStorageValue(raw: string | null, origin: string): string | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return '[]';
  }
  const cleaned = JSON.stringify(sanitizeStoredSearches(parsed, origin));
  return cleaned === JSON.stringify(parsed) ? null : cleaned;
}

/** Under `{key}{LINE_OWNER_SUFFIX}`: the release line whose list the shared key holds now. */
export const LINE_OWNER_SUFFIX = '@line';

/** Where a line's list waits while the shared key holds another line's. */
export const lineListKey = (key: string, line: string) => `${key}@${line}`;

/**
 * DocSearch keeps one list per index name, and every release line searches under the same name:
 * a search made on v1 would be offered on v2's modal and, clicked, routed inside v2's app, which
 * has no such page. So the shared key holds the lines' lists in turn: before the modal opens on
 * `line`, the list there goes back to the line that filled it and `line`'s own takes its place.
 * A list from before lines were told apart (no owner) stays with the first line that opens.
 * Pure: the storage writes to make, in order (a null value removes the key).
 */
export function lineListWrites(
  read: (key: string) => string | null,
  key: string,
  line: string,
): Array<[key: string, value: string | null]> {
  const ownerKey = `${key}${LINE_OWNER_SUFFIX}`;
  const owner = read(ownerKey);
  if (owner === line) return [];
  if (owner === null) return [[ownerKey, line]];
  return [
    [lineListKey(key, owner), read(key)],
    [key, read(lineListKey(key, line))],
    [lineListKey(key, line), null],
    [ownerKey, line],
  ];
}

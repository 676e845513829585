/**
 * The pages of a built site for the browser crawl, by section and kind, and a deterministic
 * spread of them small enough for every test run (the full set runs in `npm run crawl`).
 */
export type PageKind =
  | 'landing'
  | 'search'
  | 'not-found'
  | 'section-index'
  | 'globals'
  | 'classes-index'
  | 'class'
  | 'interface'
  | 'enumeration'
  | 'function'
  | 'type-alias'
  | 'variable'
  | 'other';

export interface CrawlPage {
  /** Path under the base URL, without a leading slash ('' is the landing page). */
  route: string;
  kind: PageKind;
  /** SDK section id, for reference pages. */
  section?: string;
}

/** A path no page has: the crawl loads it to see the not-found page as readers get it (status 404). */
export const NOT_FOUND_ROUTE = 'no-such-page/for-the-crawl';

const KIND_FOLDERS: Record<string, PageKind> = {
  classes: 'class',
  interfaces: 'interface',
  enumerations: 'enumeration',
  functions: 'function',
  'type-aliases': 'type-alias',
  variables: 'variable',
};

/** Pages from the built `.html` files (paths relative to the build folder); assets are ignored. */
export function builtPages(files: string[]): CrawlPage[] {
  const pages: CrawlPage[] = [];
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const route = file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
    pages.push(classify(route));
  }
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

function classify(route: string): CrawlPage {
  if (route === '') return {route, kind: 'landing'};
  if (route === 'search') return {route, kind: 'search'};
  if (route === '404') return {route: NOT_FOUND_ROUTE, kind: 'not-found'};
  const parts = route.split('/');
  const section = parts[0];
  if (parts.length === 1) return {route, kind: 'section-index', section};
  if (parts.length === 2 && parts[1] === 'globals') return {route, kind: 'globals', section};
  if (parts.length === 2 && parts[1] === 'classes') return {route, kind: 'classes-index', section};
  if (parts.length === 3 && KIND_FOLDERS[parts[1]]) return {route, kind: KIND_FOLDERS[parts[1]], section};
  return {route, kind: 'other', section};
}

/**
 * Every page that is one of a kind (landing, search, not-found, each section's index,
 * globals and classes index), and from each section's reference pages of each kind an
 * evenly spaced pick of about one in `oneIn` (at least the first and the last).
 * Same input, same pages: failures reproduce.
 */
export function spreadSample(pages: CrawlPage[], oneIn = 8): CrawlPage[] {
  const groups = new Map<string, CrawlPage[]>();
  const picked: CrawlPage[] = [];
  for (const page of pages) {
    if (!KIND_GROUPED.has(page.kind)) {
      picked.push(page);
      continue;
    }
    const key = `${page.section}/${page.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  for (const group of groups.values())
    picked.push(...evenlySpaced(group, Math.max(2, Math.ceil(group.length / oneIn))));
  return picked;
}

const KIND_GROUPED = new Set<PageKind>([
  'class',
  'interface',
  'enumeration',
  'function',
  'type-alias',
  'variable',
  'other',
]);

export function evenlySpaced<T>(items: T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count === 1) return [items[0]];
  const indices = new Set<number>();
  for (let i = 0; i < count; i += 1) indices.add(Math.round((i * (items.length - 1)) / (count - 1)));
  return [...indices].sort((a, b) => a - b).map((i) => items[i]);
}

/**
 * The pages of a built site for the browser crawl, by section and kind, and a deterministic
 * spread of them small enough for every test run (the full set runs in `npm run crawl`).
 * Pure: the caller reads the files.
 */
/** Every kind of page a built line has; the crawl's spread shows each. */
export const PAGE_KINDS = [
  'landing',
  'search',
  'not-found',
  'section-index',
  'globals',
  'classes-index',
  'class',
  'interface',
  'enumeration',
  'function',
  'type-alias',
  'variable',
  'other',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export interface CrawlPage {
  /** Path under the base URL, without a leading slash ('' is the landing page). */
  route: string;
  kind: PageKind;
  /** SDK section id, for reference pages. */
  section?: string;
  /** The built file it is served from, relative to the build folder. */
  file?: string;
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
    pages.push({...classify(route), file});
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
 * What a page's markup can show a browser that another page's may not: its elements' classes
 * (the components and states it renders), but not a code token's (Prism's, which vary with the
 * code and not with what runs) nor the page's own doc id.
 */
export function pageFeatures(html: string): Set<string> {
  const features = new Set<string>();
  for (const [, classes] of html.matchAll(/\bclass="([^"]*)"/g)) {
    if (/\btoken\b/.test(classes!)) continue;
    for (const name of classes!.split(/\s+/)) if (name && !PAGE_OWN_CLASS.test(name)) features.add(name);
  }
  return features;
}

const PAGE_OWN_CLASS = /^(?:docs-doc-id-|language-)/;

/**
 * The crawl's spread of a line's pages: every page that is one of a kind (landing, search,
 * not-found), then the fewest further pages that together show every feature (pageFeatures) and
 * every kind and section some page of the line shows, picked greedily, ties to the first route.
 * A further page of the same features runs the same components on other text; the static checks
 * read every page's text and links. Sections' index, globals and classes-index pages are such
 * further pages too: each section's code is loaded by any page of it (its `section:` token), and
 * another section's page of the same kind and features adds only its text. Same input, same
 * pages: failures reproduce.
 */
export function featureSpread(pages: readonly CrawlPage[], featuresOf: (page: CrawlPage) => Set<string>): CrawlPage[] {
  const picked = pages.filter((page) => ONE_OF_A_KIND.has(page.kind));
  const tokensOf = new Map(
    pages.map((page) => [
      page,
      new Set([...featuresOf(page), `kind:${page.kind}`, ...(page.section ? [`section:${page.section}`] : [])]),
    ]),
  );
  const uncovered = new Set([...tokensOf.values()].flatMap((tokens) => [...tokens]));
  for (const page of picked) for (const token of tokensOf.get(page)!) uncovered.delete(token);
  while (uncovered.size > 0) {
    let best: CrawlPage | undefined;
    let bestCount = 0;
    for (const [page, tokens] of tokensOf) {
      let count = 0;
      for (const token of tokens) if (uncovered.has(token)) count += 1;
      if (count > bestCount) [best, bestCount] = [page, count];
    }
    picked.push(best!);
    for (const token of tokensOf.get(best!)!) uncovered.delete(token);
  }
  return picked.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** The pages a line has one of: each is crawled. */
const ONE_OF_A_KIND = new Set<PageKind>(['landing', 'search', 'not-found']);

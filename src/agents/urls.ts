/**
 * Addresses of the files written for coding assistants: Markdown twins and llms.txt files.
 * Pure (no fs, no DOM): the build plugin, the MCP server and the browser's "Copy page" button
 * share these, so a twin is always found where the page says it is.
 *
 * Release lines: a line would be another docs version with its own route prefix; its twins and
 * llms files follow from its `baseUrl` (e.g. `/powersync-js/1.x/`), nothing here changes.
 */

/** Where the site is published: origin (`https://example.com`) and base path (`/powersync-js/`). */
export interface SiteAddress {
  url: string;
  baseUrl: string;
}

/** The extension a page's Markdown twin adds to the page URL. */
export const TWIN_EXTENSION = '.md';
/** The llms.txt index (llmstxt.org), at the site root and in each section. */
export const LLMS_FILE = 'llms.txt';
/** Every twin of the site (or of a section) in one file. */
export const LLMS_FULL_FILE = 'llms-full.txt';
/** Data the MCP server answers from (page list, headings, import lines), at the site root. */
export const AGENTS_INDEX_FILE = 'agents-index.json';

/** A route without the base path (`/web-sdk/classes/Table`) → the absolute URL of its page. */
export function pageUrl(site: SiteAddress, route: string): string {
  return `${site.url}${site.baseUrl}${route.replace(/^\/+/, '')}`;
}

/** A route without the base path → the absolute URL of its twin. */
export function twinUrl(site: SiteAddress, route: string): string {
  return `${pageUrl(site, route)}${TWIN_EXTENSION}`;
}

/** A route without the base path → the twin file inside the build folder (`web-sdk/classes/Table.md`). */
export function twinFile(route: string): string {
  return `${route.replace(/^\/+/, '')}${TWIN_EXTENSION}`;
}

/** Absolute URL of a file at the site root or in a section (`llms.txt`, `web-sdk/llms.txt`). */
export function siteFileUrl(site: SiteAddress, file: string): string {
  return `${site.url}${site.baseUrl}${file}`;
}

/**
 * The twin of the page at `permalink` (a path with the base, as the docs plugin gives it), or
 * undefined when the page has none: only pages of an SDK section have twins (the landing page is
 * MDX with components; llms.txt is its counterpart for agents).
 */
export function twinHref(permalink: string, baseUrl: string, sections: readonly string[]): string | undefined {
  if (!permalink.startsWith(baseUrl)) return undefined;
  const route = permalink.slice(baseUrl.length).replace(/\/+$/, '');
  const section = route.split('/')[0];
  return route && sections.includes(section) ? `${baseUrl}${route}${TWIN_EXTENSION}` : undefined;
}

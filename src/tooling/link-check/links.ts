/**
 * Internal link and anchor checker for a built static site. Docusaurus only warns about
 * broken links, and not at all about anchors that typedoc-plugin-markdown writes into
 * generated markdown, so this checks the HTML that readers get, resolving every URL the
 * way the static server does (src/tooling/server/resolve-path.ts: clean URLs, `.html`, base path).
 *
 * Pure: the site is read through a small `SiteFiles` interface, so unit tests run on fixtures.
 */
import {Parser} from 'htmlparser2';
import {candidateFiles} from '../server/resolve-path';

/** Read access to a built site; paths are relative to the build folder, with `/`. */
export interface SiteFiles {
  /** Every file of the site. */
  list(): string[];
  read(relativeFile: string): string;
}

export interface LinkCheckOptions {
  baseUrl: string;
  /** Production origin (SITE_URL): absolute links to it are internal too (canonical, hreflang). */
  siteUrl: string;
}

export interface PageScan {
  /** Every `id` (and `<a name>`) on the page: the anchors a `#fragment` can point at. */
  anchors: Set<string>;
  /** Ids that occur more than once: a link to them lands on the first, whichever it is. */
  duplicateIds: string[];
  /** Headings by id: their text and the text of the heading they sit under. */
  headings: Map<string, {level: number; text: string; parent?: string}>;
  /** Every URL the page references, with the element that references it. */
  references: Array<{url: string; element: string; selfLink: boolean}>;
}

export interface BrokenLink {
  /** The page that holds the link, as a URL path (`/powersync-js/node-sdk/classes/Table`). */
  page: string;
  /** The link exactly as written. */
  href: string;
  /** The resolved target, path plus fragment. */
  target: string;
  reason:
    | 'no such page or file'
    | 'no such anchor'
    | 'outside the base path'
    | 'anchor lands on a parameter heading'
    | 'duplicate id on the page';
}

export interface LinkCheckReport {
  pages: number;
  /** Internal references checked (one per element and attribute). */
  links: number;
  broken: BrokenLink[];
  /** Distinct broken targets, sorted. */
  brokenTargets: string[];
}

/** Elements and attributes that make the browser (or a reader) request a URL. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  iframe: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  use: ['href', 'xlink:href'],
};
/** `<link rel>` values that name a host, not a resource. */
const HOST_HINTS = new Set(['preconnect', 'dns-prefetch']);

/**
 * Generated pages list each function's parameters as headings under "Parameters". No link
 * is meant to land there: TypeDoc anchors symbols, not parameters. A link that does was
 * numbered against the wrong headings (a member and a parameter of the same name).
 */
const PARAMETER_SECTION = 'Parameters';
/** Links the theme derives from a heading itself (its `#` link, the table of contents). */
const SELF_LINK = /(?:^|\s)(?:hash-link|table-of-contents__link)(?:\s|$)/;

export function scanPage(html: string): PageScan {
  const anchors = new Set<string>();
  const duplicateIds: string[] = [];
  const headings: PageScan['headings'] = new Map();
  const references: PageScan['references'] = [];
  const lastHeadingText: string[] = [];
  let open: {level: number; id?: string; text: string} | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (/^h[1-6]$/.test(name)) open = {level: Number(name[1]), id: attributes.id, text: ''};
        if (attributes.id) {
          if (anchors.has(attributes.id)) duplicateIds.push(attributes.id);
          anchors.add(attributes.id);
        }
        if (name === 'a' && attributes.name) anchors.add(attributes.name);
        const urlAttributes = URL_ATTRIBUTES[name];
        if (!urlAttributes) return;
        if (name === 'link' && (attributes.rel ?? '').split(/\s+/).some((rel) => HOST_HINTS.has(rel))) return;
        for (const attribute of urlAttributes) {
          const value = attributes[attribute];
          if (value !== undefined)
            references.push({url: value.trim(), element: name, selfLink: SELF_LINK.test(attributes.class ?? '')});
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (!open || name !== `h${open.level}`) return;
        const text = open.text.replace(/\u200b/g, '').trim();
        const parent = lastHeadingText
          .slice(0, open.level - 1)
          .reverse()
          .find((t) => t !== undefined);
        lastHeadingText.length = open.level;
        lastHeadingText[open.level - 1] = text;
        if (open.id) headings.set(open.id, {level: open.level, text, parent});
        open = null;
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  return {anchors, duplicateIds, headings, references};
}

function landsOnParameters(heading: {text: string; parent?: string} | undefined): boolean {
  return heading !== undefined && (heading.text === PARAMETER_SECTION || heading.parent === PARAMETER_SECTION);
}

/** The URL path a built file is served at: `a/b.html` → `{base}a/b`, `a/index.html` → `{base}a/`. */
export function pageUrlFor(relativeFile: string, baseUrl: string): string {
  if (relativeFile === 'index.html') return baseUrl;
  if (relativeFile.endsWith('/index.html')) return `${baseUrl}${relativeFile.slice(0, -'index.html'.length)}`;
  return `${baseUrl}${relativeFile.replace(/\.html$/, '')}`;
}

const LOCAL_ORIGIN = 'http://link-check.invalid';

export function checkLinks(site: SiteFiles, options: LinkCheckOptions): LinkCheckReport {
  const files = site.list();
  const fileSet = new Set(files);
  const pages = files.filter((file) => file.endsWith('.html'));
  const scans = new Map<string, PageScan>();
  const scan = (file: string) => {
    let result = scans.get(file);
    if (!result) scans.set(file, (result = scanPage(site.read(file))));
    return result;
  };
  const siteOrigin = new URL(options.siteUrl).origin;
  const broken: BrokenLink[] = [];
  let links = 0;

  for (const file of pages) {
    const page = pageUrlFor(file, options.baseUrl);
    for (const id of new Set(scan(file).duplicateIds)) {
      broken.push({page, href: `#${id}`, target: `${page}#${id}`, reason: 'duplicate id on the page'});
    }
    for (const {url: href, selfLink} of scan(file).references) {
      const target = resolveInternal(href, page, siteOrigin);
      if (!target) continue;
      links += 1;
      const report = (reason: BrokenLink['reason']) =>
        broken.push({page, href, target: target.pathname + target.hash, reason});
      const candidates = candidateFiles(target.pathname, options.baseUrl);
      if (candidates === null) {
        report('outside the base path');
        continue;
      }
      const found = candidates.find((candidate) => fileSet.has(candidate));
      if (!found) {
        report('no such page or file');
        continue;
      }
      const fragment = decodeFragment(target.hash);
      if (!fragment || !found.endsWith('.html')) continue;
      const targetPage = scan(found);
      if (!targetPage.anchors.has(fragment)) report('no such anchor');
      else if (!selfLink && landsOnParameters(targetPage.headings.get(fragment)))
        report('anchor lands on a parameter heading');
    }
  }
  const brokenTargets = [...new Set(broken.map((b) => b.target))].sort();
  return {pages: pages.length, links, broken, brokenTargets};
}

/**
 * The URL a reference points at, when it points into this site; null for other origins,
 * `mailto:`, `javascript:`, data URLs and the like (not ours to check).
 */
function resolveInternal(href: string, pageUrl: string, siteOrigin: string): URL | null {
  if (href === '') return null;
  let url: URL;
  try {
    url = new URL(href, LOCAL_ORIGIN + pageUrl);
  } catch {
    return null;
  }
  if (url.origin === LOCAL_ORIGIN || url.origin === siteOrigin) return url;
  return null;
}

function decodeFragment(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A readable summary, grouped by target, for test failures and the CLI. */
export function formatBrokenLinks(report: LinkCheckReport, limit = 50): string {
  const byTarget = new Map<string, BrokenLink[]>();
  for (const link of report.broken) byTarget.set(link.target, [...(byTarget.get(link.target) ?? []), link]);
  const lines = [...byTarget.entries()].slice(0, limit).map(([target, links]) => {
    const pages = [...new Set(links.map((l) => l.page))];
    const more = pages.length > 3 ? ` and ${pages.length - 3} more` : '';
    return `  ${target} (${links[0].reason}; href "${links[0].href}") from ${pages.slice(0, 3).join(', ')}${more}`;
  });
  if (byTarget.size > limit) lines.push(`  … ${byTarget.size - limit} more targets`);
  return `${report.brokenTargets.length} broken internal target(s) in ${report.pages} pages:\n${lines.join('\n')}`;
}

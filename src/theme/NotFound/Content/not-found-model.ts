/**
 * What the not-found page can tell a reader about the path they asked for (pure). The
 * production host serves one root `404.html` for every missing path, under any line, so the
 * page reads the path itself: the line it is under, the section and the symbol name, then what
 * the lines' maps (src/lines/line-map.ts) know of that name.
 */
import {identityName, type LineMap} from '../../../lines/line-map';
import {lineTarget, identityAt, withAnchor, type LineRef} from '../../ReleaseLines/line-targets';
import {removalOf} from '../../../history/removed-symbol';
import {withoutStatusMark} from '../../../search/schema';

/** The newest line's alias in paths (src/lines/latest.ts). */
const LATEST = 'latest';

export interface AskedPath {
  /** The line the path is under (`latest/` is the newest). */
  line: LineRef;
  /** The route inside that line, without `.html`. */
  route: string;
  section?: string;
  /** The last segment, when it reads as a symbol name (`PowerSyncDatabse`). */
  name?: string;
  /** Words to search for: the name, else the route's last segment. */
  query: string;
}

/** Which line and route a path asks for: the line whose path is its longest prefix, `latest/` the newest. */
export function askedPath(pathname: string, siteBase: string, lines: readonly LineRef[], newest: LineRef): AskedPath {
  const decoded = safeDecode(pathname);
  const inSite = decoded.startsWith(siteBase) ? decoded.slice(siteBase.length) : decoded.replace(/^\/+/, '');
  let line = lines.find((l) => l.path === siteBase) ?? lines[0];
  let rest = inSite;
  const [first, ...others] = inSite.split('/');
  if (first === LATEST || first === `${LATEST}.html`) {
    line = newest;
    rest = others.join('/');
  } else {
    const prefixed = lines.find((l) => l.path !== siteBase && `${siteBase}${first}/` === l.path);
    if (prefixed) {
      line = prefixed;
      rest = others.join('/');
    }
  }
  const route = rest
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  const segments = route.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  const name = segments.length >= 2 && /^[A-Za-z_$][\w$]*$/.test(last) ? last : undefined;
  return {
    line,
    route,
    section: segments[0],
    name,
    query: (name ?? last.replace(/[^\w$]+/g, ' ')).trim(),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the page says, most specific first. */
export type Finding =
  /**
   * The line has it, under another route: another kind folder (1.x's `classes/PowerSyncDatabase`
   * is 2.x's `interfaces/PowerSyncDatabase`), as editing `v1/` to `v2/` in an address asks for.
   */
  | {kind: 'here'; name: string; route: string; href: string}
  /** The line's release no longer exports it: when, and what replaced it. */
  | {
      kind: 'removed';
      name: string;
      packageName: string;
      removedIn: string;
      changesHref: string;
      use?: {name: string; href?: string};
    }
  /** Another line has it. */
  | {kind: 'elsewhere'; name: string; line: LineRef; href: string}
  /** A `latest/` path of a page an older line has: the same symbol in the newest line. */
  | {kind: 'latest'; href: string; note?: string}
  /** Names the line has that are close to the one asked for. */
  | {kind: 'near'; names: Array<{name: string; href: string; section: string}>};

const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

/**
 * The findings for a path, given every line and the maps loaded so far (a missing map
 * only means fewer findings).
 */
export function findingsFor(
  asked: AskedPath,
  lines: readonly LineRef[],
  maps: ReadonlyMap<string, LineMap | null>,
  isLatest: boolean,
  /** The query and hash asked for: a page found for a `latest/` path keeps them. */
  location: {search: string; hash: string} = {search: '', hash: ''},
): Finding[] {
  const findings: Finding[] = [];
  const map = maps.get(asked.line.id);
  const {name, section} = asked;
  // Looked up by section and exported name in the path's own line first: a line that has the
  // symbol under another route is never said to lack it.
  const here: Finding[] =
    name && section
      ? pagesOfName(map, section, name)
          .filter(([page]) => `${section}/${page}` !== asked.route)
          .map(([page, anchors]) => ({
            kind: 'here',
            name,
            route: `${section}/${page}`,
            href: `${asked.line.path}${section}/${page}${location.search}${withAnchor(location.hash, anchors)}`,
          }))
      : [];
  // A latest/ path of a page that is in an older line: that symbol in the newest line.
  if (isLatest)
    for (const other of lines) {
      const own = maps.get(other.id);
      if (other.id === asked.line.id || !own?.routes.includes(asked.route)) continue;
      const target = lineTarget({route: asked.route, ...location, own, target: map, targetLine: asked.line});
      // "Not in the newest line" by declaring package, where the newest line has the name: not said.
      if (map && !(target.note && here.length > 0))
        findings.push({kind: 'latest', href: target.href, ...(target.note ? {note: target.note} : {})});
      break;
    }
  if (here.length > 0) return [...findings, ...here];
  if (!name || !section) return findings;
  const sectionMap = map?.sections[section];
  // What the MCP tools say of it too (src/history/removed-symbol.ts).
  const removed = sectionMap ? removalOf(sectionMap, name) : undefined;
  if (sectionMap && removed) {
    const replacement = removed.use;
    const page = replacement ? pageOfName(map!, section, replacement) : undefined;
    findings.push({
      kind: 'removed',
      name,
      packageName: sectionMap.packageName,
      removedIn: removed.removedIn,
      changesHref: `${asked.line.path}${section}/changes#${releaseAnchor(removed.removedIn)}`,
      ...(replacement
        ? {use: {name: replacement, ...(page ? {href: `${asked.line.path}${section}/${page}`} : {})}}
        : {}),
    });
  }
  for (const other of lines) {
    if (other.id === asked.line.id) continue;
    const page = pageOfName(maps.get(other.id), section, name);
    if (page) findings.push({kind: 'elsewhere', name, line: other, href: `${other.path}${section}/${page}`});
  }
  if (!findings.some((f) => f.kind !== 'latest') && map) {
    const names = nearNames(map, section, name).map((near) => ({
      ...near,
      href: `${asked.line.path}${near.section}/${near.page}`,
    }));
    if (names.length > 0)
      findings.push({kind: 'near', names: names.map(({name: n, href, section: s}) => ({name: n, href, section: s}))});
  }
  return findings;
}

function pageOfName(map: LineMap | null | undefined, section: string, name: string): string | undefined {
  return pagesOfName(map, section, name)[0]?.[0];
}

/** Every page of `name` in a section (one per declaring package): [route in the section, anchors]. */
function pagesOfName(map: LineMap | null | undefined, section: string, name: string): Array<[string, string]> {
  const symbols = map?.sections[section]?.symbols ?? {};
  return Object.keys(symbols)
    .filter((id) => identityName(id) === name)
    .map((id) => symbols[id]);
}

/** Where the page goes at once: the newest line's page of a `latest/` path, else the one page the line has of the name. */
export function redirectOf(findings: readonly Finding[]): string | undefined {
  const onward = findings.find((f) => f.kind === 'latest');
  if (onward?.kind === 'latest' && !onward.note) return onward.href;
  const here = findings.filter((f) => f.kind === 'here');
  return here.length === 1 && here[0].kind === 'here' ? here[0].href : undefined;
}

/** How many edits make `b` of `a` (insert, delete, replace, swap two neighbours), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows = Array.from({length: s.length + 1}, (_, i) =>
    Array.from({length: t.length + 1}, (__, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  return rows[s.length][t.length];
}

/** At most this many suggestions. */
const MAX_NEAR = 5;

/** The names closest to `name`: its own section's first, then any section's, within a third of its length. */
export function nearNames(
  map: LineMap,
  section: string,
  name: string,
): Array<{name: string; page: string; section: string; distance: number}> {
  const limit = Math.max(2, Math.floor(name.length / 3));
  // By section and name: \`useQuery\` asked in the Web SDK is a page of React's and of React
  // Native's, and a reader of either looks for theirs.
  const seen = new Set<string>();
  const candidates: Array<{name: string; page: string; section: string; distance: number}> = [];
  const sections = [section, ...Object.keys(map.sections).filter((id) => id !== section)];
  for (const id of sections) {
    const symbols = map.sections[id]?.symbols ?? {};
    for (const identity of Object.keys(symbols)) {
      const candidate = identityName(identity);
      if (seen.has(`${id} ${candidate}`)) continue;
      const distance = editDistance(name, candidate);
      if (distance > limit) continue;
      seen.add(`${id} ${candidate}`);
      candidates.push({name: candidate, page: symbols[identity][0], section: id, distance});
    }
  }
  const rank = (c: (typeof candidates)[number]) => c.distance * 2 + (c.section === section ? 0 : 1);
  return candidates.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, MAX_NEAR);
}

export {identityAt};

/** At most this many search hits on the page. */
const MAX_SUGGESTIONS = 5;

/** What the page needs of a search hit (src/search/engine). */
interface SuggestionHit {
  record: {url: string; sdk?: string | null; hierarchy: {lvl0?: string | null; lvl1?: string | null}};
}

/**
 * The page's search hits: one per page, the asked section's first (a typo of a page's name in
 * its own section is about that page), each title without its status and demos marks and with
 * its section, since one name is a page of several sections.
 */
export function suggestionsFrom(hits: readonly SuggestionHit[], section: string | undefined) {
  const seen = new Set<string>();
  const pages = hits
    .map(({record}) => ({
      title: withoutStatusMark(record.hierarchy.lvl1 ?? ''),
      sectionLabel: record.hierarchy.lvl0 ?? '',
      sdk: record.sdk ?? null,
      href: record.url.split('#')[0]!,
    }))
    .filter((hit) => hit.title && !seen.has(hit.href) && seen.add(hit.href));
  const own = pages.filter((hit) => section !== undefined && hit.sdk === section);
  return [...own, ...pages.filter((hit) => !own.includes(hit))].slice(0, MAX_SUGGESTIONS).map((hit) => ({
    title: hit.sectionLabel && hit.sectionLabel !== hit.title ? `${hit.title} (${hit.sectionLabel})` : hit.title,
    href: hit.href,
  }));
}

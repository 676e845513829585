/**
 * Where a page is in another release line (pure). Each line is a site of its own at its own
 * path (`/powersync-js/` or `/powersync-js/v2/`). A symbol page is matched by the symbol's
 * identity, not its route: `web-sdk/classes/PowerSyncDatabase` of Common 1.45 is
 * `web-sdk/interfaces/PowerSyncDatabase` in Common 2.3, where the class became an interface
 * merged with its constructor. Any other page is matched by route. The query is kept, and the
 * `#anchor` where the target page has that heading. When the symbol is not there, the reader
 * is told, and sent to what replaced it (its `@deprecated` text, else the upgrade guide's likely
 * rename, both in the target line's removal record; the anchor kept where the replacement has
 * it), else the section's main page, else the line's landing page; a symbol newer than the
 * target line's release says in which release it came. What the reader is told is said twice:
 * under the line's name in the dropdown and banner (`note`), and on the page they land on
 * (`landing`, src/theme/ReleaseLines/LandingNote.tsx), where "this line" is that page's.
 */
import {identityName, type LineMap, type SectionMap} from '../../lines/line-map';

export interface LineRef {
  id: string;
  label: string;
  /** Base path of the line, with trailing slash. */
  path: string;
}

export interface LineTarget {
  href: string;
  /** Said to the reader when the page itself is not in that line: `TableV2 is not in Common 2.3`. */
  note?: string;
  /** The same, on the page `href` lands on: `TableV2 is not in this line; Table replaces it`. */
  landing?: string;
}

/** How the landing page names its own line. */
const THIS_LINE = 'this line';

/** The route of `pathname` inside the line at `linePath` (`web-sdk/classes/Table`; `` for its main page). */
export function routeInLine(pathname: string, linePath: string): string {
  const inside = pathname.startsWith(linePath) ? pathname.slice(linePath.length) : '';
  return inside.replace(/\.html$/, '').replace(/\/+$/, '');
}

/** The identity of the symbol whose page `route` is, in a line's map. */
export function identityAt(map: LineMap | null | undefined, route: string): string | undefined {
  const [section, ...rest] = route.split('/');
  const inSection = rest.join('/');
  const symbols = map?.sections[section]?.symbols ?? {};
  return Object.keys(symbols).find((identity) => symbols[identity][0] === inSection);
}

/** The page of `name` in a section (any declaring package), when the section has exactly one. */
function pageNamed(section: SectionMap, name: string): [string, string] | undefined {
  const found = Object.keys(section.symbols).filter((identity) => identityName(identity) === name);
  return found.length === 1 ? section.symbols[found[0]] : undefined;
}

/** `hash` where the target page has that heading (its anchors, separated by spaces), else nothing. */
export const withAnchor = (hash: string, anchors: string) =>
  hash && anchors.split(' ').includes(decodeURIComponent(hash.slice(1))) ? hash : '';

/**
 * The equivalent page of `route` (with `search` and `hash`) in `target`, given both lines' maps.
 * Without the target's map (not loaded yet, or not to be had) its landing page: the static HTML
 * links only to pages that exist, and a click waits for the map.
 */
export function lineTarget(input: {
  route: string;
  search: string;
  hash: string;
  own: LineMap | null | undefined;
  target: LineMap | null | undefined;
  targetLine: LineRef;
}): LineTarget {
  const {route, search, hash, own, target, targetLine} = input;
  const base = targetLine.path;
  if (!target) return {href: base};
  const [sectionId] = route.split('/');
  const section = target.sections[sectionId];
  const identity = identityAt(own, route);
  if (identity) {
    const name = identityName(identity);
    if (!section) return notIn(`${base}${search}`, own!.sections[sectionId].label, targetLine);
    const page = section.symbols[identity];
    if (page) return {href: `${base}${sectionId}/${page[0]}${search}${withAnchor(hash, page[1])}`};
    const removed = section.removed[name];
    // What its @deprecated text named, else the upgrade guide's likely rename (said as a guess).
    const successor = removed?.use ?? removed?.renamed;
    const replacement = successor ? pageNamed(section, successor.split('.')[0]) : undefined;
    if (removed && successor && replacement) {
      const replaces = `${successor} ${removed.use ? 'replaces' : 'likely replaces'} it`;
      return {
        href: `${base}${sectionId}/${replacement[0]}${search}${withAnchor(hash, replacement[1])}`,
        note: `${name} is not in ${targetLine.label}: removed in ${section.packageName} ${removed.removedIn}; ${replaces}`,
        landing: `${name} is not in ${THIS_LINE}; ${replaces}`,
      };
    }
    const later = section.later?.[name];
    const why = removed
      ? `: removed in ${section.packageName} ${removed.removedIn}`
      : later && later.from === identity.slice(0, identity.lastIndexOf(':'))
        ? `: added in ${section.packageName} ${later.addedIn}`
        : '';
    return notIn(`${base}${sectionId}${search}`, name, targetLine, why);
  }
  if (target.routes.includes(route)) return {href: `${base}${route}${search}${route ? hash : ''}`};
  if (section) return notIn(`${base}${sectionId}${search}`, 'This page', targetLine);
  const label = own?.sections[sectionId]?.label;
  return label ? notIn(`${base}${search}`, label, targetLine) : {href: `${base}${search}`};
}

/** `{what} is not in {line}{why}`, under the line's name, and on the landing page of "this line". */
const notIn = (href: string, what: string, line: LineRef, why = ''): LineTarget => ({
  href,
  note: `${what} is not in ${line.label}${why}`,
  landing: `${what} is not in ${THIS_LINE}${why}`,
});

/** A stored line id that no line has any more is discarded (as the theme does with a stale docs version). */
export function validStoredLine(stored: string | null, lines: readonly LineRef[]): string | null {
  return stored && lines.some((line) => line.id === stored) ? stored : null;
}

/**
 * Where a page is in another release line (pure). Each line is a site of its own at its own
 * path (`/powersync-js/` or `/powersync-js/v2/`), with the same routes below it where the API
 * is the same: the equivalent page is the same route in the other line when that line has
 * it, else the other line's main page. The hash is kept with the route.
 */

export interface LineRef {
  id: string;
  label: string;
  /** Base path of the line, with trailing slash. */
  path: string;
}

/** The route of `pathname` inside the line at `linePath` (`web-sdk/classes/Table`; `` for its main page). */
export function routeInLine(pathname: string, linePath: string): string {
  const inside = pathname.startsWith(linePath) ? pathname.slice(linePath.length) : '';
  return inside.replace(/\.html$/, '').replace(/\/+$/, '');
}

/**
 * The equivalent page in `target`: the same route and hash when `routes` (the target's route
 * list) has the route, else its main page. Without the list (not loaded yet) the main page:
 * the static HTML links only to pages that exist, and a click waits for the list.
 */
export function equivalentHref(route: string, hash: string, target: LineRef, routes?: ReadonlySet<string>): string {
  if (!routes || !routes.has(route)) return target.path;
  return `${target.path}${route}${route ? hash : ''}`;
}

/** A stored line id that no line has any more is discarded (as the theme does with a stale docs version). */
export function validStoredLine(stored: string | null, lines: readonly LineRef[]): string | null {
  return stored && lines.some((line) => line.id === stored) ? stored : null;
}

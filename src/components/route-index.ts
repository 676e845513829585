/**
 * The site's pages as the router knows them: every exact route's path, with the sidebar its
 * docs route names. The route table is in every page's main bundle anyway; reading it here lets
 * the docs plugin's global data leave out its own list of every doc (src/plugins/docs).
 *
 * In the browser the routes of a section arrive with its first page (src/plugins/client-routes):
 * there the index knows the loaded sections' pages, and of the other sections those that are
 * the same page as a loaded one (its counterparts), which is what the SDK switcher asks about.
 */
import type {RouteConfig} from 'react-router-config';
import {COUNTERPARTS} from '../plugins/client-routes/decode';

/** Paths compare without a trailing slash, as the docs plugin's own matching (`strict: false`) does. */
const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export interface RouteIndex {
  has(path: string): boolean;
  /** The sidebar of the page at `path` (undefined: no such page, or a page without a sidebar). */
  sidebarOf(path: string): string | undefined;
}

export function indexRoutes(routes: readonly RouteConfig[]): RouteIndex {
  const pages = new Map<string, string | undefined>();
  const counterparts = new Set<string>();
  const visit = (list: readonly RouteConfig[]) => {
    for (const route of list) {
      if (route.exact && typeof route.path === 'string')
        pages.set(normalize(route.path), route.sidebar as string | undefined);
      for (const path of (route as {[COUNTERPARTS]?: string[]})[COUNTERPARTS] ?? []) counterparts.add(normalize(path));
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return {
    has: (path) => pages.has(normalize(path)) || counterparts.has(normalize(path)),
    sidebarOf: (path) => pages.get(normalize(path)),
  };
}

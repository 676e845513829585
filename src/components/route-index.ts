/**
 * The site's pages as the router knows them: every exact route's path, with the sidebar its
 * docs route names. The route table is in every page's main bundle anyway; reading it here lets
 * the docs plugin's global data leave out its own list of every doc (src/plugins/docs).
 */
import type {RouteConfig} from 'react-router-config';

/** Paths compare without a trailing slash, as the docs plugin's own matching (`strict: false`) does. */
const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export interface RouteIndex {
  has(path: string): boolean;
  /** The sidebar of the page at `path` (undefined: no such page, or a page without a sidebar). */
  sidebarOf(path: string): string | undefined;
}

export function indexRoutes(routes: readonly RouteConfig[]): RouteIndex {
  const pages = new Map<string, string | undefined>();
  const visit = (list: readonly RouteConfig[]) => {
    for (const route of list) {
      if (route.exact && typeof route.path === 'string')
        pages.set(normalize(route.path), route.sidebar as string | undefined);
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return {
    has: (path) => pages.has(normalize(path)),
    sidebarOf: (path) => pages.get(normalize(path)),
  };
}

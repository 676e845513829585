/** Every route of a line's build, relative to its path: part of its map (src/lines/line-map.ts). */
/** `/powersync-js/v2/web-sdk/classes/Table` → `web-sdk/classes/Table`; the not-found route left out; sorted. */
export function lineRoutes(routesPaths: readonly string[], baseUrl: string): string[] {
  const routes = routesPaths
    .filter((route) => route.startsWith(baseUrl) && !/(^|\/)404(\.html)?$/.test(route))
    .map((route) => route.slice(baseUrl.length).replace(/\/+$/, ''));
  return [...new Set(routes)].sort();
}

/**
 * The browser side of table.ts: Docusaurus's route tree and chunk names, rebuilt from the
 * compact table exactly as `routes.js` and `routesChunkNames.json` would have declared them.
 * No imports: the generated modules pass ComponentCreator in.
 */
import type {ChunkNames, TableRow} from './table';

type Visit = (row: TableRow, path: string) => void;

function walk(rows: readonly TableRow[], parentPath: string, visit: Visit): void {
  for (const row of rows) {
    const path = parentPath + row[0];
    visit(row, path);
    if (row[5]) walk(row[5], path, visit);
  }
}

/** `routesChunkNames`: chunk names by `path-hash`. */
export function chunkNamesOf(table: readonly TableRow[]): Record<string, ChunkNames> {
  const names: Record<string, ChunkNames> = {};
  walk(table, '', (row, path) => {
    if (row[2]) names[`${path}-${row[1]}`] = row[2];
  });
  return names;
}

export interface RebuiltRoute {
  path: string;
  component: unknown;
  exact?: true;
  routes?: RebuiltRoute[];
  [prop: string]: unknown;
}

/** The route tree, each component made by `create(path, hash)` as routes.js does, on first use. */
export function routesOf<C>(table: readonly TableRow[], create: (path: string, hash?: string) => C): RebuiltRoute[] {
  const build = (rows: readonly TableRow[], parentPath: string): RebuiltRoute[] =>
    rows.map(([relative, hash, , exact, extra, children]) => {
      const path = parentPath + relative;
      const route = {path} as RebuiltRoute;
      // Made when the router first reads it: a page view renders a handful of the site's routes,
      // and making a component for each of them held up the first render of every page.
      let component: C | undefined;
      Object.defineProperty(route, 'component', {
        enumerable: true,
        get: () => (component ??= hash === null ? create(path) : create(path, hash)),
      });
      if (exact) route.exact = true;
      if (children) route.routes = build(children, path);
      return extra ? Object.assign(route, extra) : route;
    });
  return build(table, '');
}

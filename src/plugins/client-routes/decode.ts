/**
 * The browser side of table.ts: Docusaurus's route tree and chunk names, rebuilt from the
 * compact table exactly as `routes.js` and `routesChunkNames.json` would have declared them.
 * A subtree's chunk names and registry entries arrive with its module, the first time one of
 * its routes is preloaded (Docusaurus preloads a route's components before it renders them).
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

/** `routesChunkNames`: chunk names by `path-hash`, those of subtrees once they are loaded. */
export function chunkNamesOf(table: readonly TableRow[]): Record<string, ChunkNames> {
  const names: Record<string, ChunkNames> = {};
  walk(table, '', (row, path) => {
    if (row[2] && typeof row[2] === 'object') names[`${path}-${row[1]}`] = row[2];
  });
  return names;
}

/** What a subtree module exports: its routes' chunk names in table order, its part of the registry. */
export interface SubtreeModule {
  chunkNames: ChunkNames[];
  registry: Record<string, unknown>;
}

/** Loads subtree `index` (once; again after a failure) into the shared chunk names and registry. */
export type SubtreeLoader = ((index: number) => Promise<void>) & {loaded(index: number): boolean};

/** `names` keyed by `path-hash` of the rows of subtree `index`, in the order table.ts listed them. */
function subtreeChunkNames(table: readonly TableRow[], index: number, names: readonly ChunkNames[]) {
  const keyed: Record<string, ChunkNames> = {};
  let next = 0;
  const take = (row: TableRow, path: string) => (keyed[`${path}-${row[1]}`] = names[next++]!);
  // Subtrees do not nest, and only a subtree's rows below its root have the slot 0.
  walk(table, '', (row, path) => {
    if (row[2] !== index + 1) return;
    take(row, path);
    if (row[5]) walk(row[5], path, (child, childPath) => child[2] === 0 && take(child, childPath));
  });
  if (next !== names.length)
    throw new Error(`[client-routes] subtree ${index}: ${names.length} chunk names for ${next} routes`);
  return keyed;
}

export function subtreeLoader(
  imports: readonly (() => Promise<SubtreeModule>)[],
  table: readonly TableRow[],
  chunkNames: Record<string, ChunkNames>,
  registry: Record<string, unknown>,
): SubtreeLoader {
  const loading: (Promise<void> | undefined)[] = [];
  const done: boolean[] = [];
  const load = (index: number) =>
    (loading[index] ??= imports[index]!().then(
      (module) => {
        Object.assign(chunkNames, subtreeChunkNames(table, index, module.chunkNames));
        Object.assign(registry, module.registry);
        done[index] = true;
      },
      (error: unknown) => {
        loading[index] = undefined;
        throw error;
      },
    ));
  return Object.assign(load, {loaded: (index: number) => done[index] === true});
}

export interface RebuiltRoute {
  path: string;
  component: unknown;
  exact?: true;
  routes?: RebuiltRoute[];
  [prop: string]: unknown;
}

type Preloadable = {preload?: () => Promise<unknown>};

/**
 * The route tree, each component made by `create(path, hash)` as routes.js does, on first use.
 * A route of a subtree not loaded yet reads as a stand-in whose `preload` loads the subtree and
 * then the route's own component, which the route reads from then on.
 */
export function routesOf<C>(
  table: readonly TableRow[],
  create: (path: string, hash?: string) => C,
  subtrees?: SubtreeLoader,
): RebuiltRoute[] {
  const build = (rows: readonly TableRow[], parentPath: string, subtree: number): RebuiltRoute[] =>
    rows.map(([relative, hash, slot, exact, extra, children]) => {
      const path = parentPath + relative;
      const route = {path} as RebuiltRoute;
      const own = typeof slot === 'number' && slot > 0 ? slot - 1 : typeof slot === 'number' ? subtree : -1;
      // Made when the router first reads it: a page view renders a handful of the site's routes,
      // and making a component for each of them held up the first render of every page.
      let component: C | undefined;
      const make = () => (component ??= hash === null ? create(path) : create(path, hash));
      let standIn: (() => null) & Preloadable;
      const deferred = () =>
        (standIn ??= Object.assign(() => null, {
          preload: () => subtrees!(own).then(() => (make() as Preloadable).preload?.()),
        }));
      Object.defineProperty(route, 'component', {
        enumerable: true,
        get: () => (own < 0 || component || subtrees!.loaded(own) ? make() : deferred()),
      });
      if (exact) route.exact = true;
      if (children) route.routes = build(children, path, own >= 0 ? own : subtree);
      return extra ? Object.assign(route, extra) : route;
    });
  return build(table, '', -1);
}

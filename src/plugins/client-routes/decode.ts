/**
 * The browser side of table.ts: Docusaurus's route tree and chunk names, rebuilt from the
 * compact table exactly as `routes.js` and `routesChunkNames.json` would have declared them.
 * A subtree's routes, chunk names and registry entries arrive with its module, before the first
 * path below its root is matched (Docusaurus preloads a path's routes before it renders them).
 * No imports: the generated modules pass ComponentCreator in.
 */
import type {ChunkNames, TableRow} from './table';

type Visit = (row: TableRow, path: string) => void;

/** Each row, depth first (a row before its children), with its path from `parentPath`. */
export function walk(rows: readonly TableRow[], parentPath: string, visit: Visit): void {
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

/** What a subtree module exports: see `Subtree` in ./table.ts, and its part of the registry. */
export interface SubtreeModule {
  rows: TableRow[];
  chunkNames: ChunkNames[];
  counterparts: number[];
  registry: Record<string, unknown>;
}

export interface RebuiltRoute {
  path: string;
  component: unknown;
  exact?: true;
  routes?: RebuiltRoute[];
  [prop: string]: unknown;
}

/**
 * The full paths of the same page in other sections (not enumerable: Docusaurus's routes have no
 * such prop). Set on the pages of a subtree when it loads; read by src/components/route-index.ts.
 */
export const COUNTERPARTS = 'counterparts';

type Preloadable = {preload?: () => Promise<unknown>};

export interface ClientRoutes {
  routes: RebuiltRoute[];
  /** Loads the subtrees of the given routes (the routes a path matched) not loaded yet. */
  loadSubtrees(matched: readonly RebuiltRoute[]): Promise<void>;
  /** How many subtrees have loaded: what the routes hold changes with it. */
  loaded(): number;
}

let active: ClientRoutes | undefined;

/** The browser's routes, once the generated routes module made them (none on the server). */
export const activeClientRoutes = (): ClientRoutes | undefined => active;

/**
 * The route tree, each component made by `create(path, hash)` as routes.js does, on first use.
 * A subtree's root has no routes until its module has loaded (`loadSubtrees`, which the site's
 * preload calls before it matches a path: ./preload.ts); until then its component is a stand-in
 * whose `preload` loads the module and then the root's own component. A failed load is tried
 * again on the next call.
 */
export function clientRoutes<C>(
  table: readonly TableRow[],
  create: (path: string, hash?: string) => C,
  imports: readonly (() => Promise<SubtreeModule>)[] = [],
  chunkNames: Record<string, ChunkNames> = {},
  registry: Record<string, unknown> = {},
): ClientRoutes {
  const roots: {route: RebuiltRoute; hash: string | null}[] = [];
  const loading: (Promise<void> | undefined)[] = [];
  const done: boolean[] = [];
  let loadedCount = 0;

  const build = (rows: readonly TableRow[], parentPath: string): RebuiltRoute[] =>
    rows.map(([relative, hash, slot, exact, extra, children]) => {
      const path = parentPath + relative;
      const route = {path} as RebuiltRoute;
      const root = typeof slot === 'number' && slot > 0 ? slot - 1 : -1;
      // Made when the router first reads it: a page view renders a handful of the site's routes,
      // and making a component for each of them held up the first render of every page.
      let component: C | undefined;
      const make = () => (component ??= hash === null ? create(path) : create(path, hash));
      let standIn: (() => null) & Preloadable;
      const deferred = () =>
        (standIn ??= Object.assign(() => null, {
          preload: () => load(root).then(() => (make() as Preloadable).preload?.()),
        }));
      Object.defineProperty(route, 'component', {
        enumerable: true,
        get: () => (root < 0 || component || done[root] ? make() : deferred()),
      });
      if (exact) route.exact = true;
      if (children) route.routes = build(children, path);
      if (root >= 0) {
        route.routes = [];
        roots[root] = {route, hash};
      }
      return extra ? Object.assign(route, extra) : route;
    });

  const load = (index: number): Promise<void> =>
    (loading[index] ??= imports[index]!().then(
      (module) => {
        const {route: root, hash} = roots[index]!;
        const [rootNames, ...rowNames] = module.chunkNames;
        chunkNames[`${root.path}-${hash}`] = rootNames!;
        Object.assign(chunkNames, rowChunkNames(module.rows, root.path, rowNames));
        Object.assign(registry, module.registry);
        const built = build(module.rows, root.path);
        setCounterparts(
          built,
          module.counterparts,
          root.path,
          roots.map((r) => r.route.path),
        );
        root.routes!.push(...built);
        done[index] = true;
        loadedCount += 1;
      },
      (error: unknown) => {
        loading[index] = undefined;
        throw error;
      },
    ));

  const routes = build(table, '');
  const rootIndex = new Map(roots.map(({route}, index) => [route, index]));
  active = {
    routes,
    loadSubtrees: async (matched) => {
      const pending = matched.map((route) => rootIndex.get(route)).filter((i) => i !== undefined && !done[i]);
      await Promise.all(pending.map((index) => load(index!)));
    },
    loaded: () => loadedCount,
  };
  return active;
}

/** Chunk names by `path-hash` of a subtree's rows with slot 0, paired in depth-first order. */
function rowChunkNames(rows: readonly TableRow[], rootPath: string, names: readonly ChunkNames[]) {
  const keyed: Record<string, ChunkNames> = {};
  let next = 0;
  walk(rows, rootPath, (row, path) => row[2] === 0 && (keyed[`${path}-${row[1]}`] = names[next++]!));
  if (next !== names.length)
    throw new Error(`[client-routes] subtree at ${rootPath}: ${names.length} chunk names for ${next} routes`);
  return keyed;
}

/** Gives each route whose mask names other subtrees the paths of its counterparts there. */
function setCounterparts(built: RebuiltRoute[], masks: readonly number[], rootPath: string, rootPaths: string[]) {
  let next = 0;
  const visit = (routes: readonly RebuiltRoute[]) => {
    for (const route of routes) {
      const mask = masks[next++] ?? 0;
      if (mask) {
        const rest = route.path.slice(rootPath.length);
        const paths = rootPaths.filter((_, index) => mask & (1 << index)).map((path) => path + rest);
        Object.defineProperty(route, COUNTERPARTS, {value: paths, enumerable: false});
      }
      if (route.routes) visit(route.routes);
    }
  };
  visit(built);
  if (next !== masks.length)
    throw new Error(`[client-routes] subtree at ${rootPath}: ${masks.length} masks for ${next} routes`);
}

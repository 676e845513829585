/**
 * One compact table for Docusaurus's two route tables (pure; the browser decodes it).
 *
 * Every page's main bundle carries the route tree (`@generated/routes`: per route its path and
 * `ComponentCreator(path, hash)`) and the chunk names of every route (`@generated/routesChunkNames`,
 * keyed by `path-hash`): each route's path and hash twice, in two places too far apart for gzip
 * to share them. This table holds each route once, its path relative to its parent's, with its
 * chunk names beside it; the browser rebuilds both objects from it when the bundle starts.
 */
import {walk} from './decode';

/** A route as `routes.js` declares it, its component call read as the path and hash it was given. */
export interface DeclaredRoute {
  path: string;
  component: {path: string; hash?: string};
  exact?: boolean;
  routes?: DeclaredRoute[];
  /** Any further props Docusaurus passed through (the docs plugin's `sidebar`). */
  [prop: string]: unknown;
}

export type ChunkNames = Record<string, unknown>;

/**
 * One route: path relative to the parent's, component hash (null: the not-found route, created
 * from its path alone), its chunk names (null: none), 1 when exact, further props (null: none),
 * then its child routes when it has any.
 */
export type TableRow =
  | [string, string | null, ChunkSlot, 0 | 1, Record<string, unknown> | null]
  | [string, string | null, ChunkSlot, 0 | 1, Record<string, unknown> | null, TableRow[]];

/**
 * A route's chunk names: in the row, null (none), or in a subtree module (see splitSubtrees):
 * n ≥ 1 marks the root of subtree n − 1, 0 a route below it.
 */
export type ChunkSlot = ChunkNames | null | number;

const KNOWN = new Set(['path', 'component', 'exact', 'routes']);

/** The route tree of `.docusaurus/routes.js`, evaluated with a stand-in for ComponentCreator. */
export function readRoutesModule(source: string): DeclaredRoute[] {
  const imports = /^import [^;\n]+;?\s*$/gm;
  const body = source.replace(imports, '').replace(/^\s*export default\s/m, 'return ');
  if (!/^return /m.test(body)) throw shapeError('no `export default [...]` in routes.js');
  const read = new Function('ComponentCreator', body) as (
    create: (path: string, hash?: string) => {path: string; hash?: string},
  ) => unknown;
  const routes = read((path, hash) => (hash === undefined ? {path} : {path, hash}));
  if (!Array.isArray(routes)) throw shapeError('routes.js does not export an array');
  return routes as DeclaredRoute[];
}

/** The compact table; throws when a route lacks its chunk names or a chunk-names entry has no route. */
export function encodeRoutes(routes: readonly DeclaredRoute[], chunkNames: ChunkNames): TableRow[] {
  const used = new Set<string>();
  const encode = (list: readonly DeclaredRoute[], parentPath: string): TableRow[] =>
    list.map((route) => {
      if (!route.path.startsWith(parentPath))
        throw shapeError(`route ${route.path} does not start with its parent's path ${parentPath}`);
      if (route.component?.path !== route.path)
        throw shapeError(`route ${route.path} is not created by ComponentCreator with its own path`);
      const hash = route.component.hash ?? null;
      const key = `${route.path}-${hash}`;
      let chunks: ChunkNames | null = null;
      if (hash !== null) {
        if (!(key in chunkNames)) throw shapeError(`no chunk names for route ${key}`);
        chunks = chunkNames[key] as ChunkNames;
        used.add(key);
      }
      const extra = Object.fromEntries(Object.entries(route).filter(([prop]) => !KNOWN.has(prop)));
      const row: TableRow = [
        route.path.slice(parentPath.length),
        hash,
        chunks,
        route.exact ? 1 : 0,
        Object.keys(extra).length > 0 ? extra : null,
      ];
      return route.routes ? [...row, encode(route.routes, route.path)] : row;
    });
  const table = encode(routes, '');
  const unused = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (unused.length > 0) throw shapeError(`chunk names without a route: ${unused.slice(0, 3).join(', ')}`);
  return table;
}

const shapeError = (detail: string) =>
  new Error(
    `[client-routes] ${detail}. Docusaurus's generated route tables are not in the shape this plugin ` +
      `reads: was @docusaurus/core upgraded? Review src/plugins/client-routes.`,
  );

/**
 * What one subtree module holds: the subtree's routes below its root (rows of the table's shape,
 * paths relative to the root's), the chunk names of the root and of those routes in table order
 * (the root, then depth first; routes without chunk names skipped; in the rows, slot 0), and per
 * row, the other subtrees that have a page at the same path below their own root.
 */
export interface Subtree {
  path: string;
  rows: TableRow[];
  chunkNames: ChunkNames[];
  /** Per row of `rows`, depth first: bit j set when subtree j has an exact route at the same relative path. */
  counterparts: number[];
}

/** Subtrees a counterpart mask can name (bits of a small integer). */
const MAX_SUBTREES = 30;

/**
 * The table with each subtree moved out, for the browser to load with the subtree.
 *
 * A subtree is a route below another whose path extends its parent's and that has routes of its
 * own: the docs version route of one SDK section (src/plugins/docs/section-versions.ts). The main
 * table keeps the subtree's root (its row names the subtree: slot n for subtree n − 1) and none of
 * its routes; the browser loads them, with their chunk names and the registry loaders only the
 * subtree uses, before it matches a path below the root (./preload.ts). So a page carries the
 * routes of its own section, whatever the number of sections.
 *
 * The SDK switcher links a page to the same page of another section when that exists, which the
 * browser can no longer read from the table: each page's row carries it as a mask of subtrees.
 *
 * A route's hash (three hex digits of a hash Docusaurus makes) only tells the routes at one path
 * apart: the browser keys a route's chunk names by path and hash, and reads it nowhere else. Below
 * a subtree's root, where the browser builds both from the subtree's rows, each route's hash is
 * its number among the routes at its path (base 36): a page's path-hash key is `{path}-0`, which no
 * Docusaurus hash can be, and random digits gzip cannot shorten leave every page of the section.
 */
export function splitSubtrees(table: readonly TableRow[]): {table: TableRow[]; subtrees: Subtree[]} {
  const subtrees: Subtree[] = [];
  const isNames = (slot: ChunkSlot): slot is ChunkNames => slot !== null && typeof slot === 'object';
  // Routes at each full path below the subtree's root so far: a route's short hash is its number there.
  const atPath = new Map<string, number>();
  const shortHash = (hash: string | null, path: string) => {
    if (hash === null) return null;
    const n = atPath.get(path) ?? 0;
    atPath.set(path, n + 1);
    return n.toString(36);
  };
  const inSubtree = (rows: readonly TableRow[], parentPath: string, subtree: Subtree): TableRow[] =>
    rows.map((row) => {
      const path = parentPath + row[0];
      if (isNames(row[2])) subtree.chunkNames.push(row[2]);
      const moved: TableRow = [row[0], shortHash(row[1], path), isNames(row[2]) ? 0 : row[2], row[3], row[4]];
      return row[5] ? [...moved, inSubtree(row[5], path, subtree)] : moved;
    });
  const visit = (rows: readonly TableRow[], parentPath: string, depth: number): TableRow[] =>
    rows.map((row) => {
      const path = parentPath + row[0];
      const children = row[5];
      if (!children) return row;
      if (depth === 0 || row[0] === '' || !isNames(row[2]))
        return [row[0], row[1], row[2], row[3], row[4], visit(children, path, depth + 1)];
      const subtree: Subtree = {path, rows: [], chunkNames: [row[2]], counterparts: []};
      subtree.rows = inSubtree(children, path, subtree);
      subtrees.push(subtree);
      return [row[0], row[1], subtrees.length, row[3], row[4]];
    });
  const main = visit(table, '', 0);
  if (subtrees.length > MAX_SUBTREES)
    throw new Error(`[client-routes] ${subtrees.length} subtrees: counterpart masks name at most ${MAX_SUBTREES}`);
  addCounterparts(subtrees);
  return {table: main, subtrees};
}

function addCounterparts(subtrees: Subtree[]): void {
  // Paths relative to each subtree's root, rows in the order the browser pairs masks with them.
  const pages = subtrees.map((subtree) => {
    const exact = new Set<string>();
    walk(subtree.rows, '', (row, relative) => row[3] === 1 && exact.add(relative));
    return exact;
  });
  subtrees.forEach((subtree, own) => {
    walk(subtree.rows, '', (row, relative) => {
      let mask = 0;
      if (row[3] === 1) pages.forEach((exact, other) => other !== own && exact.has(relative) && (mask |= 1 << other));
      subtree.counterparts.push(mask);
    });
  });
}

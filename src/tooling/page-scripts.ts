/**
 * The scripts a first visit to a page of `build/` loads, read from the build alone: the entry
 * scripts its HTML names, then what the site's preload loads before hydrating
 * (src/plugins/client-routes/preload.ts): the module of the section the path is in, and the
 * chunks of every route the path matches (each route's chunk names, their registry loaders and
 * the chunk ids those load). What `bench/probes/page-requests.ts` sees in a browser, without one:
 * tests/site/page-weight.test.ts bounds a page's JavaScript with it.
 *
 * Node-only (reads the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {walk} from '../plugins/client-routes/decode';
import {chunkKeys} from '../plugins/client-routes/registry';
import type {ChunkNames, TableRow} from '../plugins/client-routes/table';

export interface PageScript {
  /** Path relative to the build folder: `assets/js/main.1a2b3c4d.js`. */
  file: string;
  /** Its size gzip-compressed as the site's server sends it (level 9). */
  gzipBytes: number;
}

/** What a section's module exports (decode.ts SubtreeModule), with its loaders' chunk ids. */
interface SectionModule {
  rows: TableRow[];
  chunkNames: ChunkNames[];
  registry: Record<string, string[]>;
}

const JS_DIR = path.join('assets', 'js');

/** Chunk ids a loader's source loads: `n.e("12345")`, one or several (`Promise.all([…])`). */
const chunkIdsOf = (loader: string) => [...loader.matchAll(/\b\w\.e\("(\d+)"\)/g)].map((m) => m[1]!);

/**
 * The registry entries of a script's source (`"key":[()=>n.e("1").then(…)]`), as chunk ids by
 * key. The minifier writes a key of digits only as a number (`0x11113f9` for "17896441").
 */
function registryOf(source: string): Record<string, string[]> {
  const registry: Record<string, string[]> = {};
  const entry =
    /(?:"([\w-]+)"|\b(0x[\da-f]+|\d+(?:e\d+)?|[A-Za-z_$][\w$]*)):\[\(\)=>((?:Promise\.all\(\[[^\]]*\]\)|\w\.e\("\d+"\))[^\]]*)\]/gi;
  for (const m of source.matchAll(entry)) {
    const key = m[1] ?? (/^[\d]/.test(m[2]!) ? String(Number(m[2])) : m[2]!);
    registry[key] = chunkIdsOf(m[3]!);
  }
  return registry;
}

/** The file of a lazily loaded chunk (src/plugins/chunk-files: `<id>.<build hash>.js`). */
function chunkFile(buildDir: string, id: string): string {
  const names = fs.readdirSync(path.join(buildDir, JS_DIR)).filter((name) => name.startsWith(`${id}.`));
  if (names.length !== 1) throw new Error(`expected one file of chunk ${id}, found ${names.length}`);
  return path.join(JS_DIR, names[0]!);
}

/**
 * A section's module, evaluated as webpack would: its one module's exports, with each registry
 * loader called against a stand-in `__webpack_require__` that records the chunk ids it loads.
 */
function sectionModule(source: string): SectionModule {
  const pushed: Array<[unknown, Record<string, (m: unknown, e: unknown, r: unknown) => void>]> = [];
  const self = {webpackChunkpowersync_js_api_reference: {push: (entry: (typeof pushed)[number]) => pushed.push(entry)}};
  new Function('self', source)(self);
  const factories = Object.values(pushed[0]?.[1] ?? {});
  if (factories.length !== 1) throw new Error(`a section's module chunk holds ${factories.length} modules`);
  let loading: string[] = [];
  const require = Object.assign(() => ({}), {
    r: () => undefined,
    d: (target: Record<string, unknown>, getters: Record<string, () => unknown>) => {
      for (const [key, get] of Object.entries(getters)) Object.defineProperty(target, key, {get, enumerable: true});
    },
    e: (id: string) => {
      loading.push(id);
      return Promise.resolve();
    },
    t: () => ({}),
  });
  const exports: Record<string, unknown> = {};
  factories[0]!({exports}, exports, require);
  const loaders = exports.registry as Record<string, Array<() => unknown>>;
  const registry: Record<string, string[]> = {};
  for (const [key, [load]] of Object.entries(loaders)) {
    loading = [];
    load!();
    registry[key] = loading;
  }
  return {rows: exports.rows as TableRow[], chunkNames: exports.chunkNames as ChunkNames[], registry};
}

/** Whether a route at `routePath` matches `pathname` as react-router's matchPath does here. */
function matches(routePath: string, exact: boolean, pathname: string): boolean {
  const route = routePath.replace(/\/$/, '');
  const asked = pathname.replace(/\/$/, '');
  return route === asked || (!exact && asked.startsWith(`${route}/`));
}

/**
 * The routes the path matches, as react-router-config's matchRoutes picks them: at each level
 * the first sibling that matches, then its children. `visit` gets each with its full path.
 */
function matchRoutes(
  rows: readonly TableRow[],
  parentPath: string,
  pathname: string,
  visit: (row: TableRow, routePath: string) => readonly TableRow[] | undefined,
): void {
  for (const row of rows) {
    const routePath = parentPath + row[0];
    if (!matches(routePath, row[3] === 1, pathname)) continue;
    const children = visit(row, routePath) ?? row[5];
    if (children) matchRoutes(children, routePath, pathname, visit);
    return;
  }
}

/** The page's scripts, in the order a browser first asks for them (entry scripts, section, routes). */
export function pageScripts(buildDir: string, pageFile: string, pathname: string): PageScript[] {
  const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
  const html = read(pageFile);
  const entries = [...html.matchAll(/<script src="[^"]*\/(assets\/js\/[^"/]+\.js)"/g)].map((m) => m[1]!);
  const main = entries.find((file) => /\/main\.[^/]+\.js$/.test(file));
  if (!main) throw new Error(`${pageFile} loads no main bundle`);
  const mainSource = read(main);
  const table = JSON.parse(
    (mainSource.match(/JSON\.parse\('(\[\["[^']*)'\)/)?.[1] ?? '').replace(/\\'/g, "'"),
  ) as TableRow[];
  // The sections' modules, in the order of the table's subtree slots (decode.ts `imports`).
  const imports = mainSource.match(/\[((?:\(\)=>\w\.e\("\d+"\)\.then\(\w\.bind\(\w,\d+\)\),?){2,})\]/)?.[1];
  if (!imports) throw new Error('no list of section modules in the main bundle');
  const sectionChunks = chunkIdsOf(imports);
  const registry = registryOf(mainSource);

  const chunks = new Set<string>();
  const addRoute = (names: ChunkNames | undefined, from: Record<string, string[]>) => {
    for (const key of chunkKeys(names ?? {})) {
      const ids = from[key];
      if (!ids) throw new Error(`no registry entry for chunk key ${key}`);
      for (const id of ids) chunks.add(id);
    }
  };
  matchRoutes(table, '', pathname, (row, routePath) => {
    const slot = row[2];
    if (slot && typeof slot === 'object') addRoute(slot, registry);
    if (typeof slot !== 'number' || slot === 0) return undefined;
    // A section's root: its module, its own chunk names and its routes come with the module.
    const id = sectionChunks[slot - 1]!;
    chunks.add(id);
    const section = sectionModule(read(chunkFile(buildDir, id)));
    const known = {...registry, ...section.registry};
    const [rootNames, ...rowNames] = section.chunkNames;
    addRoute(rootNames, known);
    // Chunk names of the module's routes with slot 0, in depth-first order (decode.ts rowChunkNames).
    const namesOf = new Map<TableRow, ChunkNames>();
    let next = 0;
    walk(section.rows, routePath, (sectionRow) => {
      if (sectionRow[2] === 0) namesOf.set(sectionRow, rowNames[next++]!);
    });
    matchRoutes(section.rows, routePath, pathname, (sectionRow) => {
      addRoute(namesOf.get(sectionRow), known);
      return undefined;
    });
    return [];
  });
  // Chunks webpack's runtime starts with as installed (the entry's own): nothing to load.
  const runtime = entries.find((file) => /\/runtime~main\.[^/]+\.js$/.test(file));
  const installed = runtime ? (read(runtime).match(/=\{((?:\d+:0,?)+)\}/)?.[1] ?? '') : '';
  for (const id of installed.match(/\d+(?=:0)/g) ?? []) chunks.delete(id);
  const files = [...entries, ...[...chunks].map((id) => chunkFile(buildDir, id))];
  return files.map((file) => ({file, gzipBytes: zlib.gzipSync(read(file), {level: 9}).length}));
}

/**
 * A lighter route registry in the browser bundle (pure; used by ./index.ts).
 *
 * Docusaurus's registry (`@generated/registry`, in every page's main.js) lists each route
 * chunk as `[loader, "@site/reference/…/Table.md", require.resolveWeak(…)]`. The source path
 * and the module id are read only during server rendering (react-loadable reports the path to
 * find a page's scripts, and would use the id for `preloadReady`, which Docusaurus does not
 * call); in the browser only the loader is used, yet the other two cost bytes per chunk of
 * every page of the site. The browser bundle gets a copy of the registry with loaders alone;
 * the server bundle keeps Docusaurus's own.
 *
 * Nor does the browser need the chunks' names. Each `import()` carries a `webpackChunkName`,
 * and webpack's runtime (loaded by every page) maps every named chunk's id to its name, and
 * Docusaurus adds a map of every name back to its id, for `docusaurus.prefetch`, which this
 * site turns off (src/client-modules/prefetch-on-intent.ts). Without the names, chunks are
 * loaded by id as before and both maps lose an entry per page of the site.
 */
import type {ChunkNames, Subtree} from './table';

/**
 * Stops the build when fewer of Docusaurus's registry entries had the expected shape than it
 * has entries: an upgrade that changes the shape must fail here, not silently ship the old bytes.
 */
function expectShape(entries: number, found: number, shape: string): void {
  if (found !== entries)
    throw new Error(
      `[client-routes] expected ${entries} ${shape} in Docusaurus's registry, found ${found}. ` +
        `Was @docusaurus/core upgraded? Review src/plugins/client-routes.`,
    );
}

const SERVER_ONLY = /(\)\s*),\s*"(?:[^"\\]|\\.)*"\s*,\s*require\.resolveWeak\("(?:[^"\\]|\\.)*"\)(\s*\])/g;

/**
 * The registry source with each chunk reduced to `[loader]`. Throws when a registry with chunks
 * has none in the expected shape: a Docusaurus upgrade that changes it must fail the build here
 * rather than silently ship the paths again.
 */
export function loadersOnly(registrySource: string): string {
  const chunks = registrySource.split('require.resolveWeak(').length - 1;
  let replaced = 0;
  const lean = registrySource.replace(SERVER_ONLY, (_, loader: string, end: string) => {
    replaced += 1;
    return `${loader}${end}`;
  });
  expectShape(chunks, replaced, 'chunks of the shape [loader, "source path", require.resolveWeak(…)]');
  return lean;
}

const CHUNK_NAME = /\/\* webpackChunkName: "(?:[^"\\]|\\.)*" \*\/ /g;

/** The registry source without `webpackChunkName` comments; throws when a chunk has none to remove. */
export function withoutChunkNames(registrySource: string): string {
  const chunks = registrySource.split('() => import(').length - 1;
  const unnamed = registrySource.replace(CHUNK_NAME, '');
  const removed = registrySource.match(CHUNK_NAME)?.length ?? 0;
  expectShape(chunks, removed, 'chunks loaded as () => import(/* webpackChunkName: "…" */ …)');
  return unnamed;
}

const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): (\[\(\) => import\("(?:[^"\\]|\\.)*"\)\]),?/gm;

/** The registry's entries as source text (`[() => import("…")]`), by chunk key. */
export function registryEntries(leanSource: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of leanSource.matchAll(ENTRY)) entries.set(JSON.parse(match[1]!) as string, match[2]!);
  const chunks = leanSource.split('() => import(').length - 1;
  expectShape(chunks, entries.size, 'entries of the shape "key": [() => import("…")]');
  return entries;
}

/** The registry keys a route's chunk names point at (its leaves, as Docusaurus flattens them). */
export function chunkKeys(names: ChunkNames): string[] {
  return Object.values(names).flatMap((value) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? chunkKeys(value as ChunkNames) : [],
  );
}

const objectSource = (entries: readonly (readonly [string, string])[]) =>
  `{\n${entries.map(([key, loader]) => `  ${JSON.stringify(key)}: ${loader},\n`).join('')}}`;

/** Registry entries as source text: key and loader (`[() => import("…")]`). */
export type RegistryEntry = readonly [key: string, loader: string];

/**
 * The registry split by subtree: a chunk that only one subtree's routes use goes with that
 * subtree's module; every other chunk (shared components, routes outside every subtree) stays
 * in the main registry. `mainKeys`: the keys the routes outside every subtree use.
 */
export function splitRegistry(
  entries: ReadonlyMap<string, string>,
  subtrees: readonly Subtree[],
  mainKeys: ReadonlySet<string>,
): {main: RegistryEntry[]; subtrees: RegistryEntry[][]} {
  const owners = new Map<string, Set<number>>();
  subtrees.forEach((subtree, index) => {
    for (const names of subtree.chunkNames)
      for (const key of chunkKeys(names)) owners.set(key, (owners.get(key) ?? new Set()).add(index));
  });
  const ownerOf = (key: string) => {
    const owner = owners.get(key);
    return owner?.size === 1 && !mainKeys.has(key) ? [...owner][0]! : -1;
  };
  const main: RegistryEntry[] = [];
  const parts: RegistryEntry[][] = subtrees.map(() => []);
  for (const [key, loader] of entries) {
    const owner = ownerOf(key);
    (owner < 0 ? main : parts[owner]!).push([key, loader]);
  }
  return {main, subtrees: parts};
}

/** The main registry module's source. */
export const mainRegistrySource = (entries: readonly RegistryEntry[]) => `export default ${objectSource(entries)};\n`;
/** A subtree's part of the registry, as the object its module exports. */
export const subtreeRegistrySource = objectSource;

/** A chunk names object with each key (a leaf) replaced as `rename` says. */
function renamed(names: ChunkNames, rename: (key: string) => string): ChunkNames {
  return Object.fromEntries(
    Object.entries(names).map(([prop, value]) => [
      prop,
      typeof value === 'string'
        ? rename(value)
        : value && typeof value === 'object'
          ? renamed(value as ChunkNames, rename)
          : value,
    ]),
  );
}

/**
 * Short keys for the chunks one subtree owns, in its chunk names and its registry entries alike.
 *
 * Docusaurus keys each chunk by eight hex digits of a hash: random text gzip cannot shorten, and
 * each key a section's module carries twice (a page's chunk names, the registry entry). Only the
 * browser reads these keys, as opaque names, and nothing outside the subtree's module names the
 * chunks it owns (splitRegistry), so they are renamed `_{subtree}_{n}` (base 36, in the order the
 * subtree's routes name them). Keys shared with the main registry keep their names; a short name
 * that is already a key of Docusaurus's registry (`taken`) stops the build.
 */
export function withShortKeys(
  subtree: Subtree,
  index: number,
  owned: readonly RegistryEntry[],
  taken: {has(key: string): boolean},
): {chunkNames: ChunkNames[]; registry: RegistryEntry[]} {
  const ownedKeys = new Set(owned.map(([key]) => key));
  const short = new Map<string, string>();
  for (const names of subtree.chunkNames)
    for (const key of chunkKeys(names)) {
      if (!ownedKeys.has(key) || short.has(key)) continue;
      const name = `_${index.toString(36)}_${short.size.toString(36)}`;
      if (taken.has(name)) throw new Error(`[client-routes] the short key ${name} is a key of Docusaurus's registry`);
      short.set(key, name);
    }
  const rename = (key: string) => short.get(key) ?? key;
  return {
    chunkNames: subtree.chunkNames.map((names) => renamed(names, rename)),
    registry: owned.map(([key, loader]) => [rename(key), loader] as const),
  };
}

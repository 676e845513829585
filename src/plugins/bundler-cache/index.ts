import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Each release line's rspack cache in a folder of its own, written only where it will be read.
 *
 * Docusaurus names the persistent cache by bundle, mode, locale and its own version: the same
 * for every line. The lines are built one after another (scripts/build.ts), so each build found
 * another line's cache, checked it against modules that differ and wrote it over, and the next
 * build of a line never found its own. In a folder per line, a line's build reads what its own
 * last build wrote.
 *
 * Writing the cache costs a build CPU time that only a later build of the line repays. A
 * production build of a line that was never built here (a fresh clone: CI's every build)
 * writes none and leaves the line's folder, empty, as the sign that it was built: the next
 * build writes the cache, the one after reads it. The dev server keeps its cache as it is.
 */
export interface BundlerCacheOptions {
  lineId: string;
}

/** rspack's default folder; each line's cache is a subfolder named by its id. */
export const BUNDLER_CACHE_DIR = path.join('node_modules', '.cache', 'rspack');

interface PersistentCache {
  type: 'persistent';
  storage?: {type: 'filesystem'; directory?: string};
}

const persistentCache = (config: {experiments?: unknown}): PersistentCache | undefined => {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  return typeof cache === 'object' && cache !== null && (cache as {type?: unknown}).type === 'persistent'
    ? (cache as PersistentCache)
    : undefined;
};

export default function bundlerCachePlugin(context: LoadContext, {lineId}: BundlerCacheOptions): Plugin {
  const directory = path.join(context.siteDir, BUNDLER_CACHE_DIR, lineId);
  return {
    name: 'powersync-bundler-cache',
    configureWebpack(config) {
      const cache = persistentCache(config);
      // No persistent cache (webpack, or DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to place.
      if (!cache) return {};
      if (config.mode === 'production' && !fs.existsSync(directory)) return {experiments: {cache: false}} as never;
      return {experiments: {cache: {...cache, storage: {type: 'filesystem', directory}}}} as never;
    },
    postBuild() {
      fs.mkdirSync(directory, {recursive: true});
    },
  };
}

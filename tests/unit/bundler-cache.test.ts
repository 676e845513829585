import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import bundlerCachePlugin, {BUNDLER_CACHE_DIR} from '../../src/plugins/bundler-cache';
import {scratchDir} from '../scratch-dir';

/** Docusaurus's rspack config as it comes (src/plugins/bundler-cache): one persistent cache for every line. */
const docusaurusConfig = (mode: 'production' | 'development') => ({
  mode,
  experiments: {cache: {type: 'persistent', version: 'client-production-en-3.9.2-hash', buildDependencies: []}},
});

function plugin(siteDir: string, lineId: string) {
  const made = bundlerCachePlugin({siteDir} as LoadContext, {lineId});
  return {
    configure: (config: object) =>
      made.configureWebpack!(config as never, false, {} as never, undefined as never) as {
        experiments?: {cache?: unknown};
      },
    built: () => (made.postBuild as () => void)(),
  };
}

test("a line's first production build writes no bundler cache; its later builds use one of that line's own", () => {
  const siteDir = scratchDir('bundler-cache');
  const v1 = plugin(siteDir, 'v1');
  const v2 = plugin(siteDir, 'v2');
  assert.equal(v1.configure(docusaurusConfig('production')).experiments?.cache, false, 'never built here: no cache');
  v1.built();
  const cacheOf = (line: ReturnType<typeof plugin>) =>
    line.configure(docusaurusConfig('production')).experiments?.cache as {
      type: string;
      version: string;
      storage: {type: string; directory: string};
    };
  const cache = cacheOf(v1);
  assert.equal(cache.type, 'persistent');
  assert.equal(cache.version, docusaurusConfig('production').experiments.cache.version, "Docusaurus's keys kept");
  assert.deepEqual(cache.storage, {type: 'filesystem', directory: path.join(siteDir, BUNDLER_CACHE_DIR, 'v1')});
  // Another line built after it neither reads nor overwrites v1's cache.
  assert.equal(v2.configure(docusaurusConfig('production')).experiments?.cache, false);
  v2.built();
  assert.equal(cacheOf(v2).storage.directory, path.join(siteDir, BUNDLER_CACHE_DIR, 'v2'));
});

test('the dev server keeps its persistent cache, in the line’s folder; no persistent cache, nothing changes', () => {
  const siteDir = scratchDir('bundler-cache');
  const dev = plugin(siteDir, 'current').configure(docusaurusConfig('development')).experiments?.cache as {
    storage: {directory: string};
  };
  assert.equal(dev.storage.directory, path.join(siteDir, BUNDLER_CACHE_DIR, 'current'));
  assert.deepEqual(plugin(siteDir, 'current').configure({mode: 'production'}), {});
});

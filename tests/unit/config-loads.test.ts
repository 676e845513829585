/**
 * The site config loads as `docusaurus build` loads it: with Docusaurus's own module loader
 * (jiti), whose CommonJS interop differs from tsx's. A module the config reaches that imports a
 * package the way only tsx accepts (`import {z} from 'zod'`) failed the build and no other test.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {loadFreshModule} from '@docusaurus/utils';

test('docusaurus.config.ts loads with Docusaurus’s module loader', async () => {
  const loaded = (await loadFreshModule(path.resolve('docusaurus.config.ts'))) as {default?: unknown};
  const config = (loaded.default ?? loaded) as {title?: unknown};
  assert.equal(typeof config.title, 'string');
});

import {test} from 'node:test';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import assert from 'node:assert/strict';
import type {DocusaurusConfig} from '@docusaurus/types';
import path from 'node:path';
import {BUILD_ONLY_KEYS, CLIENT_FUTURE_KEYS, clientSiteConfig} from '../../src/plugins/lean-client/site-config';

test('the browser copy of the site configuration drops build-only keys and keeps the rest', () => {
  const config = {
    title: 'T',
    baseUrl: '/b/',
    future: {experimental_router: 'browser', v4: {useCssCascadeLayers: true}, faster: {rspackBundler: true}},
    customFields: {repositoryUrl: 'https://example.com'},
    themeConfig: {navbar: {items: []}, metadata: () => []},
    onBrokenLinks: 'warn',
    plugins: [['x', {sdks: [1, 2, 3]}]],
    presets: [],
    themes: [],
    headTags: [],
    clientModules: ['a.ts'],
    staticDirectories: ['static'],
    markdown: {hooks: {onBrokenMarkdownLinks: () => undefined}},
  } as unknown as DocusaurusConfig;
  const client = clientSiteConfig(config);
  for (const key of BUILD_ONLY_KEYS) assert.equal(key in client, false, key);
  assert.deepEqual(
    {title: client.title, baseUrl: client.baseUrl, future: client.future, customFields: client.customFields},
    {
      title: 'T',
      baseUrl: '/b/',
      future: {experimental_router: 'browser'},
      customFields: {repositoryUrl: 'https://example.com'},
    },
  );
  // As Docusaurus serialises it: functions are not data.
  assert.deepEqual(client.themeConfig, {navbar: {items: []}});
});

/**
 * The site configuration's keys that browser code reads: `siteConfig.key`, `siteConfig: {key}`
 * and `{key} = siteConfig`, and the `future` flags (`future.flag`), in Docusaurus's browser
 * code and the site's own (src/: the files that import no `node:` module; a plugin's build-side
 * code reads the Markdown options and the static folders).
 */
function keysReadInBrowser(): {keys: Set<string>; future: Set<string>} {
  const lib = (name: string) => path.join('node_modules', name, 'lib');
  const folders = [
    path.join(lib('@docusaurus/core'), 'client'),
    path.join(lib('@docusaurus/theme-classic'), 'theme'),
    lib('@docusaurus/theme-common'),
    path.join(lib('@docusaurus/plugin-content-docs'), 'client'),
    lib('@docusaurus/theme-search-algolia'),
    'src',
  ];
  const keys = new Set<string>();
  const future = new Set<string>();
  const names = (list: string) =>
    list
      .split(',')
      .map((entry) => entry.split(':')[0]!.trim())
      .filter(Boolean);
  for (const folder of folders)
    for (const entry of fs.readdirSync(folder, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.(?:js|ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      if (folder === 'src' && /from 'node:/.test(text)) continue;
      for (const m of text.matchAll(/siteConfig\??\.(\w+)/g)) keys.add(m[1]!);
      for (const m of text.matchAll(/siteConfig:\s*\{([^}]*)\}/g)) names(m[1]!).forEach((key) => keys.add(key));
      for (const m of text.matchAll(/\{([^{}]*)\}\s*=\s*siteConfig\b/g)) names(m[1]!).forEach((key) => keys.add(key));
      for (const m of text.matchAll(/\bfuture\??\.(\w+)/g)) future.add(m[1]!);
    }
  return {keys, future};
}

test('browser code reads none of the keys the browser copy drops, and no other `future` flag', () => {
  // Fails after an upgrade whose browser code reads one: it would read `undefined` on every page.
  const {keys, future} = keysReadInBrowser();
  // The scan finds what it looks for: keys Docusaurus's client and theme do read.
  for (const key of ['baseUrl', 'themeConfig', 'titleDelimiter', 'future']) assert.ok(keys.has(key), key);
  assert.deepEqual(
    BUILD_ONLY_KEYS.filter((key) => keys.has(key)),
    [],
  );
  assert.deepEqual([...future].sort(), [...CLIENT_FUTURE_KEYS].sort());
});

test("the browser's tslib helpers cover every helper @docusaurus/utils-common calls", async () => {
  // Fails after an upgrade in which utils-common's index calls another helper: the browser
  // bundle would call `undefined` on every page (src/plugins/lean-client/tslib-helpers.ts).
  const index = fs.readFileSync(createRequire(import.meta.url).resolve('@docusaurus/utils-common'), 'utf8');
  const binding = /const (\w+) = require\("tslib"\);/.exec(index)?.[1];
  assert.ok(binding, 'utils-common requires tslib under a name');
  const called = new Set([...index.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1]));
  assert.ok(called.size > 0, 'utils-common calls tslib helpers');
  const helpers = await import('../../src/plugins/lean-client/tslib-helpers');
  for (const name of called) assert.equal(typeof (helpers as Record<string, unknown>)[name], 'function', name);
  assert.deepEqual(helpers.__importDefault({a: 1}), {default: {a: 1}});
  const esm = {__esModule: true, default: 2};
  assert.equal(helpers.__importDefault(esm), esm);
});

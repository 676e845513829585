import {test} from 'node:test';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import assert from 'node:assert/strict';
import type {DocusaurusConfig} from '@docusaurus/types';
import {BUILD_ONLY_KEYS, clientSiteConfig} from '../../src/plugins/lean-client/site-config';

test('the browser copy of the site configuration drops build-only keys and keeps the rest', () => {
  const config = {
    title: 'T',
    baseUrl: '/b/',
    future: {experimental_router: 'browser'},
    customFields: {repositoryUrl: 'https://example.com'},
    themeConfig: {navbar: {items: []}},
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
  assert.deepEqual(client.markdown, {hooks: {}});
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

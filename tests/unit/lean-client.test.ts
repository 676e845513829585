import {test} from 'node:test';
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

/**
 * The site's search config (src/search/search-config.ts): what the build writes for each mode,
 * what the browser accepts from the file, and how it falls back to the build's own mode.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  parseSearchConfig,
  searchConfigLoader,
  searchConfigOf,
  searchHostOrigin,
  type SearchConfig,
} from '../../src/search/search-config';
import {LOCAL_CREDENTIALS, readSearchSettings} from '../../src/plugins/search/settings';
import {SEARCH_CONFIG_FILE} from '../../src/plugins/search/constants';

const HOSTED = {ALGOLIA_APP_ID: 'APP0ID', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'idx'};

test('the build writes the mode, and for hosted search the public credentials only', () => {
  assert.deepEqual(searchConfigOf(readSearchSettings({})), {mode: 'local'}, 'no placeholder credentials');
  assert.deepEqual(searchConfigOf(readSearchSettings(HOSTED)), {
    mode: 'hosted',
    appId: 'APP0ID',
    apiKey: 'search-key',
    indexName: 'idx',
  });
  assert.equal(searchHostOrigin('APP0ID'), 'https://APP0ID-dsn.algolia.net');
});

test('a file is a config only with a known mode and, for hosted, every credential', () => {
  const hosted = {mode: 'hosted', appId: 'A', apiKey: 'k', indexName: 'i'};
  assert.deepEqual(parseSearchConfig(hosted), hosted);
  assert.deepEqual(parseSearchConfig({mode: 'local', appId: 'ignored'}), {mode: 'local'});
  for (const bad of [null, 'hosted', [], {}, {mode: 'other'}, {...hosted, apiKey: ''}, {...hosted, indexName: 3}])
    assert.equal(parseSearchConfig(bad), null, JSON.stringify(bad));
});

test('the config is read once; a failed or wrong read answers the build’s mode and is read again', async () => {
  const answers: Array<() => Promise<unknown>> = [
    () => Promise.reject(new Error('offline')),
    () => Promise.resolve({mode: 'hosted'}),
    () => Promise.resolve({mode: 'hosted', appId: 'A', apiKey: 'k', indexName: 'i'}),
  ];
  let reads = 0;
  const fallback: SearchConfig = {mode: 'local'};
  const load = searchConfigLoader(
    () => answers[reads++](),
    () => fallback,
  );
  assert.deepEqual(await load(), fallback);
  assert.deepEqual(await load(), fallback);
  const hosted = await load();
  assert.equal(hosted.mode, 'hosted');
  assert.equal(await load(), hosted, 'kept once read');
  assert.equal(reads, 3);
});

test('the plugin writes search-config.json and, for hosted search only, a preconnect hint in every page', async () => {
  const {default: searchPlugin} = await import('../../src/plugins/search/index');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-config-'));
  try {
    const hosted = searchPlugin({siteDir: outDir} as never, {settings: readSearchSettings(HOSTED), sdks: []});
    await hosted.postBuild!({outDir, siteConfig: {baseUrl: '/'}} as never);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(outDir, SEARCH_CONFIG_FILE), 'utf8')), {
      mode: 'hosted',
      appId: 'APP0ID',
      apiKey: 'search-key',
      indexName: 'idx',
    });
    assert.deepEqual(hosted.injectHtmlTags!({content: {}} as never), {
      headTags: [
        {
          tagName: 'link',
          attributes: {rel: 'preconnect', href: 'https://APP0ID-dsn.algolia.net', crossorigin: 'anonymous'},
        },
      ],
    });
    const local = searchPlugin({siteDir: outDir} as never, {
      settings: {mode: 'local', ...LOCAL_CREDENTIALS},
      sdks: [],
    });
    assert.deepEqual(local.injectHtmlTags!({content: {}} as never), {}, 'the embedded index calls no provider');
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

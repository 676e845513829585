import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {cacheVersionedBy} from '../../src/plugins/search/bundler-cache';
import {PATCH_MARKER, patchDocSearchBundle} from '../../src/plugins/search/docsearch-patch';
import {LOCAL_CREDENTIALS, readSearchSettings} from '../../src/plugins/search/settings';
import {pageRoute} from '../../src/tooling/build-output';

const require = createRequire(import.meta.url);
const bundle = fs.readFileSync(
  path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js'),
  'utf8',
);

test('the DocSearch bundle is patched so that an error status is kept', () => {
  const patched = patchDocSearchBundle(bundle);
  assert.ok(patched.startsWith(PATCH_MARKER));
  assert.ok(patched.includes('.finally((function(){"error"!==c.getState().status&&p("idle")'));
  assert.ok(!patched.includes('.finally((function(){p("idle"),lt&&'));
  assert.equal(patchDocSearchBundle(patched), patched, 'patching twice changes nothing');
});

test('the DocSearch bundle is patched so that a failed search host is remembered as down', async () => {
  const patched = patchDocSearchBundle(bundle);
  assert.ok(patched.includes('r.set({url:i.url,accept:i.accept,protocol:i.protocol},qr(i,'));
  assert.ok(patched.includes('isUp:function(){return"up"===s||Date.now()-u>Rr}'));
  // The patched module still parses (a syntax slip would only show in the browser).
  const {default: ts} = await import('typescript');
  const {diagnostics} = ts.transpileModule(patched, {
    reportDiagnostics: true,
    compilerOptions: {allowJs: true},
    fileName: 'docsearch.js',
  });
  assert.deepEqual(
    diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')),
    [],
  );
});

test('every fix names itself when its code is missing', () => {
  const withoutHostFix = bundle.replace('r.set(i,qr(i,g.isTimedOut?"timed out":"down"))', '');
  assert.throws(
    () => patchDocSearchBundle(withoutHostFix),
    /cannot apply the DocSearch host-down key fix.*found it 0 times/,
  );
});

test('an upgraded DocSearch without the known code stops the build with a clear message', () => {
  assert.throws(
    () => patchDocSearchBundle('export const x = 1;'),
    /cannot apply the DocSearch error-status fix.*found it 0 times/,
  );
});

test('the embedded index is the default; hosted search needs all three variables', () => {
  assert.deepEqual(readSearchSettings({}), {mode: 'local', ...LOCAL_CREDENTIALS});
  assert.deepEqual(readSearchSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'}), {
    mode: 'hosted',
    appId: 'APP',
    apiKey: 'key',
    indexName: 'idx',
  });
  assert.throws(() => readSearchSettings({ALGOLIA_APP_ID: 'APP'}), /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/);
});

test('built files map to the clean URLs readers use', () => {
  assert.equal(pageRoute('/powersync-js/', 'index.html'), '/powersync-js/');
  assert.equal(pageRoute('/powersync-js/', 'node-sdk.html'), '/powersync-js/node-sdk');
  assert.equal(pageRoute('/powersync-js/', 'node-sdk/classes/Table.html'), '/powersync-js/node-sdk/classes/Table');
});

test('each search mode gets its own bundler cache version, so a mode switch cannot reuse the other alias', () => {
  const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
  assert.deepEqual(cacheVersionedBy(rspack as never, 'search-hosted'), {
    experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc-search-hosted'}},
  });
  const webpack = {cache: {type: 'filesystem', name: 'client', version: '3.10.2-abc'}};
  assert.deepEqual(cacheVersionedBy(webpack as never, 'search-local'), {
    cache: {type: 'filesystem', name: 'client', version: '3.10.2-abc-search-local'},
  });
  assert.deepEqual(cacheVersionedBy({cache: false} as never, 'search-local'), {});
});

test('the plugin versions the bundler cache by search mode', async () => {
  const {default: searchPlugin} = await import('../../src/plugins/search/index');
  const config = {experiments: {cache: {type: 'persistent', version: 'v'}}};
  const versionFor = (mode: 'local' | 'hosted') => {
    const settings = {...readSearchSettings({}), mode} as ReturnType<typeof readSearchSettings>;
    const plugin = searchPlugin({siteDir: process.cwd()} as never, {settings, sdks: []});
    const configured = plugin.configureWebpack!(config as never, false, {} as never, undefined as never) as {
      experiments?: {cache?: {version?: string}};
    };
    return configured.experiments?.cache?.version;
  };
  assert.equal(versionFor('local'), 'v-search-local');
  assert.equal(versionFor('hosted'), 'v-search-hosted');
});

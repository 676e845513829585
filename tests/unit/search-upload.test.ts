/**
 * `npm run search:upload` logic against a local stand-in for Algolia (fixtures/algolia-stand-in.ts):
 * which requests the official client sends, in which order, with which records and settings.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {algoliaRecords, indexSettings} from '../../src/tooling/algolia-upload/records';
import {readUploadCredentials, uploadRecords} from '../../src/tooling/algolia-upload/upload';
import {corpusRecords} from './fixtures/search-corpus';
import {startAlgoliaStandIn} from './fixtures/algolia-stand-in';

const versions = new Map([
  ['node-sdk', '0.15.2'],
  ['web-sdk', '1.31.0'],
]);
const records = () => algoliaRecords(corpusRecords(), 'https://docs.example', versions);
const credentials = {appId: 'TESTAPP', adminKey: 'admin-write-key', indexName: 'powersync-js'};

test('records follow the DocSearch schema, with section, kind, version and type facets', () => {
  const all = records();
  const page = all.find((r) => r.url === 'https://docs.example/powersync-js/web-sdk/classes/Table')!;
  assert.ok(page, 'absolute URLs');
  assert.equal(page.type, 'lvl1');
  assert.equal(page.hierarchy.lvl0, 'Web SDK');
  assert.equal(page.sdk, 'web-sdk');
  assert.equal(page.kind, 'class');
  assert.equal(page.version, '1.31.0');
  assert.deepEqual(Object.keys(page.hierarchy_radio), ['lvl1']);
  assert.ok(all.every((r) => typeof r.objectID === 'string' && typeof r.weight.level === 'number'));
  const typed = all.filter((r) => r.returns.length > 0 || r.accepts.length > 0);
  assert.ok(typed.length > 0, 'members carry the type-search facets');
  const facets = indexSettings().attributesForFaceting as string[];
  for (const facet of ['sdk', 'kind', 'version', 'filterOnly(returns)', 'filterOnly(accepts)', 'docusaurus_tag'])
    assert.ok(facets.includes(facet), facet);
});

/**
 * The stand-in answers in this process, when a busy host gets to it (three busy loops beside the
 * suite kept it from answering within the client's 2 s to connect): a late answer is not what
 * these tests are about, so they wait for it.
 */
const STAND_IN_TIMEOUTS = {connect: 60_000, read: 60_000, write: 60_000};

test('upload is an atomic replace through a temporary index, with settings, records and a move', async () => {
  const standIn = await startAlgoliaStandIn();
  try {
    const all = records();
    const report = await uploadRecords({
      ...credentials,
      records: all,
      settings: indexSettings(),
      hosts: [standIn.url],
      timeouts: STAND_IN_TIMEOUTS,
      suffix: 'test',
    });
    assert.equal(report.records, all.length);
    const writes = standIn.requests.filter((r) => r.method !== 'GET');
    assert.deepEqual(
      writes.map((r) => `${r.method} ${decodeURIComponent(r.path)}`),
      [
        'POST /1/indexes/powersync-js/operation',
        'PUT /1/indexes/powersync-js_tmp_test/settings',
        'POST /1/indexes/powersync-js_tmp_test/batch',
        'POST /1/indexes/powersync-js_tmp_test/operation',
      ],
    );
    assert.deepEqual(writes[0].body, {
      operation: 'copy',
      destination: 'powersync-js_tmp_test',
      scope: ['rules', 'synonyms'],
    });
    assert.deepEqual(writes[1].body, indexSettings());
    const batch = writes[2].body as {requests: Array<{action: string; body: {objectID: string}}>};
    assert.equal(batch.requests.length, all.length);
    assert.ok(batch.requests.every((r) => r.action === 'addObject'));
    assert.deepEqual(writes[3].body, {operation: 'move', destination: 'powersync-js'});
    // Every write waited for its task before the next one.
    assert.ok(standIn.requests.some((r) => r.method === 'GET' && /\/task\/\d+$/.test(r.path)));
    for (const r of standIn.requests) {
      assert.equal(r.headers['x-algolia-application-id'], 'TESTAPP');
      assert.equal(r.headers['x-algolia-api-key'], 'admin-write-key');
    }
  } finally {
    await standIn.close();
  }
});

test('a refused write names the missing permission', async () => {
  const standIn = await startAlgoliaStandIn(403);
  try {
    await assert.rejects(
      uploadRecords({
        ...credentials,
        records: records(),
        settings: indexSettings(),
        hosts: [standIn.url],
        timeouts: STAND_IN_TIMEOUTS,
      }),
      /upload to "powersync-js" failed: .*403: the key lacks the addObject, editSettings or deleteIndex ACL/,
    );
  } finally {
    await standIn.close();
  }
});

test("an answer later than the client's default timeouts, within the ones given, completes the upload", async () => {
  // Longer than Algolia's 2 s to connect, the wait that failed on a busy host.
  const standIn = await startAlgoliaStandIn(undefined, 2500);
  try {
    const report = await uploadRecords({
      ...credentials,
      records: records().slice(0, 3),
      settings: indexSettings(),
      hosts: [standIn.url],
      timeouts: STAND_IN_TIMEOUTS,
    });
    assert.equal(report.records, 3);
  } finally {
    await standIn.close();
  }
});

test('credentials come from the environment, with clear errors without them', () => {
  assert.throws(() => readUploadCredentials({}), /missing: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME/);
  assert.throws(
    () => readUploadCredentials({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: ' '}),
    /missing: ALGOLIA_ADMIN_API_KEY/,
  );
  assert.throws(
    () =>
      readUploadCredentials({
        ALGOLIA_APP_ID: 'A',
        ALGOLIA_INDEX_NAME: 'i',
        ALGOLIA_ADMIN_API_KEY: 'k',
        ALGOLIA_API_KEY: 'k',
      }),
    /separate write key/,
  );
  assert.deepEqual(readUploadCredentials({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: 'k'}), {
    appId: 'A',
    adminKey: 'k',
    indexName: 'i',
  });
});

test('the script stops with the missing variables named, before reading the build', () => {
  const env = {...process.env};
  for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_API_KEY'])
    delete env[name];
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search-upload.ts', '--build', '/nonexistent'], {
    env,
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /\[search:upload\] search:upload needs .*missing: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY/);
});

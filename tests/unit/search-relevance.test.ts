import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import manifest from '../../src/sdk-manifest';
import {readSiteSettings} from '../../src/site-settings';
import {SearchEngine} from '../../src/search/engine';
import {validateSerializedIndex} from '../../src/search/index-format';
import {INDEX_GZIP_BUDGET_BYTES, measureIndex, recordsFromBuild} from '../../src/tooling/measure-index';
import {evaluateRelevance, meetsExpectation, RELEVANCE_SET} from '../../src/tooling/relevance-set';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const built = fs.existsSync(path.join(buildDir, 'node-sdk/classes/Table.html'));
const skip = built ? false : 'needs the built site (npm run build)';

test('the relevance set is well-formed', () => {
  assert.ok(RELEVANCE_SET.length >= 40);
  assert.equal(
    new Set(RELEVANCE_SET.map((c) => `${c.query}|${c.filterSdk ?? ''}`)).size,
    RELEVANCE_SET.length,
    'no duplicate cases',
  );
  const kinds = (prefix: string) =>
    RELEVANCE_SET.filter((c) => [c.expect].flat().some((e) => e.startsWith(prefix))).length;
  assert.ok(kinds('classes/') >= 10 && kinds('functions/') >= 8 && kinds('enumerations/') >= 6);
  assert.ok(
    RELEVANCE_SET.filter((c) => [c.expect].flat().some((e) => e.includes('#'))).length >= 8,
    'members with anchors',
  );
  assert.equal(
    meetsExpectation('https://x.dev/powersync-js/web-sdk/classes/Table', {query: '', expect: 'classes/Table', why: ''}),
    true,
  );
  assert.equal(
    meetsExpectation('https://x.dev/powersync-js/web-sdk/classes/TableV2', {
      query: '',
      expect: 'classes/Table',
      why: '',
    }),
    false,
  );
  assert.equal(
    meetsExpectation('/powersync-js/web-sdk/classes/Table', {
      query: '',
      expect: 'classes/Table',
      sdk: 'node-sdk',
      why: '',
    }),
    false,
  );
  assert.equal(
    meetsExpectation('/b/node-sdk/classes/A#x', {query: '', expect: ['classes/B#x', 'classes/A#x'], why: ''}),
    true,
  );
});

test('on the built site: index within budget, every relevance case ranked as expected', {skip}, () => {
  const labels = new Map(manifest.sdks.map((sdk) => [sdk.id, sdk.label]));
  const records = recordsFromBuild(buildDir, {baseUrl: readSiteSettings().baseUrl, labels});
  const {json, measurements} = measureIndex(records);
  console.log(
    `search index: ${measurements.pages} pages, ${measurements.records} records, ${(measurements.gzipBytes / 1024).toFixed(1)} KB gzip, load ${measurements.loadMsCold.toFixed(0)} ms`,
  );
  assert.ok(measurements.gzipBytes <= INDEX_GZIP_BUDGET_BYTES, `index is ${measurements.gzipBytes} bytes gzip`);
  assert.ok(
    measurements.withMiniSearchJsonGzipBytes > measurements.gzipBytes * 2,
    'shipping MiniSearch JSON would at least double the download',
  );
  const failures = evaluateRelevance(SearchEngine.fromSerialized(JSON.parse(json))).filter((o) => !o.passed);
  assert.deepEqual(
    failures.map((f) => `${JSON.stringify(f.case.query)} → rank ${f.rank}; top: ${f.top.join(', ')}`),
    [],
  );
});

test('the index written by the build, when present, is valid and within budget', {skip}, (t) => {
  const file = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(file)) return t.skip('no build/search-index.json yet');
  const text = fs.readFileSync(file, 'utf8');
  validateSerializedIndex(JSON.parse(text));
  assert.ok(zlib.gzipSync(text, {level: 9}).length <= INDEX_GZIP_BUDGET_BYTES);
});

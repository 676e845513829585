/**
 * The embedded search as shipped: build/search-index.json, exactly as the search plugin wrote
 * it after the build, is within its size budget and ranks every case of the relevance set
 * (src/tooling/relevance-set.ts) as expected, and is what reading every page afresh gives
 * (the build reuses the records of unchanged pages: src/plugins/search/records-cache.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_FILE} from '../../src/plugins/search/constants';
import {searchIndexJson} from '../../src/plugins/search/write-index';
import {HISTORY_FILE, readHistoryFile} from '../../src/history/file';
import {activeLine, lineFolders} from '../../src/lines/active';
import {readSiteSettings} from '../../src/site-settings';
import {validateSerializedIndex} from '../../src/search/index-format';
import {SearchEngine} from '../../src/search/engine';
import {INDEX_GZIP_BUDGET_BYTES, measureIndex} from '../../src/tooling/measure-index';
import {
  casesOfLine,
  describeOutcome,
  evaluateRelevance,
  meetsExpectation,
  RELEVANCE_SET,
} from '../../src/tooling/relevance-set';
import manifest from '../../src/sdk-manifest';

const indexFile = path.resolve('build', SEARCH_INDEX_FILE);

/** The index the build shipped; a missing build fails (run `npm run build` first). */
function shippedIndex(): string {
  assert.ok(fs.existsSync(indexFile), `no ${indexFile}: run \`npm run build\` first`);
  return fs.readFileSync(indexFile, 'utf8');
}

test('the relevance set is well-formed', () => {
  assert.ok(RELEVANCE_SET.length >= 40);
  const lineIds = (manifest.lines ?? []).map((line) => line.id);
  assert.deepEqual(
    RELEVANCE_SET.filter((c) => c.line !== undefined && !lineIds.includes(c.line)).map((c) => c.query),
    [],
    'every case’s line is a further line of the manifest',
  );
  assert.equal(
    new Set(RELEVANCE_SET.map((c) => `${c.line ?? ''}|${c.query}|${c.filterSdk ?? ''}|${c.context ?? ''}`)).size,
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

test('the shipped index is valid, within budget, and ranks every relevance case as expected', () => {
  const json = shippedIndex();
  validateSerializedIndex(JSON.parse(json));
  const {engine, measurements} = measureIndex(json);
  console.log(
    `search index: ${measurements.pages} pages, ${measurements.records} records, ${(measurements.gzipBytes / 1024).toFixed(1)} KB gzip, load ${measurements.loadMsCold.toFixed(0)} ms`,
  );
  assert.ok(measurements.gzipBytes <= INDEX_GZIP_BUDGET_BYTES, `index is ${measurements.gzipBytes} bytes gzip`);
  assert.ok(
    measurements.withMiniSearchJsonGzipBytes > measurements.gzipBytes * 2,
    'shipping MiniSearch JSON would at least double the download',
  );
  const failures = evaluateRelevance(engine).filter((o) => !o.passed);
  assert.deepEqual(failures.map(describeOutcome), []);
});

test('each further line’s shipped index ranks the relevance cases of that line as expected', () => {
  const lines = manifest.lines ?? [];
  const withCases = lines.filter((line) => casesOfLine(line.id).length > 0);
  assert.ok(withCases.length > 0, 'further lines have cases of their own');
  const failures = withCases.flatMap((line) => {
    const file = path.resolve('build', lineFolders(manifest, line.id).buildFolder, SEARCH_INDEX_FILE);
    assert.ok(fs.existsSync(file), `no ${file}: run \`npm run build\` first`);
    const engine = SearchEngine.fromSerialized(JSON.parse(fs.readFileSync(file, 'utf8')));
    return evaluateRelevance(engine, casesOfLine(line.id)).filter((o) => !o.passed);
  });
  assert.deepEqual(failures.map(describeOutcome), []);
});

test('the shipped index is the one every page of the build gives when read afresh, without the records cache', () => {
  const {json} = searchIndexJson({
    outDir: path.dirname(indexFile),
    baseUrl: readSiteSettings().baseUrl,
    sdks: activeLine().manifest.sdks,
    history: readHistoryFile(path.resolve(HISTORY_FILE)),
    // As the search plugin reads them: symbol pages from their page models.
    models: {referenceDir: path.resolve(activeLine().referenceDir)},
  });
  assert.ok(json === shippedIndex(), `${indexFile} differs from the index read afresh from build/`);
});

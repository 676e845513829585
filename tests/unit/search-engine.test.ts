import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchEngine} from '../../src/search/engine';
import {typoDistance} from '../../src/search/typos';
import {buildSerializedIndex} from '../../src/search/index-format';
import {corpusRecords} from './fixtures/search-corpus';
import {symbolName} from '../../src/search/text';

// Through the serialised form, as in the browser.
const engine = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(buildSerializedIndex(corpusRecords()))));

const paths = (query: string, options = {}) =>
  engine.search(query, options).hits.map((h) => h.record.url.replace('/powersync-js/', ''));

test('exact symbol name first, then names starting with it, then other mentions', () => {
  const table = paths('Table');
  assert.deepEqual(table.slice(0, 2), ['node-sdk/classes/Table', 'web-sdk/classes/Table']);
  // The member named `table` is an exact name too, but a member: after the pages.
  assert.equal(table[2], 'node-sdk/classes/CrudEntry#table');
  assert.equal(table[3], 'node-sdk/classes/TableV2');
  assert.ok(table.indexOf('node-sdk/functions/extractTableUpdates') > table.indexOf('node-sdk/classes/TableV2'));
  const tiers = engine.search('Table').hits.map((h) => h.tier);
  assert.deepEqual(
    tiers,
    [...tiers].sort((a, b) => a - b),
    'tiers never go back up',
  );
});

test('exact beats prefix beats typo', () => {
  assert.deepEqual(paths('usePowerSync').slice(0, 2), [
    'react-sdk/functions/usePowerSync',
    'react-sdk/functions/usePowerSyncQuery',
  ]);
  const prefix = engine.search('usePow').hits;
  assert.equal(prefix[0].record.url, '/powersync-js/react-sdk/functions/usePowerSync');
  assert.equal(prefix[0].tier, 1);
  const typo = engine.search('usePowrSync').hits;
  assert.equal(typo[0].record.url, '/powersync-js/react-sdk/functions/usePowerSync');
  assert.equal(typo[0].tier, 3);
});

test('camelCase parts are words', () => {
  const hits = paths('suspense query');
  assert.equal(hits[0], 'react-sdk/functions/useSuspenseQuery', 'the hook before the SuspenseQueryResult interface');
  assert.ok(hits.includes('react-sdk/interfaces/SuspenseQueryResult'));
  assert.equal(
    paths('SuspenseQuery')[0],
    'react-sdk/interfaces/SuspenseQueryResult',
    'an inner run of parts is a prefix too',
  );
  assert.equal(paths('disconnect clear')[0].endsWith('#disconnectandclear'), true);
});

test('members are hits with anchors; the page ranks above a member of the same name', () => {
  const hits = engine.search('disconnectAndClear').hits;
  assert.deepEqual(
    hits
      .slice(0, 2)
      .map((h) => [h.record.url_without_anchor.replace('/powersync-js/', ''), h.record.anchor, h.record.type]),
    [
      ['node-sdk/classes/AbstractPowerSyncDatabase', 'disconnectandclear', 'lvl3'],
      ['node-sdk/classes/PowerSyncDatabase', 'disconnectandclear', 'lvl3'],
    ],
  );
  assert.deepEqual(paths('schema').slice(0, 2), [
    'node-sdk/classes/Schema',
    'node-sdk/classes/AbstractPowerSyncDatabase#schema',
  ]);
  assert.equal(paths('INTEGER')[0], 'node-sdk/enumerations/ColumnType#enumeration-member-integer');
  assert.equal(paths('CrudEntry opData')[0], 'node-sdk/classes/CrudEntry#opdata', 'page name qualifies a member');
});

test('one or two typos, scaled by term length; a swap of two letters is one typo', () => {
  assert.equal(paths('Tabel')[0], 'node-sdk/classes/Table');
  assert.equal(paths('Shema')[0], 'node-sdk/classes/Schema');
  assert.equal(
    paths('disconectAndClaer')[0],
    'node-sdk/classes/AbstractPowerSyncDatabase#disconnectandclear',
    'two typos in a long word',
  );
  const tble = paths('Tble');
  assert.equal(tble[0], 'node-sdk/classes/Table', 'a 4-letter word gets one typo');
  assert.ok(tble.every((p) => p.toLowerCase().includes('table')));
  assert.deepEqual(paths('tbl'), [], 'no typo allowed under 4 letters');
  assert.deepEqual(paths('xyzzyqwerty'), []);
  assert.equal(typoDistance('tabel', 'table', 2), 1);
  assert.equal(typoDistance('shema', 'schema', 2), 1);
});

test('a heading and the text under it are one result (distinct by URL)', () => {
  const hits = engine.search('clear database').hits;
  const urls = hits.map((h) => h.record.url);
  assert.equal(new Set(urls).size, urls.length);
  assert.ok(urls.includes('/powersync-js/node-sdk/classes/PowerSyncDatabase#disconnectandclear'));
});

test('searches answer the same whatever ran before them (per-search state is reset)', () => {
  // The engine keeps per-URL slots and per-record keys between searches (bestPerUrl,
  // collapseSections): each answer must be a fresh engine's.
  const queries = ['clear database', 'watch', 'PowerSyncDatabase', 'connect', 'clear database'];
  const options = [{}, {collapseSections: true}, {collapseSections: true, hitsPerPage: 3, page: 1}];
  const answer = (e: SearchEngine, query: string, o: object) =>
    JSON.stringify({...e.search(query, o), processingTimeMS: 0});
  for (const o of options)
    for (const query of queries) {
      const fresh = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(buildSerializedIndex(corpusRecords()))));
      assert.equal(answer(engine, query, o), answer(fresh, query, o), `${query} ${JSON.stringify(o)}`);
    }
});

test('facet filters: sections, contextual language/tag filters, negation, unknown attributes', () => {
  const all = engine.search('Table').nbHits;
  assert.deepEqual(paths('Table', {facetFilters: ['sdk:web-sdk']}), ['web-sdk/classes/Table']);
  assert.deepEqual(paths('Table', {sdk: 'web-sdk'}), ['web-sdk/classes/Table']);
  assert.deepEqual(paths('Table', {filters: 'sdk:web-sdk'}), ['web-sdk/classes/Table']);
  assert.equal(
    engine.search('Table', {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    }).nbHits,
    all,
  );
  assert.equal(engine.search('Table', {facetFilters: [['sdk:web-sdk', 'sdk:react-sdk']]}).nbHits, 1);
  assert.equal(engine.search('Table', {facetFilters: ['sdk:-web-sdk']}).nbHits, all - 1);
  assert.equal(engine.search('Table', {facetFilters: ['language:fr']}).nbHits, 0);
  assert.equal(engine.search('Table', {facetFilters: ['colour:blue']}).nbHits, 0);
  assert.equal(
    engine
      .search('Table', {filters: 'sdk:node-sdk AND NOT kind:property'})
      .hits.every((h) => h.record.sdk === 'node-sdk' && h.record.kind !== 'property'),
    true,
  );
});

test('paging, empty query, facet counts and the 64-character query cap', () => {
  const first = engine.search('Table', {hitsPerPage: 2, page: 0});
  const second = engine.search('Table', {hitsPerPage: 2, page: 1});
  assert.equal(first.hits.length, 2);
  assert.equal(first.nbPages, Math.ceil(first.nbHits / 2));
  assert.notDeepEqual(first.hits[0].record.url, second.hits[0].record.url);
  const empty = engine.search('');
  assert.equal(empty.hits.length, 20);
  assert.equal(empty.nbHits, new Set(engine.records.map((r) => r.url)).size);
  const long = `${'useSuspenseQuery '.repeat(10)}`;
  assert.equal(engine.search(long).query.length, 64);
  const faceted = engine.search('Table', {facets: ['sdk', 'language']});
  assert.deepEqual(Object.keys(faceted.facets!), ['sdk', 'language']);
  assert.equal(faceted.facets!.sdk['web-sdk'], 1);
  assert.equal(faceted.facets!.language.en, faceted.nbHits);
});

test('a one-letter query ranks names starting with it, then names with a word starting with it, and no text', () => {
  const engine = new SearchEngine(corpusRecords());
  const result = engine.search('u', {hitsPerPage: 1000});
  assert.ok(result.hits.length > 0);
  const names = result.hits.map((h) => symbolName(h.record.hierarchy[h.record.type as 'lvl1'] ?? ''));
  assert.ok(
    result.hits.every((h) => h.record.type !== 'content'),
    'no text-only hits',
  );
  const firstWordTier = result.hits.findIndex((h) => h.tier === 2);
  const starts = firstWordTier === -1 ? names : names.slice(0, firstWordTier);
  assert.ok(starts.length > 0 && starts.every((n) => n.toLowerCase().startsWith('u')), starts.join(','));
  assert.deepEqual(
    result.hits.map((h) => h.tier),
    [...result.hits.map((h) => h.tier)].sort((a, b) => a - b),
  );
  // The same order the general path gives those names: "us" keeps the hooks first too.
  assert.equal(names[0], symbolName(engine.search('us').hits[0].record.hierarchy.lvl1 ?? ''));
});

test('loading in slices builds the same engine, letting the page run between slices', async () => {
  const serialized = JSON.parse(JSON.stringify(buildSerializedIndex(corpusRecords())));
  // How much of the index has been expanded when the page first gets to run: expanding reads a
  // string for each reference of each row (checking the index beforehand reads each once).
  let stringReads = 0;
  const strings: unknown[] = serialized.strings;
  serialized.strings = new Proxy(strings, {
    get: (target, key, receiver) => {
      if (typeof key === 'string' && /^\d+$/.test(key)) stringReads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  const pages = serialized.pages.url.length;
  let yields = 0;
  let readAtFirstYield = -1;
  const yieldToMain = async () => {
    if (yields === 0) readAtFirstYield = stringReads - strings.length;
    yields += 1;
  };
  // No time budget: every step is a slice (one page of the index, a batch of records, one document).
  const sliced = await SearchEngine.load(serialized, {yieldToMain, sliceMs: 0});
  assert.ok(pages > 2);
  assert.ok(
    readAtFirstYield > 0 && readAtFirstYield < (stringReads - strings.length) / 2,
    `expanding the index yields after each page: ${readAtFirstYield} of ${stringReads - strings.length} references read first`,
  );
  assert.ok(yields > pages, `${yields} yields for ${pages} pages`);
  for (const query of ['watch', 'PowerSyncDatabase', 'crud', 'kind:hook use', 'sdk:web table', 'useQuery']) {
    const ids = (e: SearchEngine) => e.search(query).hits.map((hit) => hit.record.url);
    assert.ok(ids(engine).length > 0, query);
    assert.deepEqual(ids(sliced), ids(engine), query);
  }
});

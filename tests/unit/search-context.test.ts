/**
 * Contextual ranking (optionalFilters on the section being read), one result per symbol
 * (collapseSections), type search (signature types as facets) and the section of a route.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchEngine} from '../../src/search/engine';
import {answerRequests} from '../../src/search/algolia-response';
import {emptyHierarchy, recordObjectId, type RecordKind, type SearchRecord} from '../../src/search/schema';
import {signatureTypes} from '../../src/search/signature-types';
import {buildSerializedIndex} from '../../src/search/index-format';
import {createLocalSearchClient} from '../../src/search/search-client';
import {localLiteClient} from '../../src/search/lite-client';
import {offeredSection, sectionOfPath, sectionOptionalFilters, withFromSection} from '../../src/search/section-context';

const LABELS: Record<string, string> = {'capacitor-sdk': 'Capacitor SDK', 'web-sdk': 'Web SDK', 'node-sdk': 'Node SDK'};

/** A member heading and its signature text, as records.ts makes them. */
function member(sdk: string, page: string, name: string, kind: RecordKind, signature: string): SearchRecord[] {
  const url = `/powersync-js/${sdk}/classes/${page}`;
  const anchor = name.toLowerCase();
  const hierarchy = {
    ...emptyHierarchy(),
    lvl0: LABELS[sdk],
    lvl1: `Class: ${page}`,
    lvl2: 'Methods',
    lvl3: `${name}()`,
  };
  const base = {url: `${url}#${anchor}`, url_without_anchor: url, anchor, hierarchy, kind, sdk};
  const facets = {language: 'en', docusaurus_tag: 'docs-default-current'};
  return [
    {...base, ...facets, objectID: recordObjectId(url, anchor, 'lvl3'), type: 'lvl3', content: null, position: 1},
    {
      ...base,
      ...facets,
      objectID: recordObjectId(url, anchor, 'content'),
      type: 'content',
      content: signature,
      position: 2,
    },
  ];
}

function page(sdk: string, name: string): SearchRecord {
  const url = `/powersync-js/${sdk}/classes/${name}`;
  return {
    objectID: recordObjectId(url, null, 'lvl1'),
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
    hierarchy: {...emptyHierarchy(), lvl0: LABELS[sdk], lvl1: `Class: ${name}`},
    content: null,
    kind: 'class',
    sdk,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position: 0,
  };
}

const records = (): SearchRecord[] => [
  page('capacitor-sdk', 'PowerSyncDatabase'),
  ...member('capacitor-sdk', 'PowerSyncDatabase', 'watch', 'method', 'watch(sql: string): AsyncIterable<QueryResult>;'),
  page('web-sdk', 'PowerSyncDatabase'),
  ...member('web-sdk', 'PowerSyncDatabase', 'watch', 'method', 'watch(sql: string): AsyncIterable<QueryResult>;'),
  ...member(
    'web-sdk',
    'AbstractPowerSyncDatabase',
    'watchWithCallback',
    'method',
    'watchWithCallback(sql: string, handler?: WatchHandler): void;',
  ),
  ...member(
    'web-sdk',
    'AbstractPowerSyncDatabase',
    'currentStatus',
    'property',
    'currentStatus: SyncStatus; Current status.',
  ),
  ...member(
    'web-sdk',
    'AbstractPowerSyncDatabase',
    'writeTransaction',
    'method',
    'writeTransaction<T>(callback: (tx: Transaction) => Promise<T>, lockTimeout?: number): Promise<T>;',
  ),
  page('node-sdk', 'PowerSyncDatabase'),
  ...member('node-sdk', 'PowerSyncDatabase', 'watch', 'method', 'watch(sql: string): AsyncIterable<QueryResult>;'),
];

const urls = (engine: SearchEngine, query: string, options = {}) =>
  engine.search(query, options).hits.map((h) => h.record.url.replace('/powersync-js/', ''));

test('the section being read ranks first among equal name matches, and never above a better match', () => {
  const engine = new SearchEngine(records());
  assert.equal(
    urls(engine, 'watch')[0],
    'capacitor-sdk/classes/PowerSyncDatabase#watch',
    'index order without context',
  );
  const web = urls(engine, 'watch', {optionalFilters: ['sdk:web-sdk']});
  assert.deepEqual(web.slice(0, 3), [
    'web-sdk/classes/PowerSyncDatabase#watch',
    'capacitor-sdk/classes/PowerSyncDatabase#watch',
    'node-sdk/classes/PowerSyncDatabase#watch',
  ]);
  // Nothing is filtered out, and a longer name in this section stays below exact names elsewhere.
  assert.ok(web.indexOf('web-sdk/classes/AbstractPowerSyncDatabase#watchwithcallback') > 2);
  assert.equal(engine.search('watch', {optionalFilters: ['sdk:web-sdk']}).nbHits, engine.search('watch').nbHits);
});

test("one engine answers each keystroke with that keystroke's filters, as the modal switches sections", () => {
  // The engine keeps the latest search's filter answers per record (engine.ts filtersOf).
  const engine = new SearchEngine(records());
  const first = (options: object) => urls(engine, 'watch', options)[0];
  assert.equal(first({optionalFilters: ['sdk:node-sdk']}), 'node-sdk/classes/PowerSyncDatabase#watch');
  assert.equal(first({optionalFilters: ['sdk:web-sdk']}), 'web-sdk/classes/PowerSyncDatabase#watch');
  assert.equal(first({optionalFilters: ['sdk:node-sdk']}), 'node-sdk/classes/PowerSyncDatabase#watch');
  const sections = (options: object) => new Set(urls(engine, 'watch', options).map((u) => u.split('/')[0]));
  assert.deepEqual(sections({facetFilters: ['sdk:web-sdk']}), new Set(['web-sdk']));
  assert.deepEqual(sections({facetFilters: ['sdk:node-sdk']}), new Set(['node-sdk']));
  assert.deepEqual(sections({}), new Set(['capacitor-sdk', 'web-sdk', 'node-sdk']));
  assert.deepEqual(sections({facetFilters: ['sdk:web-sdk'], optionalFilters: ['sdk:node-sdk']}), new Set(['web-sdk']));
});

test('the search page collapses the same symbol in several sections into one result with its sections', () => {
  const engine = new SearchEngine(records());
  const result = engine.search('watch', {collapseSections: true, optionalFilters: ['sdk:web-sdk']});
  const watch = result.hits[0];
  assert.equal(watch.record.sdk, 'web-sdk');
  assert.deepEqual(
    watch.alsoIn!.map((r) => r.sdk),
    ['capacitor-sdk', 'node-sdk'],
  );
  assert.equal(result.hits.filter((h) => h.record.anchor === 'watch').length, 1);
  // Documents are still counted (the modal's "See all N results" leads to "N documents found").
  assert.equal(result.nbHits, engine.search('watch').nbHits);
  assert.equal(engine.search('watch', {collapseSections: true, hitsPerPage: 1}).nbPages, result.hits.length);
  const response = answerRequests(engine, [{indexName: 'i', query: 'watch', collapseSections: true}], {
    origin: 'https://x.dev',
  });
  const hit = (response.results[0] as {hits: Array<Record<string, unknown>>}).hits[0] as {
    sections: Array<{sdk: string; url: string}>;
    _highlightResult: {hierarchy: {lvl0: {value: string}}};
  };
  assert.deepEqual(
    hit.sections.map((s) => s.sdk),
    ['capacitor-sdk', 'web-sdk', 'node-sdk'],
  );
  assert.equal(
    hit._highlightResult.hierarchy.lvl0.value,
    [
      '<a class="search-result-section" href="/powersync-js/capacitor-sdk/classes/PowerSyncDatabase#watch">Capacitor SDK</a>',
      '<a class="search-result-section" href="/powersync-js/web-sdk/classes/PowerSyncDatabase#watch">Web SDK</a>',
      '<a class="search-result-section" href="/powersync-js/node-sdk/classes/PowerSyncDatabase#watch">Node SDK</a>',
    ].join(', '),
  );
  // Without the parameter (the modal), one hit per section as before.
  const modal = answerRequests(engine, [{indexName: 'i', query: 'watch'}]);
  assert.equal((modal.results[0] as {hits: unknown[]}).hits.length, engine.search('watch').hits.length);
});

test('type search: returns, holds and accepts, as facet filters', () => {
  const engine = new SearchEngine(records());
  assert.deepEqual(urls(engine, '', {facetFilters: ['returns:syncstatus']}), [
    'web-sdk/classes/AbstractPowerSyncDatabase#currentstatus',
  ]);
  assert.deepEqual(urls(engine, '', {facetFilters: ['accepts:transaction']}), [
    'web-sdk/classes/AbstractPowerSyncDatabase#writetransaction',
  ]);
  assert.deepEqual(urls(engine, 'watch', {facetFilters: ['returns:queryresult'], optionalFilters: ['sdk:node-sdk']}), [
    'node-sdk/classes/PowerSyncDatabase#watch',
    'capacitor-sdk/classes/PowerSyncDatabase#watch',
    'web-sdk/classes/PowerSyncDatabase#watch',
  ]);
});

test('signature types: held, returned and accepted type names', () => {
  assert.deepEqual(signatureTypes('currentStatus: SyncStatus; Current status.', 'currentStatus', 'property'), {
    returns: ['syncstatus'],
    accepts: [],
  });
  assert.deepEqual(signatureTypes('function useStatus(): SyncStatus; A hook.', 'useStatus', 'hook'), {
    returns: ['syncstatus'],
    accepts: [],
  });
  assert.deepEqual(
    signatureTypes(
      'writeTransaction<T>(callback: (tx: Transaction) => Promise<T>, lockTimeout?: number): Promise<T>;',
      'writeTransaction',
      'method',
    ),
    {returns: ['promise', 't'], accepts: ['transaction', 'promise', 't', 'number']},
  );
  assert.deepEqual(
    signatureTypes('new CrudEntry(op: UpdateType, opData?: {a: Foo}): CrudEntry;', 'Constructor', 'constructor'),
    {
      returns: ['crudentry'],
      accepts: ['updatetype', 'foo'],
    },
  );
  assert.deepEqual(signatureTypes('get logger(): | ILogger | Console;', 'logger', 'accessor').returns, [
    'ilogger',
    'console',
  ]);
  // A held function type returns what it returns and accepts its parameters' types.
  assert.deepEqual(signatureTypes('statusChanged?: (status: SyncStatus) => void;', 'statusChanged', 'property'), {
    returns: ['void'],
    accepts: ['syncstatus'],
  });
  // As a declaration may write an optional callback: the function type inside.
  assert.deepEqual(
    signatureTypes('statusChanged?: ((status: SyncStatus) => void) | undefined;', 'statusChanged', 'property'),
    {returns: ['void'], accepts: ['syncstatus']},
  );
  assert.deepEqual(signatureTypes('cause?: (Error | null) | undefined;', 'cause', 'property').returns, [
    'error',
    'null',
    'undefined',
  ]);
  // A signature cut off inside its parameters says nothing reliable; pages and enum members have none.
  assert.deepEqual(signatureTypes('connect(connector: Connector, options: Cut…', 'connect', 'method'), {
    returns: [],
    accepts: [],
  });
  assert.deepEqual(signatureTypes('A table.', 'Table', 'class'), {returns: [], accepts: []});
});

test('the section of a route, its optional filter, and the search page link that carries it', () => {
  const ids = ['web-sdk', 'node-sdk'];
  assert.equal(sectionOfPath('/powersync-js/web-sdk/classes/PowerSyncDatabase', '/powersync-js/', ids), 'web-sdk');
  assert.equal(sectionOfPath('/powersync-js/web-sdk', '/powersync-js/', ids), 'web-sdk');
  assert.equal(sectionOfPath('/powersync-js/web-sdk.html', '/powersync-js/', ids), 'web-sdk');
  assert.equal(sectionOfPath('/powersync-js/', '/powersync-js/', ids), null);
  assert.equal(sectionOfPath('/powersync-js/search', '/powersync-js/', ids), null);
  assert.equal(sectionOfPath('/other/web-sdk/x', '/powersync-js/', ids), null);
  assert.deepEqual(sectionOptionalFilters('web-sdk'), ['sdk:web-sdk']);
  assert.deepEqual(sectionOptionalFilters(null), []);
  assert.equal(withFromSection('/powersync-js/search?q=watch', 'web-sdk'), '/powersync-js/search?q=watch&from=web-sdk');
  assert.equal(withFromSection('/powersync-js/search?q=watch', null), '/powersync-js/search?q=watch');
  assert.equal(offeredSection('?q=watch&from=web-sdk', ids), 'web-sdk');
  assert.equal(offeredSection('?q=watch&from=web-sdk&sdk=web-sdk', ids), null, 'already the filter');
  assert.equal(offeredSection('?q=watch&from=<script>', ids), null);
});

test('the search page client: operators, one result per symbol, the section it was opened from first', async () => {
  const index = JSON.parse(JSON.stringify(buildSerializedIndex(records())));
  const client = createLocalSearchClient({
    loadIndex: async () => index,
    appId: 'a',
    apiKey: 'k',
    origin: 'https://x.dev',
  });
  const sections = Object.entries(LABELS).map(([id, label]) => ({id, label}));
  let from: string | null = 'web-sdk';
  const lite = localLiteClient(
    'a',
    'k',
    client,
    () => null,
    sections,
    () => from,
  );
  type Result = {query: string; hits: Array<{url: string; sections?: Array<{sdk: string}>}>};
  const search = async (query: string) =>
    (await lite.search([{indexName: 'i', params: {query}}])).results[0] as unknown as Result;
  const watch = await search('watch');
  assert.equal(watch.query, 'watch');
  assert.equal(watch.hits[0].url, 'https://x.dev/powersync-js/web-sdk/classes/PowerSyncDatabase#watch');
  assert.deepEqual(
    watch.hits[0].sections!.map((s) => s.sdk),
    ['web-sdk', 'capacitor-sdk', 'node-sdk'],
  );
  from = null;
  assert.equal(
    (await search('watch')).hits[0].url,
    'https://x.dev/powersync-js/capacitor-sdk/classes/PowerSyncDatabase#watch',
  );
  const node = await search('sdk:node watch');
  assert.equal(node.query, 'sdk:node watch', 'the typed query comes back, or the theme page drops the result');
  assert.deepEqual(
    node.hits.map((h) => h.url),
    ['https://x.dev/powersync-js/node-sdk/classes/PowerSyncDatabase#watch'],
  );
  const typed = await search('-> SyncStatus');
  assert.equal(typed.query, '-> SyncStatus');
  assert.equal(typed.hits[0].url, 'https://x.dev/powersync-js/web-sdk/classes/AbstractPowerSyncDatabase#currentstatus');
});

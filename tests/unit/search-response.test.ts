import {test} from 'node:test';
import assert from 'node:assert/strict';
import algoliaSearchHelper from 'algoliasearch-helper';
import {normalizeRequest, parseParamsString} from '../../src/search/algolia-request';
import {
  answerRequests,
  DEFAULT_HIGHLIGHT_PRE_TAG,
  type AlgoliaHit,
  type AlgoliaSearchResult,
} from '../../src/search/algolia-response';
import {highlight, snippet} from '../../src/search/highlight';
import {LOCAL_CREDENTIALS} from '../../src/plugins/search/settings';
import {createLocalSearchClient} from '../../src/search/search-client';
import {SearchEngine} from '../../src/search/engine';
import {buildSerializedIndex} from '../../src/search/index-format';
import {corpusRecords} from './fixtures/search-corpus';

const index = JSON.parse(JSON.stringify(buildSerializedIndex(corpusRecords())));
const engine = SearchEngine.fromSerialized(index);
const ORIGIN = 'https://docs.example';

/** Exactly what @docsearch/react 3.9.0 sends (dist/esm/index.js, getSources), with contextual search filters. */
function docSearchRequest(query: string) {
  const n = 10;
  return {
    query,
    indexName: 'powersync-js',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
    ].map((a) => `${a}:${n}`),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

function docSearch(query: string): AlgoliaSearchResult {
  return answerRequests(engine, [docSearchRequest(query)], {origin: ORIGIN}).results[0] as AlgoliaSearchResult;
}

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

test('the response has every field DocSearch and the helper read', () => {
  const result = docSearch('disconnectAndClear');
  for (const field of [
    'hits',
    'nbHits',
    'page',
    'nbPages',
    'hitsPerPage',
    'processingTimeMS',
    'query',
    'params',
    'index',
    'queryID',
    'exhaustiveNbHits',
  ] as const) {
    assert.ok(field in result, `result.${field}`);
  }
  assert.equal(result.query, 'disconnectAndClear');
  assert.equal(result.index, 'powersync-js');
  assert.equal(result.hitsPerPage, 20);
  assert.equal(result.page, 0);
  assert.equal(result.nbHits, 2);
  assert.equal(result.nbPages, 1);
  assert.match(result.queryID, /^[0-9a-f]{32}$/);
  assert.equal(new URLSearchParams(result.params).get('query'), 'disconnectAndClear');

  const hit = result.hits[0];
  // attributesToRetrieve keeps what DocSearch asked for, plus objectID.
  assert.deepEqual(
    Object.keys(hit)
      .filter((k) => !k.startsWith('_'))
      .sort(),
    ['content', 'hierarchy', 'objectID', 'type', 'url'],
  );
  assert.equal(hit.objectID, '/powersync-js/node-sdk/classes/AbstractPowerSyncDatabase#disconnectandclear');
  assert.equal(hit.url, `${ORIGIN}/powersync-js/node-sdk/classes/AbstractPowerSyncDatabase#disconnectandclear`);
  assert.doesNotThrow(() => new URL(hit.url), 'the theme parses hit URLs with new URL()');
  assert.equal(hit.type, 'lvl3');
  assert.deepEqual(hit.hierarchy, {
    lvl0: 'Node SDK',
    lvl1: 'Abstract Class: AbstractPowerSyncDatabase',
    lvl2: 'Methods',
    lvl3: 'disconnectAndClear()',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  // Group title: DocSearch reads _highlightResult.hierarchy.lvl0.
  assert.deepEqual(hit._highlightResult!.hierarchy!.lvl0, {
    value: 'Node SDK',
    matchLevel: 'none',
    matchedWords: [],
    fullyHighlighted: false,
  });
  // A long name in a title or path breaks between its words only (src/components/BreakableName).
  assert.deepEqual(hit._highlightResult!.hierarchy!.lvl3, {
    value: '<mark>disconnect<wbr>And<wbr>Clear</mark>()',
    matchLevel: 'full',
    matchedWords: ['disconnectandclear'],
    fullyHighlighted: false,
  });
  // Titles and paths come from _snippetResult.
  assert.deepEqual(hit._snippetResult!.hierarchy!.lvl3, {
    value: '<mark>disconnect<wbr>And<wbr>Clear</mark>()',
    matchLevel: 'full',
  });
  assert.deepEqual(hit._snippetResult!.hierarchy!.lvl1, {
    value: 'Abstract Class: Abstract<wbr>Power<wbr>Sync<wbr>Database',
    matchLevel: 'none',
  });
  // Only levels with text have highlight entries (the search page turns every key into a breadcrumb).
  assert.deepEqual(Object.keys(hit._highlightResult!.hierarchy!), ['lvl0', 'lvl1', 'lvl2', 'lvl3']);
  assert.equal(hit._snippetResult!.content, undefined);
});

test('a text hit is a `content` hit with a 10-word snippet and the ellipsis', () => {
  const result = docSearch('logging out');
  const hit = result.hits[0];
  assert.equal(hit.type, 'content');
  assert.match(
    hit.url,
    /^https:\/\/docs\.example\/powersync-js\/node-sdk\/classes\/(Abstract)?PowerSyncDatabase#disconnectandclear$/,
  );
  assert.equal(
    hit._snippetResult!.content!.value,
    '…Disconnect and clear the database. Use this when <mark>logging</mark> <mark>out</mark>.',
  );
  assert.equal(hit._snippetResult!.content!.matchLevel, 'full');
  const words = hit
    ._snippetResult!.content!.value.replace(/<\/?mark>/g, '')
    .replace(/…/g, '')
    .trim()
    .split(/\s+/);
  assert.ok(words.length <= 10);
});

test('highlighting: prefixes, camelCase words, typos; snippets cut around the first match', () => {
  const tags = {preTag: '<mark>', postTag: '</mark>'};
  assert.equal(
    highlight('Function: usePowerSync()', ['usepow'], ['usepow'], tags).value,
    'Function: <mark>usePow</mark>erSync()',
  );
  assert.equal(
    highlight('Function: useSuspenseQuery()', ['suspense', 'query'], ['suspense', 'query'], tags).value,
    'Function: use<mark>SuspenseQuery</mark>()',
  );
  const typo = highlight('Class: Table<Columns>', ['tabel'], ['tabel', 'table'], tags);
  assert.equal(typo.value, 'Class: <mark>Table</mark>&lt;Columns&gt;');
  assert.deepEqual(typo.matchedWords, ['tabel']);
  assert.equal(highlight('Table', ['table'], ['table'], tags).fullyHighlighted, true);
  assert.equal(highlight('Table columns', ['table', 'rows'], ['table', 'rows'], tags).matchLevel, 'partial');
  assert.equal(highlight('async', ['sync'], ['sync'], tags).value, 'async', 'only at word or camelCase starts');

  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
  const cut = snippet(text, ['twelve'], ['twelve'], 5, {...tags, ellipsis: '…'});
  assert.equal(cut.value, '…eleven <mark>twelve</mark> thirteen fourteen fifteen');
  assert.equal(snippet(text, ['zzz'], ['zzz'], 3, {...tags, ellipsis: '…'}).value, 'one two three…');
  assert.equal(
    snippet('short text', ['text'], ['text'], 10, {...tags, ellipsis: '…'}).value,
    'short <mark>text</mark>',
  );
});

test('SECURITY: record text and queries never produce markup other than the highlight tags', () => {
  const payload = '<img src=x onerror=alert(1)>';
  for (const query of [
    'watch',
    payload,
    `watch ${payload}`,
    'img onerror',
    '</mark><script>alert(1)</script>',
    'Array<string>',
  ]) {
    const result = docSearch(query);
    // <wbr> between the words of a long name is ours too (src/components/BreakableName).
    const out = strings(result.hits).map((s) => s.replace(/<\/?mark>|<wbr>/g, ''));
    for (const value of out) {
      assert.ok(!/[<>]/.test(value), `markup in ${JSON.stringify(value)} for query ${JSON.stringify(query)}`);
    }
  }
  const watch = docSearch('img onerror').hits.find((h) => h.url.endsWith('#watch'))!;
  assert.equal(
    watch.content,
    'watch(sql): AsyncIterable&lt;QueryResult&gt;; Watch a query. &lt;img src=x onerror=alert(1)&gt; is text here.',
  );
  assert.match(
    watch._snippetResult!.content!.value,
    /&lt;<mark>img<\/mark> src=x <mark>onerror<\/mark>=alert\(1\)&gt;/,
  );
  const getAll = docSearch('Array<string>').hits.find((h) => h.url.endsWith('#getall'))!;
  assert.match(getAll._snippetResult!.content!.value, /<mark>Array<\/mark>&lt;<mark>string<\/mark>&gt;/);
  assert.match(getAll.content!, /Array&lt;string&gt; rows &amp; columns/);
});

test('search page requests: params as a url-encoded string or object, default highlight tags, facets', () => {
  const encoded = `query=table&hitsPerPage=1&page=0&facetFilters=${encodeURIComponent(JSON.stringify(['sdk:web-sdk']))}&facets=${encodeURIComponent('["sdk"]')}`;
  assert.deepEqual(parseParamsString(encoded), {
    query: 'table',
    hitsPerPage: 1,
    page: 0,
    facetFilters: ['sdk:web-sdk'],
    facets: ['sdk'],
  });
  const [fromString] = answerRequests(engine, [{indexName: 'powersync-js', params: encoded}], {origin: ORIGIN})
    .results as AlgoliaSearchResult[];
  assert.equal(fromString.nbHits, 1);
  assert.equal(fromString.hits[0].url, `${ORIGIN}/powersync-js/web-sdk/classes/Table`);
  assert.deepEqual(fromString.facets, {sdk: {'web-sdk': 1}});
  // No tags requested: DocSearch index defaults, which the theme's search page restyles.
  assert.equal(
    fromString.hits[0]._highlightResult!.hierarchy!.lvl1!.value,
    `Class: ${DEFAULT_HIGHLIGHT_PRE_TAG}Table</span>&lt;Columns&gt;`,
  );
  // Every attribute is retrieved when attributesToRetrieve is not given.
  assert.equal(fromString.hits[0].sdk, 'web-sdk');
  assert.equal(fromString.hits[0].url_without_anchor, `${ORIGIN}/powersync-js/web-sdk/classes/Table`);

  const flat = normalizeRequest({
    indexName: 'i',
    params: {query: 'a', hitsPerPage: 3},
    hitsPerPage: '7',
    facetFilters: 'sdk:web-sdk',
  });
  assert.deepEqual(flat, {
    indexName: 'i',
    type: 'default',
    params: {query: 'a', hitsPerPage: 7, facetFilters: ['sdk:web-sdk']},
  });
  const custom = answerRequests(engine, [
    {
      indexName: 'i',
      query: 'table',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      hitsPerPage: 1,
    },
  ]).results[0] as AlgoliaSearchResult;
  assert.equal(
    custom.hits[0]._highlightResult!.hierarchy!.lvl1!.value,
    'Class: __ais-highlight__Table__/ais-highlight__&lt;Columns&gt;',
  );
  assert.equal(custom.hits[0].url, 'http://localhost/powersync-js/node-sdk/classes/Table');
  const facetValues = answerRequests(engine, [{indexName: 'i', type: 'facet', facet: 'sdk', params: {facetQuery: 'w'}}])
    .results[0];
  assert.deepEqual(facetValues, {facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0});
});

test("the theme's search page works through algoliasearch-helper with contextual search", async () => {
  const client = createLocalSearchClient({
    loadIndex: async () => index,
    origin: ORIGIN,
    appId: LOCAL_CREDENTIALS.appId,
    apiKey: LOCAL_CREDENTIALS.apiKey,
  });
  // Same construction as @docusaurus/theme-search-algolia 3.10.2 lib/theme/SearchPage/index.js.
  const helper = algoliaSearchHelper(client as never, 'powersync-js', {
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets: ['language', 'docusaurus_tag'],
  } as never);
  assert.match(client.transporter.algoliaAgent.value, /JS Helper/);
  const received = new Promise<{query: string; hits: AlgoliaHit[]; page: number; nbHits: number; nbPages: number}>(
    (resolve, reject) => {
      helper.on('result', (event) => resolve(event.results as never));
      helper.on('error', (event) => reject(event.error));
    },
  );
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
  helper.addDisjunctiveFacetRefinement('language', 'en');
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
  helper.setQuery('disconnect clear').setPage(0).search();
  const {query, hits, page, nbHits, nbPages} = await received;
  assert.equal(query, 'disconnect clear');
  assert.equal(page, 0);
  assert.equal(nbHits, 2);
  assert.equal(nbPages, 1);
  // What the search page renders: the last highlighted level is the title, the others the breadcrumbs.
  const {hierarchy} = hits[0]._highlightResult!;
  const titles = Object.keys(hierarchy!).map((key) => hierarchy![key as 'lvl0']!.value);
  const title = titles.pop();
  assert.equal(title, `${DEFAULT_HIGHLIGHT_PRE_TAG}disconnect</span>And${DEFAULT_HIGHLIGHT_PRE_TAG}Clear</span>()`);
  assert.deepEqual(titles, ['Node SDK', 'Abstract Class: Abstract<wbr>Power<wbr>Sync<wbr>Database', 'Methods']);
});

/**
 * The search page on hosted Algolia (src/search/hosted-lite-client.ts): what the wrapped client
 * sends (section filter, `?from=` context, operators) and how it collapses what Algolia answers.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {collapseHostedResult, hostedLiteClient} from '../../src/search/hosted-lite-client';
import type {SearchRequest} from '../../src/search/algolia-request';
import {algoliaRecords, indexSettings} from '../../src/tooling/algolia-upload/records';
import {corpusRecords} from './fixtures/search-corpus';
import {modalSearch} from '../../src/search/query-requests';

const SECTIONS = [
  {id: 'node-sdk', label: 'Node SDK'},
  {id: 'web-sdk', label: 'Web SDK'},
];

type Hit = Record<string, unknown>;
const hit = (sdk: string, label: string, symbol: string | null, sections?: Array<[string, string]>): Hit => ({
  objectID: `${sdk}-${symbol}`,
  url: `https://docs.example/powersync-js/${sdk}/classes/Table`,
  sdk,
  symbol,
  ...(sections
    ? {
        sections: sections.map(([s, l]) => ({
          sdk: s,
          label: l,
          url: `https://docs.example/powersync-js/${s}/classes/Table`,
        })),
      }
    : {}),
  _highlightResult: {hierarchy: {lvl0: {value: label}, lvl1: {value: 'Table'}}},
});

/** A fake upstream client that records what it is sent and answers with `hits` for every request. */
function fakeClient(hits: Hit[]) {
  const sent: SearchRequest[] = [];
  const client = {
    appId: 'APP',
    search: async (call: {requests: SearchRequest[]} | SearchRequest[]) => {
      const requests = Array.isArray(call) ? call : call.requests;
      sent.push(...requests);
      return {
        results: requests.map((r) => ({hits, page: Number(r.page ?? 0), query: r.query, nbHits: hits.length})),
      };
    },
  };
  return {client, sent};
}

function page(section: string | null, context: string | null = null) {
  return {section: () => section, context: () => context, sections: SECTIONS, shown: new Map<string, Set<string>>()};
}

test('the page filter, the context section and the operators reach Algolia as filters', async () => {
  const {client, sent} = fakeClient([]);
  const wrapped = hostedLiteClient(client, page('web-sdk', 'node-sdk'));
  const response = await wrapped.search([{indexName: 'idx', params: {query: 'kind:class table', hitsPerPage: 15}}]);
  assert.equal(sent.length, 1);
  assert.equal(sent[0].query, 'table');
  assert.deepEqual(sent[0].facetFilters, [['kind:class'], 'sdk:web-sdk']);
  assert.deepEqual(sent[0].optionalFilters, ['sdk:node-sdk']);
  assert.equal(sent[0].hitsPerPage, 15);
  assert.equal((response.results[0] as {query: string}).query, 'kind:class table', 'the page sees its own query');
});

test('without filter or context the request is the page’s own', async () => {
  const {client, sent} = fakeClient([]);
  await hostedLiteClient(client, page(null)).search([{indexName: 'idx', params: {query: 'table'}}]);
  assert.equal(sent[0].query, 'table');
  assert.equal(sent[0].facetFilters, undefined);
  assert.equal(sent[0].optionalFilters, undefined);
  assert.equal(sent[0].attributesToRetrieve, undefined, 'the index’s attributes (which include ours) apply');
});

test('a request naming its attributes also retrieves the symbol and its sections', async () => {
  const {client, sent} = fakeClient([]);
  await hostedLiteClient(client, page(null)).search({
    requests: [{indexName: 'idx', query: 'table', attributesToRetrieve: ['hierarchy', 'url']}],
  });
  assert.deepEqual(sent[0].attributesToRetrieve, ['hierarchy', 'url', 'symbol', 'sections']);
});

test('one result per symbol, listing every section as links, its own first', async () => {
  const {client} = fakeClient([
    hit('web-sdk', 'Web SDK', 'table', [
      ['node-sdk', 'Node SDK'],
      ['web-sdk', 'Web SDK'],
    ]),
    hit('node-sdk', 'Node SDK', 'table', [
      ['node-sdk', 'Node SDK'],
      ['web-sdk', 'Web SDK'],
    ]),
    hit('web-sdk', 'Web SDK', 'column'),
    hit('node-sdk', 'Node SDK', null),
  ]);
  const response = await hostedLiteClient(client, page(null)).search([{indexName: 'idx', params: {query: 'table'}}]);
  const hits = (response.results[0] as {hits: Hit[]}).hits as Array<{
    objectID: string;
    _highlightResult: {hierarchy: {lvl0: {value: string}}};
  }>;
  assert.deepEqual(
    hits.map((h) => h.objectID),
    ['web-sdk-table', 'web-sdk-column', 'node-sdk-null'],
  );
  assert.equal(
    hits[0]._highlightResult.hierarchy.lvl0.value,
    '<a class="search-result-section" href="/powersync-js/web-sdk/classes/Table">Web SDK</a>, ' +
      '<a class="search-result-section" href="/powersync-js/node-sdk/classes/Table">Node SDK</a>',
  );
  assert.equal(hits[1]._highlightResult.hierarchy.lvl0.value, 'Web SDK', 'a symbol in one section is unchanged');
});

test('a symbol shown on an earlier page of the same search is not shown again; a new search starts over', async () => {
  const shown = new Map<string, Set<string>>();
  const answer = (symbols: string[]) => {
    const {client} = fakeClient(symbols.map((s) => hit('web-sdk', 'Web SDK', s)));
    return hostedLiteClient(client, {...page(null), shown});
  };
  const ids = async (symbols: string[], query: string, pageNumber: number) => {
    const response = await answer(symbols).search([{indexName: 'idx', params: {query, page: pageNumber}}]);
    return ((response.results[0] as {hits: Hit[]}).hits as Array<{symbol: string}>).map((h) => h.symbol);
  };
  assert.deepEqual(await ids(['a', 'b'], 'table', 0), ['a', 'b']);
  assert.deepEqual(await ids(['b', 'c'], 'table', 1), ['c']);
  assert.deepEqual(await ids(['b', 'd'], 'column', 1), ['b', 'd'], 'another search keeps its own list');
  assert.deepEqual(await ids(['a', 'b'], 'table', 0), ['a', 'b'], 'page 0 starts the search again');
});

test('with a section filter, results keep their plain section name', () => {
  const result = collapseHostedResult(
    {
      hits: [
        hit('web-sdk', 'Web SDK', 'table', [
          ['node-sdk', 'Node SDK'],
          ['web-sdk', 'Web SDK'],
        ]),
      ],
    },
    new Set(),
    false,
  );
  assert.equal(
    (result.hits![0]._highlightResult as {hierarchy: {lvl0: {value: string}}}).hierarchy.lvl0.value,
    'Web SDK',
  );
});

test('section labels and URLs in the links are escaped', () => {
  const evil = hit('web-sdk', 'Web SDK', 'x');
  evil.sections = [
    {sdk: 'web-sdk', label: '<img src=x onerror=alert(1)>', url: 'https://docs.example/a"b'},
    {sdk: 'node-sdk', label: 'Node SDK', url: 'https://docs.example/n'},
  ];
  const value = (
    collapseHostedResult({hits: [evil]}, new Set(), true).hits![0]._highlightResult as {
      hierarchy: {lvl0: {value: string}};
    }
  ).hierarchy.lvl0.value;
  assert.ok(!value.includes('<img'), value);
  assert.ok(value.includes('&lt;img src=x onerror=alert(1)&gt;'), value);
  assert.ok(value.includes('href="/a%22b"'), value);
});

test('records carry the symbol key, and every section of a symbol in several; settings retrieve both', () => {
  const records = algoliaRecords(corpusRecords(), 'https://docs.example', new Map());
  const node = records.find((r) => r.type === 'lvl1' && r.url.endsWith('/node-sdk/classes/Table'))!;
  const web = records.find((r) => r.type === 'lvl1' && r.url.endsWith('/web-sdk/classes/Table'))!;
  assert.ok(node.symbol && node.symbol === web.symbol, 'the same class in two sections has one key');
  assert.deepEqual(
    node.sections?.map((s) => [s.sdk, s.url]),
    [
      ['node-sdk', 'https://docs.example/powersync-js/node-sdk/classes/Table'],
      ['web-sdk', 'https://docs.example/powersync-js/web-sdk/classes/Table'],
    ],
  );
  const single = records.find((r) => r.symbol !== null && !r.sections);
  assert.ok(single, 'a symbol in one section lists no sections');
  assert.ok(records.filter((r) => r.sdk === null).every((r) => r.symbol === null));
  const retrieve = indexSettings().attributesToRetrieve as string[];
  assert.ok(retrieve.includes('symbol') && retrieve.includes('sections'));
});

test('release lines share the hosted index: the page and the modal search their own line only', async () => {
  const {client, sent} = fakeClient([]);
  await hostedLiteClient(client, {...page('web-sdk'), line: 'v2'}).search([
    {indexName: 'idx', params: {query: 'table'}},
  ]);
  assert.deepEqual(sent[0].facetFilters, ['sdk:web-sdk', 'line:v2']);
  // The modal adds the same filter as a search is sent (the SearchBar passes the line in hosted
  // mode only: each line ships its own embedded index), beside the theme's contextual filters.
  const modalSent: SearchRequest[] = [];
  const modal = (line: string | null) =>
    modalSearch(
      async (call: {requests: SearchRequest[]}) => {
        modalSent.push(...call.requests.map((r) => ({...r})));
        return {results: []};
      },
      {requests: [{indexName: 'idx', params: {query: 'table', facetFilters: ['language:en']}}]},
      SECTIONS,
      'web-sdk',
      line,
    );
  await modal('v2');
  await modal(null);
  const filters = modalSent.map((r) => (r as {facetFilters?: unknown}).facetFilters);
  assert.deepEqual(filters, [['language:en', 'line:v2'], ['language:en']], 'a site with one line filters on nothing');
  assert.deepEqual(
    modalSent.map((r) => (r as {optionalFilters?: unknown}).optionalFilters),
    [['sdk:web-sdk'], ['sdk:web-sdk']],
  );
});

test("the page's requests go to the index the site's search config names", async () => {
  const {client, sent} = fakeClient([]);
  await hostedLiteClient(client, {...page(null), indexName: 'powersync-js-live'}).search([
    {indexName: 'powersync-js', params: {query: 'table'}},
  ]);
  assert.equal((sent[0] as {indexName?: string}).indexName, 'powersync-js-live');
  const {client: plain, sent: plainSent} = fakeClient([]);
  await hostedLiteClient(plain, page(null)).search([{indexName: 'powersync-js', params: {query: 'table'}}]);
  assert.equal((plainSent[0] as {indexName?: string}).indexName, 'powersync-js', "without a config name, the page's");
});

test('records of a release line carry it, with ids that cannot collide with another line’s', () => {
  const plain = algoliaRecords(corpusRecords(), 'https://docs.example', new Map());
  const v2 = algoliaRecords(corpusRecords(), 'https://docs.example', new Map(), {id: 'v2', isDefault: false});
  const current = algoliaRecords(corpusRecords(), 'https://docs.example', new Map(), {id: 'current', isDefault: true});
  assert.ok(v2.every((r, i) => r.line === 'v2' && r.objectID === `v2:${plain[i].objectID}`));
  assert.ok(
    current.every((r, i) => r.line === 'current' && r.objectID === plain[i].objectID),
    'default ids unchanged',
  );
  assert.ok(plain.every((r) => !('line' in r)));
  assert.ok((indexSettings().attributesForFaceting as string[]).includes('filterOnly(line)'));
});

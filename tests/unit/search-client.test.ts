import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AlgoliaSearchResult} from '../../src/search/algolia-response';
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import {LOCAL_CREDENTIALS} from '../../src/plugins/search/settings';
import {localLiteClient} from '../../src/search/lite-client';
import {createLocalSearchClient, SearchUnavailableError} from '../../src/search/search-client';
import {buildSerializedIndex} from '../../src/search/index-format';
import {corpusRecords} from './fixtures/search-corpus';

const index = JSON.parse(JSON.stringify(buildSerializedIndex(corpusRecords())));

/** A loadIndex that counts calls and answers from a script of outcomes (last one repeats). */
function scriptedLoader(outcomes: Array<'ok' | 'fail' | 'garbage'>) {
  const loader = {
    calls: 0,
    load: async () => {
      const outcome = outcomes[Math.min(loader.calls, outcomes.length - 1)];
      loader.calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (outcome === 'fail') throw new TypeError('Failed to fetch');
      if (outcome === 'garbage') return '<!doctype html><title>404</title>';
      return index;
    },
  };
  return loader;
}

/** What embedded mode passes (themeConfig.algolia, from src/plugins/search/settings.ts). */
const CREDENTIALS = {appId: LOCAL_CREDENTIALS.appId, apiKey: LOCAL_CREDENTIALS.apiKey};

const request = (query: string) => ({requests: [{indexName: 'powersync-js', query, hitsPerPage: 5}]});

test('the index is loaded lazily, once, on the first search', async () => {
  const loader = scriptedLoader(['ok']);
  const client = createLocalSearchClient({loadIndex: loader.load, origin: 'https://docs.example', ...CREDENTIALS});
  assert.equal(loader.calls, 0, 'creating the client loads nothing');
  const [a, b] = await Promise.all([client.search(request('Table')), client.search(request('Schema'))]);
  assert.equal(loader.calls, 1, 'concurrent first searches share one load');
  assert.equal(
    (a.results[0] as AlgoliaSearchResult).hits[0].url,
    'https://docs.example/powersync-js/node-sdk/classes/Table',
  );
  assert.equal(
    (b.results[0] as AlgoliaSearchResult).hits[0].url,
    'https://docs.example/powersync-js/node-sdk/classes/Schema',
  );
  await client.search(request('usePow'));
  assert.equal(loader.calls, 1);
});

test('preload() starts loading before the first search', async () => {
  const loader = scriptedLoader(['ok']);
  const client = createLocalSearchClient({loadIndex: loader.load, ...CREDENTIALS});
  await client.preload();
  assert.equal(loader.calls, 1);
  const response = await client.searchForHits(request('Table'));
  assert.equal((response.results[0] as AlgoliaSearchResult).nbHits > 0, true);
  assert.equal(loader.calls, 1);
});

test('a failed load rejects with a RetryError, and the next call loads again', async () => {
  const loader = scriptedLoader(['fail', 'ok']);
  const client = createLocalSearchClient({loadIndex: loader.load, ...CREDENTIALS});
  const first = client.search(request('Table'));
  const concurrent = client.search(request('Schema'));
  await assert.rejects(first, (error: Error) => {
    // DocSearch shows "Unable to fetch results" only for this name.
    assert.equal(error.name, 'RetryError');
    assert.ok(error instanceof SearchUnavailableError);
    assert.match(error.message, /search index could not be loaded: Failed to fetch/);
    assert.ok((error as SearchUnavailableError).cause instanceof TypeError);
    return true;
  });
  await assert.rejects(concurrent, {name: 'RetryError'});
  assert.equal(loader.calls, 1, 'concurrent calls share the failed attempt');
  const retried = await client.search(request('Table'));
  assert.equal(loader.calls, 2, 'the failure was not cached');
  assert.equal((retried.results[0] as AlgoliaSearchResult).hits[0].url.endsWith('/node-sdk/classes/Table'), true);
});

test('an index file that is not an index (HTML error page) is a RetryError too; preload rejects', async () => {
  const loader = scriptedLoader(['garbage', 'ok']);
  const client = createLocalSearchClient({loadIndex: loader.load, ...CREDENTIALS});
  await assert.rejects(client.preload(), {name: 'RetryError', message: /not a search index/});
  await client.preload();
  assert.equal(loader.calls, 2);
});

test('algoliasearch v5 surface: both request forms, parameter errors, agents, cache', async () => {
  const client = createLocalSearchClient({loadIndex: async () => index, appId: 'local', apiKey: 'key'});
  const legacy = await client.search([{indexName: 'powersync-js', params: 'query=useQuery&hitsPerPage=2'}]);
  assert.equal((legacy.results[0] as AlgoliaSearchResult).hitsPerPage, 2);
  assert.equal((legacy.results[0] as AlgoliaSearchResult).hits[0].url.endsWith('/react-sdk/functions/useQuery'), true);
  assert.throws(
    () => client.search(undefined as never),
    /Parameter `searchMethodParams` is required when calling `search`/,
  );
  assert.throws(
    () => client.search({} as never),
    /Parameter `searchMethodParams.requests` is required when calling `search`/,
  );
  client.addAlgoliaAgent('docusaurus', '3.10.2');
  client.addAlgoliaAgent('docusaurus', '3.10.2');
  assert.equal(client.transporter.algoliaAgent.value, 'PowerSync local search; docusaurus (3.10.2)');
  assert.equal(client.appId, 'local');
  await client.clearCache();
  const facets = await client.searchForFacets({requests: [{indexName: 'powersync-js', facet: 'sdk'}]});
  assert.deepEqual(facets.results, [{facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0}]);
});

/** Credentials algoliasearch's liteClient refuses, with its message for each. */
const BAD_CREDENTIALS: Array<[unknown, unknown, string]> = [
  [undefined, 'key', '`appId` is missing.'],
  ['', 'key', '`appId` is missing.'],
  [42, 'key', '`appId` is missing.'],
  ['app', undefined, '`apiKey` is missing.'],
  ['app', '', '`apiKey` is missing.'],
];

test('the local client requires non-empty appId and apiKey strings, as algoliasearch liteClient does', () => {
  const loadIndex = async () => index;
  for (const [appId, apiKey, message] of BAD_CREDENTIALS) {
    assert.throws(() => algoliaLiteClient(appId as string, apiKey as string), {message}, 'algoliasearch itself');
    assert.throws(() => createLocalSearchClient({loadIndex, appId, apiKey} as never), {message});
  }
  const client = createLocalSearchClient({loadIndex, ...CREDENTIALS});
  assert.equal(client.appId, LOCAL_CREDENTIALS.appId, "embedded mode's placeholder credentials are accepted");
});

test('the algoliasearch/lite stand-in requires non-empty appId and apiKey strings', async () => {
  const client = createLocalSearchClient({loadIndex: async () => index, ...CREDENTIALS});
  for (const [appId, apiKey, message] of BAD_CREDENTIALS)
    assert.throws(() => localLiteClient(appId, apiKey, client, () => null), {message});
  const lite = localLiteClient(CREDENTIALS.appId, CREDENTIALS.apiKey, client, () => 'web-sdk');
  const {results} = await lite.search(request('Table'));
  const hits = (results[0] as AlgoliaSearchResult).hits;
  assert.ok(hits.length > 0 && hits.every((hit) => hit.sdk === 'web-sdk'), 'narrowed to the section');
});

test("the search page's client hands over each answer only after yielding to the page", async () => {
  const client = createLocalSearchClient({loadIndex: async () => index, ...CREDENTIALS});
  await client.preload();
  const order: string[] = [];
  let release: () => void = () => undefined;
  const yieldToMain = () => {
    order.push('yield');
    return new Promise<void>((resolve) => (release = resolve));
  };
  const lite = localLiteClient(
    CREDENTIALS.appId,
    CREDENTIALS.apiKey,
    client,
    () => null,
    [],
    () => null,
    yieldToMain,
  );
  const answered = lite.search(request('Table')).then(() => order.push('answer'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(order, ['yield'], 'the engine has answered; the page has not been handed the answer');
  release();
  await answered;
  assert.deepEqual(order, ['yield', 'answer']);
});

test("the search page's client answers a call's requests one at a time, yielding between them", async () => {
  // The theme's search page sends its query and one query per refined facet in one call; each
  // is a whole search of the engine, so together they made one long task on a phone.
  const client = createLocalSearchClient({loadIndex: async () => index, ...CREDENTIALS});
  await client.preload();
  const order: string[] = [];
  const counting = {
    ...client,
    search: (params: Parameters<typeof client.search>[0], options?: unknown) => {
      order.push(`search ${(params as {requests: unknown[]}).requests.length}`);
      return client.search(params, options);
    },
  };
  const yieldToMain = async () => void order.push('yield');
  const lite = localLiteClient(
    CREDENTIALS.appId,
    CREDENTIALS.apiKey,
    counting,
    () => null,
    [],
    () => null,
    yieldToMain,
  );
  const queries = ['Table', 'Schema', 'watch'];
  const together = await lite.search({
    requests: queries.map((query) => ({indexName: 'powersync-js', query, hitsPerPage: 5})),
  });
  assert.deepEqual(order, ['search 1', 'yield', 'search 1', 'yield', 'search 1', 'yield']);
  // The same answers, in order, as each request sent alone.
  const ids = (result: unknown) => (result as AlgoliaSearchResult).hits.map((hit) => hit.objectID);
  for (const [i, query] of queries.entries()) {
    const alone = await lite.search(request(query));
    assert.deepEqual(ids(together.results[i]), ids(alone.results[0]), query);
    assert.ok(ids(alone.results[0]).length > 0, query);
  }
});

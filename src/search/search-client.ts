/**
 * A stand-in for the algoliasearch v5 lite client, answering from the embedded index.
 *
 * The two consumers only use a small surface:
 * - @docsearch/react 3.9.0 (modal): `search({requests: [{query, indexName, …}]})`, via its
 *   `transformSearchClient` prop; it shows its error screen only when the promise rejects
 *   with an error whose `name` is "RetryError" (Algolia's "all hosts unreachable").
 * - the theme's search page: `liteClient(appId, apiKey)` from `algoliasearch/lite`, handed to
 *   algoliasearch-helper, which calls `addAlgoliaAgent(…)` once and then
 *   `search([{indexName, params: {…}}])` (v4-style array).
 *
 * The index is fetched lazily, on the first search or on `preload()`. A failed load is not
 * cached: the next call tries again, so a reader who lost the network can retry by typing.
 * Transport (how the index is fetched) is the caller's `loadIndex`; everything else is pure.
 */
import type {SearchRequest} from './algolia-request';
import {answerRequests, type AlgoliaFacetResult, type AlgoliaSearchResult} from './algolia-response';
import {SearchEngine} from './engine';
import type {SerializedIndex} from './index-format';

export interface LocalSearchClientOptions {
  /** Fetches the serialised index (e.g. `fetch(baseUrl + 'search-index.json').then(r => r.json())`). */
  loadIndex: () => Promise<SerializedIndex | unknown>;
  /** Lets the page run between slices of indexing (SearchEngine.load); default a macrotask. */
  yieldToMain?: () => Promise<void>;
  /** Origin for absolute hit URLs; defaults to the page's origin in a browser. */
  origin?: string;
  /**
   * The site's DocSearch credentials (`themeConfig.algolia`); in embedded mode placeholders
   * (src/plugins/search/settings.ts), required like algoliasearch's, so a site that forgets
   * them fails the same way in both modes.
   */
  appId: string;
  apiKey: string;
}

/**
 * algoliasearch v5 `liteClient`'s checks, with its messages: `appId` and `apiKey` must be
 * non-empty strings.
 */
export function checkCredentials(appId: unknown, apiKey: unknown): void {
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
}

/**
 * Rejection for "the index could not be loaded". Named "RetryError" because that is the
 * only error name DocSearch turns into its "Unable to fetch results" screen; it has the
 * `transporterStackTrace` field of Algolia's RetryError for code that inspects it.
 */
export class SearchUnavailableError extends Error {
  readonly transporterStackTrace: unknown[] = [];
  constructor(readonly cause: unknown) {
    super(`The search index could not be loaded${cause instanceof Error && cause.message ? `: ${cause.message}` : ''}`);
    this.name = 'RetryError';
  }
}

export type MultiSearchParams = {requests: SearchRequest[]; strategy?: string} | SearchRequest[];
export type MultiSearchResponse = {results: Array<AlgoliaSearchResult | AlgoliaFacetResult>};

export interface LocalSearchClient {
  readonly appId: string;
  readonly apiKey: string;
  /** Enough of algoliasearch's transporter for code that reads the user agent. */
  readonly transporter: {algoliaAgent: {value: string; add(segment: {segment: string; version?: string}): void}};
  search(params: MultiSearchParams, requestOptions?: unknown): Promise<MultiSearchResponse>;
  searchForHits(params: MultiSearchParams, requestOptions?: unknown): Promise<MultiSearchResponse>;
  searchForFacets(params: MultiSearchParams, requestOptions?: unknown): Promise<MultiSearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  setClientApiKey(options: {apiKey: string}): void;
  /** Starts loading the index now; resolves when it is ready, rejects (RetryError) on failure. */
  preload(): Promise<void>;
  /** The engine, once loaded (loads it if needed). */
  getEngine(): Promise<SearchEngine>;
}

function defaultOrigin(): string {
  const location = (globalThis as {location?: {origin?: string}}).location;
  return location?.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/** The requests list of a multi-search call; the errors are algoliasearch v5's own. */
function requestsOf(params: MultiSearchParams | undefined, method: string): SearchRequest[] {
  if (!params) throw new Error(`Parameter \`searchMethodParams\` is required when calling \`${method}\`.`);
  const requests = Array.isArray(params) ? params : params.requests;
  if (!Array.isArray(requests))
    throw new Error(`Parameter \`searchMethodParams.requests\` is required when calling \`${method}\`.`);
  return requests;
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  checkCredentials(options.appId, options.apiKey);
  let loading: Promise<SearchEngine> | null = null;
  const agents = ['PowerSync local search'];

  function getEngine(): Promise<SearchEngine> {
    if (!loading) {
      const attempt: Promise<SearchEngine> = Promise.resolve()
        .then(() => options.loadIndex())
        .then((index) => SearchEngine.load(index, {yieldToMain: options.yieldToMain}))
        .catch((error: unknown) => {
          // Forget the failed attempt so that the next search loads again.
          if (loading === attempt) loading = null;
          throw new SearchUnavailableError(error);
        });
      loading = attempt;
    }
    return loading;
  }

  async function run(params: MultiSearchParams, method: string): Promise<MultiSearchResponse> {
    const requests = requestsOf(params, method);
    const engine = await getEngine();
    return answerRequests(engine, requests, {origin: options.origin ?? defaultOrigin()});
  }

  const client: LocalSearchClient = {
    appId: options.appId,
    apiKey: options.apiKey,
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.join('; ');
        },
        add({segment, version}) {
          const agent = version ? `${segment} (${version})` : segment;
          if (!agents.includes(agent)) agents.push(agent);
        },
      },
    },
    // Not `async`: like algoliasearch v5, missing parameters throw synchronously.
    search(params) {
      const requests = requestsOf(params, 'search');
      return run(requests, 'search');
    },
    searchForHits(params) {
      const requests = requestsOf(params, 'searchForHits');
      return run(requests, 'searchForHits');
    },
    searchForFacets(params) {
      const requests = requestsOf(params, 'searchForFacets').map((request) => ({...request, type: 'facet' as const}));
      return run(requests, 'searchForFacets');
    },
    addAlgoliaAgent(segment, version) {
      client.transporter.algoliaAgent.add({segment, version});
    },
    clearCache() {
      return Promise.resolve();
    },
    setClientApiKey() {
      // The embedded index has no key.
    },
    preload() {
      return getEngine().then(() => undefined);
    },
    getEngine,
  };
  return client;
}

/**
 * The embedded search as a reader meets it, asked in Node over the index a build shipped: the
 * modal's request (what @docsearch/react 3.9.0 sends, with the `kind` src/theme/SearchBar asks
 * for) through the modal's own composition (src/search/query-requests.ts `modalSearch`), and the
 * search page's (src/search/lite-client.ts). Which hits a query finds, in which order, with which
 * kind, marks and snippets is decided here, not by the page: tests/site/search-answers.test.ts
 * checks it without a browser, and the browser tests compare what the modal shows with it.
 *
 * Node-only (reads the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AlgoliaSearchResult} from '../search/algolia-response';
import {modalSearch} from '../search/query-requests';
import type {Section} from '../search/query-syntax';
import {createLocalSearchClient, type LocalSearchClient} from '../search/search-client';
import {localLiteClient} from '../search/lite-client';
import {SEARCH_INDEX_FILE} from '../plugins/search/constants';
import {LOCAL_CREDENTIALS} from '../plugins/search/settings';
import {activeLine} from '../lines/active';

/** Origin of the hits' absolute URLs; the modal and the search page show their paths. */
const ORIGIN = 'http://localhost';

/** Words per snippet DocSearch asks for: 10, or 5 on screens up to 768 px. */
export const SNIPPET_WORDS = {wide: 10, narrow: 5} as const;

/**
 * The facet filters of contextual search (theme-search-algolia `contextualSearch`): the page's
 * language and the docs plugin's version tags.
 */
const CONTEXTUAL_FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** One modal search as @docsearch/react 3.9.0 builds it (dist/esm/index.js, getSources). */
export function modalRequest(query: string, snippetWords: number = SNIPPET_WORDS.wide) {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`);
  return {
    query,
    indexName: LOCAL_CREDENTIALS.indexName,
    // src/theme/SearchBar LOCAL_ATTRIBUTES_TO_RETRIEVE: DocSearch's list and the kind.
    attributesToRetrieve: [...levels, 'content', 'type', 'url', 'kind'],
    attributesToSnippet: [...levels.slice(1), 'content'].map((a) => `${a}:${snippetWords}`),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: CONTEXTUAL_FACET_FILTERS,
  };
}

export interface ShippedSearch {
  /** A modal search typed on a page of `section` (null: outside any section). */
  modal(query: string, options?: {section?: string | null; snippetWords?: number}): Promise<AlgoliaSearchResult>;
  /** The search page's answer to `?q=query` (`&sdk=`, `&from=` as given). */
  searchPage(query: string, options?: {sdk?: string | null; from?: string | null}): Promise<AlgoliaSearchResult>;
  readonly sections: readonly Section[];
}

/** The build's index, answered as the modal and the search page answer it. */
export function shippedSearch(buildDir = 'build'): ShippedSearch {
  const file = path.resolve(buildDir, SEARCH_INDEX_FILE);
  if (!fs.existsSync(file)) throw new Error(`no ${file}: run \`npm run build\` first`);
  const client: LocalSearchClient = createLocalSearchClient({
    loadIndex: async () => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown,
    origin: ORIGIN,
    appId: LOCAL_CREDENTIALS.appId,
    apiKey: LOCAL_CREDENTIALS.apiKey,
  });
  const sections: Section[] = activeLine().manifest.sdks.map(({id, label}) => ({id, label}));
  return {
    sections,
    async modal(query, {section = null, snippetWords = SNIPPET_WORDS.wide} = {}) {
      const response = await modalSearch(
        (call) => client.search(call),
        {requests: [modalRequest(query, snippetWords)]},
        sections,
        section,
      );
      return response.results[0] as AlgoliaSearchResult;
    },
    async searchPage(query, {sdk = null, from = null} = {}) {
      const lite = localLiteClient(
        LOCAL_CREDENTIALS.appId,
        LOCAL_CREDENTIALS.apiKey,
        client,
        () => sdk,
        sections,
        () => from,
      );
      const response = await lite.search([
        {indexName: LOCAL_CREDENTIALS.indexName, params: {query, facetFilters: CONTEXTUAL_FACET_FILTERS}},
      ]);
      return response.results[0] as AlgoliaSearchResult;
    },
  };
}

/** A hit URL's path and hash, as the modal's links carry it. */
export const hitPath = (url: string): string => {
  const {pathname, hash} = new URL(url, ORIGIN);
  return pathname + hash;
};

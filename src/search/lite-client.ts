/**
 * What the `algoliasearch/lite` stand-in returns in embedded mode (src/plugins/search/browser/
 * algoliasearch-lite.ts): the shared local client, narrowed to the SDK section the search
 * page's URL names, with query operators applied and one result per symbol. Pure, so the browser module only wires it to the page.
 */
import {normalizeRequest, type SearchRequest} from './algolia-request';
import {searchWithOperators} from './query-requests';
import type {Section} from './query-syntax';
import {
  checkCredentials,
  type LocalSearchClient,
  type MultiSearchParams,
  type MultiSearchResponse,
} from './search-client';
import {sectionOptionalFilters} from './section-context';
import {withSectionFilter} from './section-filter';

/**
 * The search page lists each symbol once, with its sections (engine.ts collapseSections),
 * and ranks the section it was opened from first, so a collapsed result opens in that section.
 */
function collapsed(call: MultiSearchParams, context: string | null): MultiSearchParams {
  const optionalFilters = sectionOptionalFilters(context);
  const one = (request: SearchRequest): SearchRequest => {
    const {indexName, type, params} = normalizeRequest(request);
    return {indexName, type, ...params, collapseSections: true, ...(context ? {optionalFilters} : {})};
  };
  return Array.isArray(call) ? call.map(one) : {...call, requests: call.requests.map(one)};
}

/**
 * A call's requests answered one by one, yielding between them. With contextual search the
 * theme's search page sends three for each search (its query, then one per refined facet:
 * language and docs tag), each a whole search of the engine: in one task, a phone's longest
 * task of the page's first results.
 */
function oneAtATime(
  call: MultiSearchParams,
  search: (call: MultiSearchParams) => Promise<MultiSearchResponse>,
  yieldToMain: () => Promise<void>,
): Promise<MultiSearchResponse> {
  const requests = Array.isArray(call) ? call : call?.requests;
  // One request, or a call the client rejects as it stands (synchronously, as algoliasearch).
  if (!Array.isArray(requests) || requests.length < 2) return search(call);
  return (async () => {
    const results: MultiSearchResponse['results'] = [];
    for (const [i, request] of requests.entries()) {
      if (i > 0) await yieldToMain();
      const response = await search(Array.isArray(call) ? [request] : {...call, requests: [request]});
      results.push(...response.results);
    }
    return {results};
  })();
}

/**
 * `liteClient(appId, apiKey)` over the local client. The credentials are checked as
 * algoliasearch checks them, even though the embedded index needs none: the theme passes the
 * site's `themeConfig.algolia` values in both modes. `yieldToMain` (the browser's) is awaited
 * between the requests of a call and between the engine's answer and the page's use of it.
 */
export function localLiteClient(
  appId: unknown,
  apiKey: unknown,
  client: LocalSearchClient,
  section: () => string | null,
  sections: readonly Section[] = [],
  context: () => string | null = () => null,
  yieldToMain: () => Promise<void> = () => Promise.resolve(),
): LocalSearchClient {
  checkCredentials(appId, apiKey);
  return {
    ...client,
    search: (params, options) =>
      searchWithOperators(
        (call) =>
          oneAtATime(
            collapsed(withSectionFilter(call, section()), context()),
            (one) => client.search(one, options),
            yieldToMain,
          ),
        params,
        sections,
      ).then(async (response) => {
        // The page's handling of the answer (the theme's search helper, then React) runs in a
        // task after the engine's: on a phone, one long task becomes two shorter ones.
        await yieldToMain();
        return response;
      }),
  };
}

/**
 * Applies the query operators (query-syntax.ts) to a multi-search call, for either backend:
 * each request's query becomes its words, and its operators become facet filters ANDed with
 * the request's own. The modal's client and the embedded search page's client both go
 * through it, so `kind:hook` means the same in both and on hosted Algolia.
 */
import {filterList, mapRequests, normalizeRequest, type MultiSearchCall, type SearchRequest} from './algolia-request';
import {chipFacetFilters, parseQuery, type Section} from './query-syntax';
import {sectionOptionalFilters} from './section-context';
import {withLineFilter} from './section-filter';

export type {MultiSearchCall} from './algolia-request';

function rewrite(request: SearchRequest, sections: readonly Section[]): SearchRequest {
  const {indexName, type, params} = normalizeRequest(request);
  const {text, chips} = parseQuery(params.query, sections);
  if (chips.length === 0) return request;
  const facetFilters = [...filterList(params.facetFilters), ...chipFacetFilters(chips)];
  return {indexName, type, ...params, query: text, facetFilters};
}

/** The same call with every request's operators turned into facet filters. */
export function withQueryOperators<T extends MultiSearchCall>(call: T, sections: readonly Section[]): T {
  return mapRequests(call, (r) => rewrite(r, sections));
}

type Results = {results: Array<unknown>; [key: string]: unknown};

/**
 * Runs `search` on the call with its operators applied, and gives each result back the query
 * as typed: the theme's search page drops a result whose `query` differs from its input's,
 * and shows nothing for an empty one (a query of operators only).
 */
export function searchWithOperators<T extends MultiSearchCall, R extends Results>(
  search: (call: T) => Promise<R>,
  call: T,
  sections: readonly Section[],
): Promise<R> {
  const requests = Array.isArray(call) ? call : call?.requests;
  if (!Array.isArray(requests)) return search(call);
  const typed = requests.map((r) => normalizeRequest(r).params.query);
  return search(withQueryOperators(call, sections)).then((response) => ({
    ...response,
    results: response.results.map((result, i) =>
      result && typeof result === 'object' && 'query' in result ? {...result, query: typed[i]} : result,
    ),
  }));
}

/**
 * The same call with `filters` added to every request's optionalFilters (after its own). The
 * modal ranks the section being read this way when a search is sent, not through its search
 * parameters: a change of those recreates DocSearch's autocomplete and drops the typed query.
 */
export function withOptionalFilters<T extends MultiSearchCall>(call: T, filters: readonly string[]): T {
  if (filters.length === 0) return call;
  return mapRequests(call, (request) => {
    const {indexName, type, params} = normalizeRequest(request);
    return {indexName, type, ...params, optionalFilters: [...filterList(params.optionalFilters), ...filters]};
  });
}

/**
 * The highlights the modal asks for: @docsearch/react 3.9.0 shows each hit's snippets, and of
 * the highlights reads only the section's name (`_highlightResult.hierarchy.lvl0`, a group's
 * title). Without this every level and the text of each of twenty hits were highlighted on
 * every keystroke (Algolia's default: every attribute) and never shown.
 */
export const MODAL_HIGHLIGHTED: readonly string[] = ['hierarchy.lvl0'];

/** The same call with MODAL_HIGHLIGHTED as the highlights of each request that names none. */
export function withModalHighlights<T extends MultiSearchCall>(call: T): T {
  return mapRequests(call, (request) => {
    const {indexName, type, params} = normalizeRequest(request);
    if (params.attributesToHighlight !== undefined) return request;
    return {indexName, type, ...params, attributesToHighlight: [...MODAL_HIGHLIGHTED]};
  });
}

/**
 * A search of the modal: its operators as facet filters, the section being read when it is
 * sent (null outside any section) ranked first, and only the highlights it shows; on hosted
 * search with release lines, only this build's `line` (the one index holds every line's
 * records; each embedded index is its line's own, so null there).
 * src/theme/SearchBar/modal-support.tsx sends the modal's searches through it; tests/site asks
 * the shipped index the same way.
 */
export function modalSearch<T extends MultiSearchCall, R extends Results>(
  search: (call: T) => Promise<R>,
  call: T,
  sections: readonly Section[],
  section: string | null,
  line: string | null = null,
): Promise<R> {
  return searchWithOperators(
    (c) => search(withModalHighlights(withLineFilter(withOptionalFilters(c, sectionOptionalFilters(section)), line))),
    call,
    sections,
  );
}

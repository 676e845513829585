/**
 * The search page's SDK-section filter, kept in the URL (`/search?q=table&sdk=web-sdk`).
 * Pure helpers: reading the parameter, and narrowing a multi-search call to one section
 * (an extra `sdk:` facet filter, ANDed with whatever the request already filters on).
 */
import {filterList, mapRequests, normalizeRequest, type MultiSearchCall} from './algolia-request';
import {LINE_FACET, SECTION_PARAM} from './facet-names';

export {LINE_FACET, SECTION_PARAM} from './facet-names';

/** The section named by `?sdk=`, when it is one of `known`; anything else means "all sections". */
export function sectionFromSearch(search: string, known: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(SECTION_PARAM);
  return value && known.includes(value) ? value : null;
}

/** `search` with `?sdk=` set to `section` (or removed for all sections), other parameters kept. */
export function searchWithSection(search: string, section: string | null): string {
  const params = new URLSearchParams(search);
  if (section) params.set(SECTION_PARAM, section);
  else params.delete(SECTION_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type MultiSearchParams = MultiSearchCall;

/** The same call with every request restricted to `section` (unchanged when null). */
export function withSectionFilter<T extends MultiSearchParams>(call: T, section: string | null): T {
  return withFacetFilter(call, section ? `${SECTION_PARAM}:${section}` : null);
}

/** The same call restricted to one release line's records (unchanged when null: a site with one line). */
export function withLineFilter<T extends MultiSearchParams>(call: T, line: string | null): T {
  return withFacetFilter(call, line ? `${LINE_FACET}:${line}` : null);
}

/** Every request of the call with `filter` ANDed to its facet filters (unchanged when null). */
function withFacetFilter<T extends MultiSearchParams>(call: T, filter: string | null): T {
  if (!filter) return call;
  return mapRequests(call, (request) => {
    const {indexName, type, params} = normalizeRequest(request);
    return {indexName, type, ...params, facetFilters: [...filterList(params.facetFilters), filter]};
  });
}

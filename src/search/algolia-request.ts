/**
 * Algolia wire format, requests: reads search requests the way Algolia's search API accepts
 * them (algoliasearch v5 flat fields, or the v4-style `params` string or object the theme's
 * search page sends) and echoes their parameters back.
 */
import type {FacetFilters} from './filters';

/** The search parameters we understand (others are accepted and echoed, never an error). */
export interface SearchParams {
  query: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  filters?: string;
  facets?: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  optionalFilters?: FacetFilters;
  /** Not an Algolia parameter: the embedded search page's one result per symbol (engine.ts). */
  collapseSections?: boolean;
  [param: string]: unknown;
}

/** One request of a multi-query call, as algoliasearch v5 or the v4-style helper send it. */
export interface SearchRequest {
  indexName?: string;
  /** v4 style: a url-encoded string (`query=a&hitsPerPage=20`) or an object. */
  params?: string | Record<string, unknown>;
  type?: 'default' | 'facet';
  [param: string]: unknown;
}

const ARRAY_PARAMS = new Set([
  'facetFilters',
  'facets',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'numericFilters',
  'tagFilters',
  'optionalFilters',
  'disjunctiveFacets',
  'responseFields',
]);
const NUMBER_PARAMS = new Set([
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'maxValuesPerFacet',
  'typoTolerance',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
]);
const BOOLEAN_PARAMS = new Set([
  'clickAnalytics',
  'analytics',
  'advancedSyntax',
  'getRankingInfo',
  'enableRules',
  'enablePersonalization',
  'distinct',
  'collapseSections',
]);

/** Algolia params strings carry arrays as JSON (`facetFilters=%5B%22a%3Ab%22%5D`) or as `a,b`. */
function decodeParamValue(key: string, value: string): unknown {
  if (ARRAY_PARAMS.has(key)) {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return JSON.parse(trimmed);
      } catch {
        return [];
      }
    }
    return key === 'facetFilters' ? [trimmed] : trimmed.split(',').filter(Boolean);
  }
  if (NUMBER_PARAMS.has(key)) return Number(value);
  if (BOOLEAN_PARAMS.has(key)) return value === 'true' || value === '1';
  return value;
}

export function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = decodeParamValue(key, value);
  return out;
}

/** Flattens a request into its search parameters (v5 flat fields win over `params`). */
export function normalizeRequest(request: SearchRequest): {
  indexName: string;
  type: 'default' | 'facet';
  params: SearchParams;
} {
  const {indexName, params, type, ...flat} = request ?? {};
  const fromParams = typeof params === 'string' ? parseParamsString(params) : (params ?? {});
  const merged: Record<string, unknown> = {...fromParams, ...flat};
  for (const [key, value] of Object.entries(merged)) {
    if (typeof value === 'string' && (ARRAY_PARAMS.has(key) || NUMBER_PARAMS.has(key) || BOOLEAN_PARAMS.has(key)))
      merged[key] = decodeParamValue(key, value);
  }
  const query = typeof merged.query === 'string' ? merged.query : merged.query == null ? '' : String(merged.query);
  return {
    indexName: typeof indexName === 'string' ? indexName : '',
    type: type === 'facet' ? 'facet' : 'default',
    params: {...merged, query},
  };
}

/** A multi-search call: a list of requests, or `{requests, …}` as algoliasearch v5 sends it. */
export type MultiSearchCall = {requests: SearchRequest[]; [key: string]: unknown} | SearchRequest[];

/** The same call with `each` applied to every request; a call without a request list is returned as is. */
export function mapRequests<T extends MultiSearchCall>(call: T, each: (request: SearchRequest) => SearchRequest): T {
  if (!call) return call;
  if (Array.isArray(call)) return call.map(each) as T;
  return Array.isArray(call.requests) ? ({...call, requests: call.requests.map(each)} as T) : call;
}

/** A request's facet or optional filters as a list to add to (a lone string is one filter). */
export function filterList(filters: FacetFilters | undefined): Array<string | ReadonlyArray<string>> {
  if (filters === undefined) return [];
  return typeof filters === 'string' ? [filters] : [...filters];
}

/** The `params` string Algolia echoes back in each result. */
export function encodeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/**
 * The theme's search page on hosted Algolia: the real `algoliasearch/lite` client, wrapped
 * (src/plugins/search/browser/algoliasearch-lite-hosted.ts) so the page behaves as it does on
 * the embedded index: narrowed to the `?sdk=` section, the `?from=` section ranked first
 * (optionalFilters), query operators as facet filters, and one result per symbol with its
 * sections as links. Pure, so the browser module only wires it to the page's URL.
 *
 * One result per symbol: Algolia's `distinct` works on one index-wide attribute, which the
 * DocSearch modal needs per URL, so the page collapses the hits it gets. Each record carries
 * its `symbol` key and, when the symbol is in several sections, all of them (`sections`,
 * src/tooling/algolia-upload/records.ts), so the one result lists every section, and a symbol
 * already shown on an earlier page of the same search is not shown again.
 */
import {normalizeRequest, type SearchRequest} from './algolia-request';
import {searchWithOperators} from './query-requests';
import type {Section} from './query-syntax';
import {sectionOptionalFilters} from './section-context';
import {withLineFilter, withSectionFilter, type MultiSearchParams} from './section-filter';
import {escapeHtml} from './text';

/** The record attributes the page needs besides the theme's own: the collapse key and sections. */
export const HOSTED_PAGE_ATTRIBUTES = ['symbol', 'sections'] as const;

export interface HostedSection {
  sdk: string;
  label: string;
  url: string;
}

interface HostedHit {
  url?: string;
  sdk?: string | null;
  symbol?: string | null;
  sections?: HostedSection[];
  _highlightResult?: {hierarchy?: Record<string, {value: string; [key: string]: unknown}>};
  [attribute: string]: unknown;
}

interface HostedResult {
  hits?: HostedHit[];
  page?: number;
  query?: string;
  [key: string]: unknown;
}

export interface HostedLiteClient {
  search(params: MultiSearchParams, requestOptions?: unknown): Promise<{results: unknown[]; [key: string]: unknown}>;
  [member: string]: unknown;
}

export interface HostedPageContext {
  /** The `?sdk=` filter, or null for all sections. */
  section: () => string | null;
  /** The `?from=` section, ranked first. */
  context: () => string | null;
  sections: readonly Section[];
  /** Symbols shown so far per search (kept across the page's clients: the theme makes one per render). */
  shown: Map<string, Set<string>>;
  /** The release line the page belongs to: the index holds every line's records. Null with one line. */
  line?: string | null;
  /**
   * The index every request goes to: the site's search config names it, while the theme's page
   * sends the build's `themeConfig.algolia.indexName` (a placeholder when the build was embedded).
   */
  indexName?: string;
}

/** A same-site link for a record URL (records hold absolute URLs; the page routes paths). */
function sitePath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** This hit's section first, then the others in their record order. */
function orderedSections(hit: HostedHit): HostedSection[] {
  const all = hit.sections ?? [];
  const own = all.filter((s) => s.sdk === hit.sdk);
  return [...own, ...all.filter((s) => s.sdk !== hit.sdk)];
}

/** The hit with its lvl0 breadcrumb (rendered as HTML by the page) as one link per section. */
function withSectionLinks(hit: HostedHit): HostedHit {
  const sections = orderedSections(hit);
  const lvl0 = hit._highlightResult?.hierarchy?.lvl0;
  if (sections.length < 2 || !lvl0) return hit;
  const links = sections
    .map((s) => `<a class="search-result-section" href="${escapeHtml(sitePath(s.url))}">${escapeHtml(s.label)}</a>`)
    .join(', ');
  return {
    ...hit,
    sections,
    _highlightResult: {
      ...hit._highlightResult,
      hierarchy: {...hit._highlightResult!.hierarchy, lvl0: {...lvl0, value: links}},
    },
  };
}

function searchKey(request: SearchRequest): string {
  const {indexName, params} = normalizeRequest(request);
  return JSON.stringify([indexName, params.query, params.facetFilters ?? null, params.filters ?? null]);
}

/**
 * One result per symbol in a page of hits: the first hit of each symbol is kept (Algolia's
 * order), later ones, on this page or on an earlier page of the same search, are dropped.
 * Without a section filter, kept hits list their sections as links.
 */
export function collapseHostedResult(result: HostedResult, shown: Set<string>, linkSections: boolean): HostedResult {
  if (!Array.isArray(result.hits)) return result;
  const hits: HostedHit[] = [];
  for (const hit of result.hits) {
    const symbol = typeof hit.symbol === 'string' ? hit.symbol : null;
    if (symbol !== null && shown.has(symbol)) continue;
    if (symbol !== null) shown.add(symbol);
    hits.push(linkSections ? withSectionLinks(hit) : hit);
  }
  return {...result, hits};
}

/**
 * Every request with the `?from=` section as optionalFilters, and the page's attributes added
 * when it names the ones to retrieve (else the index's, which include them, apply).
 */
function withContext(call: MultiSearchParams, context: string | null, index?: string): MultiSearchParams {
  const optionalFilters = sectionOptionalFilters(context);
  const one = (request: SearchRequest): SearchRequest => {
    const {indexName, type, params} = normalizeRequest(request);
    const attributes = params.attributesToRetrieve;
    return {
      indexName: index ?? indexName,
      type,
      ...params,
      ...(optionalFilters.length > 0 ? {optionalFilters} : {}),
      ...(attributes ? {attributesToRetrieve: [...new Set([...attributes, ...HOSTED_PAGE_ATTRIBUTES])]} : {}),
    };
  };
  return Array.isArray(call) ? call.map(one) : {...call, requests: call.requests.map(one)};
}

/** The real client, answering the theme's search page as the embedded client does. */
export function hostedLiteClient<C extends HostedLiteClient>(client: C, page: HostedPageContext): C {
  const search = (params: MultiSearchParams, options?: unknown) => {
    const section = page.section();
    const requests = Array.isArray(params) ? params : params?.requests;
    const keys = Array.isArray(requests) ? requests.map(searchKey) : [];
    const pages = Array.isArray(requests) ? requests.map((r) => Number(normalizeRequest(r).params.page ?? 0)) : [];
    return searchWithOperators(
      (call: MultiSearchParams) =>
        client.search(
          withContext(
            withLineFilter(withSectionFilter(call, section), page.line ?? null),
            page.context(),
            page.indexName,
          ),
          options,
        ),
      params,
      page.sections,
    ).then((response) => ({
      ...response,
      results: response.results.map((result, i) => {
        if (!result || typeof result !== 'object' || keys[i] === undefined) return result;
        if (pages[i] === 0 || !page.shown.has(keys[i])) page.shown.set(keys[i], new Set());
        return collapseHostedResult(result as HostedResult, page.shown.get(keys[i])!, section === null);
      }),
    }));
  };
  return {...client, search};
}

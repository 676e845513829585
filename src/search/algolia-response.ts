/**
 * Algolia wire format: parses search requests the way Algolia's search API accepts them and
 * turns engine hits into Algolia-shaped responses, so that @docsearch/react 3.9.0 (the modal)
 * and the theme's search page (algoliasearch-helper) work unchanged on the embedded index.
 *
 * What the consumers read (checked in tests/unit/search-response.test.ts):
 * - DocSearch: `results[0].hits`, `results[0].nbHits`, `results[0].queryID`; per hit
 *   `objectID`, `url`, `type`, `hierarchy.*`, `content`, `_highlightResult.hierarchy.lvl0`
 *   (group titles), `_snippetResult.hierarchy.lvlN.value` and `_snippetResult.content.value`,
 *   falling back to the raw `hierarchy.*`/`content` as HTML (recent searches drop the
 *   highlight results and render the raw values as HTML).
 * - Search page: `query`, `hits`, `page`, `nbHits`, `nbPages`; per hit `url`,
 *   `_highlightResult.hierarchy` (every key, in order: the last is the title, the others the
 *   breadcrumbs) and `_snippetResult.content.value`; all rendered as HTML.
 *
 * SECURITY: every value above is HTML. Record text is escaped first, and highlight tags are
 * only ever inserted between escaped segments, so the only markup that can appear is the
 * request's pre/post tags (and snippet ellipsis). The raw `hierarchy`/`content` of hits are
 * returned escaped for the same reason.
 */
import type {EngineHit, EngineResult, EngineSearchOptions, SearchEngine} from './engine';
import type {FacetFilters} from './filters';
import {typoDistance} from './typos';
import {LEVELS, type Level, type SearchRecord} from './schema';
import {escapeHtml, suffixOffsets, wordSpans} from './text';

// ---------------------------------------------------------------------------------------
// Requests

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

/**
 * Default highlight tags when a request sets none: the ones DocSearch's index settings use.
 * The theme's search page rewrites `algolia-docsearch-suggestion--highlight` to its own
 * `search-result-match` class, so its matches are styled without sending tags.
 */
export const DEFAULT_HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</span>';
export const DEFAULT_SNIPPET_ELLIPSIS = '…';
export const DEFAULT_SNIPPET_WORDS = 10;

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

/** The `params` string Algolia echoes back in each result. */
export function encodeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

// ---------------------------------------------------------------------------------------
// Highlighting

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
}

interface Range {
  start: number;
  end: number;
  /** Query term the range stands for. */
  term: string;
}

/**
 * Where the terms occur in `text`: at the start of a word or of a camelCase sub-word
 * ("suspense" in "useSuspenseQuery"), as a prefix (query terms: "usePow" lights "usePow" of
 * "usePowerSync") or whole (typo terms reached by fuzzy matching).
 */
export function findMatches(text: string, queryTerms: readonly string[], highlightTerms: readonly string[]): Range[] {
  // Each highlight term stands for the query term it came from: itself, the query term it
  // extends, or (typo match) the query term closest to it.
  const sources = new Map<string, string>();
  for (const term of highlightTerms) {
    const exact = queryTerms.find((q) => term.startsWith(q));
    if (exact) {
      sources.set(term, exact);
      continue;
    }
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const q of queryTerms) {
      const distance = Math.min(typoDistance(q, term, 3), typoDistance(q, term.slice(0, q.length), 3));
      if (distance < bestDistance) {
        best = q;
        bestDistance = distance;
      }
    }
    if (best !== undefined) sources.set(term, best);
  }
  const ranges: Range[] = [];
  for (const {word, start} of wordSpans(text)) {
    const lower = word.toLowerCase();
    for (const offset of [0, ...suffixOffsets(word)]) {
      let from = offset;
      while (lower[from] === '_') from++;
      const candidate = lower.slice(from);
      let best: Range | null = null;
      for (const [term, source] of sources) {
        if (term.length > 0 && candidate.startsWith(term) && (!best || term.length > best.end - best.start)) {
          best = {start: start + from, end: start + from + term.length, term: source};
        }
      }
      if (best) ranges.push(best);
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({...range});
  }
  return merged;
}

/** Escapes `text` and wraps the ranges in the tags: tags only ever sit between escaped segments. */
function renderHighlighted(text: string, ranges: Range[], options: HighlightOptions): string {
  let out = '';
  let at = 0;
  for (const range of ranges) {
    out +=
      escapeHtml(text.slice(at, range.start)) +
      options.preTag +
      escapeHtml(text.slice(range.start, range.end)) +
      options.postTag;
    at = range.end;
  }
  return out + escapeHtml(text.slice(at));
}

function matchLevelOf(matched: string[], queryTerms: readonly string[]): MatchLevel {
  if (matched.length === 0) return 'none';
  return queryTerms.every((t) => matched.includes(t)) ? 'full' : 'partial';
}

export function highlight(
  text: string,
  queryTerms: readonly string[],
  highlightTerms: readonly string[],
  options: HighlightOptions,
): HighlightResult {
  const ranges = findMatches(text, queryTerms, highlightTerms);
  const matchedWords = [...new Set(ranges.map((r) => r.term))];
  const covered = ranges.reduce((n, r) => n + text.slice(r.start, r.end).replace(/\s/g, '').length, 0);
  return {
    value: renderHighlighted(text, ranges, options),
    matchLevel: matchLevelOf(matchedWords, queryTerms),
    matchedWords,
    fullyHighlighted: ranges.length > 0 && covered === text.replace(/\s/g, '').length,
  };
}

/**
 * A window of `words` words around the first match, with the ellipsis where text was cut
 * (Algolia's `attributesToSnippet: ['content:10']`).
 */
export function snippet(
  text: string,
  queryTerms: readonly string[],
  highlightTerms: readonly string[],
  words: number,
  options: HighlightOptions & {ellipsis: string},
): SnippetResult {
  const ranges = findMatches(text, queryTerms, highlightTerms);
  const tokens = [...text.matchAll(/\S+/g)].map((m) => ({start: m.index!, end: m.index! + m[0].length}));
  let first = 0;
  let last = tokens.length;
  if (words > 0 && tokens.length > words) {
    const firstMatch = ranges.length > 0 ? tokens.findIndex((t) => t.end > ranges[0].start) : 0;
    // A little context before the first match, as Algolia does.
    first = Math.max(0, Math.min(firstMatch - Math.floor(words / 4), tokens.length - words));
    last = first + words;
  }
  if (tokens.length === 0) return {value: '', matchLevel: 'none'};
  const from = tokens[first].start;
  const to = tokens[last - 1].end;
  const inside = ranges
    .filter((r) => r.end > from && r.start < to)
    .map((r) => ({start: Math.max(r.start, from) - from, end: Math.min(r.end, to) - from, term: r.term}));
  const body = renderHighlighted(text.slice(from, to), inside, options);
  const value = `${first > 0 ? options.ellipsis : ''}${body}${last < tokens.length ? options.ellipsis : ''}`;
  return {value, matchLevel: matchLevelOf([...new Set(inside.map((r) => r.term))], queryTerms)};
}

// ---------------------------------------------------------------------------------------
// Responses

export interface AlgoliaHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecord['type'];
  hierarchy?: Partial<Record<Level, string | null>>;
  content: string | null;
  kind: SearchRecord['kind'];
  sdk: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult?: {hierarchy?: Partial<Record<Level, HighlightResult>>; content?: HighlightResult};
  _snippetResult?: {hierarchy?: Partial<Record<Level, SnippetResult>>; content?: SnippetResult};
  [attribute: string]: unknown;
}

export interface AlgoliaSearchResult {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: {nbHits: boolean; typo: boolean; facetsCount?: boolean};
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: boolean;
  renderingContent: Record<string, never>;
}

/** searchForFacetValues-style requests: not used by our consumers; answered empty, not failed. */
export interface AlgoliaFacetResult {
  facetHits: never[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export interface ResponseOptions {
  /**
   * Origin prepended to record paths (`/powersync-js/…`). The theme parses hit URLs with
   * `new URL(url)` (useSearchResultUrlProcessor), so they must be absolute; it then keeps
   * only path, query and hash, so the origin itself does not matter.
   */
  origin?: string;
}

const DEFAULT_ORIGIN = 'http://localhost';

function absoluteUrl(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin.replace(/\/+$/, '')}${url}` : url;
}

/** `attr`, `attr:N`, `hierarchy` (all levels), `*` → map of attribute path → words. */
function parseAttributeList(list: readonly string[] | undefined, fallbackWords: number): Map<string, number> {
  const out = new Map<string, number>();
  const all = ['content', ...LEVELS.map((l) => `hierarchy.${l}`)];
  for (const entry of list ?? []) {
    const [name, count] = String(entry).split(':');
    const words = count !== undefined && Number.isFinite(Number(count)) ? Number(count) : fallbackWords;
    const targets =
      name === '*' ? all : name === 'hierarchy' ? all.filter((a) => a !== 'content') : all.includes(name) ? [name] : [];
    for (const target of targets) out.set(target, words);
  }
  return out;
}

let queryCounter = 0;
/** A fresh id per answered query (DocSearch passes it to insights when clickAnalytics is on). */
function nextQueryId(): string {
  queryCounter = (queryCounter + 1) % 0x100000000;
  const hex8 = (n: number) => n.toString(16).padStart(8, '0');
  const random = () => hex8(Math.floor(Math.random() * 0x100000000));
  // 32 hex digits, like Algolia's queryIDs.
  return random() + random() + random() + hex8(queryCounter);
}

/** Whether `attribute` (e.g. `hierarchy.lvl1`, `url`) is kept by attributesToRetrieve. */
function retrieves(list: readonly string[] | undefined, attribute: string): boolean {
  if (!list) return true;
  if (list.includes('*')) return !list.includes(`-${attribute}`);
  const top = attribute.split('.')[0];
  return list.includes(attribute) || list.includes(top);
}

export function buildHit(
  hit: EngineHit,
  params: SearchParams,
  terms: readonly string[],
  options: ResponseOptions = {},
): AlgoliaHit {
  const {record} = hit;
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const tags: HighlightOptions = {
    preTag: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_HIGHLIGHT_PRE_TAG,
    postTag: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_HIGHLIGHT_POST_TAG,
  };
  const ellipsis =
    typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_SNIPPET_ELLIPSIS;
  const highlightList = params.attributesToHighlight === undefined ? ['*'] : params.attributesToHighlight;
  const toHighlight = parseAttributeList(highlightList, 0);
  const toSnippet = parseAttributeList(params.attributesToSnippet, DEFAULT_SNIPPET_WORDS);

  const escapedHierarchy: Partial<Record<Level, string | null>> = {};
  const highlightHierarchy: Partial<Record<Level, HighlightResult>> = {};
  const snippetHierarchy: Partial<Record<Level, SnippetResult>> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (retrieves(params.attributesToRetrieve, `hierarchy.${level}`))
      escapedHierarchy[level] = text === null ? null : escapeHtml(text);
    // Levels without text get no highlight entry: the search page uses every key it finds.
    if (text === null) continue;
    if (toHighlight.has(`hierarchy.${level}`))
      highlightHierarchy[level] = highlight(text, terms, hit.highlightTerms, tags);
    const words = toSnippet.get(`hierarchy.${level}`);
    if (words !== undefined)
      snippetHierarchy[level] = snippet(text, terms, hit.highlightTerms, words, {...tags, ellipsis});
  }

  const out: AlgoliaHit = {
    objectID: record.objectID,
    url: absoluteUrl(record.url, origin),
    url_without_anchor: absoluteUrl(record.url_without_anchor, origin),
    anchor: record.anchor,
    type: record.type,
    hierarchy: escapedHierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    kind: record.kind,
    sdk: record.sdk,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
  };
  for (const key of Object.keys(out) as Array<keyof AlgoliaHit>) {
    if (key !== 'objectID' && key !== 'hierarchy' && !retrieves(params.attributesToRetrieve, key as string))
      delete out[key];
  }
  if (
    params.attributesToRetrieve &&
    !params.attributesToRetrieve.some((a) => a === '*' || a === 'hierarchy' || a.startsWith('hierarchy.'))
  ) {
    delete out.hierarchy;
  }

  const highlightResult: NonNullable<AlgoliaHit['_highlightResult']> = {};
  if (Object.keys(highlightHierarchy).length > 0) highlightResult.hierarchy = highlightHierarchy;
  if (record.content !== null && toHighlight.has('content'))
    highlightResult.content = highlight(record.content, terms, hit.highlightTerms, tags);
  if (Object.keys(highlightResult).length > 0) out._highlightResult = highlightResult;

  const snippetResult: NonNullable<AlgoliaHit['_snippetResult']> = {};
  if (Object.keys(snippetHierarchy).length > 0) snippetResult.hierarchy = snippetHierarchy;
  const contentWords = toSnippet.get('content');
  if (record.content !== null && contentWords !== undefined)
    snippetResult.content = snippet(record.content, terms, hit.highlightTerms, contentWords, {...tags, ellipsis});
  if (Object.keys(snippetResult).length > 0) out._snippetResult = snippetResult;
  return out;
}

/** The engine options a request asks for: its facet filters, `filters`, paging and facets. */
export function engineOptionsOf(params: SearchParams): EngineSearchOptions {
  return {
    hitsPerPage: params.hitsPerPage,
    page: params.page,
    facetFilters: params.facetFilters,
    filters: typeof params.filters === 'string' ? params.filters : undefined,
    facets: Array.isArray(params.facets) ? params.facets.map(String) : undefined,
  };
}

export function buildSearchResult(
  engineResult: EngineResult,
  request: {indexName: string; params: SearchParams},
  options: ResponseOptions = {},
): AlgoliaSearchResult {
  const {params} = request;
  const hits = engineResult.hits.map((hit) => buildHit(hit, params, engineResult.terms, options));
  const result: AlgoliaSearchResult = {
    hits,
    nbHits: engineResult.nbHits,
    page: engineResult.page,
    nbPages: engineResult.nbPages,
    hitsPerPage: engineResult.hitsPerPage,
    processingTimeMS: engineResult.processingTimeMS,
    query: params.query,
    params: encodeParams(params),
    index: request.indexName,
    queryID: nextQueryId(),
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: {nbHits: true, typo: true},
    renderingContent: {},
  };
  if (engineResult.facets) {
    result.facets = engineResult.facets;
    result.exhaustiveFacetsCount = true;
    result.exhaustive.facetsCount = true;
  }
  return result;
}

/** Answers one request against the engine. */
export function answerRequest(
  engine: SearchEngine,
  request: SearchRequest,
  options: ResponseOptions = {},
): AlgoliaSearchResult | AlgoliaFacetResult {
  const normalized = normalizeRequest(request);
  if (normalized.type === 'facet') return {facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0};
  const engineResult = engine.search(normalized.params.query, engineOptionsOf(normalized.params));
  return buildSearchResult(engineResult, normalized, options);
}

/** Answers a multi-query call: `{results: [...]}` in request order. */
export function answerRequests(
  engine: SearchEngine,
  requests: readonly SearchRequest[],
  options: ResponseOptions = {},
): {results: Array<AlgoliaSearchResult | AlgoliaFacetResult>} {
  return {results: requests.map((request) => answerRequest(engine, request, options))};
}

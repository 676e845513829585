/**
 * Algolia wire format, responses: turns engine hits into Algolia-shaped responses, so that
 * @docsearch/react 3.9.0 (the modal) and the theme's search page (algoliasearch-helper) work
 * unchanged on the embedded index. Requests are read by algolia-request.ts, highlights made
 * by highlight.ts.
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
import {normalizeRequest, encodeParams, type SearchParams, type SearchRequest} from './algolia-request';
import {highlight, snippet, type HighlightOptions, type HighlightResult, type SnippetResult} from './highlight';
import {withWordBreaks} from '../components/BreakableName/name-parts';

/** The same result, its HTML value with <wbr> between the words of long names (BreakableName). */
const withBreaks = <R extends {value: string}>(result: R): R => ({...result, value: withWordBreaks(result.value)});
import {LEVELS, type Level, type SearchRecord} from './schema';
import {escapeHtml} from './text';

/**
 * Default highlight tags when a request sets none: the ones DocSearch's index settings use.
 * The theme's search page rewrites `algolia-docsearch-suggestion--highlight` to its own
 * `search-result-match` class, so its matches are styled without sending tags.
 */
export const DEFAULT_HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</span>';
export const DEFAULT_SNIPPET_ELLIPSIS = '…';
export const DEFAULT_SNIPPET_WORDS = 10;

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
  /** With `collapseSections`: every section the symbol is in, this hit's first. */
  sections?: Array<{sdk: string; label: string; url: string}>;
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

/**
 * What a request asks of each hit (tags, ellipsis, which attributes are highlighted, snippeted
 * and retrieved), read from its parameters once for all its hits.
 */
export interface HitPlan {
  tags: HighlightOptions;
  ellipsis: string;
  toHighlight: Map<string, number>;
  toSnippet: Map<string, number>;
  /** Per level (LEVELS order): whether `hierarchy.lvlN` is retrieved. */
  retrievedLevels: boolean[];
  /** Top-level keys of a hit the request does not retrieve. */
  dropped: Set<string>;
  /** Whether the request retrieves no level of the hierarchy. */
  dropHierarchy: boolean;
}

/** The hit keys attributesToRetrieve may drop (objectID and hierarchy are handled apart). */
const RETRIEVABLE_KEYS = [
  'url',
  'url_without_anchor',
  'anchor',
  'type',
  'content',
  'kind',
  'sdk',
  'language',
  'docusaurus_tag',
] as const;

export function hitPlan(params: SearchParams): HitPlan {
  const highlightList = params.attributesToHighlight === undefined ? ['*'] : params.attributesToHighlight;
  const retrieve = params.attributesToRetrieve;
  return {
    tags: {
      preTag: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_HIGHLIGHT_PRE_TAG,
      postTag: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_HIGHLIGHT_POST_TAG,
    },
    ellipsis: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_SNIPPET_ELLIPSIS,
    toHighlight: parseAttributeList(highlightList, 0),
    toSnippet: parseAttributeList(params.attributesToSnippet, DEFAULT_SNIPPET_WORDS),
    retrievedLevels: LEVELS.map((level) => retrieves(retrieve, `hierarchy.${level}`)),
    dropped: new Set(RETRIEVABLE_KEYS.filter((key) => !retrieves(retrieve, key))),
    dropHierarchy: Boolean(
      retrieve && !retrieve.some((a) => a === '*' || a === 'hierarchy' || a.startsWith('hierarchy.')),
    ),
  };
}

/**
 * One hit in Algolia's shape. `plan` is the request's (hitPlan): a response's hits share it,
 * a short prefix answering on every keystroke.
 */
export function buildHit(
  hit: EngineHit,
  params: SearchParams,
  terms: readonly string[],
  options: ResponseOptions = {},
  plan: HitPlan = hitPlan(params),
): AlgoliaHit {
  const {record} = hit;
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const {tags, ellipsis, toHighlight, toSnippet} = plan;

  const escapedHierarchy: Partial<Record<Level, string | null>> = {};
  const highlightHierarchy: Partial<Record<Level, HighlightResult>> = {};
  const snippetHierarchy: Partial<Record<Level, SnippetResult>> = {};
  LEVELS.forEach((level, index) => {
    const text = record.hierarchy[level];
    if (plan.retrievedLevels[index]) escapedHierarchy[level] = text === null ? null : escapeHtml(text);
    // Levels without text get no highlight entry: the search page uses every key it finds.
    if (text === null) return;
    // A hit's title and path show symbol names: each long one breaks between its words only.
    if (toHighlight.has(`hierarchy.${level}`))
      highlightHierarchy[level] = withBreaks(highlight(text, terms, hit.highlightTerms, tags));
    const words = toSnippet.get(`hierarchy.${level}`);
    if (words !== undefined)
      snippetHierarchy[level] = withBreaks(snippet(text, terms, hit.highlightTerms, words, {...tags, ellipsis}));
  });

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
  for (const key of plan.dropped) delete out[key];
  if (plan.dropHierarchy) delete out.hierarchy;

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
    optionalFilters: params.optionalFilters,
    collapseSections: params.collapseSections === true,
  };
}

/**
 * A collapsed hit's sections: the `sections` field, and its lvl0 highlight (the search page's
 * first breadcrumb, rendered as HTML) as one link per section. Labels and URLs are escaped
 * like every other value.
 */
function addSections(out: AlgoliaHit, hit: EngineHit, origin: string): void {
  if (!hit.alsoIn || hit.alsoIn.length === 0) return;
  const records = [hit.record, ...hit.alsoIn].filter((r) => r.sdk !== null);
  out.sections = records.map((r) => ({
    sdk: r.sdk!,
    label: r.hierarchy.lvl0 ?? r.sdk!,
    url: absoluteUrl(r.url, origin),
  }));
  const links = records
    .map(
      (r) =>
        `<a class="search-result-section" href="${escapeHtml(r.url)}">${escapeHtml(r.hierarchy.lvl0 ?? r.sdk!)}</a>`,
    )
    .join(', ');
  const lvl0 = out._highlightResult?.hierarchy?.lvl0;
  if (lvl0) out._highlightResult!.hierarchy!.lvl0 = {...lvl0, value: links};
}

export function buildSearchResult(
  engineResult: EngineResult,
  request: {indexName: string; params: SearchParams},
  options: ResponseOptions = {},
): AlgoliaSearchResult {
  const {params} = request;
  const plan = hitPlan(params);
  const hits = engineResult.hits.map((hit) => {
    const out = buildHit(hit, params, engineResult.terms, options, plan);
    if (params.collapseSections === true) addSections(out, hit, options.origin ?? DEFAULT_ORIGIN);
    return out;
  });
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

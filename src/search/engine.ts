/**
 * The search engine: MiniSearch (BM25, prefix and fuzzy matching) over the records, plus
 * API-aware ranking on top. Pure TypeScript: no DOM, no fetch; tested in node.
 *
 * Why a re-ranking layer: BM25 alone ranks by term statistics, so `Table` could rank a
 * property named `table` or a page mentioning tables above the Table class. Readers of an
 * API reference type symbol names, so results are ordered by *how* the name matched first
 * (tiers below), and only then by BM25 score.
 */
import MiniSearch, {type Query} from 'minisearch';
import {readSerializedIndex, type SerializedIndex} from './index-format';
import {LEVELS, type RecordKind, type SearchRecord} from './schema';
import {cachedIndexTerms, compactName, MAX_QUERY_LENGTH, queryTerms, symbolName, typoBudget} from './text';

/** Algolia facetFilters: strings are ANDed; a nested array is an OR group. `attr:-value` negates. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface EngineSearchOptions {
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** Algolia `filters` string; the subset `attr:value` joined with AND / OR / NOT is supported. */
  filters?: string;
  /** Shortcut for a facet filter on the section: `sdk: 'web-sdk'` or several sections. */
  sdk?: string | readonly string[];
  /** Facets to count over all matching hits (`['*']` for all facet attributes). */
  facets?: readonly string[];
}

export interface EngineHit {
  record: SearchRecord;
  /** Ranking tier (0 = the name is the query … 5 = matched elsewhere); lower is better. */
  tier: number;
  score: number;
  /** Normalised query terms that matched this record. */
  matchedTerms: string[];
  /**
   * Terms to highlight in this record's text: the query terms (highlighted as prefixes) and
   * the document terms reached through typo tolerance (highlighted whole).
   */
  highlightTerms: string[];
}

export interface EngineResult {
  query: string;
  terms: string[];
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  processingTimeMS: number;
}

export const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

/** Attributes that can be filtered and faceted on. */
export const FACET_ATTRIBUTES = [
  'sdk',
  'language',
  'docusaurus_tag',
  'type',
  'kind',
  'hierarchy.lvl0',
  'hierarchy.lvl1',
] as const;

function facetValue(record: SearchRecord, attribute: string): string | null {
  switch (attribute) {
    case 'sdk':
      return record.sdk;
    case 'language':
      return record.language;
    case 'docusaurus_tag':
      return record.docusaurus_tag;
    case 'type':
      return record.type;
    case 'kind':
      return record.kind;
    default: {
      const level = /^hierarchy\.(lvl[0-6])$/.exec(attribute)?.[1] as (typeof LEVELS)[number] | undefined;
      return level ? record.hierarchy[level] : null;
    }
  }
}

type Predicate = (record: SearchRecord) => boolean;

/**
 * One `attr:value` filter. Unknown attributes match nothing, as on Algolia (where a filter on
 * an attribute that is not faceted returns no hits).
 */
function facetPredicate(filter: string): Predicate {
  const colon = filter.indexOf(':');
  if (colon < 0) return () => false;
  let attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  let negate = false;
  if (attribute.startsWith('-')) {
    negate = true;
    attribute = attribute.slice(1);
  }
  if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1); // escaped literal minus
  }
  value = value.replace(/^"(.*)"$/, '$1');
  const known = (FACET_ATTRIBUTES as readonly string[]).includes(attribute);
  return (record) => {
    const matches = known && facetValue(record, attribute) === value;
    return negate ? !matches : matches;
  };
}

export function facetFiltersPredicate(filters: FacetFilters | undefined): Predicate | null {
  if (filters === undefined || filters === null) return null;
  const groups = typeof filters === 'string' ? [filters] : filters;
  const predicates = groups.map((group) => {
    if (typeof group === 'string') return facetPredicate(group);
    const alternatives = group.map(facetPredicate);
    return (record: SearchRecord) => alternatives.some((p) => p(record));
  });
  return predicates.length === 0 ? null : (record) => predicates.every((p) => p(record));
}

/** The `filters` subset we support: `a:b AND (c:d OR c:e) AND NOT f:g`, values optionally quoted. */
export function filtersStringPredicate(filters: string | undefined): Predicate | null {
  if (!filters || !filters.trim()) return null;
  const conjuncts = filters.split(/\s+AND\s+/i).map((part) =>
    part
      .replace(/^\s*\(|\)\s*$/g, '')
      .split(/\s+OR\s+/i)
      .map((atom) => {
        const not = /^\s*NOT\s+/i.test(atom);
        const predicate = facetPredicate(atom.replace(/^\s*NOT\s+/i, '').replace(/[()]/g, ''));
        return not ? (record: SearchRecord) => !predicate(record) : predicate;
      }),
  );
  return (record) => conjuncts.every((alternatives) => alternatives.some((p) => p(record)));
}

/** Order of record types among equally good name matches: the page before its members. */
const TYPE_RANK: Record<string, number> = {lvl0: 0, lvl1: 0, lvl2: 1, lvl3: 1, lvl4: 2, lvl5: 2, lvl6: 2, content: 3};
/** Among equally good matches: classes, then hooks/functions, enums… then members. */
const KIND_RANK: Record<RecordKind, number> = {
  class: 0,
  hook: 1,
  function: 1,
  enumeration: 2,
  interface: 3,
  'type-alias': 4,
  variable: 5,
  page: 6,
  method: 7,
  property: 8,
  accessor: 8,
  member: 8,
  constructor: 9,
};
/** Score factor by type, for hits ranked by score (tier 5): members and text rank below pages. */
const TYPE_FACTOR: Record<string, number> = {
  lvl0: 1,
  lvl1: 1.5,
  lvl2: 1.2,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 0.8,
};

interface Doc {
  id: number;
  /** The record's own name: symbol name of its heading (empty for content records). */
  name: string;
  /** The page symbol (lvl1) for records below the page title, so "Table columns" finds Table#columns. */
  parent: string;
  /** Section headings between the page and the record (lvl2…), e.g. "Methods", "Installation". */
  path: string;
  content: string;
}

/** Query words are normalised already (queryTerms); the index side splits identifiers. */
const tokenizeQuery = (text: string) => text.split(' ').filter(Boolean);

/** Restricted Damerau–Levenshtein distance: a swap of two adjacent letters is one typo, as on Algolia. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[i].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i].push(d);
    }
  }
  return rows[a.length][b.length];
}

/** Adjacent-letter swaps of a term ("tabel" → "table"), searched as exact terms. */
function transpositions(term: string): string[] {
  if (term.length < 4) return [];
  const out = new Set<string>();
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...out];
}

export class SearchEngine {
  readonly records: readonly SearchRecord[];
  private readonly miniSearch: MiniSearch<Doc>;
  /** compactName of each record's own name, for the exact/prefix tiers. */
  private readonly names: string[];
  /** Case-preserved symbol names, for the case-sensitive tie-break. */
  private readonly displayNames: string[];
  /**
   * Number of headings on each record's page. Among members of the same name
   * (`writeTransaction` on PowerSyncDatabase, on a DB adapter, on an interface), the one on
   * the richest page is the main API surface: it ranks first.
   */
  private readonly pageSizes: number[];
  /** Records sharing each MiniSearch document (same indexed texts). */
  private readonly docRecords: number[][];
  /** The index's tokenizer (camelCase and word splits), shared with MiniSearch. */
  private readonly indexTerms = cachedIndexTerms();
  /** Words of each record's name, computed on the first one-letter query. */
  private nameWords: string[][] | null = null;

  static fromSerialized(index: SerializedIndex | unknown): SearchEngine {
    return new SearchEngine(readSerializedIndex(index));
  }

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    this.displayNames = records.map((r) => (r.type === 'content' ? '' : symbolName(ownHeading(r) ?? '')));
    this.names = this.displayNames.map(compactName);
    const headingsPerPage = new Map<string, number>();
    for (const r of records)
      if (r.type !== 'content')
        headingsPerPage.set(r.url_without_anchor, (headingsPerPage.get(r.url_without_anchor) ?? 0) + 1);
    this.pageSizes = records.map((r) => headingsPerPage.get(r.url_without_anchor) ?? 0);
    this.miniSearch = new MiniSearch<Doc>({
      fields: ['name', 'parent', 'path', 'content'],
      storeFields: [],
      tokenize: this.indexTerms,
      processTerm: (term) => term,
      searchOptions: {tokenize: tokenizeQuery, processTerm: (term) => term},
    });
    // One MiniSearch document per distinct set of field texts, shared by all the records that
    // have it: the SDK sections re-export the same API, so 9,106 records are ~3,000 distinct
    // documents, and building the index (on the first search, in the browser) is 3× faster.
    // Content records only index their text: their heading record (same URL, collapsed by
    // `distinct`) carries the names.
    const parentNames = new Map<string, string>();
    const docIds = new Map<string, number>();
    const docs: Doc[] = [];
    this.docRecords = [];
    records.forEach((record, id) => {
      const isText = record.type === 'content';
      const lvl1 = record.hierarchy.lvl1 ?? '';
      let parent = '';
      if (!isText && record.type !== 'lvl1') {
        parent = parentNames.get(lvl1) ?? symbolName(lvl1);
        parentNames.set(lvl1, parent);
      }
      const name = this.displayNames[id];
      // Section headings above a prose heading ("Installation" > "Install Package"); on
      // reference pages they are TypeDoc group names ("Methods") and carry no meaning.
      const path = !isText && record.kind === 'page' ? sectionPath(record) : '';
      const content = record.content ?? '';
      const key = `${name}\u0000${parent}\u0000${path}\u0000${content}`;
      let doc = docIds.get(key);
      if (doc === undefined) {
        doc = docs.length;
        docIds.set(key, doc);
        docs.push({id: doc, name, parent, path, content});
        this.docRecords.push([]);
      }
      this.docRecords[doc].push(id);
    });
    this.miniSearch.addAll(docs);
  }

  search(rawQuery: string, options: EngineSearchOptions = {}): EngineResult {
    const started = Date.now();
    const query = (rawQuery ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = clampInt(options.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = clampInt(options.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const predicates = [
      facetFiltersPredicate(options.facetFilters),
      filtersStringPredicate(options.filters),
      sdkPredicate(options.sdk),
    ].filter((p): p is Predicate => p !== null);
    const accept = (record: SearchRecord) => predicates.every((p) => p(record));
    const terms = queryTerms(query);

    let ranked: EngineHit[];
    if (terms.length === 0) {
      // Empty query: every record, in index order (what Algolia returns for "").
      ranked = this.records
        .filter(accept)
        .map((record) => ({record, tier: 5, score: 0, matchedTerms: [], highlightTerms: []}));
    } else {
      ranked = this.rank(query, terms, accept);
    }

    const distinct = distinctByUrl(ranked);
    const nbHits = distinct.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage);
    const hits = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const facets = options.facets && options.facets.length > 0 ? countFacets(distinct, options.facets) : undefined;
    return {query, terms, hits, nbHits, page, nbPages, hitsPerPage, facets, processingTimeMS: Date.now() - started};
  }

  private rank(query: string, terms: string[], accept: Predicate): EngineHit[] {
    const wanted = compactName(query);
    if (terms.length === 1 && terms[0].length === 1) return this.rankOneLetter(query, terms[0], wanted, accept);
    const expand = (combineWith: 'AND' | 'OR') => {
      const hits: RankedHit[] = [];
      for (const result of this.miniSearch.search(buildQuery(terms, combineWith))) {
        const matches = Object.entries(result.match);
        const nameTerms = matches.filter(([, fields]) => fields.includes('name')).map(([term]) => term);
        const qualifiedTerms = matches
          .filter(([, fields]) => fields.includes('name') || fields.includes('parent'))
          .map(([term]) => term);
        const docTerms = Object.keys(result.match);
        const fuzzyTerms = docTerms.filter((d) => !terms.some((t) => d.startsWith(t)));
        const matchedTerms = terms.filter((t) =>
          docTerms.some((d) => d.startsWith(t) || typoDistance(t, d, typoBudget(t)) <= typoBudget(t)),
        );
        const highlightTerms = [...new Set([...terms, ...fuzzyTerms])];
        const records = this.docRecords[result.id as number];
        const tier = this.tierOf(records[0], wanted, terms, nameTerms, qualifiedTerms);
        for (const id of records) {
          if (!accept(this.records[id])) continue;
          hits.push(this.rankedHit(id, query, tier, result.score, matchedTerms, highlightTerms));
        }
      }
      return hits;
    };
    let hits = expand('AND');
    // Like Algolia's removeWordsIfNoResults: when no record has every word, any word will do.
    if (hits.length === 0 && terms.length > 1) hits = expand('OR');
    return sortRanked(hits);
  }

  /**
   * A one-letter query ("u", the first keystroke) as a prefix matches thousands of index
   * terms, most of them in running text, which made it the slowest keystroke by far (median
   * 10 ms, up to 100 ms on the full site). Only names can usefully start with one letter, so
   * it is answered from the names directly: tier 0/1 (the name is or starts with the letter),
   * tier 2 (a word of the name does), ranked exactly as the general path ranks those tiers.
   */
  private rankOneLetter(query: string, letter: string, wanted: string, accept: Predicate): EngineHit[] {
    this.nameWords ??= this.displayNames.map((name) => (name ? this.indexTerms(name) : []));
    const hits: RankedHit[] = [];
    this.records.forEach((record, id) => {
      const name = this.names[id];
      if (!name || !accept(record)) return;
      const tier =
        name === wanted
          ? 0
          : name.startsWith(letter)
            ? 1
            : this.nameWords![id].some((w) => w.startsWith(letter))
              ? 2
              : -1;
      if (tier >= 0) hits.push(this.rankedHit(id, query, tier, 0, [letter], [letter]));
    });
    return sortRanked(hits);
  }

  /** A hit with its sort key: tier, then (for name tiers) type, kind, case, length, page size, score. */
  private rankedHit(
    id: number,
    query: string,
    tier: number,
    rawScore: number,
    matchedTerms: string[],
    highlightTerms: string[],
  ): RankedHit {
    const record = this.records[id];
    const score = rawScore * (TYPE_FACTOR[record.type] ?? 1);
    const caseMiss = this.displayNames[id] === query.trim() ? 0 : 1;
    const byName = tier <= 4;
    const sort = [
      tier,
      byName ? TYPE_RANK[record.type] : 0,
      byName ? KIND_RANK[record.kind] : 0,
      tier === 0 ? caseMiss : 0,
      // Prefix and word tiers: the shorter the name, the closer to what was typed.
      tier === 1 || tier === 2 || tier === 4 ? this.names[id].length : 0,
      byName && record.type !== 'lvl1' ? -this.pageSizes[id] : 0,
      -score,
      id,
    ];
    return {record, tier, score, matchedTerms, highlightTerms, sort};
  }

  /**
   * 0: the name is the query ("table" → Table); 1: the name starts with the (one-word) query ("usePow");
   * 2: every query word starts a word of the name ("suspense query" → useSuspenseQuery);
   * 3: every query word is in the name, with typos; 4: every query word is in the name or
   * the page name ("Table columns" → Table#columns); 5: anything else (text, headings above).
   */
  private tierOf(id: number, wanted: string, terms: string[], nameTerms: string[], qualifiedTerms: string[]): number {
    const name = this.names[id];
    if (!name) return 5;
    if (name === wanted) return 0;
    // Only for one word: "suspense query" is two words to find, not the start of "SuspenseQueryResult".
    if (terms.length === 1 && wanted.length > 0 && name.startsWith(wanted)) return 1;
    const found = (candidates: string[], t: string, typos: boolean) =>
      candidates.some((d) => d.startsWith(t) || (typos && typoDistance(t, d, typoBudget(t)) <= typoBudget(t)));
    if (nameTerms.length > 0 && terms.every((t) => found(nameTerms, t, false))) return 2;
    if (nameTerms.length > 0 && terms.every((t) => found(nameTerms, t, true))) return 3;
    if (nameTerms.length > 0 && terms.every((t) => found(qualifiedTerms, t, true))) return 4;
    return 5;
  }
}

type RankedHit = EngineHit & {sort: number[]};

function sortRanked(hits: RankedHit[]): EngineHit[] {
  hits.sort((a, b) => {
    for (let i = 0; i < a.sort.length; i++) if (a.sort[i] !== b.sort[i]) return a.sort[i] - b.sort[i];
    return 0;
  });
  return hits.map(({sort: _sort, ...hit}) => hit);
}

function sectionPath(record: SearchRecord): string {
  const own = LEVELS.indexOf(record.type as (typeof LEVELS)[number]);
  return LEVELS.slice(2, own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

/** The heading text a record is about: its own level's text (lvl1 for content of the page intro). */
function ownHeading(record: SearchRecord): string | null {
  if (record.type !== 'content') return record.hierarchy[record.type];
  return null;
}

function buildQuery(terms: string[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: terms.map((term) => {
      const budget = typoBudget(term);
      const swaps = transpositions(term);
      const main: Query = {queries: [term], combineWith: 'OR', prefix: true, fuzzy: budget > 0 ? budget : false};
      if (swaps.length === 0) return main;
      // A swapped pair of letters counts as one typo (Algolia does the same): try the swaps,
      // with the rest of the typo budget, weighted like typo matches.
      const swapQuery: Query = {
        queries: [swaps.join(' ')],
        combineWith: 'OR',
        prefix: false,
        fuzzy: budget > 1 ? budget - 1 : false,
        boostTerm: () => 0.45,
      };
      return {combineWith: 'OR', queries: [main, swapQuery]};
    }),
    boost: {name: 6, parent: 1.5, path: 0.5, content: 1},
    weights: {prefix: 0.6, fuzzy: 0.4},
  };
}

function sdkPredicate(sdk: EngineSearchOptions['sdk']): Predicate | null {
  if (sdk === undefined || sdk === null) return null;
  const wanted = new Set(typeof sdk === 'string' ? [sdk] : sdk);
  return (record) => record.sdk !== null && wanted.has(record.sdk);
}

/** One hit per URL (Algolia `distinct` on url): a heading and the text under it are one result. */
function distinctByUrl(hits: EngineHit[]): EngineHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.record.url)) return false;
    seen.add(hit.record.url);
    return true;
  });
}

function countFacets(hits: EngineHit[], requested: readonly string[]): Record<string, Record<string, number>> {
  const attributes = requested.includes('*')
    ? [...FACET_ATTRIBUTES]
    : requested.filter((a) => (FACET_ATTRIBUTES as readonly string[]).includes(a));
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    for (const {record} of hits) {
      const value = facetValue(record, attribute);
      if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }
  return facets;
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/**
 * The search engine: MiniSearch (BM25, prefix and fuzzy matching) over the records, plus
 * API-aware ranking on top (ranking.ts: the tiers, the sort key and every tunable). Pure
 * TypeScript: no DOM, no fetch; tested in node.
 */
import MiniSearch, {type MatchInfo, type Query} from 'minisearch';
import {countFacets, optionalFiltersScore, recordFilter, type RecordFilters} from './filters';
import {expandSerializedIndex, type SerializedIndex} from './index-format';
import {
  compareSortKeys,
  RANKING,
  sortKeyOf,
  supersededBy,
  Tier,
  tierOf,
  matchesTerm,
  typoBudget,
  type SortKey,
} from './ranking';
import {LEVELS, recordDemos, recordStatus, type SearchRecord} from './schema';
import {attachSignatureTypes} from './signature-types';
import {runInSlices, runToEnd, type Steps} from './steps';
import {cachedIndexTerms, compactName, MAX_QUERY_LENGTH, queryTerms, symbolName} from './text';
import {transpositions} from './typos';

export type {FacetFilters} from './filters';

export interface EngineSearchOptions extends RecordFilters {
  hitsPerPage?: number;
  page?: number;
  /** Facets to count over all matching hits (`['*']` for all facet attributes). */
  facets?: readonly string[];
  /**
   * One result per symbol instead of one per section (the search page): the same member or
   * page in several sections becomes the best-ranked one, with the others in `alsoIn`.
   */
  collapseSections?: boolean;
}

export interface EngineHit {
  record: SearchRecord;
  /** Ranking tier (ranking.ts `Tier`: 0 = the name is the query … 6 = matched elsewhere); lower is better. */
  tier: Tier;
  score: number;
  /** Normalised query terms that matched this record. */
  matchedTerms: string[];
  /**
   * Terms to highlight in this record's text: the query terms (highlighted as prefixes) and
   * the document terms reached through typo tolerance (highlighted whole).
   */
  highlightTerms: string[];
  /** With `collapseSections`: the same symbol in other sections, best first. */
  alsoIn?: SearchRecord[];
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
/**
 * Building the engine in the browser (SearchEngine.load: expanding the index, preparing the
 * documents, indexing them) works in slices of about this many milliseconds and lets the page
 * run between them: one long task would hold up input and rendering (the search page renders
 * while the index builds) for as long as the whole build takes on a phone.
 */
export const INDEX_SLICE_MS = 10;
/** Records prepared in one step of the build (a step is one page of the index, or one document). */
const RECORDS_PER_STEP = 64;
const MAX_HITS_PER_PAGE = 1000;

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

/** What the engine derives from its records before indexing them (prepareDocuments). */
interface PreparedDocuments {
  displayNames: string[];
  names: string[];
  pageSizes: number[];
  superseded: boolean[];
  docs: Doc[];
  docRecords: number[][];
}

/** The engine's per-record tables and its MiniSearch documents, RECORDS_PER_STEP records a step. */
function* prepareDocuments(records: readonly SearchRecord[]): Steps<PreparedDocuments> {
  const displayNames: string[] = [];
  const names: string[] = [];
  const headingsPerPage = new Map<string, number>();
  for (const [id, r] of records.entries()) {
    const displayName = r.type === 'content' ? '' : symbolName(ownHeading(r) ?? '');
    displayNames.push(displayName);
    names.push(compactName(displayName));
    if (r.type !== 'content')
      headingsPerPage.set(r.url_without_anchor, (headingsPerPage.get(r.url_without_anchor) ?? 0) + 1);
    if (id % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
  }
  const pageSizes = records.map((r) => headingsPerPage.get(r.url_without_anchor) ?? 0);
  const superseded = supersededRecords(records, names);
  // One MiniSearch document per distinct set of field texts, shared by all the records that
  // have it: the SDK sections re-export the same API, so 9,106 records are ~3,000 distinct
  // documents, and building the index (on the first search, in the browser) is 3× faster.
  // Content records only index their text: their heading record (same URL, collapsed by
  // `distinct`) carries the names.
  const parentNames = new Map<string, string>();
  const docIds = new Map<string, number>();
  const docs: Doc[] = [];
  const docRecords: number[][] = [];
  for (const [id, record] of records.entries()) {
    const isText = record.type === 'content';
    const lvl1 = record.hierarchy.lvl1 ?? '';
    let parent = '';
    if (!isText && record.type !== 'lvl1') {
      parent = parentNames.get(lvl1) ?? symbolName(lvl1);
      parentNames.set(lvl1, parent);
    }
    const name = displayNames[id];
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
      docRecords.push([]);
    }
    docRecords[doc].push(id);
    if (id % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
  }
  return {displayNames, names, pageSizes, superseded, docs, docRecords};
}

/**
 * Which records are of a page whose description says to use another symbol of its section
 * instead (ranking.ts supersededBy), when that symbol has a page there: the page and its
 * members then rank after it, as deprecated ones do.
 */
function supersededRecords(records: readonly SearchRecord[], names: readonly string[]): boolean[] {
  const pagesOfSection = new Set<string>();
  records.forEach((r, id) => {
    if (r.type === 'lvl1' && r.sdk) pagesOfSection.add(`${r.sdk}\u0000${names[id]}`);
  });
  const supersededPages = new Set<string>();
  for (const r of records) {
    // The page's description: the text under its title, on symbol pages only (a Changes page
    // quotes other pages' deprecations).
    if (r.type !== 'content' || r.anchor !== null || r.kind === 'page' || !r.sdk || !r.content) continue;
    const own = compactName(symbolName(r.hierarchy.lvl1 ?? ''));
    const named = supersededBy(r.content, own);
    if (named && pagesOfSection.has(`${r.sdk}\u0000${compactName(named)}`)) supersededPages.add(r.url_without_anchor);
  }
  return records.map((r) => supersededPages.has(r.url_without_anchor));
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
  /** Whether each record's page says to use another symbol instead (supersededRecords). */
  private readonly superseded: boolean[];
  /** Records sharing each MiniSearch document (same indexed texts). */
  private readonly docRecords: number[][];
  /** The index's tokenizer (camelCase and word splits), shared with MiniSearch. */
  private readonly indexTerms = cachedIndexTerms();
  /** Records' URLs numbered (bestPerUrl): while loading, or on the first search of an engine built at once. */
  private urlSlots: UrlSlots | null = null;
  /** Words of each record's name, computed on the first one-letter query. */
  private nameWords: string[][] | null = null;
  /** The filters of the latest search, answered per record (filtersOf). */
  private lastFilters: ({key: string} & Pick<Ranking, 'accept' | 'preferred'>) | null = null;
  /** Whether records carry their signature types yet (on the first type search, not on load). */
  private signatureTypes = false;
  /**
   * Whether each record's heading marks it deprecated or removed, read when a search first
   * ranks it (0: not read yet; otherwise 1 + the answer): a short prefix ranks thousands of
   * candidates on every keystroke, and the mark is a pattern over the heading's text.
   */
  private deprecatedMarks: Uint8Array | null = null;

  static fromSerialized(index: SerializedIndex | unknown): SearchEngine {
    return runToEnd(SearchEngine.build(index));
  }

  /**
   * The same engine as fromSerialized, built in slices of INDEX_SLICE_MS with `yieldToMain`
   * between them (default: a macrotask).
   */
  static load(
    index: SerializedIndex | unknown,
    {
      yieldToMain = () => new Promise((resolve) => setTimeout(resolve, 0)),
      sliceMs = INDEX_SLICE_MS,
    }: {yieldToMain?: () => Promise<void>; sliceMs?: number} = {},
  ): Promise<SearchEngine> {
    return runInSlices(SearchEngine.build(index), {yieldToMain, sliceMs});
  }

  /** Every step from the shipped index to an engine with all its documents indexed. */
  private static *build(index: SerializedIndex | unknown): Steps<SearchEngine> {
    const records = yield* expandSerializedIndex(index);
    const prepared = yield* prepareDocuments(records);
    const engine = new SearchEngine(records, prepared);
    for (const doc of prepared.docs) {
      engine.miniSearch.add(doc);
      yield;
    }
    // Here rather than in the first search, which is one task the reader waits for.
    engine.urlSlots = urlSlotsOf(records);
    return engine;
  }

  /**
   * An engine over `records`, indexed now; given `prepared` (the build above), its documents are
   * left for the caller to add.
   */
  constructor(records: readonly SearchRecord[], prepared?: PreparedDocuments) {
    this.records = records;
    const {displayNames, names, pageSizes, superseded, docs, docRecords} =
      prepared ?? runToEnd(prepareDocuments(records));
    this.displayNames = displayNames;
    this.names = names;
    this.pageSizes = pageSizes;
    this.superseded = superseded;
    this.docRecords = docRecords;
    this.miniSearch = new MiniSearch<Doc>({
      fields: ['name', 'parent', 'path', 'content'],
      storeFields: [],
      tokenize: this.indexTerms,
      processTerm: (term) => term,
      searchOptions: {tokenize: tokenizeQuery, processTerm: (term) => term},
    });
    if (!prepared) this.miniSearch.addAll(docs);
  }

  search(rawQuery: string, options: EngineSearchOptions = {}): EngineResult {
    const started = Date.now();
    const query = (rawQuery ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = clampInt(options.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = clampInt(options.page, 0, 0, Number.MAX_SAFE_INTEGER);
    if (!this.signatureTypes && usesSignatureTypes(options)) {
      attachSignatureTypes(this.records, (r) => symbolName(ownHeading(r) ?? ''));
      this.signatureTypes = true;
    }
    const terms = queryTerms(query);
    const ranking: Ranking = {query, typed: query.trim(), ...this.filtersOf(options)};

    let ranked: RankedHit[];
    if (terms.length === 0) ranked = this.rankWithoutWords(ranking);
    else ranked = this.rank(terms, ranking);

    const documents = sortRanked(bestPerUrl(ranked, (this.urlSlots ??= urlSlotsOf(this.records))));
    const distinct = options.collapseSections ? collapseSections(documents) : documents;
    // Collapsed or not, nbHits counts documents (each section's copy), as the modal does: its
    // "See all N results" leads to "N documents found". Pages are pages of results.
    const nbHits = documents.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(distinct.length / hitsPerPage);
    const shown = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = shown.map((hit) => shownHit(hit, options.collapseSections === true));
    const facets =
      options.facets && options.facets.length > 0
        ? countFacets(
            distinct.map((hit) => hit.record),
            options.facets,
          )
        : undefined;
    return {query, terms, hits, nbHits, page, nbPages, hitsPerPage, facets, processingTimeMS: Date.now() - started};
  }

  /**
   * The search's filters and optional filters, by record id. The modal sends the same filters
   * with every keystroke, and a short prefix has thousands of candidates: each record's answer
   * is kept (computed when first asked) until a search comes with other filters.
   */
  private filtersOf(options: EngineSearchOptions): Pick<Ranking, 'accept' | 'preferred'> {
    const key = JSON.stringify([options.facetFilters, options.filters, options.sdk, options.optionalFilters]);
    if (this.lastFilters?.key !== key) {
      const accept = recordFilter(options);
      const preferred = optionalFiltersScore(options.optionalFilters);
      // 0: not asked yet; otherwise 1 + the answer.
      const accepted = new Uint8Array(this.records.length);
      const scores = new Uint8Array(this.records.length);
      this.lastFilters = {
        key,
        accept: (id) => (accepted[id] ||= accept(this.records[id]) ? 2 : 1) === 2,
        preferred: preferred ? (id) => (scores[id] ||= 1 + preferred(this.records[id])) - 1 : () => 0,
      };
    }
    return this.lastFilters;
  }

  /**
   * No words (an empty query, or only operators such as `kind:hook` or `-> SyncStatus`): every
   * record the filters accept, ranked as symbols (sorted by search()).
   */
  private rankWithoutWords({typed, accept, preferred}: Ranking): RankedHit[] {
    const hits: RankedHit[] = [];
    const noTerms = fixedTerms([]);
    this.records.forEach((record, id) => {
      if (accept(id)) hits.push(this.rankedHit(id, typed, Tier.NoWords, 0, noTerms, preferred(id)));
    });
    return hits;
  }

  private rank(terms: string[], ranking: Ranking): RankedHit[] {
    const {query, typed, accept, preferred} = ranking;
    const wanted = compactName(query);
    if (terms.length === 1 && terms[0].length === 1) return this.rankOneLetter(terms[0], wanted, ranking);
    const prefix = terms.length === 1 && wanted.length > 0 ? wanted : null;
    const expand = (combineWith: 'AND' | 'OR') => {
      const hits: RankedHit[] = [];
      // A short prefix matches thousands of documents: this loop allocates only what it keeps.
      for (const result of this.miniSearch.search(buildQuery(terms, combineWith))) {
        const records = acceptedOf(this.docRecords[result.id as number], accept);
        if (records.length === 0) continue;
        const nameTerms: string[] = [];
        const qualifiedTerms: string[] = [];
        for (const term in result.match) {
          const fields = result.match[term];
          const inName = fields.includes('name');
          if (inName) nameTerms.push(term);
          if (inName || fields.includes('parent')) qualifiedTerms.push(term);
        }
        // Every record of a document has the same name: the first one's tier is theirs.
        const tier = tierOf({name: this.names[records[0]], query: wanted, prefix, terms, nameTerms, qualifiedTerms});
        const termsOf = documentTerms(terms, result.match);
        for (const id of records) {
          hits.push(this.rankedHit(id, typed, tier, result.score, termsOf, preferred(id)));
        }
      }
      return hits;
    };
    let hits = expand('AND');
    // Like Algolia's removeWordsIfNoResults: when no record has every word, any word will do.
    if (hits.length === 0 && terms.length > 1) hits = expand('OR');
    return hits;
  }

  /**
   * A one-letter query ("u", the first keystroke) as a prefix matches thousands of index
   * terms, most of them in running text, which made it the slowest keystroke by far. Only
   * names can usefully start with one letter, so it is answered from the names directly,
   * with the same tiers: the name is or starts with the letter, or a word of the name does.
   */
  private rankOneLetter(letter: string, wanted: string, {typed, accept, preferred}: Ranking): RankedHit[] {
    this.nameWords ??= this.displayNames.map((name) => (name ? this.indexTerms(name) : []));
    const terms = [letter];
    const letterTerms = fixedTerms(terms);
    const hits: RankedHit[] = [];
    this.records.forEach((record, id) => {
      const name = this.names[id];
      if (!name || !accept(id)) return;
      // The words of the name are tested against the letter (as the index would have matched
      // them); text and page names are not searched for one letter.
      const tier = tierOf({
        name,
        query: wanted,
        prefix: letter,
        terms,
        nameTerms: this.nameWords![id],
        qualifiedTerms: [],
      });
      if (tier <= Tier.NameWords) hits.push(this.rankedHit(id, typed, tier, 0, letterTerms, preferred(id)));
    });
    return hits;
  }

  /** `typed`: the query as typed, trimmed (the exact-case tie-break compares names with it). */
  private rankedHit(
    id: number,
    typed: string,
    tier: Tier,
    rawScore: number,
    termsOf: TermsOf,
    optionalFilters: number,
  ): RankedHit {
    const record = this.records[id];
    const score = rawScore * RANKING.typeScoreFactor[record.type];
    const sort = sortKeyOf({
      tier,
      optionalFilters,
      type: record.type,
      kind: record.kind,
      exactCase: this.displayNames[id] === typed,
      deprecated: this.isDeprecated(id),
      superseded: this.superseded[id],
      // Read from the heading only where the tier uses it: a short prefix has thousands of hits.
      demos: RANKING.tiers[tier].moreDemosFirst ? recordDemos(record) : 0,
      nameLength: this.names[id].length,
      headingsOnPage: this.pageSizes[id],
      score,
      sdk: record.sdk,
      indexOrder: id,
    });
    return {id, record, tier, score, termsOf, sort};
  }

  private isDeprecated(id: number): boolean {
    const marks = (this.deprecatedMarks ??= new Uint8Array(this.records.length));
    return (marks[id] ||= isDeprecated(this.records[id]) ? 2 : 1) === 2;
  }
}

/** The terms a hit matched and highlights (EngineHit's), computed only for the hits a page shows. */
type TermsOf = () => Pick<EngineHit, 'matchedTerms' | 'highlightTerms'>;

/**
 * A candidate while ranking: what the sort needs, and the rest on demand. A short prefix has
 * thousands of candidates, of which a page shows twenty; working out every candidate's terms
 * (with the typo test) and copying each hit without its sort key made the allocation and the
 * garbage collection a large part of a keystroke.
 */
interface RankedHit {
  /** The record's index in `records`. */
  id: number;
  record: SearchRecord;
  tier: Tier;
  score: number;
  termsOf: TermsOf;
  sort: SortKey;
  alsoIn?: SearchRecord[];
}

/** `ids` the filters accept: the same array when they accept all (as without filters). */
function acceptedOf(ids: number[], accept: (id: number) => boolean): number[] {
  for (let i = 0; i < ids.length; i++) if (!accept(ids[i])) return ids.filter(accept);
  return ids;
}

function fixedTerms(terms: string[]): TermsOf {
  const fixed = {matchedTerms: terms, highlightTerms: terms};
  return () => fixed;
}

/**
 * A MiniSearch document's terms: the query terms it matched (as a prefix or within the typo
 * budget), and the query terms plus the document terms reached through typos, to highlight.
 */
function documentTerms(terms: string[], match: MatchInfo): TermsOf {
  return () => {
    const docTerms = Object.keys(match);
    const fuzzyTerms = docTerms.filter((d) => !terms.some((t) => d.startsWith(t)));
    return {
      matchedTerms: terms.filter((t) => docTerms.some((d) => matchesTerm(t, d, true))),
      highlightTerms: [...new Set([...terms, ...fuzzyTerms])],
    };
  };
}

/** A hit of the page shown, in the engine's public shape. */
function shownHit({record, tier, score, termsOf, alsoIn}: RankedHit, collapsed: boolean): EngineHit {
  // Collapsed, every hit lists its other sections, none when it has no copies elsewhere.
  return {record, tier, score, ...termsOf(), ...(collapsed ? {alsoIn: alsoIn ?? []} : {})};
}

/** What one search ranks by besides its words. */
interface Ranking {
  query: string;
  /** The query trimmed, computed once a search rather than once a candidate. */
  typed: string;
  accept: (id: number) => boolean;
  /** Optional filters the record matches (0 when the request has none). */
  preferred: (id: number) => number;
}

function sortRanked(hits: RankedHit[]): RankedHit[] {
  return hits.sort((a, b) => compareSortKeys(a.sort, b.sort));
}

function sectionPath(record: SearchRecord): string {
  const own = LEVELS.indexOf(record.type as (typeof LEVELS)[number]);
  return LEVELS.slice(2, own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether a search filters, ranks or counts on the type-search facets. Reading every signature
 * costs about as much as building the index, so it waits for the first type search.
 */
function usesSignatureTypes({facetFilters, filters, optionalFilters, facets}: EngineSearchOptions): boolean {
  return /\b(returns|accepts)\b|\*/.test(JSON.stringify([facetFilters, filters, optionalFilters, facets]));
}

/** The record's own heading, or its page's, says deprecated, or that the symbol is gone from this release. */
function isDeprecated(record: SearchRecord): boolean {
  const status = recordStatus(record);
  return status === 'deprecated' || status === 'removed';
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
      const main: Query = {queries: [term], combineWith: 'OR', prefix: true, fuzzy: budget > 0 ? budget : false};
      // A swap is one typo: a term with no typo budget has none to try.
      const swaps = budget > 0 ? transpositions(term) : [];
      if (swaps.length === 0) return main;
      // Searched as exact terms, with the rest of the typo budget, weighted like typo matches.
      const swapQuery: Query = {
        queries: [swaps.join(' ')],
        combineWith: 'OR',
        prefix: false,
        fuzzy: budget > 1 ? budget - 1 : false,
        boostTerm: () => RANKING.typos.transpositionWeight,
      };
      return {combineWith: 'OR', queries: [main, swapQuery]};
    }),
    boost: {...RANKING.fieldBoost},
    weights: {...RANKING.matchWeight},
  };
}

/**
 * One hit per URL (Algolia `distinct` on url): a heading and the text under it are one result,
 * the better-ranked of them. Taken before sorting, so only the distinct hits are sorted. URLs
 * are numbered once per engine (`urls`): a short prefix has thousands of hits, and a slot per
 * number costs less than a map of URL strings built again for every keystroke.
 */
function bestPerUrl(hits: readonly RankedHit[], urls: UrlSlots): RankedHit[] {
  const stamp = ++urls.stamp;
  const out: RankedHit[] = [];
  for (const hit of hits) {
    const url = urls.ids[hit.id];
    if (urls.stamps[url] !== stamp) {
      urls.stamps[url] = stamp;
      urls.slots[url] = out.length;
      out.push(hit);
    } else if (compareSortKeys(hit.sort, out[urls.slots[url]].sort) < 0) out[urls.slots[url]] = hit;
  }
  return out;
}

/** Each record's URL as a number, and per URL where the current search keeps its best hit. */
interface UrlSlots {
  ids: Uint32Array;
  /** The search (its `stamp`) that last kept a hit for each URL. */
  stamps: Uint32Array;
  slots: Uint32Array;
  stamp: number;
}

function urlSlotsOf(records: readonly SearchRecord[]): UrlSlots {
  const numbers = new Map<string, number>();
  const ids = new Uint32Array(records.length);
  records.forEach((record, id) => {
    let url = numbers.get(record.url);
    if (url === undefined) numbers.set(record.url, (url = numbers.size));
    ids[id] = url;
  });
  return {ids, stamps: new Uint32Array(numbers.size), slots: new Uint32Array(numbers.size), stamp: 0};
}

/**
 * Which records are the same symbol: kind, hierarchy below the section, and anchor. Null
 * outside a section. Hosted records carry it too (src/tooling/algolia-upload/records.ts).
 */
export function symbolKey(record: SearchRecord): string | null {
  let key = symbolKeys.get(record);
  if (key === undefined) {
    key = computeSymbolKey(record);
    symbolKeys.set(record, key);
  }
  return key;
}

/**
 * Each record's symbolKey, computed once: the search page collapses every hit of every
 * search (thousands for a short prefix), and the key is built from the record's hierarchy.
 */
const symbolKeys = new WeakMap<SearchRecord, string | null>();

function computeSymbolKey(record: SearchRecord): string | null {
  if (record.sdk === null) return null;
  const {lvl0: _section, ...below} = record.hierarchy;
  return `${record.kind}\u0000${record.anchor ?? ''}\u0000${Object.values(below).join('\u0000')}`;
}

/**
 * One result per symbol: the same class or member in several sections (the shared API the
 * SDKs re-export) is one result at the place of its best-ranked copy, which lists the others
 * in its `alsoIn` (set on the kept hits themselves: the engine's hits are made for each
 * search; a hit without copies elsewhere gets none).
 */
export function collapseSections<H extends {record: SearchRecord; alsoIn?: SearchRecord[]}>(hits: readonly H[]): H[] {
  const first = new Map<string, H>();
  const out: H[] = [];
  for (const hit of hits) {
    const key = symbolKey(hit.record);
    const kept = key === null ? undefined : first.get(key);
    if (kept) {
      const alsoIn = (kept.alsoIn ??= []);
      if (kept.record.sdk !== hit.record.sdk && !alsoIn.some((r) => r.sdk === hit.record.sdk)) alsoIn.push(hit.record);
      continue;
    }
    if (key !== null) first.set(key, hit);
    out.push(hit);
  }
  return out;
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/**
 * How the embedded search ranks: every tunable in one table (RANKING, in the manner of
 * MiniSearch's `defaultSearchOptions`), the tiers, the typo test and the sort key. The engine
 * (engine.ts) only applies them. How to add a rule and prove it: src/search/README.md.
 *
 * A query is answered in three steps:
 * 1. MiniSearch finds the candidates by BM25 over the record fields (`fieldBoost`), with
 *    prefix and typo matching (`matchWeight`, `typos`).
 * 2. Each candidate gets a tier: how its *name* matched the query (`tiers`, `tierOf`). Readers
 *    of an API reference type symbol names, and BM25 alone could rank a property named `table`
 *    or a page mentioning tables above the Table class.
 * 3. Candidates are sorted by their SortKey: tier first, then the tie-breaks the tier uses,
 *    then the BM25 score.
 */
import type {RecordKind, RecordType} from './schema';
import {typoDistance} from './typos';

/** How a record's name matched the query; lower is better. */
export const Tier = {
  ExactName: 0,
  NamePrefix: 1,
  NameWords: 2,
  NameWordsWithTypos: 3,
  QualifiedName: 4,
  QualifiedNameWithTypos: 5,
  Elsewhere: 6,
  /** The query is only operators (`kind:hook`, `-> SyncStatus`): every filtered record is a hit. */
  NoWords: 7,
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

export interface TierDefinition {
  /** When a hit is in this tier. */
  rule: string;
  example: string;
  /**
   * Equally good name matches are ordered as symbols: by record type (typeRank), then kind
   * (kindRank), then the richer page first (headings on the page).
   */
  symbolOrder: boolean;
  /** The name exactly as typed, letter case included, first ("Table" before "table"). */
  exactCaseFirst: boolean;
  /** The shorter name first: it is the closer to what was typed. */
  shorterNameFirst: boolean;
  /**
   * Among symbols of the same type and kind, the one more demos call first (schema.ts
   * recordDemos): where no words rank the hits, use is the best guess at what a reader wants.
   */
  moreDemosFirst: boolean;
}

export interface RankingTable {
  /** MiniSearch `boost`: weight of a match in each indexed field (engine.ts `Doc`). */
  fieldBoost: {name: number; parent: number; path: number; content: number};
  /** MiniSearch `weights`: score factor of a prefix match and of a typo (fuzzy) match. */
  matchWeight: {prefix: number; fuzzy: number};
  typos: {
    /** Shortest query term allowed one typo (Algolia's minWordSizefor1Typo). */
    oneTypoFromLength: number;
    /** Shortest query term allowed two typos (Algolia's minWordSizefor2Typos). */
    twoTyposFromLength: number;
    /** MiniSearch `boostTerm` of a term reached by swapping two adjacent letters of the query term. */
    transpositionWeight: number;
  };
  tiers: Record<Tier, TierDefinition>;
  /** Among symbol-ordered hits: order of record types (page title, member heading, text). */
  typeRank: Record<RecordType, number>;
  /** Among symbol-ordered hits of the same type: order of what the record documents. */
  kindRank: Record<RecordKind, number>;
  /** BM25 score factor by record type, for hits ranked by score. */
  typeScoreFactor: Record<RecordType, number>;
  /**
   * A page's description that sends the reader to another symbol of its section; the first
   * group is that symbol's name. The page and its members rank as deprecated (`supersededBy`).
   */
  supersededText: RegExp;
  /**
   * Sections whose copy of a symbol comes first among copies that tie on everything else, in
   * this order; sections not listed come after them, in index order.
   */
  sectionOrder: readonly string[];
}

export const RANKING: RankingTable = {
  // A query word in the symbol's own name is worth far more than in its page's name (parent),
  // which is worth more than in prose; section headings above prose ("Installation") help a
  // little, and only on prose pages.
  fieldBoost: {name: 6, parent: 1.5, path: 0.5, content: 1},
  // What was typed exactly beats what it completes to (prefix), which beats a typo.
  matchWeight: {prefix: 0.6, fuzzy: 0.4},
  typos: {
    // Algolia's defaults: short terms must be exact ("use" is not "usb"), long ones may have two typos.
    oneTypoFromLength: 4,
    twoTyposFromLength: 8,
    // A swapped pair counts as one typo (as on Algolia): weighted like a typo match.
    transpositionWeight: 0.45,
  },
  tiers: {
    [Tier.ExactName]: {
      rule: 'the name is the query',
      example: '"table" → Table',
      symbolOrder: true,
      exactCaseFirst: true,
      shorterNameFirst: false,
      moreDemosFirst: false,
    },
    [Tier.NamePrefix]: {
      // One word only: "suspense query" is two words to find, not the start of "SuspenseQueryResult".
      rule: 'the name starts with the one-word query',
      example: '"usePow" → usePowerSync',
      symbolOrder: true,
      exactCaseFirst: false,
      shorterNameFirst: true,
      moreDemosFirst: false,
    },
    [Tier.NameWords]: {
      rule: 'every query word starts a word of the name',
      example: '"suspense query" → useSuspenseQuery',
      symbolOrder: true,
      exactCaseFirst: false,
      shorterNameFirst: true,
      moreDemosFirst: false,
    },
    [Tier.NameWordsWithTypos]: {
      rule: 'every query word is in the name, some with typos',
      example: '"disconectAndClear" → disconnectAndClear',
      symbolOrder: true,
      exactCaseFirst: false,
      shorterNameFirst: false,
      moreDemosFirst: false,
    },
    [Tier.QualifiedName]: {
      // Readers qualify a member with its class, as in code.
      rule: "every query word starts a word of the name or of the name of the name's page",
      example: '"Table columns" → Table#columns',
      symbolOrder: true,
      exactCaseFirst: false,
      shorterNameFirst: true,
      moreDemosFirst: false,
    },
    [Tier.QualifiedNameWithTypos]: {
      // After the words as typed: "upload data" found unloadListener (unload is a typo of
      // upload, data a word of PowerSyncDatabase) among getUploadQueueStats and crudUploadThrottleMs.
      rule: "every query word is in the name or the name of the name's page, some with typos",
      example: '"Tabel columns" → Table#columns',
      symbolOrder: true,
      exactCaseFirst: false,
      shorterNameFirst: true,
      moreDemosFirst: false,
    },
    [Tier.Elsewhere]: {
      // Text and headings above the record: BM25 knows best.
      rule: 'anything else',
      example: '"upload data" → text mentioning it',
      symbolOrder: false,
      exactCaseFirst: false,
      shorterNameFirst: false,
      moreDemosFirst: false,
    },
    [Tier.NoWords]: {
      // No words to score: what the operators accept, as symbols, the most used first
      // (`has:example`: Schema, 18 demos, before Column, 2, which came first by name).
      rule: 'the query has operators and no words',
      example: '"-> SyncStatus" → useStatus',
      symbolOrder: true,
      exactCaseFirst: false,
      shorterNameFirst: false,
      moreDemosFirst: true,
    },
  },
  // The page before its members, members before the text under them.
  typeRank: {lvl0: 0, lvl1: 0, lvl2: 1, lvl3: 1, lvl4: 2, lvl5: 2, lvl6: 2, content: 3},
  // What readers look up most: classes, then hooks and functions, enums… then members.
  kindRank: {
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
  },
  // Members and text rank below pages; page titles (lvl1) are the main topic of a page.
  typeScoreFactor: {lvl0: 1, lvl1: 1.5, lvl2: 1.2, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 0.8},
  // "Use PowerSyncDatabase instead" in the first sentence: v2's WebPowerSyncDatabase is exported
  // and documented, but internal, and says so without an @deprecated tag. Only the first
  // sentence: further on, "use X instead" is advice about an option, not about the symbol.
  supersededText: /^[^.]*?\buse\s+`?([A-Za-z_$][\w$]*)`?\s+instead\b/i,
  // @powersync/react defines the React hooks; @powersync/react-native re-exports them with the
  // same text, so useQuery's two copies tie on everything, and the index's alphabetical order
  // put React Native's first. A reader on a neutral page (the landing page, the search page
  // without a section) gets the package that defines them; a reader of React Native's pages
  // still gets React Native's first (optionalFilters decide before this).
  sectionOrder: ['react-sdk'],
};

/** Typos a query term may have, by its length (0, 1 or 2). */
export function typoBudget(term: string): number {
  if (term.length < RANKING.typos.oneTypoFromLength) return 0;
  if (term.length < RANKING.typos.twoTyposFromLength) return 1;
  return 2;
}

/**
 * The typo test: whether an index term answers a query term, as its completion (prefix) or,
 * with `typos`, within the query term's typo budget.
 */
export function matchesTerm(queryTerm: string, indexTerm: string, typos: boolean): boolean {
  if (indexTerm.startsWith(queryTerm)) return true;
  if (!typos) return false;
  const budget = typoBudget(queryTerm);
  return typoDistance(queryTerm, indexTerm, budget) <= budget;
}

/** What tierOf needs to know about one record and the query. */
export interface NameMatch {
  /** compactName of the record's own name; empty when it has none (text records). */
  name: string;
  /** compactName of the whole query. */
  query: string;
  /** The query as one word the name may start with; null when the query has several words. */
  prefix: string | null;
  /** The query terms. */
  terms: readonly string[];
  /** Index terms of the record's name to test the query terms against (those the index matched). */
  nameTerms: readonly string[];
  /** The same, of the record's name and its page's name. */
  qualifiedTerms: readonly string[];
}

/**
 * The symbol a page's description says to use instead of it (RANKING.supersededText), or null.
 * `ownName` is the page's symbol: a description naming itself supersedes nothing.
 */
export function supersededBy(description: string, ownName: string): string | null {
  const named = RANKING.supersededText.exec(description)?.[1];
  return named && named !== ownName ? named : null;
}

/** The tier of a record (see RANKING.tiers). */
export function tierOf(match: NameMatch): Tier {
  const {name, terms, nameTerms} = match;
  if (!name) return Tier.Elsewhere;
  if (name === match.query) return Tier.ExactName;
  if (match.prefix !== null && name.startsWith(match.prefix)) return Tier.NamePrefix;
  // The word tiers need a word of the name itself: a match in the page name alone is not enough.
  if (nameTerms.length === 0) return Tier.Elsewhere;
  if (everyTermIn(terms, nameTerms, false)) return Tier.NameWords;
  // Without a typo budget the typo test is the prefix test above: skip it.
  if (terms.some((t) => typoBudget(t) > 0) && everyTermIn(terms, nameTerms, true)) return Tier.NameWordsWithTypos;
  if (everyTermIn(terms, match.qualifiedTerms, false)) return Tier.QualifiedName;
  if (everyTermIn(terms, match.qualifiedTerms, true)) return Tier.QualifiedNameWithTypos;
  return Tier.Elsewhere;
}

function everyTermIn(terms: readonly string[], indexTerms: readonly string[], typos: boolean): boolean {
  return terms.every((t) => indexTerms.some((d) => matchesTerm(t, d, typos)));
}

/**
 * Where a hit goes in the results. Fields are compared in this order, the lower value first;
 * a field a hit's tier does not use is 0.
 */
export interface SortKey {
  /** How the name matched. */
  tier: Tier;
  /**
   * Minus the optional filters the record matches (the section being read, in the modal).
   * Right after the tier, where Algolia's `filters` criterion sits (after typo and words):
   * the section being read comes first among equally good name matches, and an exact name
   * in another section still beats a mere mention in this one.
   */
  optionalFilters: number;
  /** Symbol order: page title before member heading before text. */
  typeRank: number;
  /** Symbol order: class before hook/function before enum… before member. */
  kindRank: number;
  /** Exact-name tier: 0 when the name is exactly as typed (case included), else 1. */
  caseMismatch: number;
  /**
   * Symbol order: 1 for a deprecated or superseded symbol, else 0. Among equally good matches
   * the API to use comes first (useStatus before the deprecated usePowerSyncStatus,
   * PowerSyncDatabase#connect before WebPowerSyncDatabase#connect, whose page says to use
   * PowerSyncDatabase).
   */
  deprecated: number;
  /** Operator-only searches (moreDemosFirst): minus the demos that call the symbol. */
  moreDemos: number;
  /** Prefix, word and qualified tiers: the shorter name first. */
  nameLength: number;
  /** Symbol order, below page titles: minus the headings on the record's page (richer page first). */
  richerPage: number;
  /** Minus the weighted BM25 score (higher score first). */
  higherScore: number;
  /** The record's section's place in RANKING.sectionOrder (copies of one symbol that tie). */
  sectionOrder: number;
  /** The record's position in the index: a stable last resort. */
  indexOrder: number;
}

export function compareSortKeys(a: SortKey, b: SortKey): number {
  return (
    a.tier - b.tier ||
    a.optionalFilters - b.optionalFilters ||
    a.typeRank - b.typeRank ||
    a.kindRank - b.kindRank ||
    a.caseMismatch - b.caseMismatch ||
    a.deprecated - b.deprecated ||
    a.moreDemos - b.moreDemos ||
    a.nameLength - b.nameLength ||
    a.richerPage - b.richerPage ||
    a.higherScore - b.higherScore ||
    a.sectionOrder - b.sectionOrder ||
    a.indexOrder - b.indexOrder
  );
}

/** What the sort key is made of, for one hit. */
export interface HitFacts {
  tier: Tier;
  /** How many of the request's optional filters the record matches. */
  optionalFilters: number;
  type: RecordType;
  kind: RecordKind;
  /** The record's name is exactly the query as typed. */
  exactCase: boolean;
  /** The record's heading carries the deprecation mark (schema.ts DEPRECATED_MARK). */
  deprecated: boolean;
  /** The record's page says to use another symbol of its section instead (supersededBy). */
  superseded: boolean;
  /** Demos that call the record's symbol (schema.ts recordDemos); 0 when its tier does not use them. */
  demos: number;
  /** Length of the record's compactName. */
  nameLength: number;
  /**
   * Headings on the record's page. Among members of the same name (`writeTransaction` on
   * PowerSyncDatabase, on a DB adapter, on an interface), the one on the richest page is the
   * main API surface.
   */
  headingsOnPage: number;
  /** BM25 score, already weighted by typeScoreFactor. */
  score: number;
  /** The record's section (route id), null outside the sections. */
  sdk: string | null;
  indexOrder: number;
}

/** A section's place in RANKING.sectionOrder; the sections not listed share the last place. */
function sectionPlace(sdk: string | null): number {
  const place = sdk === null ? -1 : RANKING.sectionOrder.indexOf(sdk);
  return place < 0 ? RANKING.sectionOrder.length : place;
}

export function sortKeyOf(hit: HitFacts): SortKey {
  const tier = RANKING.tiers[hit.tier];
  return {
    tier: hit.tier,
    optionalFilters: -hit.optionalFilters,
    typeRank: tier.symbolOrder ? RANKING.typeRank[hit.type] : 0,
    kindRank: tier.symbolOrder ? RANKING.kindRank[hit.kind] : 0,
    caseMismatch: tier.exactCaseFirst && !hit.exactCase ? 1 : 0,
    deprecated: tier.symbolOrder && (hit.deprecated || hit.superseded) ? 1 : 0,
    moreDemos: tier.moreDemosFirst ? -hit.demos : 0,
    nameLength: tier.shorterNameFirst ? hit.nameLength : 0,
    richerPage: tier.symbolOrder && hit.type !== 'lvl1' ? -hit.headingsOnPage : 0,
    higherScore: -hit.score,
    sectionOrder: sectionPlace(hit.sdk),
    indexOrder: hit.indexOrder,
  };
}

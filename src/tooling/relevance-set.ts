/**
 * Relevance expectations for the embedded search, checked on the index the build shipped by
 * tests/site/search-relevance.test.ts (and usable by hand: `evaluateRelevance(engine)`).
 *
 * Each case names what a reader typing the query wants first. Pages live at
 * `{base}/{sdk}/classes/{Name}`, `/enumerations/{Name}`, `/functions/{name}`; members at
 * `#{lowercase-heading-id}` (Docusaurus de-duplicates ids on a page, e.g. `#options-1`,
 * so member expectations use headings that are unique on their page).
 *
 * Queries are read like the site's clients read them: operators (`kind:hook`, `sdk:web`,
 * `-> SyncStatus`) become facet filters (query-syntax.ts), and `context` is the section of the
 * page the modal was opened on (its optionalFilters).
 */
import type {SearchEngine} from '../search/engine';
import {chipFacetFilters, parseQuery, type Section} from '../search/query-syntax';
import {sectionOptionalFilters} from '../search/section-context';

export interface RelevanceCase {
  query: string;
  /**
   * Expected URL path suffix (plus `#anchor` when the hit is a member), e.g. `classes/Table`
   * or `classes/AbstractPowerSyncDatabase#disconnectandclear`; several when equally right.
   */
  expect: string | readonly string[];
  /** Section the expected page must be in; any section when absent. */
  sdk?: string;
  /** Restrict the search to a section (the `sdk:` facet filter). */
  filterSdk?: string;
  /** The section being read (the modal's optionalFilters): its hits rank first. */
  context?: string;
  /** Accept the expected result within the first `within` hits (default 1: it must be first). */
  within?: number;
  /**
   * Hits (URL suffixes, as `expect`) the expected result must rank above: each is below it, or
   * not on the first page. For an order the first hit alone does not show.
   */
  above?: string | readonly string[];
  /**
   * The release line whose index the case is checked on (`v2`: `build/v2/`); absent, the
   * default line's (`build/`). A line's API differs: its cases name its own pages.
   */
  line?: string;
  /** What the case checks. */
  why: string;
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Exact class names: the class page first, before longer names and members named alike.
  {query: 'Table', expect: 'classes/Table', why: 'exact class before TableV2 and `table` members'},
  {query: 'TableV2', expect: 'classes/TableV2', why: 'exact class with a digit'},
  {query: 'Schema', expect: 'classes/Schema', why: 'exact class before `schema` properties'},
  {query: 'schema', expect: 'classes/Schema', why: 'case-insensitive exact name'},
  {query: 'Column', expect: 'classes/Column', why: 'class before the `column` variable and ColumnType'},
  {
    query: 'PowerSyncDatabase',
    expect: 'classes/PowerSyncDatabase',
    why: 'exact before AbstractPowerSyncDatabase and options',
  },
  {
    query: 'AbstractPowerSyncDatabase',
    expect: 'classes/AbstractPowerSyncDatabase',
    why: 'exact before the open factory',
  },
  {query: 'CrudEntry', expect: 'classes/CrudEntry', why: 'exact class'},
  {query: 'CrudBatch', expect: 'classes/CrudBatch', why: 'exact class'},
  {query: 'SyncStatus', expect: 'classes/SyncStatus', why: 'exact class before `syncStatus` members'},
  {query: 'SyncProgress', expect: 'classes/SyncProgress', why: 'exact class'},
  {query: 'UploadQueueStats', expect: 'classes/UploadQueueStats', why: 'exact class before getUploadQueueStats'},
  {query: 'WASQLiteOpenFactory', expect: 'classes/WASQLiteOpenFactory', sdk: 'web-sdk', why: 'web-only class'},
  {
    query: 'AbstractAttachmentQueue',
    expect: 'classes/AbstractAttachmentQueue',
    sdk: 'attachments-sdk',
    why: 'attachments class',
  },
  {
    query: 'CapacitorSQLiteAdapter',
    expect: 'classes/CapacitorSQLiteAdapter',
    sdk: 'capacitor-sdk',
    why: 'capacitor class',
  },
  {
    query: 'SharedWebStreamingSyncImplementation',
    expect: 'classes/SharedWebStreamingSyncImplementation',
    sdk: 'web-sdk',
    why: 'long exact name',
  },

  // Hooks and functions.
  {query: 'usePowerSync', expect: 'functions/usePowerSync', why: 'exact hook before usePowerSyncQuery'},
  {
    query: 'useQuery',
    expect: 'functions/useQuery',
    sdk: 'react-sdk',
    why: 'exact hook before useQueries; on a neutral page React’s, which React Native re-exports with the same text',
  },
  {query: 'useStatus', expect: 'functions/useStatus', why: 'exact hook'},
  {query: 'useSuspenseQuery', expect: 'functions/useSuspenseQuery', why: 'exact hook'},
  {query: 'useSyncStream', expect: 'functions/useSyncStream', why: 'exact hook'},
  {query: 'sanitizeUUID', expect: 'functions/sanitizeUUID', why: 'exact function with an acronym'},
  {query: 'createPowerSyncPlugin', expect: 'functions/createPowerSyncPlugin', sdk: 'vue-sdk', why: 'vue-only function'},

  // Prefixes (search as you type).
  {query: 'usePow', expect: 'functions/usePowerSync', why: 'prefix: the shortest completion first'},
  {query: 'useSusp', expect: 'functions/useSuspenseQuery', why: 'prefix of a hook'},
  {
    query: 'AbstractPowerSync',
    expect: 'classes/AbstractPowerSyncDatabase',
    why: 'prefix: class before the longer open factory',
  },
  {query: 'CrudTrans', expect: 'classes/CrudTransaction', why: 'prefix of a class'},
  {
    query: 'sanitize',
    expect: ['functions/sanitizeSQL', 'functions/sanitizeUUID'],
    why: 'prefix shared by two functions',
  },
  {query: 'createPow', expect: 'functions/createPowerSyncPlugin', why: 'prefix of a function'},

  // camelCase parts are words.
  {query: 'suspense query', expect: 'functions/useSuspenseQuery', why: 'camelCase words of a hook'},
  {query: 'watched query subscription', expect: 'functions/useWatchedQuerySubscription', why: 'three camelCase words'},
  {
    query: 'quick sqlite',
    expect: 'classes/ReactNativeQuickSqliteOpenFactory',
    sdk: 'react-native-sdk',
    why: 'inner camelCase words',
  },
  {query: 'sync status', expect: 'classes/SyncStatus', why: 'two words spelling a class name'},
  {query: 'upload queue', expect: 'classes/UploadQueueStats', why: 'leading camelCase words'},
  {
    query: 'first sync',
    expect: ['classes/AbstractPowerSyncDatabase#waitforfirstsync', 'classes/PowerSyncDatabase#waitforfirstsync'],
    why: 'words inside a method name',
  },

  // Members are hits with anchors.
  {
    query: 'disconnectAndClear',
    expect: ['classes/AbstractPowerSyncDatabase#disconnectandclear', 'classes/PowerSyncDatabase#disconnectandclear'],
    why: 'method heading',
  },
  {
    query: 'getNextCrudTransaction',
    expect: [
      'classes/AbstractPowerSyncDatabase#getnextcrudtransaction',
      'classes/PowerSyncDatabase#getnextcrudtransaction',
    ],
    why: 'method heading',
  },
  {
    query: 'waitForFirstSync',
    expect: ['classes/AbstractPowerSyncDatabase#waitforfirstsync', 'classes/PowerSyncDatabase#waitforfirstsync'],
    why: 'method heading',
  },
  {
    query: 'writeTransaction',
    expect: ['classes/AbstractPowerSyncDatabase#writetransaction', 'classes/PowerSyncDatabase#writetransaction'],
    why: 'method shared with adapters and interfaces: the main class first',
  },
  {
    query: 'getUploadQueueStats',
    expect: ['classes/AbstractPowerSyncDatabase#getuploadqueuestats', 'classes/PowerSyncDatabase#getuploadqueuestats'],
    why: 'method, not the UploadQueueStats class',
  },
  {
    query: 'SyncStatus lastSyncedAt',
    expect: 'classes/SyncStatus#lastsyncedat',
    why: 'class name qualifies a member name shared by several classes',
  },
  {
    query: 'opData',
    expect: ['classes/CrudEntry#opdata', 'classes/CrudEntry#opdata-1'],
    why: 'property (Docusaurus suffixes the id when a parameter heading took it first)',
  },
  {
    query: 'watchWithCallback',
    expect: ['classes/AbstractPowerSyncDatabase#watchwithcallback', 'classes/PowerSyncDatabase#watchwithcallback'],
    why: 'method',
  },
  {
    query: 'PowerSyncDatabase disconnectAndClear',
    expect: 'classes/PowerSyncDatabase#disconnectandclear',
    why: 'page name plus member name',
  },
  {
    query: 'clear database',
    expect: ['classes/AbstractPowerSyncDatabase#disconnectandclear', 'classes/PowerSyncDatabase#disconnectandclear'],
    why: 'words of the method name and its class',
  },

  // Typos: one or two, scaled by length; a swapped pair of letters is one typo.
  {query: 'Tabel', expect: 'classes/Table', why: 'transposition'},
  {query: 'Shema', expect: 'classes/Schema', why: 'missing letter'},
  {query: 'usePowrSync', expect: 'functions/usePowerSync', why: 'missing letter in a hook'},
  {
    query: 'disconectAndClear',
    expect: ['classes/AbstractPowerSyncDatabase#disconnectandclear', 'classes/PowerSyncDatabase#disconnectandclear'],
    why: 'typo in a member name',
  },
  {query: 'CrudTransacton', expect: 'classes/CrudTransaction', why: 'missing letter in a class'},
  {query: 'SyncStauts', expect: 'classes/SyncStatus', why: 'transposition in a class'},
  {query: 'usSuspenseQuery', expect: 'functions/useSuspenseQuery', why: 'missing letter at the start'},

  // Enumerations and their members.
  {query: 'ColumnType', expect: 'enumerations/ColumnType', why: 'exact enum before BaseColumnType'},
  {query: 'UpdateType', expect: 'enumerations/UpdateType', why: 'exact enum'},
  {query: 'WASQLiteVFS', expect: 'enumerations/WASQLiteVFS', sdk: 'web-sdk', why: 'enum with acronyms'},
  {query: 'SyncClientImplementation', expect: 'enumerations/SyncClientImplementation', why: 'exact enum'},
  {query: 'PSInternalTable', expect: 'enumerations/PSInternalTable', why: 'enum starting with an acronym'},
  {
    query: 'TemporaryStorageOption',
    expect: 'enumerations/TemporaryStorageOption',
    sdk: 'web-sdk',
    why: 'web-only enum',
  },
  {query: 'AttachmentState', expect: 'enumerations/AttachmentState', sdk: 'attachments-sdk', why: 'attachments enum'},
  {query: 'OPFSCoopSyncVFS', expect: 'enumerations/WASQLiteVFS#enumeration-member-opfscoopsyncvfs', why: 'enum member'},
  {query: 'INTEGER', expect: 'enumerations/ColumnType#enumeration-member-integer', why: 'enum member'},
  {query: 'storage option', expect: 'enumerations/TemporaryStorageOption', why: 'camelCase words of an enum'},

  // Restricted to one section with the `sdk:` facet filter.
  {
    query: 'PowerSyncDatabase',
    filterSdk: 'web-sdk',
    expect: 'classes/PowerSyncDatabase',
    sdk: 'web-sdk',
    why: 'sdk facet filter',
  },
  {
    query: 'useQuery',
    filterSdk: 'tanstack-react-query-sdk',
    expect: 'functions/useQuery',
    sdk: 'tanstack-react-query-sdk',
    why: 'sdk facet filter on a shared hook name',
  },

  // Contextual: the section being read first, without hiding better matches elsewhere.
  {
    query: 'watch',
    context: 'web-sdk',
    expect: 'classes/PowerSyncDatabase#watch',
    sdk: 'web-sdk',
    why: 'on a Web SDK page, the Web SDK method before Capacitor’s',
  },
  {
    query: 'PowerSyncDatabase',
    context: 'node-sdk',
    expect: 'classes/PowerSyncDatabase',
    sdk: 'node-sdk',
    why: 'class of the section being read',
  },
  {query: 'useQuery', context: 'vue-sdk', expect: 'functions/useQuery', sdk: 'vue-sdk', why: 'hook of the section'},
  {
    query: 'useQuery',
    context: 'web-sdk',
    expect: 'functions/useQuery',
    why: 'the section has no such hook: the exact name elsewhere beats a mention here',
  },
  {query: 'Table', context: 'react-native-sdk', expect: 'classes/Table', sdk: 'react-native-sdk', why: 'shared class'},
  {
    query: 'close',
    context: 'node-sdk',
    expect: ['classes/AbstractPowerSyncDatabase#close', 'classes/PowerSyncDatabase#close'],
    sdk: 'node-sdk',
    why: 'method of the main class in the section',
  },
  {
    query: 'SyncStatus',
    context: 'capacitor-sdk',
    expect: 'classes/SyncStatus',
    why: 'a class the section does not have',
  },
  {
    query: 'connect',
    context: 'capacitor-sdk',
    expect: 'classes/PowerSyncDatabase#connect',
    sdk: 'capacitor-sdk',
    why: 'method in a small section',
  },
  {query: 'usePowerSync', context: 'vue-sdk', expect: 'functions/usePowerSync', sdk: 'vue-sdk', why: 'hook'},
  {
    query: 'disconnectAndClear',
    context: 'react-native-sdk',
    expect: ['classes/AbstractPowerSyncDatabase#disconnectandclear', 'classes/PowerSyncDatabase#disconnectandclear'],
    sdk: 'react-native-sdk',
    why: 'member in the section',
  },

  // Operators, with words and alone.
  {query: 'kind:hook status', expect: 'functions/useStatus', why: 'kind operator with a word'},
  {query: 'kind:class table', expect: 'classes/Table', why: 'kind operator before the word'},
  {query: 'kind:enum column', expect: 'enumerations/ColumnType', why: 'enum operator'},
  {query: 'sdk:web table', expect: 'classes/Table', sdk: 'web-sdk', why: 'section by short name'},
  {query: 'table sdk:node-sdk', expect: 'classes/Table', sdk: 'node-sdk', why: 'section by id, after the word'},
  {
    query: 'kind:hook sdk:react query',
    expect: 'functions/useQuery',
    sdk: 'react-sdk',
    why: 'two operators and a word',
  },
  {
    query: 'kind:enum sdk:attachments',
    expect: ['enumerations/AttachmentState', 'enumerations/EncodingType'],
    sdk: 'attachments-sdk',
    why: 'operators only',
  },
  {
    query: 'kind:hook',
    context: 'vue-sdk',
    expect: ['functions/usePowerSync', 'functions/useQuery', 'functions/useStatus'],
    sdk: 'vue-sdk',
    why: 'operator only: the section’s current hooks, deprecated ones after',
  },

  // Type search (rustdoc style).
  {query: '-> SyncStatus', expect: 'functions/useStatus', why: 'the hook returning it, the shortest name'},
  {
    query: '-> SyncStatus',
    context: 'web-sdk',
    expect: ['classes/PowerSyncDatabase#currentstatus', 'classes/AbstractPowerSyncDatabase#currentstatus'],
    sdk: 'web-sdk',
    why: 'the property holding it, in the section',
  },
  {
    query: 'tx: Transaction',
    expect: [
      'classes/PowerSyncDatabase#readtransaction',
      'classes/PowerSyncDatabase#writetransaction',
      'classes/AbstractPowerSyncDatabase#readtransaction',
      'classes/AbstractPowerSyncDatabase#writetransaction',
    ],
    why: 'methods whose callback accepts a Transaction',
  },
  {
    query: '(Transaction)',
    context: 'node-sdk',
    expect: [
      'classes/PowerSyncDatabase#readtransaction',
      'classes/PowerSyncDatabase#writetransaction',
      'classes/AbstractPowerSyncDatabase#readtransaction',
      'classes/AbstractPowerSyncDatabase#writetransaction',
    ],
    sdk: 'node-sdk',
    why: 'accepted type in parentheses',
  },
  {
    query: '(Schema)',
    expect: ['classes/PowerSyncDatabase#updateschema', 'classes/AbstractPowerSyncDatabase#updateschema'],
    why: 'the method taking a Schema',
  },
  {
    query: '-> AbstractPowerSyncDatabase',
    context: 'vue-sdk',
    expect: 'functions/usePowerSync',
    sdk: 'vue-sdk',
    why: 'the hook returning the database',
  },
  {query: 'status -> SyncStatus', expect: 'functions/useStatus', why: 'a word and a returned type'},

  // Issue #54: what a newcomer's walk through the site found ranked wrong.
  {
    query: 'upload data',
    expect: 'interfaces/PowerSyncDatabaseOptions#cruduploadthrottlems',
    within: 20,
    above: 'classes/PowerSyncDatabase#unloadlistener',
    why: 'both words as typed (upload in the name, data in its interface) before unloadListener, where unload is only a typo of upload',
  },
  {
    query: 'has:example',
    expect: ['classes/PowerSyncDatabase', 'classes/Schema', 'classes/Table'],
    sdk: 'web-sdk',
    above: 'classes/Column',
    why: 'operator only: the classes most demos use (15) first, not alphabetical order (Column, 2 demos)',
  },
  {
    query: 'useQuery',
    line: 'v2',
    expect: 'functions/useQuery',
    sdk: 'react-sdk',
    why: 'on a neutral page React’s hook first, not React Native’s copy of it (same text, more demos)',
  },
  {
    query: 'connect',
    line: 'v2',
    expect: 'interfaces/PowerSyncDatabase#connect',
    above: 'classes/WebPowerSyncDatabase#connect',
    why: 'WebPowerSyncDatabase’s own description says "Use PowerSyncDatabase instead": that one first',
  },
  {
    query: 'watch',
    line: 'v2',
    expect: 'interfaces/PowerSyncDatabase#watch',
    above: 'classes/WebPowerSyncDatabase#watch',
    why: 'as for connect: the member of the interface WebPowerSyncDatabase points to first',
  },
  {
    query: 'has:example',
    line: 'v1',
    expect: ['classes/Schema', 'classes/Table'],
    sdk: 'web-sdk',
    above: 'classes/Column',
    why: 'the issue’s example: Schema (18 demos) before Column (2 demos), which sorted first by name',
  },
];

/** A failed outcome in a line: the query, the ranks, the first hits. */
export function describeOutcome(o: RelevanceOutcome): string {
  const line = o.case.line ? ` (line ${o.case.line})` : '';
  const above = o.aboveRank === null ? '' : `, ${[o.case.above].flat().join(' | ')} at ${o.aboveRank}`;
  return `${JSON.stringify(o.case.query)}${line} → rank ${o.rank}${above}; top: ${o.top.join(', ')}`;
}

/** The cases checked on a line's index: `line` its id, or absent for the default line. */
export function casesOfLine(line?: string): RelevanceCase[] {
  return RELEVANCE_SET.filter((c) => c.line === line);
}

/** The sections of an engine's records, for the `sdk:` operator. */
function sectionsOf(engine: SearchEngine): Section[] {
  const sections = new Map<string, string>();
  for (const record of engine.records)
    if (record.sdk && !sections.has(record.sdk)) sections.set(record.sdk, record.hierarchy.lvl0 ?? record.sdk);
  return [...sections].map(([id, label]) => ({id, label}));
}

export interface RelevanceOutcome {
  case: RelevanceCase;
  /** 1-based rank of the first hit meeting the expectation, or null when not in the first page. */
  rank: number | null;
  /** 1-based rank of the first of the case's `above` hits on the first page, or null. */
  aboveRank: number | null;
  top: string[];
  passed: boolean;
}

/** Whether a hit URL (absolute or path) meets a case's expectation. */
export function meetsExpectation(url: string, relevanceCase: RelevanceCase): boolean {
  const {pathname, hash} = new URL(url, 'http://localhost');
  const path = decodeURIComponent(pathname).replace(/\/+$/, '') + hash;
  const expected = typeof relevanceCase.expect === 'string' ? [relevanceCase.expect] : relevanceCase.expect;
  return expected.some((suffix) => {
    if (!(path === suffix || path.endsWith(`/${suffix}`))) return false;
    return !relevanceCase.sdk || path.split('/').includes(relevanceCase.sdk);
  });
}

/** Whether a hit URL is one of `suffixes` (URL path suffixes with their `#anchor`). */
function isHit(url: string, suffixes: string | readonly string[]): boolean {
  return meetsExpectation(url, {query: '', expect: suffixes, why: ''});
}

export function evaluateRelevance(
  engine: SearchEngine,
  cases: readonly RelevanceCase[] = casesOfLine(),
): RelevanceOutcome[] {
  const sections = sectionsOf(engine);
  return cases.map((relevanceCase) => {
    const {text, chips} = parseQuery(relevanceCase.query, sections);
    const result = engine.search(text, {
      hitsPerPage: 20,
      facetFilters: [
        ...(relevanceCase.filterSdk ? [`sdk:${relevanceCase.filterSdk}`] : []),
        ...chipFacetFilters(chips),
      ],
      optionalFilters: sectionOptionalFilters(relevanceCase.context ?? null),
    });
    const urls = result.hits.map((hit) => hit.record.url);
    const index = urls.findIndex((url) => meetsExpectation(url, relevanceCase));
    const rank = index < 0 ? null : index + 1;
    const outranked = relevanceCase.above ?? [];
    const below = urls.findIndex((url) => isHit(url, outranked));
    const aboveRank = below < 0 ? null : below + 1;
    return {
      case: relevanceCase,
      rank,
      aboveRank,
      top: urls.slice(0, 3),
      passed: rank !== null && rank <= (relevanceCase.within ?? 1) && (aboveRank === null || aboveRank > rank),
    };
  });
}

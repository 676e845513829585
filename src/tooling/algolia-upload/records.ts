/**
 * What `npm run search:upload` sends to Algolia: the site's search records in the DocSearch
 * v3 schema (what the DocSearch crawler stores and the modal renders), plus the facets the
 * site filters and ranks on, and the index settings. Pure; upload.ts sends them.
 *
 * The records are the embedded index's own (records.ts over the built pages), so both modes
 * search the same records: `sdk` (section; the modal's optionalFilters and `sdk:`), `kind`
 * (`kind:hook`), `status` (`is:new`), `version` (the section's package version), and the type-search facets
 * `returns`/`accepts` (`-> SyncStatus`). The search page collapses the same symbol in
 * several sections into one result (src/search/hosted-lite-client.ts): `symbol` is the key,
 * and `sections` lists every section of a symbol that is in more than one.
 */
import {symbolKey} from '../../search/engine';
import {attachSignatureTypes} from '../../search/signature-types';
import {HOSTED_PAGE_ATTRIBUTES} from '../../search/hosted-lite-client';
import {RANKING} from '../../search/ranking';
import {LEVELS, recordHas, recordStatus, type SearchRecord, type SymbolStatus} from '../../search/schema';
import {symbolName} from '../../search/text';
import {LINE_FACET} from '../../search/section-filter';

export interface AlgoliaRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecord['type'];
  hierarchy: SearchRecord['hierarchy'];
  /** DocSearch's copy of the hierarchy for its "radio" display (only the record's own level). */
  hierarchy_radio: Partial<SearchRecord['hierarchy']>;
  content: string | null;
  /** DocSearch's custom ranking: `level` from the site's ranking table, `position` on the page. */
  weight: {pageRank: number; level: number; position: number};
  language: string;
  docusaurus_tag: string;
  sdk: string | null;
  kind: SearchRecord['kind'];
  /** new, deprecated or removed (API history marks), for `is:new`; null for the rest. */
  status: SymbolStatus | null;
  /** `example` when the demos call it (`has:example`). */
  has: string[];
  version: string | null;
  returns: string[];
  accepts: string[];
  /** The same symbol in every section has the same key; null outside a section. */
  symbol: string | null;
  /** Every section the symbol is in (absolute URLs), when more than one; else absent. */
  sections?: Array<{sdk: string; label: string; url: string}>;
  /** The release line the page is in (`line:v2`), when the site has several; else absent. */
  line?: string;
}

/** The sections of each symbol that is in more than one, in record (manifest) order. */
function sectionsBySymbol(records: readonly SearchRecord[], absolute: (url: string) => string) {
  const bySymbol = new Map<string, Array<{sdk: string; label: string; url: string}>>();
  for (const r of records) {
    const key = symbolKey(r);
    if (key === null || r.sdk === null) continue;
    const list = bySymbol.get(key) ?? [];
    if (!list.some((s) => s.sdk === r.sdk))
      list.push({sdk: r.sdk, label: r.hierarchy.lvl0 ?? r.sdk, url: absolute(r.url)});
    bySymbol.set(key, list);
  }
  return bySymbol;
}

/**
 * Records as Algolia objects. `origin` makes URLs absolute (the theme reads hit URLs with
 * `new URL()`); `versions` maps a section id to its package version.
 */
export function algoliaRecords(
  records: readonly SearchRecord[],
  origin: string,
  versions: ReadonlyMap<string, string>,
  line?: {id: string; isDefault: boolean},
): AlgoliaRecord[] {
  attachSignatureTypes(records, (r) => symbolName((r.type === 'content' ? null : r.hierarchy[r.type]) ?? ''));
  const absolute = (url: string) => (url.startsWith('/') ? `${origin.replace(/\/+$/, '')}${url}` : url);
  const symbols = sectionsBySymbol(records, absolute);
  return records.map((r) => {
    const own = r.type === 'content' ? null : r.type;
    const symbol = symbolKey(r);
    const sections = symbol === null ? undefined : symbols.get(symbol);
    return {
      // Every line's records share the index: ids of another line than the default are prefixed.
      objectID: line && !line.isDefault ? `${line.id}:${r.objectID}` : r.objectID,
      url: absolute(r.url),
      url_without_anchor: absolute(r.url_without_anchor),
      anchor: r.anchor,
      type: r.type,
      hierarchy: r.hierarchy,
      hierarchy_radio: own ? {[own]: r.hierarchy[own]} : {},
      content: r.content,
      // Higher first (desc): the page before its members before text, classes before members.
      weight: {
        pageRank: 0,
        level: 100 - 10 * RANKING.typeRank[r.type] - RANKING.kindRank[r.kind],
        position: r.position,
      },
      language: r.language,
      docusaurus_tag: r.docusaurus_tag,
      sdk: r.sdk,
      kind: r.kind,
      status: recordStatus(r),
      has: recordHas(r),
      version: r.sdk ? (versions.get(r.sdk) ?? null) : null,
      returns: r.returns ?? [],
      accepts: r.accepts ?? [],
      symbol,
      ...(sections && sections.length > 1 ? {sections} : {}),
      ...(line ? {line: line.id} : {}),
    };
  });
}

/** The index settings: DocSearch's template, with our facets and the typo lengths of RANKING. */
export function indexSettings(): Record<string, unknown> {
  const levels = LEVELS.map((l) => `unordered(hierarchy.${l})`);
  return {
    searchableAttributes: [...levels.slice(1), levels[0], 'content'],
    attributesForFaceting: [
      'type',
      'language',
      'docusaurus_tag',
      'sdk',
      'kind',
      'version',
      'filterOnly(status)',
      'filterOnly(has)',
      `filterOnly(${LINE_FACET})`,
      'filterOnly(returns)',
      'filterOnly(accepts)',
    ],
    attributesToRetrieve: [
      'hierarchy',
      'content',
      'anchor',
      'url',
      'url_without_anchor',
      'type',
      'sdk',
      'kind',
      ...HOSTED_PAGE_ATTRIBUTES,
    ],
    attributesToHighlight: ['hierarchy', 'content'],
    attributesToSnippet: ['content:10'],
    // Identifiers are words: `useSuspenseQuery` is found by "suspense query", as in the embedded engine.
    camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3'],
    // DocSearch's order: optionalFilters (the `filters` criterion) after words, as the
    // embedded engine ranks the section being read right after the name match.
    ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    distinct: true,
    attributeForDistinct: 'url',
    minWordSizefor1Typo: RANKING.typos.oneTypoFromLength,
    minWordSizefor2Typos: RANKING.typos.twoTyposFromLength,
    allowTyposOnNumericTokens: false,
    ignorePlurals: true,
    advancedSyntax: true,
    removeWordsIfNoResults: 'allOptional',
    highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
    highlightPostTag: '</span>',
  };
}

/**
 * Algolia filtering over the records: `facetFilters`, the `filters` string, our `sdk`
 * shortcut, and facet counts. Pure; the engine applies the resulting predicate to its hits.
 */
import {LEVELS, recordHas, recordStatus, type SearchRecord} from './schema';

/** Algolia facetFilters: strings are ANDed; a nested array is an OR group. `attr:-value` negates. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** Attributes that can be filtered and faceted on. */
export const FACET_ATTRIBUTES = [
  'sdk',
  'returns',
  'accepts',
  'language',
  'docusaurus_tag',
  'type',
  'kind',
  // new, deprecated or removed (the marks of schema.ts), for `is:new`.
  'status',
  // `example` when the demos call it (schema.ts demosMark), for `has:example`.
  'has',
  'hierarchy.lvl0',
  'hierarchy.lvl1',
] as const;

export type Predicate = (record: SearchRecord) => boolean;

/** What a search can be narrowed by (the engine's options of the same names). */
export interface RecordFilters {
  facetFilters?: FacetFilters;
  /** Algolia `filters` string; the subset `attr:value` joined with AND / OR / NOT is supported. */
  filters?: string;
  /** Shortcut for a facet filter on the section: `sdk: 'web-sdk'` or several sections. */
  sdk?: string | readonly string[];
  /**
   * Algolia `optionalFilters`: records matching them rank first, nothing is filtered out
   * (the modal sends the section being read, `sdk:web-sdk`).
   */
  optionalFilters?: FacetFilters;
}

/** Values of a facet on a record: one for most attributes, several for the type-search ones. */
export function facetValues(record: SearchRecord, attribute: string): readonly string[] {
  if (attribute === 'returns') return record.returns ?? [];
  if (attribute === 'accepts') return record.accepts ?? [];
  if (attribute === 'has') return recordHas(record);
  const value = facetValue(record, attribute);
  return value === null ? [] : [value];
}

export function facetValue(record: SearchRecord, attribute: string): string | null {
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
    case 'status':
      return recordStatus(record);
    default: {
      const level = /^hierarchy\.(lvl[0-6])$/.exec(attribute)?.[1] as (typeof LEVELS)[number] | undefined;
      return level ? record.hierarchy[level] : null;
    }
  }
}

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
    const matches = known && facetValues(record, attribute).includes(value);
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

export function sdkPredicate(sdk: RecordFilters['sdk']): Predicate | null {
  if (sdk === undefined || sdk === null) return null;
  const wanted = new Set(typeof sdk === 'string' ? [sdk] : sdk);
  return (record) => record.sdk !== null && wanted.has(record.sdk);
}

/** Every filter of a search, ANDed: a record is a candidate only when all of them accept it. */
export function recordFilter(options: RecordFilters): Predicate {
  const predicates = [
    facetFiltersPredicate(options.facetFilters),
    filtersStringPredicate(options.filters),
    sdkPredicate(options.sdk),
  ].filter((p): p is Predicate => p !== null);
  return (record) => predicates.every((p) => p(record));
}

/**
 * How many of the optional filters (each a filter or an OR group) a record matches; null when
 * there are none. As on Algolia, a record matching more of them ranks first.
 */
export function optionalFiltersScore(filters: FacetFilters | undefined): ((record: SearchRecord) => number) | null {
  if (filters === undefined || filters === null) return null;
  const groups = typeof filters === 'string' ? [filters] : filters;
  if (groups.length === 0) return null;
  const predicates = groups.map((group) => facetFiltersPredicate([group])!);
  return (record) => predicates.reduce((n, p) => n + (p(record) ? 1 : 0), 0);
}

/** Counts of each requested facet's values over `records` (`['*']` for every facet attribute). */
export function countFacets(
  records: readonly SearchRecord[],
  requested: readonly string[],
): Record<string, Record<string, number>> {
  const attributes = requested.includes('*')
    ? [...FACET_ATTRIBUTES]
    : requested.filter((a) => (FACET_ATTRIBUTES as readonly string[]).includes(a));
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    for (const record of records)
      for (const value of facetValues(record, attribute)) counts[value] = (counts[value] ?? 0) + 1;
    facets[attribute] = counts;
  }
  return facets;
}

/**
 * Query operators and type search, read from what the reader typed:
 * - `kind:hook`, `kind:class`, `kind:enum` (and the other kinds below) narrow to a kind;
 * - `sdk:web` or `sdk:web-sdk` narrows to a section (its id, or the id without `-sdk`);
 * - `is:new` (new in the release the line documents), `is:deprecated`, `is:removed` (exported
 *   by an earlier release, gone from this one) narrow by the API history's marks (schema.ts);
 * - `has:example` narrows to symbols and members the powersync-js demos call (src/examples);
 * - type search in the style of rustdoc: `-> SyncStatus` (returns or holds it),
 *   `tx: Transaction` or `(Transaction)` (accepts it), `(Transaction) -> Promise`. A bare word
 *   before `->` stays a word (`watch -> SyncStatus`), so words and types combine.
 * Everything else is text, including an operator we do not know (`foo:bar`, `kind:widget`):
 * searching it as words is more useful than an error. The query is cut to MAX_QUERY_LENGTH
 * first, so the limit holds with operators too.
 *
 * Each recognised operator becomes a chip (with its place in the query, so removing the chip
 * removes exactly its text) and an Algolia facet filter, so the same parse serves the
 * embedded index and hosted Algolia (whose records carry the same facets: search-upload).
 */
import {MAX_QUERY_LENGTH} from './text';

export interface Section {
  id: string;
  label: string;
}

export type ChipKind = 'kind' | 'sdk' | 'status' | 'has' | 'returns' | 'accepts';

export interface Chip {
  kind: ChipKind;
  /** Facet values: record kinds, a section id, or lowercased type names. */
  values: string[];
  /** What the chip shows, e.g. "Kind: hook", "SDK: Web SDK", "Returns: SyncStatus". */
  label: string;
  /** Where the operator is in the (cut) query: removing the chip removes this span. */
  start: number;
  end: number;
}

export interface ParsedQuery {
  /** The query without its operators, whitespace collapsed: what is searched as words. */
  text: string;
  chips: Chip[];
}

/** `kind:` values readers type → the record kinds they mean (schema.ts RecordKind). */
export const KIND_OPERATORS: Readonly<Record<string, readonly string[]>> = {
  class: ['class'],
  hook: ['hook'],
  enum: ['enumeration'],
  enumeration: ['enumeration'],
  function: ['function', 'hook'],
  interface: ['interface'],
  type: ['type-alias'],
  method: ['method'],
  property: ['property', 'accessor'],
};

/** `is:` values → the chip's label; the value is the `status` facet's (schema.ts SymbolStatus). */
export const STATUS_OPERATORS: Readonly<Record<string, string>> = {
  new: 'New in this release',
  deprecated: 'Deprecated',
  removed: 'Removed',
};

/** `has:` values → the chip's label; the value is the `has` facet's (schema.ts recordHas). */
export const HAS_OPERATORS: Readonly<Record<string, string>> = {
  example: 'Used in the demos',
};

/** Facet attributes of type search (filters.ts computes them from each signature). */
export const RETURNS_FACET = 'returns';
export const ACCEPTS_FACET = 'accepts';

const TYPE = String.raw`[A-Za-z_$][\w$]*`;
/** `(A, B) -> R` or `-> R`: the returned type, with optional accepted types before it. */
const ARROW = new RegExp(String.raw`(?:\(\s*(${TYPE}(?:\s*,\s*${TYPE})*)?\s*\))?\s*->\s*(${TYPE})`, 'g');
/** `(A)` or `(A, B)` on its own: accepted types. */
const PARENS = new RegExp(String.raw`\(\s*(${TYPE}(?:\s*,\s*${TYPE})*)\s*\)`, 'g');
/** `name: Type` (a space after the colon, unlike an operator): an accepted type. */
const PARAMETER = new RegExp(String.raw`(?<![\w$])${TYPE}\??:\s+(${TYPE})`, 'g');
/** `key:value` with no space: an operator when key and value are known. */
const OPERATOR = /(?<![\w$-])([a-z]+):([\w-]+)/gi;

/**
 * The kind label of a page title as hits and pages show it (`Interface: PowerSyncDatabase`) →
 * the `kind:` operator value it means, or null for a kind the index has no facet for. A title
 * copied or selected into the search box (the modal starts with the page's selection) is a name
 * of that kind, not a parameter `Interface` accepting the type `PowerSyncDatabase`.
 */
export const TITLE_KIND_LABELS: Readonly<Record<string, string | null>> = {
  Class: 'class',
  'Abstract Class': 'class',
  Interface: 'interface',
  'Type Alias': 'type',
  Enumeration: 'enumeration',
  Function: 'function',
  Variable: null,
};
/** A title's kind label at the start of the query, as titles write it (capitalised). */
const TITLE_KIND = new RegExp(String.raw`^\s*(${Object.keys(TITLE_KIND_LABELS).join('|')}):\s+(?=[A-Za-z_$])`);

/** The short name readers type for a section: `web` for `web-sdk`. */
export function sectionShortName(id: string): string {
  return id.replace(/-sdk$/, '');
}

function sectionNamed(value: string, sections: readonly Section[]): Section | undefined {
  const wanted = value.toLowerCase();
  return sections.find((s) => s.id === wanted || sectionShortName(s.id) === wanted);
}

function typeList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Reads the operators of a query; `sections` are the site's SDK sections (for `sdk:`). */
export function parseQuery(raw: string, sections: readonly Section[]): ParsedQuery {
  const query = (raw ?? '').slice(0, MAX_QUERY_LENGTH);
  const chips: Chip[] = [];
  const taken: Array<[number, number]> = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  const add = (chip: Chip) => {
    chips.push(chip);
    taken.push([chip.start, chip.end]);
  };
  const typeChip = (kind: 'returns' | 'accepts', names: string[], start: number, end: number): Chip => ({
    kind,
    values: names.map((n) => n.toLowerCase()),
    label: `${kind === 'returns' ? 'Returns' : 'Accepts'}: ${names.join(', ')}`,
    start,
    end,
  });

  const title = TITLE_KIND.exec(query);
  if (title) {
    const value = TITLE_KIND_LABELS[title[1]];
    const span = {start: 0, end: title[0].length};
    if (value) add({kind: 'kind', values: [...KIND_OPERATORS[value]], label: `Kind: ${value}`, ...span});
    else taken.push([span.start, span.end]);
  }
  for (const m of query.matchAll(ARROW)) {
    const start = m.index!;
    const end = start + m[0].length;
    const accepted = typeList(m[1]);
    add(typeChip('returns', [m[2]], start, end));
    // Same span: removing either chip removes the whole `(A) -> R`.
    if (accepted.length > 0) add(typeChip('accepts', accepted, start, end));
  }
  for (const m of query.matchAll(PARENS)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (free(start, end)) add(typeChip('accepts', typeList(m[1]), start, end));
  }
  for (const m of query.matchAll(PARAMETER)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (free(start, end)) add(typeChip('accepts', [m[1]], start, end));
  }
  for (const m of query.matchAll(OPERATOR)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (!free(start, end)) continue;
    const key = m[1].toLowerCase();
    const value = m[2].toLowerCase();
    if (key === 'kind' && Object.hasOwn(KIND_OPERATORS, value)) {
      add({kind: 'kind', values: [...KIND_OPERATORS[value]], label: `Kind: ${value}`, start, end});
    } else if (key === 'sdk') {
      const section = sectionNamed(value, sections);
      if (section) add({kind: 'sdk', values: [section.id], label: `SDK: ${section.label}`, start, end});
    } else if (key === 'is' && Object.hasOwn(STATUS_OPERATORS, value)) {
      add({kind: 'status', values: [value], label: STATUS_OPERATORS[value], start, end});
    } else if (key === 'has' && Object.hasOwn(HAS_OPERATORS, value)) {
      add({kind: 'has', values: [value], label: HAS_OPERATORS[value], start, end});
    }
  }
  chips.sort((a, b) => a.start - b.start || (a.kind === 'returns' ? -1 : 1));
  let text = '';
  let at = 0;
  for (const [start, end] of [...taken].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    text += `${query.slice(at, start)} `;
    at = end;
  }
  text += query.slice(at);
  return {text: text.replace(/\s+/g, ' ').trim(), chips};
}

/** The query with one chip's operator removed (what the chip's remove button leaves). */
export function withoutChip(raw: string, chip: Pick<Chip, 'start' | 'end'>): string {
  const query = (raw ?? '').slice(0, MAX_QUERY_LENGTH);
  return `${query.slice(0, chip.start)} ${query.slice(chip.end)}`.replace(/\s+/g, ' ').trimStart();
}

/** Algolia facet filters for the chips: kinds OR, sections OR, statuses OR, each type ANDed. */
export function chipFacetFilters(chips: readonly Chip[]): Array<string | string[]> {
  const filters: Array<string | string[]> = [];
  const group = (kind: ChipKind, attribute: string) => {
    const values = [...new Set(chips.filter((c) => c.kind === kind).flatMap((c) => c.values))];
    if (values.length > 0) filters.push(values.map((v) => `${attribute}:${v}`));
  };
  group('kind', 'kind');
  group('sdk', 'sdk');
  group('status', 'status');
  group('has', 'has');
  for (const chip of chips)
    if (chip.kind === 'returns' || chip.kind === 'accepts')
      for (const value of chip.values)
        filters.push(`${chip.kind === 'returns' ? RETURNS_FACET : ACCEPTS_FACET}:${value}`);
  return filters;
}

/**
 * Text helpers shared by the build side (model-records.ts, records.ts) and the browser side
 * (engine, responses). Pure string functions only: this module must stay free of DOM and Node
 * APIs because it ships in the search bundle.
 */

import {withoutStatusMark} from './schema';

/** Longest query we search for (spec: the modal input accepts at most 64 characters). */
export const MAX_QUERY_LENGTH = 64;

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/**
 * Escapes text for insertion into HTML. Every value a hit exposes is rendered with
 * `dangerouslySetInnerHTML` by DocSearch and by the theme's search page, so record text is
 * always escaped before highlight tags are added around (never inside) escaped segments.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Collapses runs of whitespace (including NBSP) and removes zero-width characters. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

/** Cuts `text` at a word boundary so that it is at most `max` characters, adding "…". */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * TypeDoc page titles carry the reflection kind and type parameters ("Class: Table<Columns>",
 * "Abstract Class: AbstractPowerSyncDatabase", "Function: usePowerSync()"), member headings
 * carry markers ("options?", "constructor"). The symbol name is what readers type.
 */
const KIND_PREFIX =
  /^(?:abstract\s+)?(?:class|interface|enumeration|enum|function|type alias|variable|namespace|module|reference)\s*:\s*/i;

export function symbolName(heading: string): string {
  let name = collapseWhitespace(heading).replace(KIND_PREFIX, '');
  name = withoutStatusMark(name);
  name = name.replace(/\(\)\s*$/, '');
  // Strip a trailing type-parameter list, "Table<Columns>" → "Table" (only when it closes the title).
  const generic = name.indexOf('<');
  if (generic > 0 && name.endsWith('>')) name = name.slice(0, generic);
  return name.replace(/\?$/, '').trim();
}

/** A normalised name for equality/prefix tests: lowercase letters and digits only. */
export function compactName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words as the index sees them: letters, digits and underscores (identifiers stay whole). */
const WORD = /[\p{L}\p{N}_]+/gu;

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const m of text.matchAll(WORD)) spans.push({word: m[0], start: m.index!, end: m.index! + m[0].length});
  return spans;
}

/** Sub-words of one identifier segment: acronym runs, capitalised words, lowercase runs, digits. */
const SUBWORD = /\p{Lu}+(?!\p{Ll})|\p{Lu}\p{Ll}*|\p{Ll}+|\p{N}+|[^\p{Lu}\p{Ll}\p{N}_]+/gu;

export interface Subword {
  text: string;
  start: number;
}

/** Splits an identifier at `_`, camelCase, acronym and letter/digit boundaries. */
export function subwords(word: string): Subword[] {
  const parts: Subword[] = [];
  for (const m of word.matchAll(SUBWORD)) parts.push({text: m[0], start: m.index!});
  return parts;
}

/**
 * Offsets inside an identifier where a suffix term starts: every sub-word start, plus every
 * capital inside a glued acronym run, so that "WASQLiteVFS" is found by
 * "sqlite" and "vfs", "useSuspenseQuery" by "suspense query", "PSInternalTable" by
 * "internal table", "_isReadyPromise" by "isReady".
 */
export function suffixOffsets(word: string): number[] {
  const offsets = new Set<number>();
  const parts = subwords(word);
  parts.forEach((part, i) => {
    if (part.start > 0) offsets.add(part.start);
    // An acronym run glued to a following word may hide two acronyms ("WA"+"SQLite"): allow
    // a suffix at each of its capitals. Runs at the end ("VFS", "DATA") are left whole.
    const next = parts[i + 1];
    const gluedAcronym =
      part.text.length >= 3 &&
      /^\p{Lu}+$/u.test(part.text) &&
      next &&
      next.start === part.start + part.text.length &&
      /^\p{Lu}\p{Ll}/u.test(next.text);
    if (gluedAcronym) for (let k = 1; k < part.text.length; k++) offsets.add(part.start + k);
  });
  return [...offsets].sort((a, b) => a - b);
}

/**
 * Index terms of one word: the whole word, each sub-word, and each suffix that starts at a
 * sub-word boundary. With prefix search any run of consecutive parts then matches
 * ("SuspenseQuery", "suspenseQ"), at no cost in the shipped index: terms are derived when
 * the index is loaded.
 */
export function termsOfWord(word: string): string[] {
  const lower = word.toLowerCase();
  // Fast path: a plain lowercase word or number has no sub-words.
  if (/^[a-z0-9]+$/.test(word)) return word.length > 1 || /\d/.test(word) ? [word] : [];
  const terms = new Set<string>([lower]);
  for (const part of subwords(word)) terms.add(part.text.toLowerCase());
  for (const offset of suffixOffsets(word)) terms.add(lower.slice(offset).replace(/^_+/, ''));
  return [...terms].filter((t) => t.length > 1 || /\p{N}/u.test(t));
}

/** Every index term of a text (per word, see termsOfWord). */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const {word} of wordSpans(text)) out.push(...termsOfWord(word));
  return out;
}

/**
 * indexTerms with a cache per distinct text. The SDK sections re-export the same API, so the
 * records hold ~2,400 distinct texts for ~36,000 fields: caching makes index building (in the
 * browser, on first search) several times faster.
 */
export function cachedIndexTerms(): (text: string) => string[] {
  const cache = new Map<string, string[]>();
  return (text) => {
    let terms = cache.get(text);
    if (!terms) {
      terms = indexTerms(text);
      cache.set(text, terms);
    }
    return terms;
  };
}

/** Words that carry no meaning in a query against an API reference. */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'which',
  'with',
]);

/**
 * Query terms: the query cut to MAX_QUERY_LENGTH, split into words, lowercased. Query words
 * are not split at camelCase (the index holds the splits), so "usePow" stays one prefix.
 * Stop words are dropped unless the query has nothing else.
 */
export function queryTerms(query: string): string[] {
  const words = wordSpans(query.slice(0, MAX_QUERY_LENGTH)).map((s) => s.word.toLowerCase());
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  const terms = meaningful.length > 0 ? meaningful : words;
  return [...new Set(terms)];
}

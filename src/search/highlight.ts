/**
 * Highlighting and snippets, as Algolia returns them in `_highlightResult` and `_snippetResult`.
 *
 * SECURITY: the values are HTML. Text is escaped first, and the tags are only ever inserted
 * between escaped segments, so the only markup that can appear is the caller's pre/post tags
 * (and snippet ellipsis).
 */
import {escapeHtml, suffixOffsets, wordSpans} from './text';
import {typoDistance} from './typos';

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

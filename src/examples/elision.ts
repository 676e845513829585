/**
 * Whether an excerpt of a demo file starts or ends inside an expression: a bracket it closes
 * was opened above it, or one it opens is closed below it. The page marks such a cut with a
 * `// …` line, as an excerpt that shows a call's first lines would otherwise read as complete
 * code that does not parse. Brackets in strings, template literals and comments do not count.
 * Pure.
 */
export interface Elision {
  /** Lines above the excerpt belong to what it shows. */
  before: boolean;
  /** Lines below the excerpt belong to what it shows. */
  after: boolean;
}

const OPENING = new Set(['(', '[', '{']);
const CLOSING = new Set([')', ']', '}']);
const QUOTES = new Set(["'", '"', '`']);

export function elisionOf(code: string): Elision {
  let depth = 0;
  let lowest = 0;
  let quote: string | null = null;
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote || (char === '\n' && quote !== '`')) quote = null;
      continue;
    }
    if (char === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
      continue;
    }
    if (char === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 1;
      continue;
    }
    if (QUOTES.has(char)) quote = char;
    else if (OPENING.has(char)) depth++;
    else if (CLOSING.has(char)) lowest = Math.min(lowest, --depth);
  }
  return {before: lowest < 0, after: depth > lowest};
}

/** The mark of an elided part, a comment in every language an excerpt is shown in. */
export const ELISION_MARK = '// …';

/** The excerpt's code with a mark where it was cut. */
export function markElisions(code: string): string {
  const {before, after} = elisionOf(code);
  return [...(before ? [ELISION_MARK] : []), code, ...(after ? [ELISION_MARK] : [])].join('\n');
}

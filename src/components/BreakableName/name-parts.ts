/**
 * Where a symbol name may break across lines: between its words, as camelCase and PascalCase
 * write them (`PowerSync|Backend|Connector`, `WASQ|Lite|Open|Factory`), after a `.`, `_` or `/`
 * (a source path), before `<` (pure). A browser left to itself breaks a long name anywhere once it overflows
 * ("PowerSyncBackendConne|ctor"); with these break opportunities (<wbr>) and no breaking
 * inside words (CSS `overflow-wrap: normal`), it breaks only between words.
 */

/** Names shorter than this never need a break. */
const SHORTEST_BROKEN = 12;

/** A lowercase letter or digit followed by an uppercase one; an uppercase run followed by a word; `.`, `_`, `/`, `<`. */
const BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[._/])(?=\w)|(?=<)/g;

/** The parts of one name, in order; joined they are the name. */
export function nameParts(name: string): string[] {
  if (name.length < SHORTEST_BROKEN) return [name];
  return name.split(BOUNDARY).filter(Boolean);
}

/** Identifier-like words of a text: the names to break. */
const WORD = /[A-Za-z_$][\w$.]*/g;

/** A word (WORD) of SHORTEST_BROKEN characters or more, wherever it is. */
const LONG_WORD = new RegExp(`[A-Za-z_$][\\w$.]{${SHORTEST_BROKEN - 1}}`);

/** Markup a highlighted text may hold: tags, character references, the search page's highlight markers. */
const MARKUP = /(<[^>]*>|&[#\w]+;|__\/?ais-highlight__)/;

/**
 * HTML text (escaped, possibly with tags such as `<mark>`, or the search page's
 * `__ais-highlight__` markers) with `<wbr>` inside each long name, between its words. The
 * markup is left as it is.
 */
export function withWordBreaks(html: string): string {
  // Most texts (a search hit's title, on every keystroke) have no name long enough to break.
  if (!LONG_WORD.test(html)) return html;
  return html
    .split(MARKUP)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(WORD, (word) => nameParts(word).join('<wbr>'))))
    .join('');
}

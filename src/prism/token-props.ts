/**
 * What prism-react-renderer's Highlight gives each line and token (class names and the code
 * theme's inline styles), for tokens computed at build time (src/remark/code-tokens.ts): the
 * browser renders code blocks exactly as the theme's Prism would, without shipping Prism.
 * A port of prism-react-renderer 2.4.1's themeToDict, getLineProps and getTokenProps, checked
 * against it in tests/unit/code-tokens.test.ts.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';
import type {CodeToken, TokenLine} from './token-format';

type Style = CSSProperties;
export type ThemeDict = Record<string, Style>;

/** The theme's styles per token type for a language (later entries win), plus `root` and `plain`. */
export function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: ThemeDict = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !(languages as readonly string[]).includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  dict.root = theme.plain;
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict;
}

export const renderLine = (line: TokenLine): Token[] =>
  line.map(([types, content, empty]: CodeToken) => ({
    types: types.split(' '),
    content,
    ...(empty ? {empty: true} : {}),
  }));

/** Plain lines, for a block whose text does not match its tokens (or has none). */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content}],
    );
}

export function tokenStyle(dict: ThemeDict, {types, empty}: Token): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0]];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

/** The text the tokens spell, as the block's code (empty lines are Prism's "\n" tokens). */
export function tokensText(lines: readonly TokenLine[]): string {
  return lines.map((line) => line.map(([, content, empty]) => (empty ? '' : content)).join('')).join('\n');
}

/** The tokens when they spell the block's code, else null (the block is then shown as plain text). */
export function tokensForCode(lines: readonly TokenLine[] | null, code: string): readonly TokenLine[] | null {
  return lines && tokensText(lines) === code ? lines : null;
}

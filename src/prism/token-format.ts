/**
 * How a code block's build-time tokens travel from the remark plugin (src/remark/code-tokens.ts)
 * to the theme (src/theme/CodeBlock): shared by both sides, so free of Node and React.
 */

/** The code element's attribute holding the tokens (`data-prism-tokens` in the page's MDX). */
export const TOKENS_PROPERTY = 'dataPrismTokens';
export const TOKENS_ATTRIBUTE = 'data-prism-tokens';

/**
 * One line: its tokens as `[types, content]`, types space-separated as Prism nests them
 * (`"tag punctuation"`), and a third element `1` on the token of an empty line (Prism's
 * `empty`, rendered as an inline block so the line keeps its height).
 */
export type CodeToken = [types: string, content: string] | [types: string, content: string, empty: 1];
export type TokenLine = CodeToken[];

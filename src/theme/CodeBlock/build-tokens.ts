/**
 * The build-time tokens of the code block being rendered (src/remark/code-tokens.ts), from the
 * code element's attribute to the block's content (CodeBlock/Content/String → Content).
 */
import {createContext} from 'react';
import type {TokenLine} from '@site/src/prism/token-format';

export const BuildTokensContext = createContext<TokenLine[] | null>(null);

/** The tokens of a `data-prism-tokens` attribute, or null when absent or unreadable. */
export function parseBuildTokens(attribute: unknown): TokenLine[] | null {
  if (typeof attribute !== 'string') return null;
  try {
    const lines: unknown = JSON.parse(attribute);
    return Array.isArray(lines) ? (lines as TokenLine[]) : null;
  } catch {
    return null;
  }
}

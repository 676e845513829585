/** The build-time tokens of a code block (src/remark/code-tokens.ts), from its code element's attribute. */
import type {TokenLine} from '@site/src/prism/token-format';

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

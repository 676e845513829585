/**
 * Code block colours: prism-react-renderer's github (light) and dracula (dark) themes with
 * every token colour at WCAG AA contrast on the block background (contrast.ts). Axe and
 * Lighthouse flagged the stock comment, string, property and keyword colours on every
 * page with a signature. Checked by tests/unit/prism-contrast.test.ts.
 */
import {themes} from 'prism-react-renderer';
import {withReadableTokens} from './contrast';

export const lightCodeTheme = withReadableTokens(themes.github);
export const darkCodeTheme = withReadableTokens(themes.dracula);

/**
 * Prism languages beyond prism-react-renderer's own, loaded at build time by
 * src/remark/code-tokens.ts (the browser ships no Prism) and named in the theme config.
 */
export const PRISM_ADDITIONAL_LANGUAGES = ['bash'];

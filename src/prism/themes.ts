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

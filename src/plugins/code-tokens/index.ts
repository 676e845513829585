import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../prism/themes';
import type {TokenClass} from '../../remark/signature-code';

/**
 * Code is highlighted at build time, so the browser ships no Prism:
 * - signature blocks (src/remark/signature-code.ts) get their token colours as CSS written
 *   here from the code themes (light, and dark under `[data-theme='dark']`): one palette,
 *   checked for contrast once (src/prism);
 * - every code block's text and background colours (the theme's `--prism-color` and
 *   `--prism-background-color`) are CSS written here for both modes too: the theme set them
 *   inline from the reader's mode, known only after hydration;
 * - other code blocks carry Prism's own tokens (src/remark/code-tokens.ts), rendered with the
 *   theme's styles by src/theme/CodeBlock/Content;
 * - `prism-react-renderer` is aliased to a stub in the bundles (./browser), which keeps
 *   Prism out of every page.
 */
const TOKEN_CLASSES: Exclude<TokenClass, 'plain'>[] = ['keyword', 'builtin', 'string', 'number', 'function'];

/** The style Prism would give a token type: later theme entries win, as in prism-react-renderer. */
export function tokenStyle(theme: PrismTheme, type: string): {color?: string; fontStyle?: string} {
  const style: {color?: string; fontStyle?: string} = {};
  for (const entry of theme.styles) {
    if (entry.types.includes(type)) Object.assign(style, entry.style);
  }
  return {color: style.color, fontStyle: style.fontStyle};
}

export function tokenCss(light: PrismTheme, dark: PrismTheme): string {
  const rules = (theme: PrismTheme, scope: string) => [
    // The theme's getPrismCssVariables, as CSS.
    `${scope}.theme-code-block { --prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor}; }`,
    ...TOKEN_CLASSES.map((type) => {
      // A token the theme does not colour is plain text (the dark rules must undo the light ones).
      const {color = 'inherit', fontStyle = 'normal'} = tokenStyle(theme, type);
      return `${scope}pre.signature .token.${type} { color: ${color}; font-style: ${fontStyle}; }`;
    }),
  ];
  return [...rules(light, ''), ...rules(dark, "[data-theme='dark'] ")].join('\n') + '\n';
}

export default function codeTokensPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-tokens', 'code-colours.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, tokenCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'powersync-code-tokens',
    getClientModules: () => [file],
    configureWebpack: () => ({
      resolve: {
        alias: {
          'prism-react-renderer$': path.join(
            context.siteDir,
            'src/plugins/code-tokens/browser/prism-react-renderer.ts',
          ),
        },
      },
    }),
  };
}

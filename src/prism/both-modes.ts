/**
 * One inline style for both colour modes: what the light and the dark code theme give a code
 * block, its lines and its tokens (./token-props.ts), merged so that the HTML is the same
 * whatever the reader's mode. Colours become `light-dark(…)` (the page's `color-scheme` follows
 * its colour mode); the other properties a theme sets (font style, opacity) become custom
 * properties read by the rules of `src/css/custom.css` ("Code tokens in both modes"). With
 * nothing in a block depending on the mode, its HTML can stay as served at hydration.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';
import {themeToDict, tokenStyle, type ThemeDict} from './token-props';

export type ModeStyle = CSSProperties & Record<`--${string}`, string | number>;

/** Properties that are colours: merged with light-dark(). An absent colour is the plain one (the line's). */
const COLOURS = ['color', 'backgroundColor'] as const;
/**
 * Other properties a code theme sets, with their value when it sets none, and the custom
 * properties the CSS reads for each mode (kebab-case, as in custom.css).
 */
export const MODE_PROPERTIES = {
  fontStyle: {initial: 'normal', light: '--code-light-font-style', dark: '--code-dark-font-style'},
  opacity: {initial: 1, light: '--code-light-opacity', dark: '--code-dark-opacity'},
} as const;

export interface BothModes {
  /** The block (`pre`): text and background colour. */
  root: ModeStyle;
  /** Each line. */
  line: ModeStyle;
  token(token: Token): ModeStyle | undefined;
}

function merge(
  light: CSSProperties | undefined,
  dark: CSSProperties | undefined,
  plain: [string, string],
): ModeStyle | undefined {
  const style: ModeStyle = {};
  for (const property of COLOURS) {
    const l = light?.[property] as string | undefined;
    const d = dark?.[property] as string | undefined;
    if (l === undefined && d === undefined) continue;
    // A token without a colour shows its line's (the plain colour of that mode).
    const [lightValue, darkValue] = property === 'color' ? [l ?? plain[0], d ?? plain[1]] : [l, d];
    style[property] = lightValue === darkValue ? lightValue : `light-dark(${lightValue}, ${darkValue})`;
  }
  for (const [property, names] of Object.entries(MODE_PROPERTIES) as Array<
    [keyof typeof MODE_PROPERTIES, (typeof MODE_PROPERTIES)[keyof typeof MODE_PROPERTIES]]
  >) {
    const l = light?.[property] ?? names.initial;
    const d = dark?.[property] ?? names.initial;
    if (l !== names.initial) style[names.light] = l;
    if (d !== names.initial) style[names.dark] = d;
  }
  for (const source of [light, dark])
    for (const [property, value] of Object.entries(source ?? {}))
      if (!(property in MODE_PROPERTIES) && !(COLOURS as readonly string[]).includes(property))
        style[property as 'display'] = value as never;
  return Object.keys(style).length > 0 ? style : undefined;
}

/** Styles for a block of `language` under the two code themes. */
export function bothModes(light: PrismTheme, dark: PrismTheme, language: string): BothModes {
  const dicts: [ThemeDict, ThemeDict] = [themeToDict(light, language), themeToDict(dark, language)];
  const plain: [string, string] = [String(dicts[0].plain.color), String(dicts[1].plain.color)];
  return {
    root: merge(dicts[0].root, dicts[1].root, plain) ?? {},
    line: merge(dicts[0].plain, dicts[1].plain, plain) ?? {},
    token: (token) => merge(tokenStyle(dicts[0], token), tokenStyle(dicts[1], token), plain),
  };
}

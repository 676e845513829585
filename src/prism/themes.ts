/**
 * Code block colours: prism-react-renderer's github (light) and dracula (dark) themes with
 * the token colours that fail WCAG AA (4.5:1 against the block background) replaced by
 * darker or lighter shades of the same hue. Checked by tests/unit/prism-themes.test.ts.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaced colour → replacement, per theme (found by axe on class, function and section pages). */
const LIGHT_REPLACEMENTS: Record<string, string> = {
  '#999988': '#636c76', // comment, prolog, doctype, cdata: 2.7:1
  '#e3116c': '#c2185b', // string, attr-value: 4.3:1
  '#36acaa': '#007574', // constant, property, variable, …: 2.6:1
  '#00a4db': '#0070a0', // atrule, keyword, attr-name: 2.7:1
  '#d73a49': '#b31d28', // function, tag: 4.3:1
};
const DARK_REPLACEMENTS: Record<string, string> = {
  'rgb(98, 114, 164)': '#8b98c6', // comment: 3.0:1
  'rgb(255, 85, 85)': '#ff7b7b', // deleted
};

export function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  const swap = (colour?: string) => (colour && replacements[colour.toLowerCase()]) ?? colour;
  return {
    plain: {...theme.plain, color: swap(theme.plain.color)},
    styles: theme.styles.map((entry) => ({...entry, style: {...entry.style, color: swap(entry.style.color)}})),
  };
}

export const lightCodeTheme = withColours(themes.github, LIGHT_REPLACEMENTS);
export const darkCodeTheme = withColours(themes.dracula, DARK_REPLACEMENTS);

/** WCAG 2 contrast ratio of two colours given as `#rrggbb` or `rgb(r, g, b)`. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

function luminance(colour: string): number {
  const rgb = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

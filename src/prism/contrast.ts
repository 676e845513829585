import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colour themes with every token readable: the stock prism-react-renderer themes
 * have token colours below WCAG AA contrast on their own background (GitHub's comments #999988
 * and properties #36acaa are about 2.7:1, Dracula's comments 3:1), which fails Lighthouse's
 * accessibility audit on every API page with a signature. Each failing colour keeps its hue and is
 * moved towards black (light theme) or white (dark theme) just far enough to reach the ratio.
 */
export const WCAG_AA_TEXT = 4.5;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.trim().match(/^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour "${color}" in a code theme (use #rgb, #rrggbb or rgb(r, g, b))`);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(parseColor(foreground)), luminance(parseColor(background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The colour itself when readable, else the nearest mix towards black or white that is. */
export function readableOn(color: string, background: string, minimum = WCAG_AA_TEXT): string {
  if (contrastRatio(color, background) >= minimum) return color;
  const from = parseColor(color);
  const towards: Rgb = luminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = toHex(from.map((c, i) => c + (towards[i] - c) * t) as Rgb);
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return toHex(towards);
}

export function withReadableTokens(theme: PrismTheme, minimum = WCAG_AA_TEXT): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('a code theme without plain.backgroundColor cannot be checked for contrast');
  const fix = (color: string | undefined) => (color ? readableOn(color, background, minimum) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, ...(entry.style.color ? {color: fix(entry.style.color)} : {})},
    })),
  };
}

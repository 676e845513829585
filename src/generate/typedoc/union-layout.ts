/** A union whose members' text is longer than this goes one member per line (the stock rule). */
export const UNION_LINE_LENGTH = 70;

/**
 * typedoc-plugin-markdown's union layout, measured on what the reader sees (`shown`: the
 * members as the theme writes them with each linked type as its name). The stock partial
 * measures the Markdown it writes, and every type name it links is a link marker there
 * (type-links.ts) dozens of characters long: `ColumnType | undefined` was laid out one member
 * per line while `boolean | undefined` beside it stayed on one.
 */
export function unionLayout(members: readonly string[], shown: string): string {
  const perLine = shown.length > UNION_LINE_LENGTH || shown.includes('\n');
  return perLine ? `\n  \\| ${members.join(`\n  \\| `)}` : members.join(` \\| `);
}

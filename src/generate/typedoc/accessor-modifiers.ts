/**
 * Modifiers in TypeScript's order inside signature code blocks. typedoc-plugin-markdown's
 * `signatureTitle` partial writes an accessor's `get`/`set` before the member's flags
 * (`get protected powersync()`), and its `getReflectionFlags` helper lists flags in a fixed
 * order of its own (`abstract protected x()`, `readonly static NAME`). Neither is TypeScript.
 * The theme (theme.ts) gives the two code-block partials a `getReflectionFlags` that writes the
 * flags in TypeScript's order with the accessor keyword last, so the code block is written
 * right; nothing reads the page back.
 */

/** TypeScript's order: accessibility, `static`, `abstract`, `override`, `readonly`, then `get`/`set`. */
const ORDER = ['public', 'private', 'protected', 'static', 'abstract', 'override', 'readonly', 'get', 'set'];

/** A flag as the helper writes it (`` `protected` ``, `**get**`) → the modifier (`protected`). */
const modifierOf = (flag: string) => flag.replace(/^(`|\*\*)(.*)\1$/, '$2');

/**
 * The stock helper's flags (space-separated, each in backticks) in TypeScript's order, followed
 * by the accessor keyword when the signature is an accessor's. Words TypeScript does not order
 * among modifiers (`const`) stay where the helper put them, ahead of the ordered run.
 */
export function modifiersInTypeScriptOrder(stockFlags: string, accessor?: string): string {
  const words = [...(stockFlags ? stockFlags.split(' ') : []), ...(accessor ? [`**${accessor}**`] : [])];
  const rank = (word: string) => ORDER.indexOf(modifierOf(word));
  const unordered = words.filter((word) => rank(word) < 0);
  const ordered = words.filter((word) => rank(word) >= 0).sort((a, b) => rank(a) - rank(b));
  return [...unordered, ...ordered].join(' ');
}

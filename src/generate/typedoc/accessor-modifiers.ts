import type {Application} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/**
 * Signature code blocks put the accessor keyword before the member's modifiers
 * (`get protected powersync()`) and list modifiers alphabetically (`abstract protected x()`):
 * typedoc-plugin-markdown's signatureTitle partial writes `get`/`set` first, then its flags
 * in a fixed order. Neither is TypeScript. The first line of each `ts` code block is put back
 * into TypeScript's order after the page is rendered; signature rendering itself is untouched.
 */
export function fixSignatureModifierOrder(app: Application): void {
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    if (page.contents) page.contents = reorderSignatureModifiers(page.contents);
  });
}

/** TypeScript's order: accessibility, `static`, `abstract`, `override`, `readonly`, then `get`/`set`. */
const ORDER = ['public', 'private', 'protected', 'static', 'abstract', 'override', 'readonly', 'get', 'set'];
// A word counts only when a space follows it: a member named `get` (`get(): T`, `readonly get: T`) is left alone.
const LEADING_MODIFIERS = new RegExp(`^((?:(?:${ORDER.join('|')}) )+)`);

/** The first line of every ```ts block, with its leading modifiers in TypeScript's order. */
export function reorderSignatureModifiers(markdown: string): string {
  return markdown.replace(
    /^(```ts(?: [^\n]*)?\n)([^\n]*)/gm,
    (_, fence: string, line: string) => fence + reorderModifiers(line),
  );
}

export function reorderModifiers(line: string): string {
  const run = LEADING_MODIFIERS.exec(line)?.[1];
  if (!run) return line;
  const words = run.trim().split(' ');
  const sorted = [...words].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return `${sorted.join(' ')} ${line.slice(run.length)}`;
}

/**
 * typedoc-plugin-markdown writes the members of an object type without their `readonly`
 * (its `declarationType` partial), so `{ readonly debug: 20 }`, the type of an `as const`
 * object, read `{ debug: 20 }`: another type. This adds the modifier back to the partial's
 * output: one line per member at the object's own indentation (nested types are indented
 * further), starting with the member's name (in backticks, which the code block drops).
 */

/** `model.children` as far as this needs them. */
export interface ObjectMember {
  name: string;
  flags?: {isReadonly?: boolean};
  signatures?: unknown[];
  getSignature?: unknown;
  setSignature?: unknown;
}

const MEMBER_LINE = /^ {2}(?! )`?(?:'([^']+)'|"([^"]+)"|([\w$]+))\??`?:/;

export function withReadonlyMembers(markdown: string, members: readonly ObjectMember[] | undefined): string {
  const readonly = new Set(
    (members ?? [])
      .filter((m) => m.flags?.isReadonly && !m.signatures?.length && !m.getSignature && !m.setSignature)
      .map((m) => m.name),
  );
  if (readonly.size === 0) return markdown;
  return markdown
    .split('\n')
    .map((line) => {
      const match = MEMBER_LINE.exec(line);
      const name = match && (match[1] ?? match[2] ?? match[3]);
      return name && readonly.has(name) ? `  readonly ${line.slice(2)}` : line;
    })
    .join('\n');
}

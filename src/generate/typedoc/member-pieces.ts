/**
 * Each member's Markdown as the theme writes it (theme.ts `memberContainer`), kept by page, and
 * the page's body cut at those members: generation keeps the body in the page's model
 * (page-model.ts `body`), so that the Markdown twin takes a member's part from its piece, never
 * from the page's headings (src/agents/twin.ts).
 */
import type {Reflection} from 'typedoc';
import type {BodyPiece} from '../../page-model/types';

const written = new WeakMap<object, Map<Reflection, string[]>>();

/**
 * Markdown as the theme's page ends up with it: typedoc-plugin-markdown formats each page once
 * written (its `formatMarkdown`, which the package does not export), three or more line breaks
 * becoming a blank line and the ends trimmed, so a member's Markdown is found in its page so.
 */
const formatted = (markdown: string) => markdown.replace(/[\r\n]{3,}/g, '\n\n').trim();

/** Keeps what the theme wrote on `page` (TypeDoc's page event) for one member, heading included. */
export function addMemberMarkdown(page: object, member: Reflection, markdown: string): void {
  const byMember = written.get(page) ?? written.set(page, new Map()).get(page)!;
  byMember.set(member, [...(byMember.get(member) ?? []), formatted(markdown)]);
}

export class MemberPiecesError extends Error {
  constructor(page: string, detail: string) {
    super(`[page-model] ${page}: ${detail}`);
    this.name = 'MemberPiecesError';
  }
}

/** What the theme writes between two blocks of a page. */
const BLANK_LINE = '\n\n';

/**
 * Whether `reflection` lies inside `member` (a member of its type, at any depth). A flattened
 * declaration is a copy without a parent of its own: its id is the reflection it copies.
 */
function isWithin(reflection: Reflection, member: Reflection): boolean {
  const original = member.project.getReflectionById(reflection.id) ?? reflection;
  for (let at: Reflection | undefined = original.parent; at; at = at.parent) if (at === member) return true;
  return false;
}

/**
 * The page's Markdown (`contents`, as the theme wrote it, before its front matter) in pieces: each
 * of `members` (index into the model's members, and its reflection) that the theme wrote under a
 * heading of its own is a piece, in page order; the text before, between and after them are
 * pieces without a member. A member's piece runs to the end of the last thing written inside it:
 * the members of its object type that the theme lists after it, each under a heading of its own
 * (`rows`, then `rows._array`: typedoc-plugin-markdown's flattened type declarations, copies
 * of reflections inside it), are the member's. The pieces joined are `contents`. A
 * member written more than once on the page, not found in it, or overlapping another stops
 * generation: the page would be cut wrong.
 */
export function bodyPieces(
  page: object,
  url: string,
  contents: string,
  members: ReadonlyArray<{index: number; reflection: Reflection}>,
): BodyPiece[] {
  const byMember = written.get(page) ?? new Map<Reflection, string[]>();
  const found: Array<{index: number; name: string; start: number; end: number}> = [];
  for (const {index, reflection} of members) {
    const markdown = byMember.get(reflection);
    // An enumeration member is a table row, not a piece of its own.
    if (!markdown) continue;
    if (markdown.length > 1)
      throw new MemberPiecesError(url, `member ${reflection.name} is written ${markdown.length} times`);
    const start = contents.indexOf(markdown[0]);
    if (start < 0) throw new MemberPiecesError(url, `member ${reflection.name} is not in the page`);
    let end = start + markdown[0].length;
    const inside = [...byMember].flatMap(([inner, texts]) =>
      inner !== reflection && isWithin(inner, reflection) ? texts : [],
    );
    // What is written inside it, or right after it (a blank line between), until nothing more is.
    for (let grown = true; grown;) {
      grown = false;
      for (const text of inside) {
        const at = contents.indexOf(text, start);
        if (at >= 0 && at <= end + BLANK_LINE.length && at + text.length > end) {
          end = at + text.length;
          grown = true;
        }
      }
    }
    found.push({index, name: reflection.name, start, end});
  }
  found.sort((a, b) => a.start - b.start);
  const pieces: BodyPiece[] = [];
  let cursor = 0;
  for (const {index, name, start, end} of found) {
    if (start < cursor) throw new MemberPiecesError(url, `member ${name} overlaps the member before it`);
    if (start > cursor) pieces.push({markdown: contents.slice(cursor, start)});
    pieces.push({markdown: contents.slice(start, end), member: index});
    cursor = end;
  }
  if (cursor < contents.length || pieces.length === 0) pieces.push({markdown: contents.slice(cursor)});
  return pieces;
}

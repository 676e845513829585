/**
 * What the theme writes on each page that the page's model keeps apart, recorded as it is
 * written: each member's Markdown (theme.ts `memberContainer`), each history badge block
 * (history.ts: under the title, under a member's heading) and each box the page wraps in HTML
 * (the deprecation notice, "In the demos", a long "Used by" group's rest). Generation cuts the
 * page there into its model's body (page-model.ts `body`), so that the Markdown twin takes a
 * member's part from its pieces and says badges and boxes from their data, never finding any of
 * them in the page's text again (src/agents/twin.ts).
 */
import type {Reflection} from 'typedoc';
import type {BodyPiece, Box, HistoryBadges} from '../../page-model/types';
import {pieceMarkdown} from '../../page-model/body';

/** A piece the model holds as data. */
type DataPiece = {history: HistoryBadges} | {box: Box};

interface WrittenData {
  /** The member whose part it is in; none for the symbol's (under the title, at the page's end). */
  owner?: Reflection;
  piece: DataPiece;
  markdown: string;
}

interface Written {
  members: Map<Reflection, string[]>;
  data: WrittenData[];
}

const written = new WeakMap<object, Written>();

const writtenOn = (page: object): Written =>
  written.get(page) ?? written.set(page, {members: new Map(), data: []}).get(page)!;

/**
 * Markdown as the theme's page ends up with it: typedoc-plugin-markdown formats each page once
 * written (its `formatMarkdown`, which the package does not export), three or more line breaks
 * becoming a blank line and the ends trimmed, so a member's Markdown is found in its page so.
 */
const formatted = (markdown: string) => collapsed(markdown).trim();
const collapsed = (markdown: string) => markdown.replace(/[\r\n]{3,}/g, '\n\n');

/** Keeps what the theme wrote on `page` (TypeDoc's page event) for one member, heading included. */
export function addMemberMarkdown(page: object, member: Reflection, markdown: string): void {
  const {members} = writtenOn(page);
  members.set(member, [...(members.get(member) ?? []), formatted(markdown)]);
}

/** A piece of data as the page writes it (src/page-model/body.ts `pieceMarkdown`), kept for `page`. */
function writeData(page: object, owner: Reflection | undefined, piece: DataPiece): string {
  const markdown = pieceMarkdown(piece);
  writtenOn(page).data.push({...(owner ? {owner} : {}), piece, markdown});
  return markdown;
}

/** The badges of the symbol (no owner) or of a member, as the page writes them, kept for `page`. */
export const writeHistory = (page: object, owner: Reflection | undefined, history: HistoryBadges) =>
  writeData(page, owner, {history});

/**
 * A box of the symbol's part of the page (no owner) or of a member's, as the page writes it, kept
 * for `page`. Its Markdown as the page will have it once formatted (a demo excerpt with two blank
 * lines in a row), so that the model and the page say the same.
 */
export const writeBox = (page: object, owner: Reflection | undefined, box: Box) =>
  writeData(page, owner, {box: {...box, markdown: collapsed(box.markdown)}});

export class BodyPiecesError extends Error {
  constructor(page: string, detail: string) {
    super(`[page-model] ${page}: ${detail}`);
    this.name = 'BodyPiecesError';
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

interface Span {
  start: number;
  end: number;
}

/**
 * Where each member's Markdown is in `contents`, in page order. A member's part runs to the end
 * of the last thing written inside it: the members of its object type that the theme lists after
 * it, each under a heading of its own (`rows`, then `rows._array`: typedoc-plugin-markdown's
 * flattened type declarations, copies of reflections inside it), are the member's.
 */
function memberSpans(
  url: string,
  contents: string,
  byMember: Map<Reflection, string[]>,
  members: ReadonlyArray<{index: number; reflection: Reflection}>,
): Array<Span & {index: number; reflection: Reflection}> {
  const found: Array<Span & {index: number; reflection: Reflection}> = [];
  for (const {index, reflection} of members) {
    const markdown = byMember.get(reflection);
    // An enumeration member is a table row, not a piece of its own.
    if (!markdown) continue;
    if (markdown.length > 1)
      throw new BodyPiecesError(url, `member ${reflection.name} is written ${markdown.length} times`);
    const start = contents.indexOf(markdown[0]);
    if (start < 0) throw new BodyPiecesError(url, `member ${reflection.name} is not in the page`);
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
    found.push({index, reflection, start, end});
  }
  found.sort((a, b) => a.start - b.start);
  found.forEach((span, at) => {
    if (at > 0 && span.start < found[at - 1].end)
      throw new BodyPiecesError(url, `member ${span.reflection.name} overlaps the member before it`);
  });
  return found;
}

/**
 * The page's Markdown (`contents`, as the theme wrote it, before its front matter) in pieces, in
 * page order: each of `members` (index into the model's members, and its reflection) that the
 * theme wrote under a heading of its own is one or more pieces naming it, the text before,
 * between and after them are pieces naming none, and each history badge block and box is a piece
 * of its own, as data: a member's inside its part, the symbol's outside every member's. Written
 * out (src/page-model/body.ts), the pieces are `contents`. A member written more than once, not
 * found or overlapping another, or data not found where it belongs, stop generation: the page
 * would be cut wrong.
 */
export function bodyPieces(
  page: object,
  url: string,
  contents: string,
  members: ReadonlyArray<{index: number; reflection: Reflection}>,
): BodyPiece[] {
  const {members: byMember, data} = writtenOn(page);
  const spans = memberSpans(url, contents, byMember, members);
  const inMember = (at: number) => spans.some((span) => at >= span.start && at < span.end);
  const blocks = data.map(({owner, piece, markdown}) => {
    const what = `the ${'history' in piece ? 'badges' : `${piece.box.kind} box`} of ${owner?.name ?? 'the symbol'}`;
    const member = owner && spans.find((span) => span.reflection === owner);
    if (owner && !member) throw new BodyPiecesError(url, `${what}, which is no member of the page`);
    let start = contents.indexOf(markdown, member?.start ?? 0);
    // The symbol's: the first place outside every member's part.
    while (!member && start >= 0 && inMember(start)) start = contents.indexOf(markdown, start + 1);
    if (start < 0 || (member && start + markdown.length > member.end))
      throw new BodyPiecesError(url, `${what} is not where it belongs`);
    return {start, end: start + markdown.length, piece};
  });
  const pieces: BodyPiece[] = [];
  const text = (from: number, to: number, member?: number) => {
    if (to > from) pieces.push({markdown: contents.slice(from, to), ...(member === undefined ? {} : {member})});
  };
  /** `[from, to)` of the page, its data as data. */
  const range = (from: number, to: number, member?: number) => {
    let at = from;
    for (const block of blocks.filter((b) => b.start >= from && b.end <= to).sort((a, b) => a.start - b.start)) {
      if (block.start < at) throw new BodyPiecesError(url, 'two pieces of data overlap');
      text(at, block.start, member);
      pieces.push({...block.piece, ...(member === undefined ? {} : {member})});
      at = block.end;
    }
    text(at, to, member);
  };
  let cursor = 0;
  for (const span of spans) {
    range(cursor, span.start);
    range(span.start, span.end, span.index);
    cursor = span.end;
  }
  range(cursor, contents.length);
  return pieces.length > 0 ? pieces : [{markdown: contents}];
}

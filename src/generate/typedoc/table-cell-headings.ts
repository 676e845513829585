import {ReflectionKind, type Application, type CommentDisplayPart, type ProjectReflection} from 'typedoc';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';
import {forEachComment, partLists} from './comment-walk';

/**
 * Enumeration members are rendered as table rows (`enumMembersFormat: 'table'`), and a table
 * cell is one line: the theme joins the comment's lines, so a Markdown heading in a member's
 * comment (`## Compatibility warning` on SyncClientImplementation.RUST) ended up as literal
 * `##` in the middle of the cell. Headings in those comments become bold text.
 */
export function flattenTableCellHeadings(app: Application): void {
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => rewriteTableCellHeadings(event.project));
}

/** Reflections whose comment the theme renders inside a table cell with the options in options.ts. */
const TABLE_CELL_KINDS = ReflectionKind.EnumMember;

export function rewriteTableCellHeadings(project: ProjectReflection): void {
  forEachComment(project, (comment, owner) => {
    if (!owner.kindOf(TABLE_CELL_KINDS)) return;
    for (const parts of partLists(comment)) headingsToBold(parts);
  });
}

/**
 * ATX headings at the start of a line of a text part become bold. A part starts a line when
 * it is the first one or the part before it ended with a newline (parts split around inline
 * tags and code).
 */
export function headingsToBold(parts: CommentDisplayPart[]): void {
  parts.forEach((part, index) => {
    if (part.kind !== 'text') return;
    const atLineStart = index === 0 || parts[index - 1].text.endsWith('\n');
    const text = part.text.replace(
      /(^|\n)[ \t]{0,3}#{1,6}[ \t]+([^\n]*?)(?:[ \t]+#+)?[ \t]*(?=\n|$)/g,
      (match, start: string, title: string, offset: number) =>
        offset === 0 && start === '' && !atLineStart ? match : `${start}**${title}**`,
    );
    if (text !== part.text) parts[index] = {...part, text};
  });
}

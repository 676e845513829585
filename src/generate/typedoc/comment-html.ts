import type {Application, Comment, ProjectReflection} from 'typedoc';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';
import {forEachComment, partLists} from './comment-walk';

/**
 * HTML written in doc comments. Comments are sanitised (`sanitizeComments`, so that `<T>` and
 * `{…}` stay text), which turns every tag into visible text: `<caption>Use this instead</caption>`
 * showed up literally above a code example. Before rendering, the tags we know are turned into
 * their Markdown equivalents; the rest stay as they are (tests/site fails on any that remains).
 */
export function renderCommentHtml(app: Application): void {
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => rewriteCommentHtml(event.project));
}

export function rewriteCommentHtml(project: ProjectReflection): void {
  forEachComment(project, (comment) => {
    moveExampleCaptions(comment);
    for (const parts of partLists(comment)) {
      parts.forEach((part, index) => {
        if (part.kind === 'text') parts[index] = {...part, text: inlineHtmlToMarkdown(part.text)};
      });
    }
  });
}

const LEADING_CAPTION = /^\s*<caption>(.*?)<\/caption>[ \t]*\n?/;

/**
 * JSDoc's `@example <caption>Title</caption>`: TypeDoc takes the caption as the example's title
 * only when it is on the tag's own line; on the next line it stays part of the text. Such a
 * caption becomes the title, which the theme renders as a bold line above the code.
 */
export function moveExampleCaptions(comment: Comment): void {
  for (const tag of comment.blockTags) {
    if (tag.tag !== '@example' || tag.name) continue;
    const first = tag.content[0];
    const caption = first?.kind === 'text' ? LEADING_CAPTION.exec(first.text) : null;
    if (!first || !caption) continue;
    tag.name = caption[1].trim();
    const rest = first.text.slice(caption[0].length);
    tag.content = rest ? [{...first, text: rest}, ...tag.content.slice(1)] : tag.content.slice(1);
  }
}

/** Inline tags with a Markdown equivalent (outside code: code parts are never passed here). */
const INLINE_MARKS: Record<string, string> = {b: '**', strong: '**', i: '_', em: '_', code: '`'};

export function inlineHtmlToMarkdown(text: string): string {
  return text
    .replace(/<caption>(.*?)<\/caption>/g, (_, caption: string) => `_${caption.trim()}_`)
    .replace(/<(\/?)(b|strong|i|em|code)>/g, (_, _close: string, tag: string) => INLINE_MARKS[tag])
    .replace(/<br\s*\/?>|<\/?p>/g, '\n\n');
}

import {DeclarationReflection, type Application} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/**
 * A deprecated symbol's page said so only by a struck-through title and a "Deprecated" section
 * placed wherever its comment sits: after the summary on class pages, after the parameters and
 * return type on function pages. The section moves to a warning box right under the title.
 * The box carries the `api-deprecated` class (its style); search marks the symbol from its page model.
 */
export function addDeprecationNotices(app: Application): void {
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    if (page.contents && page.model instanceof DeclarationReflection && page.model.isDeprecated()) {
      page.contents = withDeprecationNotice(page.contents);
    }
  });
}

export const DEPRECATED_CLASS = 'api-deprecated';

/**
 * The page with its first `## Deprecated` section (up to the next heading of level 1 or 2
 * outside code fences) moved into a notice after the `# ` title. Without such a section the
 * notice only says "Deprecated".
 */
export function withDeprecationNotice(markdown: string): string {
  const lines = markdown.split('\n');
  const title = lines.findIndex((line) => line.startsWith('# '));
  if (title < 0) return markdown;
  let message: string[] = [];
  const start = lines.findIndex((line, index) => index > title && line.trim() === '## Deprecated');
  if (start >= 0) {
    let end = start + 1;
    for (let inFence = false; end < lines.length; end++) {
      if (/^(```|~~~)/.test(lines[end])) inFence = !inFence;
      else if (!inFence && /^#{1,2} /.test(lines[end])) break;
    }
    message = lines.slice(start + 1, end);
    lines.splice(start, end - start);
  }
  const body = message.join('\n').trim();
  const notice = [
    `<div class="alert alert--warning ${DEPRECATED_CLASS}" role="note">`,
    '',
    '**Deprecated**',
    ...(body ? ['', body] : []),
    '',
    '</div>',
  ];
  lines.splice(title + 1, 0, '', ...notice);
  return lines.join('\n');
}

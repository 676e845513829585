import type {Application} from 'typedoc';
import type {MarkdownApplication, MarkdownThemeContext} from 'typedoc-plugin-markdown';

/**
 * A block of a page written by typedoc-plugin-markdown's hooks around the page's content:
 * `content.begin` follows the page's title (history badges, the deprecation notice),
 * `content.end` ends the content ("In the demos", "Used by"). Blocks of one hook come in the
 * order they were added. `block` returns '' on a page without one.
 */
export function addPageBlock(
  app: Application,
  where: 'content.begin' | 'content.end',
  block: (context: MarkdownThemeContext) => string,
): void {
  // typedoc-plugin-markdown replaces TypeDoc's renderer with its own, which has the hooks.
  (app as MarkdownApplication).renderer.markdownHooks.on(where, (context) => {
    const markdown = block(context);
    // The plugin joins a hook's parts with one line break: a blank line sets each block apart.
    return markdown && `\n${markdown}`;
  });
}

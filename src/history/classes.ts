/**
 * Class names the history's Markdown puts on the page and the site's CSS, components and readers
 * select: a module of its own, so browser code that needs a name does not load the renderer.
 */
export const HISTORY_CLASS = 'api-history';
/** A declaration's code on a Changes page: several lines, shown as they are, not as a code block. */
export const DECLARATION_CODE_CLASS = `${HISTORY_CLASS}__code`;

/**
 * The blocks a symbol page wraps in HTML for the site's styling (page model `box` pieces): what
 * each kind is called on the page and how the page writes it around its Markdown. The twin says
 * the same block without the HTML (./body.ts `pieceText`).
 */
import type {Box} from './types';

/** Class of the notice under a deprecated page's title (src/generate/typedoc/deprecation-notice.ts). */
export const DEPRECATED_CLASS = 'api-deprecated';
/** Class of a member's collapsed "In the demos" block (a native `<details>`; allowed by the render check). */
export const DEMOS_MEMBER_CLASS = 'in-the-demos';
/** Class of the body of a symbol page's "In the demos" section. */
export const DEMOS_SECTION_CLASS = 'in-the-demos-section';
/** How many demos call it, on either demos block (search hits say "used in N demos" from the page model's `demos`, the same count). */
export const DEMOS_ATTRIBUTE = 'data-demos';
/**
 * Class of the collapsed rest of a long "Used by" group (src/generate/typedoc/used-by-lists.ts;
 * styled in custom.css; allowed by the render check).
 */
export const USED_BY_MORE_CLASS = 'used-by-more';

/** A box's opening tag or tags, by kind. */
const OPENING: Record<Box['kind'], (box: Box) => string> = {
  deprecation: () => `<div class="alert alert--warning ${DEPRECATED_CLASS}" role="note">`,
  demos: (box) => `<div class="${DEMOS_SECTION_CLASS}" ${DEMOS_ATTRIBUTE}="${box.demos}">`,
  'member-demos': (box) =>
    `<details class="${DEMOS_MEMBER_CLASS}" ${DEMOS_ATTRIBUTE}="${box.demos}">\n<summary>${box.summary}</summary>`,
  'used-by-more': (box) => `<details class="${USED_BY_MORE_CLASS}">\n<summary>${box.summary}</summary>`,
};

const CLOSING: Record<Box['kind'], string> = {
  deprecation: '</div>',
  demos: '</div>',
  'member-demos': '</details>',
  'used-by-more': '</details>',
};

/** A box as the page writes it: its HTML around its Markdown, a blank line between. */
export const boxHtml = (box: Box) => [OPENING[box.kind](box), box.markdown, CLOSING[box.kind]].join('\n\n');

/** A box as a twin says it: its Markdown, a collapsed block's summary first as a bold line. */
export const boxText = (box: Box) => (box.summary ? `**${box.summary}**\n\n${box.markdown}` : box.markdown);

/**
 * Rendering defects of a built page that Docusaurus builds without a word (tests/site/rendering.test.ts):
 * - `{@link …}` source text anywhere in the page, meta description included;
 * - a Markdown heading (`## Title`) inside a table cell, where it is literal text;
 * - an HTML tag shown as text in the article (`<caption>` written in a sanitised doc comment);
 * - a code block opening with modifiers out of TypeScript's order (`get protected x()`,
 *   `abstract protected x()`), which is how signature blocks came out;
 * - a code block inside running text (a link, a paragraph, a table cell): inline code the MDX
 *   components took for a block (src/components/BreakableName/MdxCode.tsx);
 * - an admonition (`:::note`), `<details>` or Mermaid diagram, which src/theme/MDXComponents.tsx
 *   does not map to the theme's components (no page used them, every page loaded them); a
 *   "Used by" group's own native `<details>` excepted;
 * - a Suspense boundary the server left pending (`<!--$?-->`): React wrote its fallback in place
 *   and its content at the end of the page, hidden until an inline script moves it, so without
 *   JavaScript it is never shown, and moving it shifts the page. Static rendering waits for every
 *   boundary, yet React still moves a completed one of more than about 12 KB (its progressive
 *   chunk size) out of place: a lazy component around a long form did (bench/README.md, Savings).
 * Code is left out of the heading, tag and modifier checks: code examples may show any of them.
 */
import {loadArticle} from '../load-html';
import {DEMOS_MEMBER_CLASS, USED_BY_MORE_CLASS} from '../../page-model/boxes';

export type RenderingDefectKind =
  | 'link-tag'
  | 'heading-in-table-cell'
  | 'html-tag-as-text'
  | 'modifier-order'
  | 'unmapped-mdx-element'
  | 'code-block-in-text'
  | 'pending-boundary';

/** React's mark of a Suspense boundary whose content the server streamed after its fallback. */
const PENDING_BOUNDARY = '<!--$?-->';

/** Running text, where code is inline: a block there is inline code rendered as a code block. */
const CODE_BLOCK_IN_TEXT = 'a pre, p pre, td pre, th pre';

/**
 * MDX elements the site's MDX components leave to the browser (see src/theme/MDXComponents.tsx).
 * The collapsed rest of a long "Used by" group and a member's "In the demos" are native
 * `<details>` on purpose: no component, no script (used-by-lists.ts, src/examples/demo-sections.ts).
 */
const UNMAPPED_MDX_ELEMENTS = `admonition, details:not(.${USED_BY_MORE_CLASS}):not(.${DEMOS_MEMBER_CLASS}), mermaid`;

export interface RenderingDefect {
  kind: RenderingDefectKind;
  /** The offending text, shortened. */
  text: string;
}

/**
 * HTML element names a doc comment could use. Type syntax shown as text (`Array<T>`,
 * `Promise<void>`, `<Columns extends ColumnsType>`) uses none of them.
 */
const HTML_ELEMENTS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'h[1-6]',
  'hr',
  'i',
  'img',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const HTML_TAG_TEXT = new RegExp(`</?(?:${HTML_ELEMENTS.join('|')})(?:\\s[^<>]*)?/?>`, 'g');
const HEADING_TEXT = /(?:^|\s)#{1,6}\s+\S[^\n]{0,40}/;
/** TypeScript's modifier order; `get`/`set` come last. */
const MODIFIERS = ['public', 'private', 'protected', 'static', 'abstract', 'override', 'readonly', 'get', 'set'];
const LEADING_MODIFIERS = new RegExp(`^(?:(?:${MODIFIERS.join('|')})\\s+)+`);

function modifiersInOrder(code: string): boolean {
  const words = LEADING_MODIFIERS.exec(code.trimStart())?.[0].trim().split(/\s+/) ?? [];
  return words.every((word, index) => index === 0 || MODIFIERS.indexOf(words[index - 1]) <= MODIFIERS.indexOf(word));
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export function renderingDefects(html: string): RenderingDefect[] {
  const defects: RenderingDefect[] = [];
  for (const match of html.matchAll(/\{@link[^}]{0,60}\}?/g)) defects.push({kind: 'link-tag', text: match[0]});
  const pending = html.indexOf(PENDING_BOUNDARY);
  if (pending >= 0) defects.push({kind: 'pending-boundary', text: shorten(html.slice(pending, pending + 80))});

  // The article alone: every check below but the `{@link}` one (done over the whole page) reads only it.
  const $ = loadArticle(html);
  const article = $('article').first();
  if (article.length === 0) return defects;

  for (const element of article.find(UNMAPPED_MDX_ELEMENTS).toArray())
    defects.push({kind: 'unmapped-mdx-element', text: shorten($.html(element))});

  for (const pre of article.find(CODE_BLOCK_IN_TEXT).toArray())
    defects.push({kind: 'code-block-in-text', text: shorten($(pre).text())});

  for (const pre of article.find('pre').toArray()) {
    const code = $(pre).text();
    if (!modifiersInOrder(code)) defects.push({kind: 'modifier-order', text: shorten(code.trim())});
  }

  const prose = article.clone();
  prose.find('pre, code').remove();
  for (const cell of prose.find('td, th').toArray()) {
    const heading = HEADING_TEXT.exec($(cell).text());
    if (heading) defects.push({kind: 'heading-in-table-cell', text: shorten(heading[0].trim())});
  }
  for (const match of prose.text().matchAll(HTML_TAG_TEXT))
    defects.push({kind: 'html-tag-as-text', text: shorten(match[0])});
  return defects;
}

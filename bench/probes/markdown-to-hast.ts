/**
 * What element data for the API pages would cost if generation made it from their Markdown:
 * the default line's symbol pages (`reference/`, `npm run generate`) parsed to HTML elements by
 * the packages Docusaurus parses a `.md` page with (remark-parse, front matter, GFM, directives,
 * remark-rehype, rehype-raw: what @docusaurus/mdx-loader brings), in this one process; then the
 * same for each distinct piece of the page models' bodies once (`src/page-model/body.ts`), the
 * least such a parse could cost with pieces shared between pages; and whether each page's body
 * parsed piece by piece gives the elements the whole body gives (so that a piece's elements can
 * be made once and reused). Issue #56's MDX question (bench/README.md, "Where a cold one-line
 * build goes").
 *   node --import tsx bench/probes/markdown-to-hast.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import {activeLine} from '../../src/lines/active';
import {PAGE_MODEL_SUFFIX} from '../../src/page-model/types';
import {readPageModel} from '../../src/page-model/read';
import {bodyMarkdown, pieceMarkdown} from '../../src/page-model/body';

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkRehype, {allowDangerousHtml: true})
  .use(rehypeRaw);

const referenceDir = activeLine().referenceDir;
const pages = fs
  .readdirSync(referenceDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith(PAGE_MODEL_SUFFIX))
  .map((entry) => path.join(entry.parentPath, entry.name.slice(0, -PAGE_MODEL_SUFFIX.length) + '.md'));

type Element = {type: string; value?: string};
/** A Markdown text's elements (the root's children). */
const elements = (markdown: string) => (processor.runSync(processor.parse(markdown)) as {children: Element[]}).children;

/** CPU-seconds (user + system) this process spends parsing `texts` to elements. */
function parseSeconds(texts: readonly string[]): number {
  const before = process.cpuUsage();
  for (const text of texts) elements(text);
  const {user, system} = process.cpuUsage(before);
  return (user + system) / 1e6;
}

const megabytes = (texts: readonly string[]) => (texts.reduce((sum, text) => sum + text.length, 0) / 1e6).toFixed(1);
const whole = pages.map((page) => fs.readFileSync(page, 'utf8'));
const bodies = pages.map((page) => readPageModel(page).body);
const pieces = [...new Set(bodies.flatMap((body) => body.map(pieceMarkdown)))];
console.log(`${pages.length} symbol pages, ${megabytes(whole)} MB: ${parseSeconds(whole).toFixed(1)} CPU-s`);
console.log(
  `their ${pieces.length} distinct body pieces, ${megabytes(pieces)} MB: ${parseSeconds(pieces).toFixed(1)} CPU-s`,
);

/** A body's elements to compare: positions aside, and the line breaks between blocks. */
const comparable = (nodes: Element[]) =>
  JSON.stringify(
    nodes.filter((node) => !(node.type === 'text' && !node.value?.trim())),
    (key, value: unknown) => (key === 'position' ? undefined : value),
  );
const apart = pages.filter(
  (_, index) =>
    comparable(elements(bodyMarkdown(bodies[index]))) !==
    comparable(bodies[index].flatMap((piece) => elements(pieceMarkdown(piece)))),
);
console.log(
  `${pages.length - apart.length} of ${pages.length} bodies give the same elements piece by piece${apart.length ? `; not: ${apart.slice(0, 5).join(', ')}` : ''}`,
);

/**
 * An API symbol page as Docusaurus reads it once its article is data: its front matter (the
 * docs plugin's metadata: slug, title, description, the site's keys), told to compile as MDX,
 * its `# ` title (Docusaurus's content title, the theme's h1 with the symbol's header), and the
 * article rendered from `X.article.json` with its table of contents (./article.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {bodyMarkdown} from '../../page-model/body';
import {readPageModel} from '../../page-model/read';
import {pageModelPath, type BodyPiece} from '../../page-model/types';
import {FRONT_MATTER, setFrontMatterKey} from '../cross-sdk-pages';

/** Ends a page's article file name: `classes/Table.md` → `classes/Table.article.json`. */
export const ARTICLE_SUFFIX = '.article.json';

export const articleFile = (page: string) => page.replace(/\.md$/, '') + ARTICLE_SUFFIX;

/** The component the stub renders its article with (src/theme/MDXComponents.tsx provides it). */
export const ARTICLE_COMPONENT = 'ApiArticle';

/** The front matter key telling Docusaurus to compile the `.md` page as MDX (@docusaurus/mdx-loader's `mdx.format`). */
const FORMAT_KEY = 'mdx';
const TITLE = /^# .*$/m;

/** The Markdown title as MDX reads the same text: its braces and angle brackets escaped. */
const mdxTitle = (title: string) => title.replace(/(?<!\\)([{}<])/g, '\\$1');

/** The stub of the page `file` whose current text is `text` (Markdown or an earlier stub) and body `body`. */
export function pageStub(file: string, text: string, body: readonly BodyPiece[]): string {
  const frontMatter = text.match(FRONT_MATTER)?.[0];
  if (frontMatter === undefined) throw new Error(`${file}: no front matter`);
  const title = bodyMarkdown(body).match(TITLE)?.[0];
  if (!title) throw new Error(`${file}: no "# " title in its body`);
  const data = `./${path.basename(articleFile(file))}`;
  return (
    // First, so that the cross-SDK step, which moves the keys it sets to the end, leaves the text as it was.
    setFrontMatterKey(frontMatter, FORMAT_KEY, {format: 'mdx'}, 'first') +
    `\nimport article from '${data}';\n\n${mdxTitle(title)}\n\n` +
    `<${ARTICLE_COMPONENT} tree={article.tree} />\n\nexport const toc = article.toc;\n`
  );
}

/** A symbol page's Markdown as generation wrote it (its front matter and its model's body), stub or not. */
export function pageMarkdown(text: string, body: readonly BodyPiece[]): string {
  const frontMatter = text.match(FRONT_MATTER)?.[0] ?? '---\n\n---\n';
  // Generation writes a blank line between the front matter and the body.
  return `${setFrontMatterKey(frontMatter, FORMAT_KEY, undefined)}\n${bodyMarkdown(body)}`;
}

/** The Markdown of a generated page: the file's own text, or, for a symbol page, its Markdown as generation wrote it. */
export function readPageMarkdown(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  return fs.existsSync(pageModelPath(file)) ? pageMarkdown(text, readPageModel(file).body) : text;
}

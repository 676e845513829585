/**
 * Run by the docs plugin before it reads the docs (src/plugins/docs), once generation and the
 * cross-SDK step have written each page and its front matter: every API symbol page's article as
 * element data (`classes/Table.article.json`, ./article.ts), and the page itself rewritten as a
 * stub that renders it (./stub.ts). Docusaurus then compiles a few lines of MDX a page instead of
 * its whole Markdown (issue #56; bench/README.md, "Where a cold one-line build goes").
 *
 * A page's article is made from its model's body and its front matter, never from the page's
 * text, so running the step again over stubs makes the same files; an unchanged file is left
 * untouched, so the bundler's cache of it stays valid. The line's articles are made again only
 * when what they are made of changed (`articles.key` in the line's cache folder).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {aliasedSitePath, normalizeUrl, resolveMarkdownLinkPathname} from '@docusaurus/utils';
import {parseFrontMatter} from '../../agents/front-matter';
import {readPageModel} from '../../page-model/read';
import {pageModelPath} from '../../page-model/types';
import {writeGeneratedModule} from '../../plugins/generated-module';
import {hashCode, type CodeSources} from '../../tooling/source-hash';
import {FRONT_MATTER} from '../cross-sdk-pages';
import {createArticleProcessor, type ArticleMarkdownConfig} from './processor';
import {PieceCache, pageArticle} from './article';
import {articleFile, pageStub} from './stub';

export interface ArticlesOptions {
  siteDir: string;
  /** The line's docs folder (`reference/`, `lines/v1/reference/`). */
  docsDir: string;
  /** The line's cache folder (`.cache/api/`), where the step keeps the key of what it made. */
  cacheDir: string;
  /** The line's base URL (`/`, `/v1/`): a page's route is it and the page's slug. */
  baseUrl: string;
  /** The site config's static folders, absolute. */
  staticDirs: string[];
  /** The site config's `markdown`, what of it the pipeline reads (./processor.ts). */
  markdown: ArticleMarkdownConfig;
}

/** The code an article is made with: the pipeline, the site's remark plugins, what they read. */
const ARTICLES_CODE: CodeSources = {
  folders: [
    'src/generate/articles',
    'src/remark',
    'src/page-model',
    'src/history',
    'src/prism',
    'src/components/BreakableName',
    // Declaration links as generation writes them, and front matter as it is read back.
    'src/generate/typedoc',
    'src/agents',
  ],
  packages: [
    '@docusaurus/mdx-loader',
    '@docusaurus/utils',
    'remark-parse',
    'remark-gfm',
    'remark-directive',
    'remark-rehype',
    'rehype-raw',
    'hast-util-to-jsx-runtime',
    'prism-react-renderer',
  ],
};

/** This site's folder, where that code is (the site an article is made for may be another: the tests'). */
const CODE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const KEY_FILE = 'articles.key';
const DOC_FILE = /\.mdx?$/;

interface DocFile {
  file: string;
  text: string;
  frontMatter: Record<string, unknown>;
}

function docFiles(docsDir: string): DocFile[] {
  return fs
    .readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && DOC_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return {file, text, frontMatter: parseFrontMatter(text, file).frontMatter};
    });
}

/** Every docs file of the line by its `@site/` path, with its route (its front matter's slug under the base URL). */
function docRoutes(siteDir: string, docs: DocFile[], baseUrl: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const {file, frontMatter} of docs)
    if (typeof frontMatter.slug === 'string')
      routes.set(aliasedSitePath(file, siteDir), normalizeUrl([baseUrl, frontMatter.slug]));
  return routes;
}

/**
 * What the line's articles are made of: the code and what of the markdown config shapes them,
 * the base URL, each page's front matter (`texts`: file → its text), every model (`models`: their
 * digest).
 */
function articlesKey(
  siteDir: string,
  texts: ReadonlyMap<string, string>,
  models: string,
  {baseUrl, markdown}: Pick<ArticlesOptions, 'baseUrl' | 'markdown'>,
): string {
  const hash = crypto.createHash('sha256');
  hashCode(hash, CODE_DIR, ARTICLES_CODE);
  hash.update(JSON.stringify({baseUrl, anchors: markdown.anchors}));
  for (const [file, text] of texts) hash.update(`${path.relative(siteDir, file)}\n${text.match(FRONT_MATTER)?.[0]}`);
  hash.update(models);
  return hash.digest('hex');
}

/** Writes every symbol page's article and stub unless they are current; returns how many pages it made. */
export async function writeArticles(options: ArticlesOptions): Promise<number> {
  const {siteDir, docsDir, cacheDir, baseUrl, staticDirs, markdown} = options;
  const docs = docFiles(docsDir);
  const symbolPages = new Set(
    docs.map(({file}) => file).filter((file) => file.endsWith('.md') && fs.existsSync(pageModelPath(file))),
  );
  const models = crypto.createHash('sha256');
  for (const page of symbolPages) models.update(fs.readFileSync(pageModelPath(page)));
  const modelsDigest = models.digest('hex');
  const texts = new Map(docs.map(({file, text}) => [file, text]));
  const keyFile = path.join(cacheDir, KEY_FILE);
  const key = articlesKey(siteDir, texts, modelsDigest, options);
  const made = [...symbolPages].every((file) => fs.existsSync(articleFile(file)));
  if (made && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) return 0;

  const routes = docRoutes(siteDir, docs, baseUrl);
  const contentPaths = {contentPath: docsDir, contentPathLocalized: docsDir};
  const processor = createArticleProcessor({
    siteDir,
    staticDirs,
    markdown,
    resolveMarkdownLink: ({linkPathname, sourceFilePath}) =>
      resolveMarkdownLinkPathname(linkPathname, {sourceFilePath, sourceToPermalink: routes, siteDir, contentPaths}),
  });
  const pieces = new PieceCache(processor);
  for (const {file, text, frontMatter} of docs) {
    if (!symbolPages.has(file)) continue;
    const model = readPageModel(file);
    let article;
    try {
      article = await pageArticle(processor, pieces, file, model, frontMatter);
    } catch (error) {
      throw new Error(`${path.relative(siteDir, file)}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
    const stub = pageStub(file, text, model.body);
    writeGeneratedModule(articleFile(file), JSON.stringify(article));
    writeGeneratedModule(file, stub);
    texts.set(file, stub);
  }
  // Keyed by the stubs' front matter (the pages' and the format line), as a next run reads it.
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(keyFile, articlesKey(siteDir, texts, modelsDigest, options));
  return symbolPages.size;
}

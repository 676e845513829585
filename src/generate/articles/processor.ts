/**
 * The Markdown pipeline Docusaurus runs on a `.md` docs page (@docusaurus/mdx-loader's
 * `createProcessorSync`, format `md`), up to the HTML elements and without the MDX compiler:
 * the same parser extensions (front matter, GFM, directives), the site's own remark plugins
 * first (src/remark, as docusaurus.config.ts lists them), then Docusaurus's (admonitions, heading
 * ids, images, Markdown links resolved to routes, other links, unused directives, MDX 1's code
 * compatibility; no emoji, which the site turns off), then mdast to hast with the raw HTML
 * parsed (rehype-raw). What it makes is what MDX would have compiled into JSX calls; ./article.ts
 * keeps it as data.
 */
import {createRequire} from 'node:module';
import type {MarkdownConfig} from '@docusaurus/types';
import {unified, type PluggableList, type Processor} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import {API_REMARK_PLUGINS, type RemarkPluginEntry} from '../../remark/plugins';

const require = createRequire(import.meta.url);

/** One of @docusaurus/mdx-loader's remark plugins (CommonJS, default export). */
const docusaurusPlugin = (name: string) =>
  (require(`@docusaurus/mdx-loader/lib/remark/${name}/index.js`) as {default: RemarkPluginEntry[0]}).default;

/** The MDX node types rehype-raw passes through, as Docusaurus configures it for `.md` pages. */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/** What of the site config's `markdown` the pipeline reads, as Docusaurus's own processor does. */
export type ArticleMarkdownConfig = Pick<MarkdownConfig, 'anchors' | 'hooks' | 'emoji'>;

export interface ProcessorOptions {
  /** The site folder (images and static files resolve from it). */
  siteDir: string;
  /** The site config's static folders, absolute, as Docusaurus hands them to its plugins. */
  staticDirs: string[];
  markdown: ArticleMarkdownConfig;
  /** A Markdown file's route, from the page linking to it and the link's path (null: no such page). */
  resolveMarkdownLink: (params: {linkPathname: string; sourceFilePath: string}) => string | null;
}

/**
 * The processor: `parse` one piece of Markdown to mdast (./article.ts caches pieces by text),
 * `run` a page's whole tree to hast.
 */
export function createArticleProcessor({
  siteDir,
  staticDirs,
  markdown,
  resolveMarkdownLink,
}: ProcessorOptions): Processor {
  // Docusaurus's processor adds remark-emoji when the config asks for it; this one has none
  // (ESM-only: the build's module loader cannot load it), so such a config is refused here.
  if (markdown.emoji) throw new Error('API pages are made without emoji shortcodes: set `markdown.emoji: false`');
  const {onBrokenMarkdownLinks, onBrokenMarkdownImages} = markdown.hooks;
  const plugins: RemarkPluginEntry[] = [
    ...API_REMARK_PLUGINS(siteDir),
    [docusaurusPlugin('admonitions'), {}],
    [docusaurusPlugin('headings'), {anchorsMaintainCase: markdown.anchors.maintainCase}],
    [docusaurusPlugin('transformImage'), {staticDirs, siteDir, onBrokenMarkdownImages}],
    [docusaurusPlugin('resolveMarkdownLinks'), {resolveMarkdownLink, onBrokenMarkdownLinks}],
    [docusaurusPlugin('transformLinks'), {staticDirs, siteDir, onBrokenMarkdownLinks}],
    [docusaurusPlugin('unusedDirectives'), {}],
    [require('@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js').default, {}],
  ];
  return (
    unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkDirective)
      .use(remarkGfm)
      .use(plugins as unknown as PluggableList)
      // (Its options typed loosely: the overloads of this version reject an options object alone.)
      .use(remarkRehype, {allowDangerousHtml: true, passThrough: MDX_NODE_TYPES} as never)
      .use(rehypeRaw, {passThrough: MDX_NODE_TYPES}) as unknown as Processor
  );
}

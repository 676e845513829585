/**
 * An API page's article as data: the HTML elements of its body after the title, as
 * Docusaurus's Markdown pipeline makes them (./processor.ts), written as `[tag, props,
 * ...children]` with React's prop names (what MDX would have compiled into JSX calls), and the
 * page's table of contents as Docusaurus's `toc` export has it. The page renders it through the
 * site's MDX components (src/components/ApiArticle), so its HTML is the compiled page's.
 *
 * Made from the page model's body pieces (src/page-model/body.ts), each parsed once per process
 * and reused: an inherited member or a re-exported symbol's part is the same text on many pages
 * (bench/README.md, "What the data costs where it is made"). The page-wide passes (heading ids,
 * links, the table of contents) run over each page's whole tree.
 */
import {createRequire} from 'node:module';
import {VFile} from 'vfile';
import {toString} from 'mdast-util-to-string';
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import type {Processor} from 'unified';
import {pieceMarkdown} from '../../page-model/body';
import type {PageModel} from '../../page-model/types';
import {PAGE_MODEL_DATA} from '../../remark/signature-code';

import type {ArticleElement, ArticleNode} from '../../components/ApiArticle';

export type {ArticleElement, ArticleNode};

/** A table of contents entry, as Docusaurus's `toc` export has it (HTML of the heading's text). */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface Article {
  toc: TocItem[];
  /** The body's elements after the page's title (the `# ` heading, which the page keeps). */
  tree: ArticleNode[];
}

interface MdNode {
  type: string;
  depth?: number;
  position?: unknown;
  children?: MdNode[];
  data?: {id?: string};
}

// Docusaurus's own: the heading's text as HTML, as its `toc` remark plugin writes it.
const {toHeadingHTMLValue} = createRequire(import.meta.url)('@docusaurus/mdx-loader/lib/remark/toc/utils.js') as {
  toHeadingHTMLValue: (node: MdNode, toStringFn: typeof toString) => string;
};

/** Marks the fragment `toJsxRuntime` wraps the root's children in. */
const FRAGMENT = Symbol('fragment');

function withoutPositions(node: MdNode): MdNode {
  delete node.position;
  for (const child of node.children ?? []) withoutPositions(child);
  return node;
}

/** Parsed pieces by their Markdown: one parse a process, a copy for each page (the passes change it). */
export class PieceCache {
  private readonly parsed = new Map<string, MdNode[]>();
  constructor(private readonly processor: Processor) {}

  children(markdown: string): MdNode[] {
    let nodes = this.parsed.get(markdown);
    if (!nodes) {
      nodes = (withoutPositions(this.processor.parse(markdown) as MdNode).children ?? []) as MdNode[];
      this.parsed.set(markdown, nodes);
    }
    return structuredClone(nodes);
  }
}

/** Element data from a hast tree, with React's prop names (hast-util-to-jsx-runtime, as MDX names them). */
function elementData(hast: unknown): ArticleNode[] {
  // Elements are boxed while the tree is made: the runtime takes any array for a list of
  // children, and an element's data is an array.
  class Box {
    constructor(readonly node: ArticleElement) {}
  }
  const unbox = (child: unknown): ArticleNode => (child instanceof Box ? child.node : (child as string));
  const create = (type: string | symbol, props: Record<string, unknown>): unknown => {
    const {children, ...rest} = props;
    const list = (children === undefined ? [] : Array.isArray(children) ? children : [children]).map(unbox);
    if (type === FRAGMENT) return list;
    return new Box([type as string, Object.keys(rest).length > 0 ? rest : null, ...list]);
  };
  const result = toJsxRuntime(hast as Parameters<typeof toJsxRuntime>[0], {
    Fragment: FRAGMENT,
    jsx: create as never,
    jsxs: create as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown;
  return Array.isArray(result) ? result : [unbox(result)];
}

function headings(node: MdNode, into: MdNode[] = []): MdNode[] {
  if (node.type === 'heading') into.push(node);
  for (const child of node.children ?? []) headings(child, into);
  return into;
}

/** The table of contents as Docusaurus's `toc` plugin collects it: every heading below the title with text. */
const tocOf = (root: MdNode): TocItem[] =>
  headings(root)
    .filter((heading) => (heading.depth ?? 1) >= 2 && toString(heading as never) !== '')
    .map((heading) => ({
      value: toHeadingHTMLValue(heading, toString),
      id: heading.data?.id ?? '',
      level: heading.depth ?? 2,
    }));

/** Everything after the title element: the page keeps its `# ` title itself. */
function afterTitle(nodes: ArticleNode[]): ArticleNode[] {
  const title = nodes.findIndex((node) => typeof node !== 'string' && node[0] === 'h1');
  if (title < 0) throw new Error('no title (h1) in the page');
  let start = title + 1;
  while (typeof nodes[start] === 'string' && !(nodes[start] as string).trim()) start += 1;
  return nodes.slice(start);
}

/** The article of the page `file` (its path decides its links), whose model is `model` and front matter `frontMatter`. */
export async function pageArticle(
  processor: Processor,
  pieces: PieceCache,
  file: string,
  model: PageModel,
  frontMatter: Record<string, unknown>,
): Promise<Article> {
  const root: MdNode = {type: 'root', children: model.body.flatMap((piece) => pieces.children(pieceMarkdown(piece)))};
  const vfile = new VFile({path: file, data: {frontMatter, [PAGE_MODEL_DATA]: model}});
  const hast = await processor.run(root as never, vfile);
  return {toc: tocOf(root), tree: afterTitle(elementData(hast))};
}

/**
 * Remark plugin: TypeDoc's signature blocks as highlighted code with linked type names.
 *
 * Here, when Docusaurus compiles a page:
 * - a generated signature block (```` ```ts signature block=3 ````) becomes `<pre><code>` with
 *   its text, links and highlighting from the page model's tokens (src/page-model/types.ts
 *   `blocks`: a token's kind says its class); Docusaurus renders a `pre > code` with element
 *   children as a code block of the page's code theme. A block without an index
 *   (```` ```ts signature ````, hand-written) is its text;
 * - a declaration link in running text (`[`DBAdapter`](powersync-decl:…)`, type-links.ts)
 *   takes the page of the same declaration in another section, from the declaration map written
 *   by the cross-SDK step; one that no section documents goes to its fallback (its source line)
 *   or, without one, is shown as plain code.
 * Page links stay relative `.md` paths, which Docusaurus resolves and checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DECLARATIONS_FRONT_MATTER_KEY, parseDeclarationLink, type LinkTarget} from '../generate/typedoc/type-links';
import type {MdNode} from './heading-ids';
import {REFERENCE_DIR} from '../generate/typedoc/paths';
import {nameParts} from '../components/BreakableName/name-parts';
import {
  isLinked,
  isSignatureMeta,
  shownTokens,
  signatureBlockIndex,
  type PageModel,
  type Token as ModelToken,
} from '../page-model/types';
import {readPageModel} from '../page-model/read';
import {modelBlock, tokenTarget} from '../page-model/links';

/** Highlighting classes of signature tokens, named after Prism's token types (the colours come from the code themes). */
export type TokenClass = 'keyword' | 'builtin' | 'string' | 'number' | 'function' | 'plain';

/**
 * Where declarations documented on the site live: declaration key → page file, relative to the
 * docs folder, with `#anchor` for a member; or, for a page of another release line, a
 * `pathname://` link relative to the page (src/generate/cross-line-pages.ts).
 */
export type DeclarationPages = Record<string, string>;

export interface SignatureCodeOptions {
  /** Absolute path of the docs content folder (`reference/`). */
  docsDir: string;
}

const BUILTIN_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'symbol',
  'object',
  'any',
  'unknown',
  'never',
  'void',
  'undefined',
  'null',
]);

/** A literal's class by how it is written: `"a"` a string, `1` a number, `null` a built-in type, `true` a keyword. */
function literalClass(text: string): TokenClass {
  if (BUILTIN_TYPES.has(text)) return 'builtin';
  if (text === 'true' || text === 'false') return 'keyword';
  if (/^["'`]/.test(text)) return 'string';
  return /^-?\d/.test(text) ? 'number' : 'plain';
}

/**
 * The highlighting class of each kind of page-model token (`next`: the token after it), as the
 * code themes colour TypeScript: a name called (`open(`) as a function, a quoted property name
 * as a string. Types, punctuation and operators are plain: both code themes colour them as
 * plain text, and an element per bracket would multiply the elements every page renders.
 */
const TOKEN_CLASSES: Record<ModelToken['kind'], (token: ModelToken, next: ModelToken | undefined) => TokenClass> = {
  keyword: (token) => (BUILTIN_TYPES.has(token.text) ? 'builtin' : 'keyword'),
  literal: (token) => literalClass(token.text),
  name: (token, next) =>
    /^["']/.test(token.text)
      ? 'string'
      : /^[\w$]+$/.test(token.text) && next?.text.startsWith('(')
        ? 'function'
        : 'plain',
  type: () => 'plain',
  punctuation: () => 'plain',
  break: () => 'plain',
  text: () => 'plain',
  code: () => 'plain',
  link: () => 'plain',
};

/**
 * Text whose long names may break between their words only: a <wbr> between the words
 * (src/components/BreakableName), where a long signature wraps on a narrow screen.
 */
function breakableText(value: string): MdNode[] {
  const nodes: MdNode[] = [];
  // A line break is a text of its own: Markdown's text nodes lose the spaces beside one (its
  // `trimLines`), which are a block's indentation.
  for (const part of value.split(/(\n|[A-Za-z_$][\w$.]*)/)) {
    if (!part) continue;
    nameParts(part).forEach((piece, index) => {
      if (index > 0) nodes.push({type: 'signatureBreak', data: {hName: 'wbr'}});
      nodes.push({type: 'text', value: piece});
    });
  }
  return nodes;
}

const tokenNode = (text: string, className: TokenClass): MdNode[] =>
  className === 'plain'
    ? breakableText(text)
    : [
        {
          type: 'signatureToken',
          data: {hName: 'span', hProperties: {className: [`token`, className]}},
          children: breakableText(text),
        },
      ];

/**
 * A signature block's tokens (its page model's, on the page `page`) as the children of its
 * `<code>` element: each highlighted by its kind, a linked name one link (`tokenTarget`, resolved
 * by `href`), or its text when the link leads nowhere.
 */
export function signatureChildren(
  tokens: readonly ModelToken[],
  page: string,
  href: (target: LinkTarget) => string | undefined,
): MdNode[] {
  const shown = shownTokens(tokens);
  return shown.flatMap(({token, text}, index) => {
    if (!text) return [];
    const target = isLinked(token) ? tokenTarget(token, page) : undefined;
    if (!target) return tokenNode(text, TOKEN_CLASSES[token.kind](token, shown[index + 1]?.token));
    const url = href(target);
    const children = breakableText(text);
    return url ? [{type: 'link', url, children, data: {hProperties: {className: ['token', 'type-link']}}}] : children;
  });
}

/** Relative link from one docs file to another, the way Docusaurus resolves Markdown file links. */
export function relativeDocLink(fromFile: string, docsDir: string, targetPage: string): string {
  const relative = path.relative(path.dirname(fromFile), path.join(docsDir, targetPage)).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The plugin's options for a site: its docs folder. */
export const signatureCodeOptions = (siteDir: string): SignatureCodeOptions => ({
  docsDir: path.join(siteDir, REFERENCE_DIR),
});

/** Where a caller that has read the page's model already hands it over (the file's data). */
export const PAGE_MODEL_DATA = 'pageModel';

/** A link to another build (another release line's page): Docusaurus leaves it as written. */
const PATHNAME_LINK = 'pathname://';

/**
 * Where a link of the docs file `fromFile` to `target` points: a relative `.md` link to a docs file
 * (this section's page, or the same declaration's page in another section), a `pathname://`
 * link to its page in another release line, an external URL, or undefined (shown as plain
 * code). The Markdown twins (src/agents) resolve with this too.
 */
export function resolveLinkTarget(
  target: LinkTarget,
  fromFile: string,
  docsDir: string,
  pages: DeclarationPages,
): string | undefined {
  if (target.kind !== 'decl') return target.url;
  const page = pages[target.key];
  if (!page) return target.source;
  if (page.startsWith(PATHNAME_LINK)) return page;
  const [file, anchor] = page.split('#');
  return relativeDocLink(fromFile, docsDir, file) + (anchor ? `#${anchor}` : '');
}

export function loadDeclarationPages(file: string): DeclarationPages {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DeclarationPages) : {};
}

/**
 * Resolves a page's `decl:` link targets from its own front matter (written by the cross-SDK
 * step): a page's compiled output then depends on its own text only, which the bundler's
 * persistent cache tracks.
 */
export default function signatureCode(options: SignatureCodeOptions) {
  return (
    tree: MdNode,
    file: {path?: string; data?: {frontMatter?: Record<string, unknown>; [PAGE_MODEL_DATA]?: PageModel}},
  ) => {
    const pages = (file.data?.frontMatter?.[DECLARATIONS_FRONT_MATTER_KEY] ?? {}) as DeclarationPages;
    const fromFile = file.path ?? path.join(options.docsDir, 'index.md');
    let model = file.data?.[PAGE_MODEL_DATA];
    const href = (target: LinkTarget) => resolveLinkTarget(target, fromFile, options.docsDir, pages);
    const block = (index: number): MdNode[] => {
      model ??= readPageModel(fromFile);
      return signatureChildren(modelBlock(model, index, fromFile), model.page, href);
    };
    rewrite(tree, href, block);
  };
}

/** A generated signature block's children, from the page model (`signature block=3`); else its text. */
function blockChildren(code: MdNode, block: (index: number) => MdNode[]): MdNode[] {
  const index = signatureBlockIndex((code as {meta?: string}).meta);
  return index === undefined ? [{type: 'text', value: code.value ?? ''}] : block(index);
}

function rewrite(
  node: MdNode,
  href: (target: LinkTarget) => string | undefined,
  block: (index: number) => MdNode[],
): void {
  const children = node.children;
  if (!children) return;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    const declared = child.type === 'link' ? parseDeclarationLink(child.url ?? '') : undefined;
    if (child.type === 'code' && isSignatureMeta((child as {meta?: string}).meta)) {
      children[index] = signatureBlock(blockChildren(child, block));
    } else if (declared) {
      // A declaration link: to where the declaration is documented, else its text as written.
      const url = href(declared);
      if (url) child.url = url;
      else {
        children.splice(index, 1, ...(child.children ?? []));
        index += (child.children?.length ?? 0) - 1;
      }
    } else {
      rewrite(child, href, block);
    }
  }
}

function signatureBlock(children: MdNode[]): MdNode {
  return {
    type: 'signatureBlock',
    data: {hName: 'pre'},
    children: [
      {
        type: 'signatureCode',
        data: {hName: 'code', hProperties: {className: ['language-ts', 'signature']}},
        // One element around the text: Docusaurus renders a code element whose children are
        // all strings as inline code, which a signature without highlighted tokens would be.
        children: [{type: 'signatureText', data: {hName: 'span'}, children}],
      },
    ],
  };
}

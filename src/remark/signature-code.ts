/**
 * Remark plugin: TypeDoc's signature blocks as highlighted code with linked type names.
 *
 * Here, when Docusaurus compiles a page:
 * - a generated signature block (```` ```ts signature block=3 ````) becomes `<pre><code>` with
 *   its text and links from the page model's tokens (src/page-model/types.ts `blocks`), the
 *   highlighting done now, at build time (TypeScript's own scanner); Docusaurus renders a
 *   `pre > code` with element children as a code block of the page's code theme. A block
 *   without an index (```` ```ts signature ````, hand-written) is highlighted without links;
 * - a declaration link in running text (`[`DBAdapter`](powersync-decl:…)`, type-links.ts)
 *   takes the page of the same declaration in another section, from the declaration map written
 *   by the cross-SDK step; one that no section documents goes to its fallback (its source line)
 *   or, without one, is shown as plain code.
 * Page links stay relative `.md` paths, which Docusaurus resolves and checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  DECLARATIONS_FRONT_MATTER_KEY,
  parseDeclarationLink,
  type LinkTarget,
  type MarkedText,
} from '../generate/typedoc/type-links';
import type {MdNode} from './heading-ids';
import {REFERENCE_DIR} from '../generate/typedoc/paths';
import {nameParts} from '../components/BreakableName/name-parts';
import {isSignatureMeta, signatureBlockIndex, type PageModel} from '../page-model/types';
import {readPageModel} from '../page-model/read';
import {markedBlock} from '../page-model/links';

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

export interface Token {
  text: string;
  className: TokenClass;
}

/** Splits TypeScript declaration text into highlighted tokens. */
export function highlightTypeScript(text: string): Token[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const raw: Array<{kind: ts.SyntaxKind; text: string}> = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    raw.push({kind, text: scanner.getTokenText()});
  }
  const tokens: Token[] = [];
  let next: {kind: ts.SyntaxKind} | undefined;
  for (let index = raw.length - 1; index >= 0; index -= 1) {
    tokens.unshift({text: raw[index].text, className: classify(raw[index], next)});
    if (!isTrivia(raw[index].kind)) next = raw[index];
  }
  return tokens;
}

const isTrivia = (kind: ts.SyntaxKind) =>
  kind === ts.SyntaxKind.WhitespaceTrivia ||
  kind === ts.SyntaxKind.NewLineTrivia ||
  kind === ts.SyntaxKind.SingleLineCommentTrivia;

function classify(token: {kind: ts.SyntaxKind; text: string}, next: {kind: ts.SyntaxKind} | undefined): TokenClass {
  const {kind, text} = token;
  if (BUILTIN_TYPES.has(text)) return 'builtin';
  if (kind >= ts.SyntaxKind.FirstKeyword && kind <= ts.SyntaxKind.LastKeyword) return 'keyword';
  if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral) return 'string';
  if (kind === ts.SyntaxKind.NumericLiteral || kind === ts.SyntaxKind.BigIntLiteral) return 'number';
  if (kind === ts.SyntaxKind.Identifier || kind === ts.SyntaxKind.PrivateIdentifier) {
    return next?.kind === ts.SyntaxKind.OpenParenToken ? 'function' : 'plain';
  }
  // Punctuation and operators are plain: both code themes colour them as plain text, and an
  // element per bracket would multiply the elements every page renders.
  return 'plain';
}

/**
 * Text whose long names may break between their words only: a <wbr> between the words
 * (src/components/BreakableName), where a long signature wraps on a narrow screen.
 */
function breakableText(value: string): MdNode[] {
  const nodes: MdNode[] = [];
  for (const part of value.split(/([A-Za-z_$][\w$.]*)/)) {
    if (!part) continue;
    nameParts(part).forEach((piece, index) => {
      if (index > 0) nodes.push({type: 'signatureBreak', data: {hName: 'wbr'}});
      nodes.push({type: 'text', value: piece});
    });
  }
  return nodes;
}

const tokenNode = (token: Token): MdNode[] =>
  token.className === 'plain'
    ? breakableText(token.text)
    : [
        {
          type: 'signatureToken',
          data: {hName: 'span', hProperties: {className: [`token`, token.className]}},
          children: breakableText(token.text),
        },
      ];

/**
 * Links first, highlighting around them: a linked name is one link whatever tokens it spans
 * (`Foo.Bar`). Returns the children of the `<code>` element.
 */
export function signatureChildren(marked: MarkedText, href: (target: LinkTarget) => string | undefined): MdNode[] {
  const children: MdNode[] = [];
  let position = 0;
  const plain = (end: number) => {
    if (end > position) children.push(...highlightTypeScript(marked.text.slice(position, end)).flatMap(tokenNode));
    position = end;
  };
  for (const link of marked.links) {
    plain(link.start);
    const url = href(link.target);
    const text = breakableText(link.name);
    children.push(
      ...(url ? [{type: 'link', url, children: text, data: {hProperties: {className: ['token', 'type-link']}}}] : text),
    );
    position = link.end;
  }
  plain(marked.text.length);
  return children;
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
  return (tree: MdNode, file: {path?: string; data?: {frontMatter?: Record<string, unknown>}}) => {
    const pages = (file.data?.frontMatter?.[DECLARATIONS_FRONT_MATTER_KEY] ?? {}) as DeclarationPages;
    const fromFile = file.path ?? path.join(options.docsDir, 'index.md');
    let model: PageModel | undefined;
    const block = (index: number): MarkedText => markedBlock((model ??= readPageModel(fromFile)), index, fromFile);
    rewrite(tree, (target) => resolveLinkTarget(target, fromFile, options.docsDir, pages), block);
  };
}

/** A generated signature block's text and links, from the page model (`signature block=3`); else its text. */
function blockText(code: MdNode, block: (index: number) => MarkedText): MarkedText {
  const index = signatureBlockIndex((code as {meta?: string}).meta);
  return index === undefined ? {text: code.value ?? '', links: []} : block(index);
}

function rewrite(
  node: MdNode,
  href: (target: LinkTarget) => string | undefined,
  block: (index: number) => MarkedText,
): void {
  const children = node.children;
  if (!children) return;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type === 'code' && isSignatureMeta((child as {meta?: string}).meta)) {
      children[index] = signatureBlock(blockText(child, block), href);
    } else if (child.type === 'link' && parseDeclarationLink(child.url ?? '')) {
      // A declaration link: to where the declaration is documented, else its text as written.
      const url = href(parseDeclarationLink(child.url!)!);
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

function signatureBlock(marked: MarkedText, href: (target: LinkTarget) => string | undefined): MdNode {
  return {
    type: 'signatureBlock',
    data: {hName: 'pre'},
    children: [
      {
        type: 'signatureCode',
        data: {hName: 'code', hProperties: {className: ['language-ts', 'signature']}},
        // One element around the text: Docusaurus renders a code element whose children are
        // all strings as inline code, which a signature without highlighted tokens would be.
        children: [{type: 'signatureText', data: {hName: 'span'}, children: signatureChildren(marked, href)}],
      },
    ],
  };
}

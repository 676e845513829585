/**
 * The Markdown twin of a reference page: what the HTML page says, as clean Markdown for coding
 * assistants (served at the page URL plus `.md`).
 *
 * From the generated page (src/generate) it keeps the text and changes only what is not plain
 * Markdown or does not work outside the site:
 * - front matter goes; the twin starts with the title, the package and version, the import line,
 *   the release that first exported the symbol ("Since") and the "Also in" line, which the HTML
 *   page shows under its title (src/theme/SymbolHeader);
 * - explicit heading ids (`{#id}`) go;
 * - links are resolved by the caller with the same function as the HTML page
 *   (src/remark/signature-code.ts `resolveLinkTarget`): a declaration link
 *   (src/generate/typedoc/type-links.ts) to where the declaration is documented, else its text
 *   as written, as on the page. Markdown code
 *   blocks cannot hold links, so a signature block (still ```` ```ts signature ````, which tells
 *   declarations from examples) is its text followed by a "Types:" line with its linked names:
 *   a generated block's (`signature block=3`) text and links are its page model's tokens;
 * - relative `.md` links become absolute URLs of the other twins (anchors kept), and so do
 *   `pathname://` links (relative links to another release line's build, src/history/render.ts);
 * - a Changes page's before/after pair becomes two code blocks (plain-html.ts).
 * A symbol page's Markdown is its page model's body (src/page-model/types.ts `body`), whose pieces
 * say which lines are each member's: the twin says which of its lines each member's pieces became
 * (`memberLines`), so no reader finds a member by the twin's headings. What the page writes in
 * HTML for its styling is data there: a history badge is a line of text ("Added in
 * @powersync/common 1.6.1 (web 0.5.1)", linked), a box (the deprecation notice, "In the demos",
 * a long "Used by" group's rest) its Markdown, a collapsed one's summary a bold line.
 * Pure: the caller supplies link resolution, so this runs the same in the build and in tests.
 */
import path from 'node:path';
import {SIGNATURE_META, parseDeclarationLink, type LinkTarget, type MarkedText} from '../generate/typedoc/type-links';
import {isSignatureMeta, signatureBlockIndex, type PageModel} from '../page-model/types';
import {markedBlock} from '../page-model/links';
import {pieceText} from '../page-model/body';
import type {SymbolPageData} from '../cross-sdk/symbol-map';
import {TWIN_EXTENSION} from './urls';
import {isHistoryDiff, plainHtmlLine} from './plain-html';

export interface TwinSection {
  id: string;
  label: string;
  packageName: string;
  version: string;
}

export interface TwinInput {
  /** Absolute path of the generated docs file (relative links are resolved against it). */
  file: string;
  /** The page's Markdown without front matter. */
  body: string;
  /** Front matter `title`, for pages whose content does not start with an h1 (section index pages). */
  title?: string;
  /** Front matter symbol data (import line, "Also in"), on symbol pages. */
  symbol?: SymbolPageData;
  /**
   * Symbol pages: the page model, whose signature blocks give a `signature block=N` block its text
   * and links, and whose body (its pieces) is the page's Markdown, `body` unread.
   */
  model?: Pick<PageModel, 'page' | 'blocks' | 'body'>;
  section: TwinSection;
}

export interface TwinLinks {
  /** A link's target as the HTML page resolves it: a relative `.md` link from `file`, a URL, or undefined. */
  resolveTarget(target: LinkTarget, file: string): string | undefined;
  /** Absolute twin URL of a docs file, or undefined when the file is not a page with a twin. */
  twinOfFile(file: string): string | undefined;
  /** Absolute twin URL of a route (`/node-sdk/classes/Table`). */
  twinOfRoute(route: string): string;
}

/**
 * A heading of the twin. Read only for the agents index's `headLines`, which readers of its format
 * before `declarations` (powersync-js-reference-mcp 0.2) take the symbol's own declaration from.
 */
export interface TwinHeading {
  /** Explicit anchor of the heading on the HTML page, when the generator set one. */
  id?: string;
  /** Heading text without Markdown (`connect()`, `_isReadyPromise`). */
  title: string;
  level: number;
  /** First line (0-based) of the heading's part of the twin, and the line after its end. */
  start: number;
  end: number;
}

export interface Twin {
  markdown: string;
  /** Title without Markdown (`Class: PowerSyncDatabase`). */
  title: string;
  headings: TwinHeading[];
  /**
   * Symbol pages: the lines of the twin (`[start, end)`, 0-based) that each member's piece of the
   * page model's body became, by the member's index in the model.
   */
  memberLines: Map<number, [number, number]>;
}

/** The prefix of the line listing a signature block's linked type names. */
export const TYPES_PREFIX = 'Types: ';

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)(?:\s+\{#([^}\s]+)\})?\s*$/;
const MARKDOWN_LINK = /(!?\[((?:[^\]\\]|\\.)*)\]\()([^)\s]+)(\))/g;

/** Heading or title text without Markdown: link text kept, escapes, emphasis and code marks dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[((?:[^\]\\]|\\.)*)\]\([^)]*\)/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/~~|`|\*/g, '')
    .trim();
}

/** A code fence line; CommonMark: a backtick fence's info string has no backtick (```` ```x``` ```` is inline code). */
function fenceOf(line: string): RegExpExecArray | null {
  const match = FENCE.exec(line);
  return match && !(match[2][0] === '`' && match[3].includes('`')) ? match : null;
}

const PATHNAME_PROTOCOL = 'pathname://';
const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

export function markdownTwin(input: TwinInput, links: TwinLinks): Twin {
  const {file} = input;
  const absolute = (url: string): string => {
    if (url.startsWith(PATHNAME_PROTOCOL)) {
      const own = links.twinOfFile(file);
      if (!own) throw new Error(`${file}: the page has no twin to resolve "${url}" against`);
      const target = new URL(url.slice(PATHNAME_PROTOCOL.length), own.slice(0, -TWIN_EXTENSION.length));
      return `${target.origin}${target.pathname}${TWIN_EXTENSION}${target.hash}`;
    }
    if (isExternal(url) || url.startsWith('#') || url.startsWith('/')) return url;
    const hash = url.indexOf('#');
    const target = hash < 0 ? url : url.slice(0, hash);
    const resolved = links.twinOfFile(path.resolve(path.dirname(file), decodeURI(target)));
    if (!resolved) throw new Error(`${file}: the link "${url}" does not lead to a reference page`);
    return resolved + (hash < 0 ? '' : url.slice(hash));
  };
  const targetHref = (target: LinkTarget) => {
    const href = links.resolveTarget(target, file);
    return href === undefined ? undefined : absolute(href);
  };
  const inline = (line: string): string =>
    line.replace(MARKDOWN_LINK, (_all, open: string, label: string, url: string, close: string) => {
      const declared = parseDeclarationLink(url);
      if (!declared) return open + absolute(url) + close;
      const href = targetHref(declared);
      return href ? open + href + close : label;
    });

  const {lines, members} = pageLines(input);
  let next = 0;
  const dropBlankLines = () => {
    while (next < lines.length && !lines[next].trim()) next++;
  };
  dropBlankLines();
  let titleLine: string;
  if (/^# /.test(lines[next] ?? '')) {
    titleLine = inline(lines[next++].replace(HEADING, (_all, marks: string, text: string) => `${marks} ${text}`));
    dropBlankLines();
  } else {
    if (!input.title) throw new Error(`${file}: the page has no h1 and no title in its front matter`);
    titleLine = `# ${input.title}`;
  }

  const out: string[] = [titleLine, '', ...header(input, links), ''];
  const headings: TwinHeading[] = [];
  let fence: {marks: string; signature: boolean; block?: number; code: string[]} | undefined;
  const marked = (code: string, block: number | undefined): MarkedText =>
    block === undefined ? {text: code, links: []} : markedBlock(input.model ?? {page: '', blocks: []}, block, file);
  // The twin's line each page line starts at: where a member's lines went.
  const outAt: number[] = [];
  for (; next < lines.length; next++) {
    const line = lines[next];
    outAt[next] = out.length;
    const fenceMatch = fenceOf(line);
    if (fence) {
      const closes =
        fenceMatch &&
        fenceMatch[2][0] === fence.marks[0] &&
        fenceMatch[2].length >= fence.marks.length &&
        !fenceMatch[3].trim();
      if (!closes) {
        (fence.signature ? fence.code : out).push(line);
        continue;
      }
      if (fence.signature)
        out.push(...signatureBlock(marked(fence.code.join('\n'), fence.block), fence.marks, targetHref));
      else out.push(line);
      fence = undefined;
      continue;
    }
    if (fenceMatch) {
      const meta = fenceMatch[3].trim().replace(/^ts\s+/, '');
      const signature = isSignatureMeta(meta);
      const block = signatureBlockIndex(meta);
      fence = {marks: fenceMatch[2], signature, ...(block === undefined ? {} : {block}), code: []};
      out.push(signature ? `${fenceMatch[1]}${fenceMatch[2]}ts ${SIGNATURE_META}` : line);
      continue;
    }
    if (isHistoryDiff(line)) {
      out.push(...plainHtmlLine(line));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = inline(heading[2]);
      headings.push({
        ...(heading[3] ? {id: heading[3]} : {}),
        title: plainText(text),
        level: heading[1].length,
        start: out.length,
        end: -1,
      });
      out.push(`${heading[1]} ${text}`);
      continue;
    }
    for (const part of plainHtmlLine(line)) {
      const rewritten = inline(part);
      out.push(rewritten);
    }
  }
  if (fence) throw new Error(`${file}: a code block opened with ${fence.marks} is never closed`);
  outAt[lines.length] = out.length;
  while (out.length > 0 && !out[out.length - 1].trim()) out.pop();
  const memberLines = new Map<number, [number, number]>();
  for (const {member, start, end} of members)
    memberLines.set(member, [Math.min(outAt[start] ?? 0, out.length), Math.min(outAt[end], out.length)]);
  for (const [index, heading] of headings.entries()) {
    const next = headings.slice(index + 1).find((other) => other.level <= heading.level);
    heading.end = next ? next.start : out.length;
  }
  return {markdown: `${out.join('\n')}\n`, title: plainText(titleLine.slice(2)), headings, memberLines};
}

/**
 * The page's lines: its model's body where it has one (src/page-model/body.ts `pieceText`: each
 * piece's Markdown, history badges as lines of text, boxes without their HTML; pieces are whole
 * lines, joined by a blank line), each member's the range of lines its pieces became; else its
 * Markdown.
 */
function pageLines(input: TwinInput): {lines: string[]; members: Array<{member: number; start: number; end: number}>} {
  const pieces = input.model?.body.length ? input.model.body : [{markdown: input.body}];
  const members = new Map<number, {member: number; start: number; end: number}>();
  const texts: string[] = [];
  // The line the next piece starts on.
  let line = 0;
  for (const piece of pieces) {
    const text = pieceText(piece);
    const breaks = text.split('\n').length - 1;
    if (piece.member !== undefined) {
      const known = members.get(piece.member);
      members.set(piece.member, {member: piece.member, start: known?.start ?? line, end: line + breaks + 1});
    }
    texts.push(text);
    line += breaks;
  }
  return {lines: texts.join('').replace(/\r\n/g, '\n').split('\n'), members: [...members.values()]};
}

/**
 * Package and version; on symbol pages also the import line, the package release that first
 * exported the symbol and the other sections that have it.
 */
function header(input: TwinInput, links: TwinLinks): string[] {
  const {section, symbol} = input;
  const parts = [`Package: \`${section.packageName}\` ${section.version} (${section.label})`];
  if (symbol) {
    parts.push('', '```ts', symbol.importLine, '```');
    if (symbol.since) parts.push('', `Since: ${section.packageName} ${symbol.since}`);
    if (symbol.alsoIn.length > 0) {
      const others = symbol.alsoIn.map(
        (other) => `[${other.label}](${links.twinOfRoute(other.path)})${other.differs ? ' (differs)' : ''}`,
      );
      parts.push('', `Also in: ${others.join(', ')}`);
    }
  }
  return parts;
}

/** A signature block: its text as a `ts` block, then its linked names (each once, in order). */
function signatureBlock(marked: MarkedText, marks: string, href: (target: LinkTarget) => string | undefined): string[] {
  const seen = new Set<string>();
  const types: string[] = [];
  for (const link of marked.links) {
    const url = href(link.target);
    const entry = url && `[\`${link.name}\`](${url})`;
    if (entry && !seen.has(entry)) {
      seen.add(entry);
      types.push(entry);
    }
  }
  const lines = [...marked.text.split('\n'), marks];
  if (types.length > 0) lines.push('', `${TYPES_PREFIX}${types.join(', ')}`);
  return lines;
}

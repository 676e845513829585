/**
 * Build side: turns one rendered Docusaurus doc page into DocSearch records, the way the
 * DocSearch crawler would, but aware of TypeDoc's page layout so that API members become
 * their own hits with anchors.
 *
 * Only the article's `div.theme-doc-markdown` is read: navbar, sidebar, breadcrumbs, TOC,
 * footer and the heading hash-links are never part of a record. The pages are minified
 * (unquoted attributes, omitted `</p>`, `</li>`, `</td>`), so we use htmlparser2 (a direct
 * dependency) for tokenising, implied end tags and entity decoding, and only keep a small
 * state machine here.
 */
import {Parser} from 'htmlparser2';
import {collapseWhitespace, truncateText} from './text';
import {
  DEPRECATED_MARK,
  emptyHierarchy,
  recordObjectId,
  recordUrl,
  type Hierarchy,
  type RecordKind,
  type RecordType,
  type SearchRecord,
} from './schema';

export type {Hierarchy, Level, RecordKind, RecordType, SearchRecord} from './schema';

export interface ExtractOptions {
  /** Top level of the hierarchy (the SDK section's display name), or a function of the URL. */
  lvl0: string | ((url: string) => string);
  /** Section route id ("node-sdk"); defaults to none. */
  sdk?: string | null;
  /** Longest content text kept per record (characters). */
  maxContentLength?: number;
  /** Facet values when the page has no docsearch meta tags. */
  defaultLanguage?: string;
  defaultDocusaurusTag?: string;
}

/** Content is for recall and a 10-word snippet, not for reading: a short cap keeps the index small. */
export const DEFAULT_MAX_CONTENT_LENGTH = 180;

// ---------------------------------------------------------------------------------------
// Page scanning: HTML → a flat list of blocks inside the markdown container.

type Block =
  | {kind: 'heading'; level: number; id: string | null; text: string}
  | {kind: 'paragraph'; text: string; onlyLink: boolean}
  | {kind: 'code'; text: string}
  | {kind: 'row'; anchor: string | null; cells: string[]; header: boolean; deprecated: boolean};

interface ScannedPage {
  blocks: Block[];
  title: string | null;
  meta: Record<string, string>;
  /** The page opens with the notice of a deprecated symbol (typedoc/deprecation-notice.ts). */
  deprecated: boolean;
}

/** Class of the deprecation notice on a deprecated symbol's page. */
const DEPRECATED_NOTICE_CLASS = 'api-deprecated';

/** Elements whose content never belongs to the text of a record. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'svg', 'nav', 'button', 'template', 'noscript', 'iframe']);
/** Elements that separate words when their text is concatenated. */
const BREAKING_ELEMENTS = new Set([
  'br',
  'div',
  'p',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'pre',
  'blockquote',
  'dd',
  'dt',
  'hr',
  'table',
  'summary',
]);

/** TypeDoc's source line under a declaration. */
const DEFINED_IN = /^Defined in: \S+:\d+$/;

function hasClass(attribs: Record<string, string>, name: string): boolean {
  return (attribs.class ?? '').split(/\s+/).includes(name);
}

/**
 * The parts of a rendered page that records come from: the head (title, meta) and the page
 * from its first `<article>` on. What lies between is the navbar and the sidebar, which
 * nothing is read from (two thirds of the bytes of a reference page). Closing tags of the
 * article's ancestors that remain are ignored by the parser, like any unmatched end tag.
 */
export function withoutPageChrome(html: string): string {
  const headEnd = html.indexOf('</head>');
  const article = html.indexOf('<article');
  if (headEnd < 0 || article < headEnd) return html;
  return html.slice(0, headEnd + '</head>'.length) + html.slice(article);
}

function scanPage(html: string): ScannedPage {
  const blocks: Block[] = [];
  // No prototype: meta names come from the page.
  const meta: Record<string, string> = Object.create(null);
  let title: string | null = null;
  let titleText: string | null = null;
  let deprecated = false;

  // Element stack, so we know when the markdown container and skipped regions end.
  const stack: string[] = [];
  let articleDepth = -1;
  /** -1: not reached yet; -2: passed (only the first container is read). */
  let markdownDepth = -1;
  let skipDepth = -1;

  // The block currently collecting text (outermost p/li/pre/heading/td only).
  let capture: {
    kind: 'heading' | 'paragraph' | 'code';
    depth: number;
    level: number;
    id: string | null;
    text: string;
    linkText: string;
    otherText: string;
  } | null = null;
  let linkDepth = -1;
  // Table rows: each row becomes one block with its cells.
  let row: {depth: number; anchor: string | null; cells: string[]; header: boolean; deprecated: boolean} | null = null;
  let cell: {depth: number; text: string; strongStart: number} | null = null;

  const flushCell = () => {
    if (cell && row) row.cells.push(collapseWhitespace(cell.text));
    cell = null;
  };
  const flushRow = () => {
    flushCell();
    if (row)
      blocks.push({kind: 'row', anchor: row.anchor, cells: row.cells, header: row.header, deprecated: row.deprecated});
    row = null;
  };

  const append = (text: string) => {
    if (skipDepth >= 0) return;
    if (cell) cell.text += text;
    else if (capture) {
      capture.text += text;
      if (linkDepth >= 0) capture.linkText += text;
      else capture.otherText += text;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        stack.push(name);
        const depth = stack.length;
        if (name === 'title' && title === null) titleText = '';
        if (name === 'meta' && attribs.name && attribs.content !== undefined) meta[attribs.name] = attribs.content;
        if (name === 'article' && articleDepth < 0) articleDepth = depth;
        if (
          markdownDepth === -1 &&
          name === 'div' &&
          hasClass(attribs, 'theme-doc-markdown') &&
          // Inside the article when there is one; pages without an article still work.
          (articleDepth >= 0 || !html.includes('<article'))
        ) {
          markdownDepth = depth;
          return;
        }
        if (markdownDepth < 0 || skipDepth >= 0) return;
        if (hasClass(attribs, DEPRECATED_NOTICE_CLASS)) deprecated = true;
        // The symbol header ("Also in", import line) is navigation, not content of the page.
        if (
          SKIPPED_ELEMENTS.has(name) ||
          (name === 'a' && hasClass(attribs, 'hash-link')) ||
          attribs['data-symbol-header'] !== undefined
        ) {
          skipDepth = depth;
          return;
        }
        if (BREAKING_ELEMENTS.has(name)) append(' ');
        const heading = /^h([1-6])$/.exec(name);
        // Tables: minified pages omit </th>, </td>, </tr>, and htmlparser2 then nests <tbody>
        // inside the last header cell, so a new row or cell also ends the previous one.
        if (name === 'tr' && !capture) {
          flushRow();
          row = {depth, anchor: null, cells: [], header: false, deprecated: false};
          return;
        }
        if (row) {
          if (name === 'td' || name === 'th') {
            flushCell();
            cell = {depth, text: '', strongStart: -1};
            if (name === 'th') row.header = true;
          }
          // An anchor in the first cell names the row (TypeDoc's enum members table).
          if (name === 'a' && attribs.id && row.cells.length === 0 && !row.anchor) row.anchor = attribs.id;
          // TypeDoc writes a deprecated enumeration member's tag as bold "Deprecated" in its cell.
          if (name === 'strong' && cell) cell.strongStart = cell.text.length;
          return;
        }
        if (capture) {
          if (name === 'a' && linkDepth < 0) linkDepth = depth;
          return;
        }
        if (heading)
          capture = {
            kind: 'heading',
            depth,
            level: Number(heading[1]),
            id: attribs.id ?? null,
            text: '',
            linkText: '',
            otherText: '',
          };
        else if (name === 'p' || name === 'li' || name === 'dd' || name === 'dt')
          capture = {kind: 'paragraph', depth, level: 0, id: null, text: '', linkText: '', otherText: ''};
        else if (name === 'pre')
          capture = {kind: 'code', depth, level: 0, id: null, text: '', linkText: '', otherText: ''};
      },
      ontext(text) {
        if (titleText !== null) titleText += text;
        if (markdownDepth >= 0) append(text);
      },
      onclosetag(name) {
        const depth = stack.length;
        stack.pop();
        if (name === 'title' && titleText !== null) {
          title = collapseWhitespace(titleText);
          titleText = null;
        }
        if (depth === skipDepth) {
          skipDepth = -1;
          return;
        }
        if (markdownDepth < 0 || skipDepth >= 0) return;
        if (depth === markdownDepth) {
          markdownDepth = -2; // done: ignore everything after the container
          return;
        }
        if (depth === linkDepth) linkDepth = -1;
        if (BREAKING_ELEMENTS.has(name)) append(' ');
        if (
          name === 'strong' &&
          row &&
          cell &&
          cell.strongStart >= 0 &&
          cell.text.slice(cell.strongStart).trim() === 'Deprecated'
        )
          row.deprecated = true;
        if (name === 'table') flushRow();
        else if (cell && depth === cell.depth) flushCell();
        else if (row && depth === row.depth) flushRow();
        else if (capture && depth === capture.depth) {
          const text = collapseWhitespace(capture.text);
          // "Defined in: packages/…/Table.ts:66" is a source link, not prose: as the first text
          // under every member it would otherwise become every member's snippet.
          if (text && !(capture.kind === 'paragraph' && DEFINED_IN.test(text))) {
            if (capture.kind === 'heading') blocks.push({kind: 'heading', level: capture.level, id: capture.id, text});
            else if (capture.kind === 'code') blocks.push({kind: 'code', text});
            else
              blocks.push({
                kind: 'paragraph',
                text,
                onlyLink: collapseWhitespace(capture.otherText) === '' && capture.linkText.trim() !== '',
              });
          }
          capture = null;
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(withoutPageChrome(html));
  parser.end();
  return {blocks, title, meta, deprecated};
}

// ---------------------------------------------------------------------------------------
// TypeDoc structure: which headings group members, which ones hold no searchable prose.

/** TypeDoc member group headings (h2) and the kind of the members (h3) under them. */
// Maps, not object literals: a heading named "Constructor" must not find Object.prototype.constructor.
const MEMBER_GROUPS = new Map<string, RecordKind>([
  ['constructors', 'constructor'],
  ['properties', 'property'],
  ['accessors', 'accessor'],
  ['methods', 'method'],
  ['enumeration members', 'member'],
  ['members', 'member'],
  ['functions', 'function'],
  ['events', 'property'],
]);

/**
 * Headings whose blocks are type plumbing, not descriptions: their paragraphs would make every
 * page match "string" or "Promise". Signature headings ("Call Signature", "Get Signature")
 * are not listed: the description follows them.
 */
const STRUCTURAL_HEADINGS = new Set([
  'extends',
  'extended by',
  'implements',
  'implemented by',
  'hierarchy',
  'type parameters',
  'type parameter',
  'parameters',
  'returns',
  'inherited from',
  'overrides',
  'implementation of',
  'defined in',
  'example',
  'examples',
  'throws',
  'see',
  'since',
  'deprecated',
  'index signature',
  'type declaration',
  'references',
]);

const PAGE_KIND_BY_SEGMENT = new Map<string, RecordKind>([
  ['classes', 'class'],
  ['enumerations', 'enumeration'],
  ['functions', 'function'],
  ['interfaces', 'interface'],
  ['type-aliases', 'type-alias'],
  ['variables', 'variable'],
]);

/** Kind of a page from its URL: `/classes/Table` → class, `/functions/useQuery` → hook. */
export function pageKindOf(url: string): RecordKind {
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const segments = path.split('/');
  const name = segments[segments.length - 1] ?? '';
  const group = segments[segments.length - 2] ?? '';
  const kind = PAGE_KIND_BY_SEGMENT.get(group);
  if (!kind) return 'page';
  if (kind === 'function' && /^use[A-Z0-9_]/.test(name)) return 'hook';
  return kind;
}

/** Pages that only list links to other pages (globals): title record and intro only. */
function isListingPage(url: string): boolean {
  return /\/globals\/?$/.test(url.replace(/[?#].*$/, ''));
}

function mute(section: Section, level: number, key: string): void {
  if (section.mutedLevel > 0 && level > section.mutedLevel) return;
  section.mutedLevel = STRUCTURAL_HEADINGS.has(key) ? level : 0;
}

function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();
}

/** Accumulates the content text of one record up to the cap. */
class ContentBuffer {
  private parts: string[] = [];
  private length = 0;
  private signatureTaken = false;
  constructor(private readonly max: number) {}

  get full(): boolean {
    return this.length >= this.max;
  }
  /** Only the first code block is kept: it is the signature, later ones are examples. */
  addSignature(text: string): void {
    if (this.signatureTaken || this.full) return;
    this.signatureTaken = true;
    this.add(text);
  }
  add(text: string): void {
    // Overloads repeat their description: keep each text once.
    if (this.full || !text || this.parts.includes(text)) return;
    this.parts.push(text);
    this.length += text.length + 1;
  }
  text(): string | null {
    const joined = this.parts.join(' ');
    return joined ? truncateText(joined, this.max) : null;
  }
}

interface Section {
  type: RecordType;
  hierarchy: Hierarchy;
  anchor: string | null;
  kind: RecordKind;
  content: ContentBuffer;
  /**
   * Level of the structural sub-heading (Parameters, Returns…) we are under, 0 when none:
   * blocks are skipped until a heading at that level or above; deeper headings (a
   * parameter's name under "Parameters") stay muted.
   */
  mutedLevel: number;
}

/**
 * Turns one rendered page into records:
 * - a `lvl1` record for the page title (h1), kind from the URL;
 * - on reference pages, a `lvl3` record per member heading (h3 under Constructors,
 *   Properties, Accessors, Methods…) with its anchor, and a member record per row of the
 *   enumeration members table;
 * - on prose pages (SDK index pages), `lvl2`/`lvl3` records for h2/h3;
 * - after each of those, a `content` record (same URL and hierarchy) holding the signature
 *   and the first paragraphs, capped.
 */
export function extractRecords(html: string, url: string, options: ExtractOptions): SearchRecord[] {
  const {blocks, title, meta, deprecated} = scanPage(html);
  const maxContent = options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;
  const urlWithoutAnchor = url.replace(/#.*$/, '');
  const lvl0 = typeof options.lvl0 === 'function' ? options.lvl0(urlWithoutAnchor) : options.lvl0;
  const sdk = options.sdk ?? null;
  const language = meta['docsearch:language'] ?? meta.docusaurus_locale ?? options.defaultLanguage ?? 'en';
  const docusaurusTag =
    meta['docsearch:docusaurus_tag'] ?? meta.docusaurus_tag ?? options.defaultDocusaurusTag ?? 'default';
  const pageKind = pageKindOf(urlWithoutAnchor);
  const isReference = pageKind !== 'page';
  const listing = isListingPage(urlWithoutAnchor);

  const h1 = blocks.find((b): b is Extract<Block, {kind: 'heading'}> => b.kind === 'heading' && b.level === 1);
  const heading = h1?.text ?? title?.replace(/\s+\|.*$/, '') ?? null;
  if (!heading) return [];
  const pageTitle = deprecated ? heading + DEPRECATED_MARK : heading;

  const records: SearchRecord[] = [];
  const sections: Section[] = [];
  const seenMembers = new Set<string>();

  const open = (type: RecordType, hierarchy: Hierarchy, anchor: string | null, kind: RecordKind): Section => {
    const section: Section = {type, hierarchy, anchor, kind, content: new ContentBuffer(maxContent), mutedLevel: 0};
    sections.push(section);
    return section;
  };

  const pageHierarchy: Hierarchy = {...emptyHierarchy(), lvl0, lvl1: pageTitle};
  let current: Section | null = open('lvl1', pageHierarchy, null, pageKind);
  let lvl2: string | null = null;
  let memberKind: RecordKind | null = null;

  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (block.level === 1) continue;
      const key = headingKey(block.text);
      if (block.level === 2) {
        lvl2 = block.text;
        memberKind = isReference ? (MEMBER_GROUPS.get(key) ?? null) : null;
        if (listing) current = null;
        else if (isReference) {
          // Group headings are not hits; signature headings ("Call Signature") continue the page intro.
          const intro = sections[0];
          current = !memberKind && !STRUCTURAL_HEADINGS.has(key) ? intro : null;
          if (current) current.mutedLevel = 0;
        } else {
          current = open('lvl2', {...pageHierarchy, lvl2: block.text}, block.id, 'page');
        }
        continue;
      }
      if (block.level === 3) {
        if (listing) current = null;
        else if (isReference) {
          if (memberKind && block.id) {
            // Overloads repeat the heading ("Constructor", "Constructor"): one hit is enough.
            const memberKey = `${lvl2}\u0000${block.text}`;
            current = seenMembers.has(memberKey)
              ? null
              : open('lvl3', {...pageHierarchy, lvl2, lvl3: block.text}, block.id, memberKind);
            seenMembers.add(memberKey);
          } else if (current) {
            mute(current, block.level, key);
          }
        } else {
          current = open('lvl3', {...pageHierarchy, lvl2, lvl3: block.text}, block.id, 'page');
        }
        continue;
      }
      // h4–h6 are sub-sections of the current record: mute the type plumbing ones.
      if (current) mute(current, block.level, key);
      // A member's own "Deprecated" section marks its hit.
      if (current?.type === 'lvl3' && key === 'deprecated' && !current.hierarchy.lvl3?.endsWith(DEPRECATED_MARK)) {
        current.hierarchy = {...current.hierarchy, lvl3: current.hierarchy.lvl3 + DEPRECATED_MARK};
      }
      continue;
    }

    if (block.kind === 'row') {
      // Enumeration members table: one member record per anchored row.
      if (isReference && block.anchor && !block.header && block.cells.length > 0) {
        const [name, value, ...rest] = block.cells;
        if (name) {
          const member = open(
            'lvl3',
            {...pageHierarchy, lvl2, lvl3: block.deprecated ? name + DEPRECATED_MARK : name},
            block.anchor,
            'member',
          );
          member.content.add([value ? `${name} = ${value}` : name, ...rest].filter(Boolean).join(' '));
        }
      }
      continue;
    }

    if (!current || current.mutedLevel > 0 || current.content.full) continue;
    if (block.kind === 'code') {
      // Reference pages: the first code block under a heading is the signature.
      // Prose pages: code examples are not searchable text.
      if (isReference) current.content.addSignature(block.text);
    } else if (!block.onlyLink) {
      current.content.add(block.text);
    }
  }

  let position = 0;
  for (const section of sections) {
    const base = {
      url_without_anchor: urlWithoutAnchor,
      anchor: section.anchor,
      url: recordUrl(urlWithoutAnchor, section.anchor),
      hierarchy: section.hierarchy,
      kind: section.kind,
      sdk,
      language,
      docusaurus_tag: docusaurusTag,
    };
    records.push({
      ...base,
      objectID: recordObjectId(urlWithoutAnchor, section.anchor, section.type),
      type: section.type,
      content: null,
      position: position++,
    });
    const content = section.content.text();
    if (content) {
      records.push({
        ...base,
        objectID: recordObjectId(urlWithoutAnchor, section.anchor, 'content'),
        type: 'content',
        content,
        position: position++,
      });
    }
  }
  return records;
}

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
 *
 * The build reads only hand-written pages (a section's index, Changes, globals) with it: a
 * symbol page's records come from its page model (model-records.ts). The TypeDoc-aware parts
 * (member headings, the enum members table, badges and demos blocks) remain for the records
 * parity harness (src/tooling/records-parity.ts) and the tests written against rendered pages.
 */
import {Parser} from 'htmlparser2';
import {collapseWhitespace} from './text';
import {ContentBuffer, DEFAULT_MAX_CONTENT_LENGTH} from './record-content';
import {MEMBER_GROUPS, pageKindOf} from './record-kinds';
import {HISTORY_CLASS, NEW_IN_ATTRIBUTE} from '../history/render';
import {USED_BY_MORE_CLASS} from '../generate/typedoc/used-by-lists';
import {DEMOS_ATTRIBUTE, DEMOS_MEMBER_CLASS} from '../examples/demo-sections';
import {
  DEPRECATED_MARK,
  emptyHierarchy,
  headingStatus,
  withDemosMark,
  newMark,
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

export {DEFAULT_MAX_CONTENT_LENGTH} from './record-content';
export {pageKindOf} from './record-kinds';

// ---------------------------------------------------------------------------------------
// Page scanning: HTML → a flat list of blocks inside the markdown container.

type Block =
  | {kind: 'heading'; level: number; id: string | null; text: string}
  | {kind: 'paragraph'; text: string; onlyLink: boolean}
  | {kind: 'code'; text: string}
  | {kind: 'row'; anchor: string | null; cells: string[]; header: boolean; deprecated: boolean}
  /** API history badges (src/history/render.ts): not text; `newIn` marks the symbol new in this release. */
  | {kind: 'history'; newIn: string | null}
  /** "In the demos" (src/examples/demo-sections.ts): how many demos call the symbol or member. */
  | {kind: 'demos'; demos: number};

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

/** The head's `<link>` and `<script>` elements: never read (scripts are skipped, links have no text). */
const UNREAD_HEAD_ELEMENTS = /<link\b[^>]*>|<script\b[^>]*>[\s\S]*?<\/script>/gi;

/**
 * Everything a page's records depend on, for caching them between builds: the text the
 * scanner reads without the head's links and scripts, which name the build's asset files and
 * so change with every build while the records do not.
 */
export function recordSource(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  return html.slice(0, headEnd).replace(UNREAD_HEAD_ELEMENTS, '') + withoutPageChrome(html).slice(headEnd);
}

/** A depth in the element stack (1 = the outermost element), or null when there is none. */
type Depth = number | null;

/** Where the scan is relative to the markdown container: only the first container is read. */
type ContainerState = {at: 'before'} | {at: 'inside'; depth: number} | {at: 'after'};

/** The block collecting text: the outermost p/li/dd/dt, pre or heading only. */
interface Capture {
  kind: 'heading' | 'paragraph' | 'code';
  depth: number;
  level: number;
  id: string | null;
  text: string;
  /** Text inside links, and outside them: a paragraph that is only a link is navigation. */
  linkText: string;
  otherText: string;
}

/** A table row being read: it becomes one block with its cells. */
interface Row {
  depth: number;
  anchor: string | null;
  cells: string[];
  header: boolean;
  deprecated: boolean;
}

interface Cell {
  depth: number;
  text: string;
  /** Where the cell's `<strong>` text starts, null before one. */
  strongStart: number | null;
}

function startCapture(name: string, attribs: Record<string, string>, depth: number): Capture | null {
  const empty = {depth, level: 0, id: null, text: '', linkText: '', otherText: ''};
  const heading = /^h([1-6])$/.exec(name);
  if (heading) return {...empty, kind: 'heading', level: Number(heading[1]), id: attribs.id ?? null};
  if (name === 'p' || name === 'li' || name === 'dd' || name === 'dt') return {...empty, kind: 'paragraph'};
  if (name === 'pre') return {...empty, kind: 'code'};
  return null;
}

/** Elements whose content is not part of the page's text: skipped with everything inside. */
function isSkipped(name: string, attribs: Record<string, string>): boolean {
  return (
    SKIPPED_ELEMENTS.has(name) ||
    (name === 'a' && hasClass(attribs, 'hash-link')) ||
    // Other declarations' names and demo code under a member: not what the member is about.
    (name === 'details' && (hasClass(attribs, USED_BY_MORE_CLASS) || hasClass(attribs, DEMOS_MEMBER_CLASS))) ||
    // The symbol header ("Also in", import line) is navigation, not content of the page.
    attribs['data-symbol-header'] !== undefined
  );
}

/**
 * The parser's callbacks: follows the element stack and collects the blocks of the markdown
 * container, the page title and the meta tags.
 */
class PageScanner {
  readonly blocks: Block[] = [];
  // No prototype: meta names come from the page.
  readonly meta: Record<string, string> = Object.create(null);
  title: string | null = null;
  deprecated = false;

  private titleText: string | null = null;
  private readonly stack: string[] = [];
  private articleDepth: Depth = null;
  private container: ContainerState = {at: 'before'};
  /** The skipped element being passed over. */
  private skipDepth: Depth = null;
  private capture: Capture | null = null;
  /** The link inside the capture being read. */
  private linkDepth: Depth = null;
  private row: Row | null = null;
  private cell: Cell | null = null;

  /** `hasArticle`: the page has an `<article>`; the container is only looked for inside it. */
  constructor(private readonly hasArticle: boolean) {}

  openTag(name: string, attribs: Record<string, string>): void {
    this.stack.push(name);
    const depth = this.stack.length;
    this.readHead(name, attribs);
    if (name === 'article' && this.articleDepth === null) this.articleDepth = depth;
    if (this.container.at === 'before' && this.isMarkdownContainer(name, attribs)) {
      this.container = {at: 'inside', depth};
      return;
    }
    if (!this.reading()) return;
    if (hasClass(attribs, DEPRECATED_NOTICE_CLASS)) this.deprecated = true;
    if (hasClass(attribs, HISTORY_CLASS) && !this.capture && !this.row) {
      // Badges say where the symbol came from; the snippet stays its summary.
      this.blocks.push({kind: 'history', newIn: attribs[NEW_IN_ATTRIBUTE] ?? null});
      this.skipDepth = depth;
      return;
    }
    const demos = attribs[DEMOS_ATTRIBUTE];
    if (demos !== undefined && !this.capture && !this.row) this.blocks.push({kind: 'demos', demos: Number(demos) || 0});
    if (isSkipped(name, attribs)) {
      this.skipDepth = depth;
      return;
    }
    if (BREAKING_ELEMENTS.has(name)) this.append(' ');
    // Tables: minified pages omit </th>, </td>, </tr>, and htmlparser2 then nests <tbody>
    // inside the last header cell, so a new row or cell also ends the previous one.
    if (name === 'tr' && !this.capture) {
      this.flushRow();
      this.row = {depth, anchor: null, cells: [], header: false, deprecated: false};
      return;
    }
    if (this.row) {
      this.openInRow(this.row, name, attribs, depth);
      return;
    }
    if (this.capture) {
      if (name === 'a' && this.linkDepth === null) this.linkDepth = depth;
      return;
    }
    this.capture = startCapture(name, attribs, depth);
  }

  text(text: string): void {
    if (this.titleText !== null) this.titleText += text;
    if (this.container.at === 'inside') this.append(text);
  }

  closeTag(name: string): void {
    const depth = this.stack.length;
    this.stack.pop();
    if (name === 'title' && this.titleText !== null) {
      this.title = collapseWhitespace(this.titleText);
      this.titleText = null;
    }
    if (depth === this.skipDepth) {
      this.skipDepth = null;
      return;
    }
    if (!this.reading()) return;
    const container = this.container;
    if (container.at === 'inside' && depth === container.depth) {
      // Done: everything after the container is ignored.
      this.container = {at: 'after'};
      return;
    }
    if (depth === this.linkDepth) this.linkDepth = null;
    if (BREAKING_ELEMENTS.has(name)) this.append(' ');
    if (name === 'strong') this.markDeprecatedRow();
    if (name === 'table') this.flushRow();
    else if (this.cell && depth === this.cell.depth) this.flushCell();
    else if (this.row && depth === this.row.depth) this.flushRow();
    else if (this.capture && depth === this.capture.depth) this.finishCapture(this.capture);
  }

  private readHead(name: string, attribs: Record<string, string>): void {
    if (name === 'title' && this.title === null) this.titleText = '';
    if (name === 'meta' && attribs.name && attribs.content !== undefined) this.meta[attribs.name] = attribs.content;
  }

  private isMarkdownContainer(name: string, attribs: Record<string, string>): boolean {
    return (
      name === 'div' &&
      hasClass(attribs, 'theme-doc-markdown') &&
      // Inside the article when there is one; pages without an article still work.
      (this.articleDepth !== null || !this.hasArticle)
    );
  }

  /** Inside the markdown container and not in a skipped element. */
  private reading(): boolean {
    return this.container.at === 'inside' && this.skipDepth === null;
  }

  private append(text: string): void {
    if (this.skipDepth !== null) return;
    if (this.cell) this.cell.text += text;
    else if (this.capture) {
      this.capture.text += text;
      if (this.linkDepth !== null) this.capture.linkText += text;
      else this.capture.otherText += text;
    }
  }

  private openInRow(row: Row, name: string, attribs: Record<string, string>, depth: number): void {
    if (name === 'td' || name === 'th') {
      this.flushCell();
      this.cell = {depth, text: '', strongStart: null};
      if (name === 'th') row.header = true;
    }
    // An anchor in the first cell names the row (TypeDoc's enum members table).
    if (name === 'a' && attribs.id && row.cells.length === 0 && !row.anchor) row.anchor = attribs.id;
    // TypeDoc writes a deprecated enumeration member's tag as bold "Deprecated" in its cell.
    if (name === 'strong' && this.cell) this.cell.strongStart = this.cell.text.length;
  }

  private markDeprecatedRow(): void {
    const {row, cell} = this;
    if (row && cell && cell.strongStart !== null && cell.text.slice(cell.strongStart).trim() === 'Deprecated')
      row.deprecated = true;
  }

  private flushCell(): void {
    if (this.cell && this.row) this.row.cells.push(collapseWhitespace(this.cell.text));
    this.cell = null;
  }

  private flushRow(): void {
    this.flushCell();
    const row = this.row;
    if (row)
      this.blocks.push({
        kind: 'row',
        anchor: row.anchor,
        cells: row.cells,
        header: row.header,
        deprecated: row.deprecated,
      });
    this.row = null;
  }

  private finishCapture(capture: Capture): void {
    const text = collapseWhitespace(capture.text);
    // "Defined in: packages/…/Table.ts:66" is a source link, not prose: as the first text
    // under every member it would otherwise become every member's snippet.
    if (text && !(capture.kind === 'paragraph' && DEFINED_IN.test(text))) {
      if (capture.kind === 'heading') this.blocks.push({kind: 'heading', level: capture.level, id: capture.id, text});
      else if (capture.kind === 'code') this.blocks.push({kind: 'code', text});
      else
        this.blocks.push({
          kind: 'paragraph',
          text,
          onlyLink: collapseWhitespace(capture.otherText) === '' && capture.linkText.trim() !== '',
        });
    }
    this.capture = null;
  }
}

/** Scans a rendered page: its title, meta tags and the blocks of its markdown container. */
function scanPage(html: string): ScannedPage {
  const scanner = new PageScanner(html.includes('<article'));
  const parser = new Parser(
    {
      onopentag: (name, attribs) => scanner.openTag(name, attribs),
      ontext: (text) => scanner.text(text),
      onclosetag: (name) => scanner.closeTag(name),
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(withoutPageChrome(html));
  parser.end();
  return {blocks: scanner.blocks, title: scanner.title, meta: scanner.meta, deprecated: scanner.deprecated};
}

// ---------------------------------------------------------------------------------------
// TypeDoc structure: which headings group members, which ones hold no searchable prose.

/**
 * Headings whose blocks are type plumbing, not descriptions: their paragraphs would make every
 * page match "string" or "Promise". Signature headings ("Call Signature", "Get Signature")
 * are not listed: the description follows them.
 */
const STRUCTURAL_HEADINGS = new Set([
  // Lists of other declarations (src/generate/typedoc/used-by.ts) and demo code (src/examples):
  // their names are not this page's text.
  'used by',
  'in the demos',
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

/** What a page is, for all of its records. */
interface PageFacts {
  urlWithoutAnchor: string;
  /** lvl0 (section) and lvl1 (page title); every record's hierarchy starts with these. */
  hierarchy: Hierarchy;
  /** Kind of the page from its URL (`class`, `hook`…, or `page` for prose). */
  kind: RecordKind;
  /** A TypeDoc symbol page: members become records, TypeDoc's group headings do not. */
  isReference: boolean;
  /** A page that only lists links (globals): title and intro only. */
  listing: boolean;
  maxContent: number;
  sdk: string | null;
  language: string;
  docusaurusTag: string;
}

function pageFacts(
  {blocks, title, meta, deprecated}: ScannedPage,
  url: string,
  options: ExtractOptions,
): PageFacts | null {
  const urlWithoutAnchor = url.replace(/#.*$/, '');
  const h1 = blocks.find((b): b is Extract<Block, {kind: 'heading'}> => b.kind === 'heading' && b.level === 1);
  const heading = h1?.text ?? title?.replace(/\s+\|.*$/, '') ?? null;
  if (!heading) return null;
  const lvl0 = typeof options.lvl0 === 'function' ? options.lvl0(urlWithoutAnchor) : options.lvl0;
  const kind = pageKindOf(urlWithoutAnchor);
  return {
    urlWithoutAnchor,
    hierarchy: {...emptyHierarchy(), lvl0, lvl1: deprecated ? heading + DEPRECATED_MARK : heading},
    kind,
    isReference: kind !== 'page',
    listing: isListingPage(urlWithoutAnchor),
    maxContent: options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH,
    sdk: options.sdk ?? null,
    language: meta['docsearch:language'] ?? meta.docusaurus_locale ?? options.defaultLanguage ?? 'en',
    docusaurusTag: meta['docsearch:docusaurus_tag'] ?? meta.docusaurus_tag ?? options.defaultDocusaurusTag ?? 'default',
  };
}

/**
 * A page's blocks, in order, turned into sections (one per future record): which heading
 * opens a section, which one only mutes the current section, and which text goes where.
 */
class PageOutline {
  readonly sections: Section[] = [];
  /** The section text goes to; null while text belongs to no record (group headings, listings). */
  private current: Section | null;
  /** The h2 the blocks are under. */
  private lvl2: string | null = null;
  /** Kind of the members under the current TypeDoc group heading ("Methods" → method), if any. */
  private memberKind: RecordKind | null = null;
  private readonly seenMembers = new Set<string>();

  constructor(private readonly page: PageFacts) {
    this.current = this.open('lvl1', page.hierarchy, null, page.kind);
  }

  add(block: Block): void {
    if (block.kind === 'heading') this.heading(block);
    else if (block.kind === 'row') this.tableRow(block);
    else if (block.kind === 'history') this.history(block);
    else if (block.kind === 'demos') this.demos(block);
    else this.text(block);
  }

  /** Badges under the page title or a member heading: a symbol new in this release says so on its hit. */
  private history(block: Extract<Block, {kind: 'history'}>): void {
    const current = this.current;
    if (!block.newIn || !current || (current.type !== 'lvl1' && current.type !== 'lvl3')) return;
    const heading = current.hierarchy[current.type];
    if (heading && !headingStatus(heading))
      current.hierarchy = {...current.hierarchy, [current.type]: heading + newMark(block.newIn)};
  }

  /** "In the demos": under a member, the member's hit says so; the page's own section, the page's. */
  private demos(block: Extract<Block, {kind: 'demos'}>): void {
    const target = this.current?.type === 'lvl3' ? this.current : this.sections[0];
    if (!target || (target.type !== 'lvl1' && target.type !== 'lvl3')) return;
    const heading = target.hierarchy[target.type];
    if (heading) target.hierarchy = {...target.hierarchy, [target.type]: withDemosMark(heading, block.demos)};
  }

  private heading(block: Extract<Block, {kind: 'heading'}>): void {
    if (block.level === 1) return;
    const key = headingKey(block.text);
    if (block.level === 2) this.heading2(block, key);
    else if (block.level === 3) this.heading3(block, key);
    else this.subHeading(block, key);
  }

  /** Reference pages: a TypeDoc group ("Methods") or a section of the intro; prose pages: a record. */
  private heading2(block: Extract<Block, {kind: 'heading'}>, key: string): void {
    const {isReference, listing, hierarchy} = this.page;
    this.lvl2 = block.text;
    this.memberKind = isReference ? (MEMBER_GROUPS.get(key) ?? null) : null;
    if (listing) this.current = null;
    else if (isReference) {
      // Group headings are not hits; signature headings ("Call Signature") continue the page intro.
      const intro = this.sections[0];
      this.current = !this.memberKind && !STRUCTURAL_HEADINGS.has(key) ? intro : null;
      if (this.current) this.current.mutedLevel = 0;
    } else {
      this.current = this.open('lvl2', {...hierarchy, lvl2: block.text}, block.id, 'page');
    }
  }

  /** Reference pages: a member (under a group heading) or a sub-section; prose pages: a record. */
  private heading3(block: Extract<Block, {kind: 'heading'}>, key: string): void {
    const {isReference, listing, hierarchy} = this.page;
    const memberHierarchy = {...hierarchy, lvl2: this.lvl2, lvl3: block.text};
    if (listing) this.current = null;
    else if (isReference) {
      if (this.memberKind && block.id) {
        // Overloads repeat the heading ("Constructor", "Constructor"): one hit is enough.
        const memberKey = `${this.lvl2}\u0000${block.text}`;
        this.current = this.seenMembers.has(memberKey)
          ? null
          : this.open('lvl3', memberHierarchy, block.id, this.memberKind);
        this.seenMembers.add(memberKey);
      } else if (this.current) {
        mute(this.current, block.level, key);
      }
    } else {
      this.current = this.open('lvl3', memberHierarchy, block.id, 'page');
    }
  }

  /** h4–h6 are sub-sections of the current record: the type plumbing ones are muted. */
  private subHeading(block: Extract<Block, {kind: 'heading'}>, key: string): void {
    const current = this.current;
    if (current) mute(current, block.level, key);
    // A member's own "Deprecated" section marks its hit.
    if (current?.type === 'lvl3' && key === 'deprecated' && !current.hierarchy.lvl3?.endsWith(DEPRECATED_MARK)) {
      current.hierarchy = {...current.hierarchy, lvl3: current.hierarchy.lvl3 + DEPRECATED_MARK};
    }
  }

  /** Enumeration members table: one member record per anchored row. */
  private tableRow(block: Extract<Block, {kind: 'row'}>): void {
    if (!this.page.isReference || !block.anchor || block.header || block.cells.length === 0) return;
    const [name, value, ...rest] = block.cells;
    if (!name) return;
    const member = this.open(
      'lvl3',
      {...this.page.hierarchy, lvl2: this.lvl2, lvl3: block.deprecated ? name + DEPRECATED_MARK : name},
      block.anchor,
      'member',
    );
    member.content.add([value ? `${name} = ${value}` : name, ...rest].filter(Boolean).join(' '));
  }

  private text(block: Extract<Block, {kind: 'code' | 'paragraph'}>): void {
    const current = this.current;
    if (!current || current.mutedLevel > 0 || current.content.full) return;
    if (block.kind === 'code') {
      // Reference pages: the first code block under a heading is the signature.
      // Prose pages: code examples are not searchable text.
      if (this.page.isReference) current.content.addSignature(block.text);
    } else if (!block.onlyLink) {
      current.content.add(block.text);
    }
  }

  private open(type: RecordType, hierarchy: Hierarchy, anchor: string | null, kind: RecordKind): Section {
    const section: Section = {
      type,
      hierarchy,
      anchor,
      kind,
      content: new ContentBuffer(this.page.maxContent),
      mutedLevel: 0,
    };
    this.sections.push(section);
    return section;
  }
}

/** Each section's heading record, followed by its content record when it has text. */
function recordsOf(sections: readonly Section[], page: PageFacts): SearchRecord[] {
  const {urlWithoutAnchor} = page;
  const records: SearchRecord[] = [];
  let position = 0;
  for (const section of sections) {
    const base = {
      url_without_anchor: urlWithoutAnchor,
      anchor: section.anchor,
      url: recordUrl(urlWithoutAnchor, section.anchor),
      hierarchy: section.hierarchy,
      kind: section.kind,
      sdk: page.sdk,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
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
  const scanned = scanPage(html);
  const page = pageFacts(scanned, url, options);
  if (!page) return [];
  const outline = new PageOutline(page);
  for (const block of scanned.blocks) outline.add(block);
  return recordsOf(outline.sections, page);
}

/**
 * Build side: turns one rendered hand-written Docusaurus page (a section's index, a Changes
 * page, a globals listing, the landing page) into DocSearch records, the way the DocSearch
 * crawler would. A symbol page's records come from its page model (model-records.ts).
 *
 * Only the article's `div.theme-doc-markdown` is read: navbar, sidebar, breadcrumbs, TOC,
 * footer and the heading hash-links are never part of a record. The pages are minified
 * (unquoted attributes, omitted `</p>`, `</li>`, `</td>`), so we use htmlparser2 (a direct
 * dependency) for tokenising, implied end tags and entity decoding, and only keep a small
 * state machine here.
 */
import {Parser} from 'htmlparser2';
import {collapseWhitespace} from './text';
import {ContentBuffer, DEFAULT_MAX_CONTENT_LENGTH, sectionRecords} from './record-content';
import {pageKindOf} from './record-kinds';
import {emptyHierarchy, type Hierarchy, type RecordKind, type RecordType, type SearchRecord} from './schema';

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
  | {kind: 'code'; text: string};

interface ScannedPage {
  blocks: Block[];
  title: string | null;
  meta: Record<string, string>;
}

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

function startCapture(name: string, attribs: Record<string, string>, depth: number): Capture | null {
  const empty = {depth, level: 0, id: null, text: '', linkText: '', otherText: ''};
  const heading = /^h([1-6])$/.exec(name);
  if (heading) return {...empty, kind: 'heading', level: Number(heading[1]), id: attribs.id ?? null};
  if (name === 'p' || name === 'li' || name === 'dd' || name === 'dt') return {...empty, kind: 'paragraph'};
  if (name === 'pre') return {...empty, kind: 'code'};
  return null;
}

/**
 * Elements whose content is not part of the page's text: skipped with everything inside. A
 * table is not prose (a list of sections, of releases' changes): one inside a list item or
 * paragraph is read as part of it.
 */
function isSkipped(name: string, attribs: Record<string, string>, inCapture: boolean): boolean {
  return (
    SKIPPED_ELEMENTS.has(name) || (name === 'a' && hasClass(attribs, 'hash-link')) || (name === 'table' && !inCapture)
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

  private titleText: string | null = null;
  private readonly stack: string[] = [];
  private articleDepth: Depth = null;
  private container: ContainerState = {at: 'before'};
  /** The skipped element being passed over. */
  private skipDepth: Depth = null;
  private capture: Capture | null = null;
  /** The link inside the capture being read. */
  private linkDepth: Depth = null;

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
    if (isSkipped(name, attribs, this.capture !== null)) {
      this.skipDepth = depth;
      return;
    }
    if (BREAKING_ELEMENTS.has(name)) this.append(' ');
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
    if (this.capture && depth === this.capture.depth) this.finishCapture(this.capture);
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
    if (this.capture) {
      this.capture.text += text;
      if (this.linkDepth !== null) this.capture.linkText += text;
      else this.capture.otherText += text;
    }
  }

  private finishCapture(capture: Capture): void {
    const text = collapseWhitespace(capture.text);
    if (text) {
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
  return {blocks: scanner.blocks, title: scanner.title, meta: scanner.meta};
}

// ---------------------------------------------------------------------------------------
// Which headings hold no searchable prose.

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
  /** Kind of the page from its URL (`page` for the hand-written pages). */
  kind: RecordKind;
  /** A page that only lists links (globals): title and intro only. */
  listing: boolean;
  maxContent: number;
  sdk: string | null;
  language: string;
  docusaurusTag: string;
}

function pageFacts({blocks, title, meta}: ScannedPage, url: string, options: ExtractOptions): PageFacts | null {
  const urlWithoutAnchor = url.replace(/#.*$/, '');
  const h1 = blocks.find((b): b is Extract<Block, {kind: 'heading'}> => b.kind === 'heading' && b.level === 1);
  const heading = h1?.text ?? title?.replace(/\s+\|.*$/, '') ?? null;
  if (!heading) return null;
  const lvl0 = typeof options.lvl0 === 'function' ? options.lvl0(urlWithoutAnchor) : options.lvl0;
  return {
    urlWithoutAnchor,
    hierarchy: {...emptyHierarchy(), lvl0, lvl1: heading},
    kind: pageKindOf(urlWithoutAnchor),
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

  constructor(private readonly page: PageFacts) {
    this.current = this.open('lvl1', page.hierarchy, null, page.kind);
  }

  add(block: Block): void {
    if (block.kind === 'heading') this.heading(block);
    else this.text(block);
  }

  private heading(block: Extract<Block, {kind: 'heading'}>): void {
    if (block.level === 1) return;
    if (block.level === 2) this.heading2(block);
    else if (block.level === 3) this.heading3(block);
    else this.subHeading(headingKey(block.text), block.level);
  }

  /** An h2 is a record of its own; on a listing page, text under it belongs to no record. */
  private heading2(block: Extract<Block, {kind: 'heading'}>): void {
    const {listing, hierarchy} = this.page;
    this.lvl2 = block.text;
    this.current = listing ? null : this.open('lvl2', {...hierarchy, lvl2: block.text}, block.id, 'page');
  }

  /** An h3 is a record of its own, under its h2. */
  private heading3(block: Extract<Block, {kind: 'heading'}>): void {
    const {listing, hierarchy} = this.page;
    this.current = listing
      ? null
      : this.open('lvl3', {...hierarchy, lvl2: this.lvl2, lvl3: block.text}, block.id, 'page');
  }

  /** h4–h6 are sub-sections of the current record: the structural ones are muted. */
  private subHeading(key: string, level: number): void {
    if (this.current) mute(this.current, level, key);
  }

  private text(block: Extract<Block, {kind: 'code' | 'paragraph'}>): void {
    const current = this.current;
    if (!current || current.mutedLevel > 0 || current.content.full) return;
    // Code examples are not searchable text; a paragraph that is only a link is navigation.
    if (block.kind === 'paragraph' && !block.onlyLink) current.content.add(block.text);
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

/**
 * Turns one rendered hand-written page into records:
 * - a `lvl1` record for the page title (h1), kind from the URL;
 * - `lvl2`/`lvl3` records for h2/h3 (none on a listing page);
 * - after each of those, a `content` record (same URL and hierarchy) holding the first
 *   paragraphs, capped.
 */
export function extractRecords(html: string, url: string, options: ExtractOptions): SearchRecord[] {
  const scanned = scanPage(html);
  const page = pageFacts(scanned, url, options);
  if (!page) return [];
  const outline = new PageOutline(page);
  for (const block of scanned.blocks) outline.add(block);
  return sectionRecords(outline.sections, {...page, url: page.urlWithoutAnchor});
}

/**
 * Build side: the search records of one API symbol page, from its page model (src/page-model)
 * instead of its rendered HTML (records.ts keeps the hand-written pages). The same records as a
 * reader of the page would get from records.ts: a `lvl1` record for the page and a `lvl3`
 * record per member (group title as lvl2), each followed by its `content` record (signature,
 * then description, capped). What the page's badges and "In the demos" say (new in this
 * release, how many demos call it) is the model's too (`newIn`, `demos`), as generation gave it
 * to the page. Pure.
 */
import {tokensText, type Marks, type Member, type PageModel, type Token} from '../page-model/types';
import {memberDeclarations, symbolDeclarations} from '../page-model/declarations';
import {ContentBuffer, DEFAULT_MAX_CONTENT_LENGTH, sectionRecords, type RecordSection} from './record-content';
import {MEMBER_GROUPS, pageKindOf} from './record-kinds';
import {collapseWhitespace} from './text';
import {
  DEPRECATED_MARK,
  emptyHierarchy,
  newMark,
  withDemosMark,
  type Hierarchy,
  type RecordKind,
  type RecordType,
  type SearchRecord,
} from './schema';

export interface ModelPageOptions {
  /** The page's route (`/web-sdk/classes/Table`), the records' `url_without_anchor`. */
  url: string;
  /** Top level of the hierarchy: the SDK section's display name. */
  lvl0: string;
  sdk: string | null;
  /** Facets DocSearch's contextual search filters on (the pages' docsearch meta tags). */
  language: string;
  docusaurusTag: string;
  maxContentLength?: number;
}

/** The group an enum's members are listed under: a table, one row per member. */
const ENUM_MEMBERS_GROUP = 'Enumeration Members';

/** Markdown emphasis and links as their words. */
const plainMarkdown = (text: string) =>
  collapseWhitespace(
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|\s)[*_]([^*_\s][^*_]*?)[*_](?=\s|[.,;:!?)]|$)/g, '$1$2'),
  );

/** A list item's marker at the start of a line. */
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d+\.)[ \t]+/;

/**
 * Comment text as the page shows it, one string a paragraph or list item (the blocks records.ts
 * adds one by one, so the content cap falls where it falls on the page): inline code without its
 * backticks, links as their text, Markdown emphasis and list markers gone.
 */
export function plainParagraphs(tokens: readonly Token[]): string[] {
  const text = tokens
    .map((token) => (token.kind === 'code' ? token.text.replace(/^(`+)([\s\S]*)\1$/, '$2') : token.text))
    .join('');
  const blocks: string[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/))
    paragraph.split('\n').forEach((line, index) => {
      if (index === 0 || LIST_ITEM.test(line)) blocks.push(line.replace(LIST_ITEM, ''));
      else blocks[blocks.length - 1] += `\n${line}`;
    });
  return blocks.map(plainMarkdown).filter(Boolean);
}

/** All of a comment's text in one string, as a table cell shows it (list markers kept). */
export function plainText(tokens: readonly Token[]): string {
  const text = tokens
    .map((token) => (token.kind === 'code' ? token.text.replace(/^(`+)([\s\S]*)\1$/, '$2') : token.text))
    .join('');
  return plainMarkdown(text);
}

/** The member's heading on the page: `connect()`, `downloading?`, `Constructor`. */
export function memberHeading(member: Member): string {
  if (member.kind === 'Constructor') return 'Constructor';
  if (member.kind === 'Method' || member.kind === 'Function')
    return `${member.name}()${member.flags.optional ? '?' : ''}`;
  if (member.kind === 'EnumMember') return member.name;
  return member.flags.optional ? `${member.name}?` : member.name;
}

/** The member's declaration as its (first) signature block shows it. */
function memberSignature(member: Member): string | null {
  const first = memberDeclarations(member)[0];
  return first === undefined ? null : collapseWhitespace(first);
}

/** The page's own declaration as its signature block shows it (a class's and an enum's have none). */
function pageSignature(model: PageModel): string | null {
  const first = symbolDeclarations(model)[0];
  return first === undefined ? null : collapseWhitespace(first);
}

/** Modifier tags the page does not show as a badge (typedoc-plugin-markdown's `comment` partial). */
const UNBADGED_TAGS = new Set(['@showCategories', '@showGroups', '@hideCategories', '@hideGroups', '@disableGroups']);

/** `@experimental` → `Experimental`, `@someTag` → `Some Tag`: the badge's text, as the plugin writes it. */
const badgeText = (tag: string) =>
  tag[1].toUpperCase() + tag.slice(2).replace(/[a-z][A-Z]/g, (pair) => `${pair[0]} ${pair[1]}`);

/**
 * The line of badges a comment opens with (`Experimental Alpha This is currently experimental…`):
 * each modifier tag's badge, a release stage's note after its badge (stage-notes.ts); '' when none.
 */
export function badgeLine(
  tags: readonly string[] | undefined,
  notes?: Readonly<Record<string, readonly Token[]>>,
): string {
  return (tags ?? [])
    .filter((tag) => !UNBADGED_TAGS.has(tag))
    .map((tag) => {
      const note = notes?.[tag] ? plainText(notes[tag]) : '';
      return note ? `${badgeText(tag)} ${note}` : badgeText(tag);
    })
    .join(' ');
}

/**
 * A heading with the marks the page gives it, in the order records.ts adds them: the badges'
 * new mark (right under the heading), the member's "Deprecated" section, the demos mark
 * before both.
 */
function markedHeading(heading: string, deprecated: boolean, marks: Marks | undefined): string {
  const marked = `${heading}${marks?.newIn ? newMark(marks.newIn) : ''}${deprecated ? DEPRECATED_MARK : ''}`;
  return withDemosMark(marked, marks?.demos ?? 0);
}

type Section = RecordSection;

/** The records of one symbol page, in page order: the page, then each member. */
export function modelRecords(model: PageModel, options: ModelPageOptions): SearchRecord[] {
  const max = options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;
  const title = model.deprecated ? model.title + DEPRECATED_MARK : model.title;
  const base: Hierarchy = {...emptyHierarchy(), lvl0: options.lvl0, lvl1: title};
  const sections: Section[] = [];
  const open = (type: RecordType, hierarchy: Hierarchy, anchor: string | null, kind: RecordKind) => {
    const section = {type, hierarchy, anchor, kind, content: new ContentBuffer(max)};
    sections.push(section);
    return section;
  };

  // A deprecated page's notice comes before its badges, and a marked heading takes no other status.
  const pageMarks = model.deprecated ? {demos: model.demos} : model;
  const page = open(
    'lvl1',
    {...base, lvl1: markedHeading(model.title, model.deprecated, pageMarks)},
    null,
    pageKindOf(options.url),
  );
  // A deprecated page opens with its notice: "Deprecated" and the tag's message.
  if (model.deprecated) {
    page.content.add('Deprecated');
    for (const paragraph of plainParagraphs(model.deprecation ?? [])) page.content.add(paragraph);
  }
  const signature = pageSignature(model);
  if (signature) page.content.addSignature(signature);
  // The badges (`Experimental`, `Internal`) are a paragraph of their own above the summary.
  page.content.add(badgeLine(model.modifierTags, model.stageNotes));
  for (const paragraph of plainParagraphs(model.description)) page.content.add(paragraph);
  // An interface's index signature follows its description (a code block: the first is the signature).
  for (const index of model.indexSignatures ?? []) page.content.addSignature(tokensText(index));

  // The members table has a Description column when any member has a comment; an empty cell says `-`.
  const enumDescriptions = model.members.some(
    (m) =>
      m.group === ENUM_MEMBERS_GROUP &&
      (m.summary.length > 0 || m.deprecation !== undefined || (m.modifierTags?.length ?? 0) > 0),
  );
  const seen = new Set<string>();
  model.members.forEach((member) => {
    const kind = MEMBER_GROUPS.get(member.group.toLowerCase());
    if (!kind || !member.anchor) return;
    const heading = memberHeading(member);
    // Overloads and a static beside an instance member repeat the heading: one hit is enough.
    const key = `${member.group}\u0000${heading}`;
    if (seen.has(key)) return;
    seen.add(key);
    const enumRow = member.group === ENUM_MEMBERS_GROUP;
    const deprecated = member.flags.deprecated ?? false;
    const lvl3 = enumRow
      ? deprecated
        ? heading + DEPRECATED_MARK
        : heading
      : markedHeading(heading, deprecated, member);
    const section = open('lvl3', {...base, lvl2: member.group, lvl3}, member.anchor, kind);
    const declaration = memberSignature(member);
    if (enumRow) {
      // The table's row: `NAME = value`, then its description cell.
      // The cell: badges, summary, then a deprecation's "Deprecated" and its message.
      const cell = [
        badgeLine(member.modifierTags, member.stageNotes),
        plainText(member.summary),
        member.deprecation ? ['Deprecated', plainText(member.deprecation)].filter(Boolean).join(' ') : '',
      ]
        .filter(Boolean)
        .join(' ');
      const description = cell || (enumDescriptions ? '-' : '');
      section.content.add([declaration ?? member.name, description].filter(Boolean).join(' '));
      return;
    }
    if (declaration) section.content.addSignature(declaration);
    section.content.add(badgeLine(member.modifierTags, member.stageNotes));
    for (const paragraph of plainParagraphs(member.summary)) section.content.add(paragraph);
    // An object type's members' summaries, as the page lists them under the member.
    for (const nested of member.nested ?? [])
      for (const paragraph of plainParagraphs(nested.summary)) section.content.add(paragraph);
  });
  return sectionRecords(sections, {...options, url: options.url.replace(/#.*$/, '')});
}

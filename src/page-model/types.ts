/**
 * The page model: what one API symbol page *is*, written once by generation from TypeDoc's
 * reflections (src/generate/typedoc/page-model.ts) beside the page's Markdown
 * (`reference/{sdk}/classes/Table.md` → `classes/Table.model.json`), so that readers take the
 * structure from here instead of parsing the Markdown or the built HTML back (issue #56).
 *
 * The schema is the documentation and the validator at once: every reader goes through
 * `parsePageModel`, which rejects a file of another version or shape, naming the file and the
 * fields, rather than letting a reader guess.
 */
import * as z from 'zod';
import {SIGNATURE_META} from '../generate/typedoc/type-links';

/** Bumped on any change a reader could notice; a file of another version is rejected. */
export const PAGE_MODEL_VERSION = 10;

/** Ends the page's Markdown file name to make its model's. */
export const PAGE_MODEL_SUFFIX = '.model.json';

/** `classes/Table.md` → `classes/Table.model.json`. */
export const pageModelPath = (markdownPage: string) => markdownPage.replace(/\.mdx?$/, '') + PAGE_MODEL_SUFFIX;

/**
 * One piece of a signature or a comment. `target` is where a link goes: a page of the same
 * section relative to the section folder (`classes/Table.md#columns`), or an absolute URL
 * (MDN, a peer library's docs, a source line). A signature's type, or a comment's link, that
 * names a declaration another section may document has its `declaration` key (the cross-SDK
 * map's, `.cache/api/declarations.json`), which the build resolves to that section's page as
 * the page's signature does; `target` is then where it goes when no section documents it, if
 * anywhere. Links are the page's (src/generate/typedoc/reference-target.ts): type parameters
 * are none.
 */
export const TokenSchema = z.strictObject({
  text: z.string(),
  kind: z.enum([
    /** `readonly`, `new`, `string`, `void`… */
    'keyword',
    /** The declared name: the member's, a parameter's, a property's in an object type. */
    'name',
    /** A type named by reference (`Table`, `Promise`, a type parameter). */
    'type',
    /** A string, number or boolean literal type, an enum member's value. */
    'literal',
    /** `(`, `: `, ` | `, `=>`… */
    'punctuation',
    /** Comment prose. */
    'text',
    /** Inline code in a comment. */
    'code',
    /** A `{@link}` in a comment. */
    'link',
    /**
     * A line break of the signature's layout, with the next line's indentation (`\n  `) and,
     * before a union's member, its `| `: parameters one a line, a long union one member a line,
     * an object type's members. `flat` is what stands in its place on one line (`''`, `' '`,
     * `' | '`).
     */
    'break',
  ]),
  target: z.string().optional(),
  declaration: z.string().optional(),
  /** A break's text on one line. */
  flat: z.string().optional(),
});
export type Token = z.infer<typeof TokenSchema>;

/** What TypeDoc's flags and tags say of a member. */
export const MemberFlagsSchema = z.strictObject({
  static: z.boolean().optional(),
  optional: z.boolean().optional(),
  readonly: z.boolean().optional(),
  abstract: z.boolean().optional(),
  protected: z.boolean().optional(),
  /** Declared by a base the page's declaration extends or implements. */
  inherited: z.boolean().optional(),
  /**
   * The member is deprecated as its heading says: `@deprecated` on the member itself, or on
   * every one of its signatures (TypeDoc's rule, without the parent's). One deprecated overload
   * of several is `signatureFlags`' to say.
   */
  deprecated: z.boolean().optional(),
});

/** What the comment says of one signature; `{}` when nothing. */
export const SignatureFlagsSchema = z.strictObject({
  /** `@deprecated` on this signature. */
  deprecated: z.boolean().optional(),
});

/**
 * Modifier tags as TypeDoc's comment has them (`@experimental`, `@alpha`, `@internal`), in its
 * order; the page shows each as a badge (`Experimental`), in that order, before the summary.
 */
export const ModifierTagsSchema = z.array(z.string().regex(/^@\w+$/));

/**
 * The text written after a release stage's tag (`@experimental Sync streams are currently in
 * alpha.`), by stage tag: the page shows it after that stage's badge
 * (src/generate/typedoc/stage-notes.ts).
 */
export const StageNotesSchema = z.record(z.string().regex(/^@\w+$/), z.array(TokenSchema));

/**
 * What a symbol's or member's badges and "In the demos" say, for readers that show it as the page
 * does (search hits: "(new in web 2.4.0)", "(used in 3 demos)"; the header's "Since").
 */
const MarksShape = {
  /**
   * The release of the section's package that first shipped it (`0.5.1`): where its "Added in"
   * badge links (`Added in @powersync/common 1.6.1 (web 0.5.1)`); absent when its history
   * does not say (no badge).
   */
  since: z.string().optional(),
  /** The release it is new in, as its history badges mark it (`web 2.4.0`); absent when not new. */
  newIn: z.string().optional(),
  /** How many demos call it (examples/usages.json); absent when none. */
  demos: z.number().int().positive().optional(),
};

/** A symbol's or member's marks, only those it has. */
export type Marks = z.infer<z.ZodObject<typeof MarksShape>>;

export const MemberSchema = z.strictObject({
  name: z.string(),
  /** TypeDoc's kind (`Method`, `Property`, `Accessor`, `Constructor`, `EnumMember`…). */
  kind: z.string(),
  /** The group heading it is listed under (`Methods`, `Enumeration Members`). */
  group: z.string(),
  /** The id of its heading (or table row) on the page: `#columns`, `#enumeration-member-text`. */
  anchor: z.string().nullable(),
  flags: MemberFlagsSchema,
  /** Where it is inherited from, as TypeDoc names it (`AbstractPowerSyncDatabase.close`). */
  inheritedFrom: z.string().optional(),
  /** One token list per signature (overloads, get and set), declaration order. */
  signatures: z.array(z.array(TokenSchema)),
  /** One entry per signature, in `signatures`' order; absent when no signature has a flag. */
  signatureFlags: z.array(SignatureFlagsSchema).optional(),
  /** The first comment's summary (the member's, else its first signature's). */
  summary: z.array(TokenSchema),
  /** That comment's modifier tags; absent when none. */
  modifierTags: ModifierTagsSchema.optional(),
  /** That comment's stage notes; absent when none. */
  stageNotes: StageNotesSchema.optional(),
  /**
   * The `@deprecated` message (the member's own comment's, else its first deprecated
   * signature's); absent when none, empty when the tag has no text.
   */
  deprecation: z.array(TokenSchema).optional(),
  /**
   * An object type's members' summaries, for a property whose type is one (`request_checkpoint:
   * { include_checksum: boolean; … }`): the page lists them under the member, each
   * `name: summary`, in declaration order; absent when none has a summary.
   */
  nested: z.array(z.strictObject({name: z.string(), summary: z.array(TokenSchema)})).optional(),
  /**
   * Its declaration in the published `src/` file at the release tag (the member's, else its first
   * signature's or accessor's); none where that cannot be found reliably (repository-sources.ts).
   */
  source: z.string().optional(),
  ...MarksShape,
});
export type Member = z.infer<typeof MemberSchema>;

/** A heading of the page's table of contents that TypeDoc's groups make (`Methods`). */
export const GroupSchema = z.strictObject({title: z.string(), anchor: z.string()});

/**
 * What the history badges under a symbol's title or a member's heading say (src/history/render.ts
 * `historyBadgeList`): each badge's kind (its style) and text, Markdown with its release linked
 * relative to the page (`Added in [@powersync/common 1.6.1 (web 0.5.1)](../changes.md#v0-5-1)`),
 * and the release it is new in when the page's release added it (`web 2.4.0`).
 */
export const HistoryBadgesSchema = z.strictObject({
  badges: z.array(
    z.strictObject({kind: z.enum(['added', 'changed', 'moved', 'deprecated', 'removed', 'later']), text: z.string()}),
  ),
  newIn: z.string().optional(),
});
export type HistoryBadges = z.infer<typeof HistoryBadgesSchema>;
export type HistoryBadge = HistoryBadges['badges'][number];

/**
 * A block the page wraps in HTML for the site's styling (src/page-model/boxes.ts): the notice under
 * a deprecated page's title, the body of the "In the demos" section, a member's collapsed "In the
 * demos" block, the collapsed rest of a long "Used by" group. What it holds is the page's Markdown.
 */
export const BoxSchema = z.strictObject({
  kind: z.enum(['deprecation', 'demos', 'member-demos', 'used-by-more']),
  /** How many demos call it (the demos blocks). */
  demos: z.number().int().positive().optional(),
  /** A collapsed block's summary line. */
  summary: z.string().optional(),
  markdown: z.string(),
});
export type Box = z.infer<typeof BoxSchema>;

/** The index in `members` of the member a piece is part of; absent for the text around members. */
const pieceMember = z.number().int().nonnegative().optional();

/**
 * A piece of the page: Markdown as the theme wrote it (a member's heading, declaration, comment;
 * the text around the members); a symbol's or member's history badges as data, which the page
 * shows as `badgesHtml` writes them and the twin as lines of text; or a box the page wraps in
 * HTML, which the twin says without it (src/page-model/boxes.ts).
 */
export const BodyPieceSchema = z.union([
  z.strictObject({markdown: z.string(), member: pieceMember}),
  z.strictObject({history: HistoryBadgesSchema, member: pieceMember}),
  z.strictObject({box: BoxSchema, member: pieceMember}),
]);
export type BodyPiece = z.infer<typeof BodyPieceSchema>;

export const PageModelSchema = z.strictObject({
  version: z.literal(PAGE_MODEL_VERSION),
  /** Section route id (`web-sdk`) and the package and version it documents. */
  sdk: z.string(),
  package: z.string(),
  packageVersion: z.string(),
  /** The Markdown page, relative to the section folder (`classes/Table.md`). */
  page: z.string(),
  name: z.string(),
  /** TypeDoc's kind (`Class`, `Interface`, `TypeAlias`, `Function`, `Variable`, `Enum`). */
  kind: z.string(),
  /** The page's `# ` heading as the site shows it (`Class: Table<Columns>`). */
  title: z.string(),
  /** `import { Table } from '@powersync/web';` (type-only for types that are no value). */
  importLine: z.string(),
  /**
   * The symbol is deprecated (`@deprecated` on it, or on every one of its signatures): the page
   * opens with the notice.
   */
  deprecated: z.boolean(),
  /** The notice's message, the `@deprecated` tag's text (empty when it has none); absent when not deprecated. */
  deprecation: z.array(TokenSchema).optional(),
  /** `@internal` on the symbol. */
  internal: z.boolean(),
  /** The modifier tags of the symbol's comment (the one `description` comes from), TypeDoc's order. */
  modifierTags: ModifierTagsSchema,
  /** The stage notes of that comment, by stage tag; absent when none. */
  stageNotes: StageNotesSchema.optional(),
  /** The symbol's summary (its comment's, else its first signature's). */
  description: z.array(TokenSchema),
  /** The symbol's declaration in the published `src/` file at the release tag (else its first signature's); none when not found. */
  source: z.string().optional(),
  /** Names of the symbol's type parameters (a function's: its first signature's). */
  typeParameters: z.array(z.string()),
  /** The symbol's own signatures: a function's overloads, a type alias's declaration. */
  signatures: z.array(z.array(TokenSchema)),
  /**
   * An interface's or class's index signatures (`[key: string]: … | undefined`), which its page
   * shows after the description; absent when none.
   */
  indexSignatures: z.array(z.array(TokenSchema)).optional(),
  groups: z.array(GroupSchema),
  /**
   * In page order: group by group, as TypeDoc lists them, then a variable's or type alias's
   * object type members (group `Type Declaration`).
   */
  members: z.array(MemberSchema),
  /**
   * Every ```` ```ts signature ```` block of the page, in the order the theme wrote them, as the
   * block shows it: a member's signature with its modifiers and `;`, the symbol's own with its
   * keyword, a nested object type's member, a returned object type. The block's fence names its
   * index (`signature block=3`, `signatureBlockMeta`); the site (src/remark/signature-code.ts)
   * and the Markdown twins (src/agents/twin.ts) take its text and links from here.
   */
  blocks: z.array(z.array(TokenSchema)),
  /**
   * The page as the theme wrote it (its front matter aside), in pieces, in page order: each
   * member the page writes under a heading of its own is one or more consecutive pieces naming
   * it (an enumeration member, a table row, is none), and the history badges and boxes are
   * pieces of their own. Written out (src/page-model/body.ts), they are the page: its declaration links
   * (type-links.ts) are the page's, which the build resolves as it does the page's. The Markdown
   * twin is made from them (src/agents/twin.ts), a member's part of it from its pieces.
   */
  body: z.array(BodyPieceSchema),
  ...MarksShape,
});
export type PageModel = z.infer<typeof PageModelSchema>;

export class PageModelError extends Error {
  constructor(where: string, detail: string) {
    super(`[page-model] ${where}: ${detail}`);
    this.name = 'PageModelError';
  }
}

/** A model read back: checked against the schema, else an error naming `where` and each bad field. */
export function parsePageModel(json: unknown, where: string): PageModel {
  const result = PageModelSchema.safeParse(json);
  if (result.success) return result.data;
  throw new PageModelError(where, z.prettifyError(result.error));
}

/** A linked token and where it stands in its laid-out text. */
export interface TokenSpan {
  start: number;
  end: number;
  token: Token;
}

/** Whether a token is a link: a type name or `{@link}` with a page, a URL or a declaration key. */
export const isLinked = (token: Token) =>
  (token.kind === 'type' || token.kind === 'link') && Boolean(token.target ?? token.declaration);

/**
 * Each token with the text the page's signature block shows for it: a break as its line break,
 * a separator without the spaces it would leave before one.
 */
export function shownTokens(tokens: readonly Token[]): Array<{token: Token; text: string}> {
  const shown = tokens.map((token) => ({token, text: token.text}));
  shown.forEach(({token}, index) => {
    if (token.kind !== 'break') return;
    for (let before = index - 1; before >= 0; before -= 1) {
      shown[before].text = shown[before].text.replace(/ +$/, '');
      if (shown[before].text) break;
    }
  });
  return shown;
}

/** Tokens as the page's signature block lays them out (`shownTokens`), with the range of each linked token. */
export function layOut(tokens: readonly Token[]): {text: string; links: TokenSpan[]} {
  let text = '';
  const links: TokenSpan[] = [];
  for (const {token, text: shown} of shownTokens(tokens)) {
    if (isLinked(token)) links.push({start: text.length, end: text.length + shown.length, token});
    text += shown;
  }
  return {text, links};
}

/** The signature's text as its page's block shows it, line breaks included. */
export const tokensText = (tokens: readonly Token[]) => layOut(tokens).text;

/** The fenced-code meta of the page's signature block `index` (`signature block=3`). */
export const signatureBlockMeta = (index: number) => `${SIGNATURE_META} block=${index}`;

/** Whether a code block's meta marks a declaration block (the page model's, or a hand-written `signature` one), not an example. */
export const isSignatureMeta = (meta: string | null | undefined) =>
  meta?.trim() === SIGNATURE_META || signatureBlockIndex(meta) !== undefined;

/** The block index a signature block's meta names; undefined for any other meta. */
export function signatureBlockIndex(meta: string | null | undefined): number | undefined {
  const match = new RegExp(`^${SIGNATURE_META} block=(\\d+)$`).exec(meta?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The signature's text on one line, as a reader would type it: each break as its `flat` text. */
export const flatText = (tokens: readonly Token[]) =>
  tokens.map((token) => (token.kind === 'break' ? (token.flat ?? '') : token.text)).join('');

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

/** Bumped on any change a reader could notice; a file of another version is rejected. */
export const PAGE_MODEL_VERSION = 3;

/** Ends the page's Markdown file name to make its model's. */
export const PAGE_MODEL_SUFFIX = '.model.json';

/** `classes/Table.md` → `classes/Table.model.json`. */
export const pageModelPath = (markdownPage: string) => markdownPage.replace(/\.mdx?$/, '') + PAGE_MODEL_SUFFIX;

/**
 * One piece of a signature or a comment. `target` is where a link goes: a page of the same
 * section relative to the section folder (`classes/Table.md#columns`), or an absolute URL
 * (MDN, a peer library's docs, a source line).
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
  ]),
  target: z.string().optional(),
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
  /** `@deprecated` on the member or on any of its signatures. */
  deprecated: z.boolean().optional(),
});

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
  /** The first comment's summary (the member's, else its first signature's). */
  summary: z.array(TokenSchema),
  /**
   * Its declaration in the published `src/` file at the release tag (the member's, else its first
   * signature's or accessor's); none where that cannot be found reliably (repository-sources.ts).
   */
  source: z.string().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

/** A heading of the page's table of contents that TypeDoc's groups make (`Methods`). */
export const GroupSchema = z.strictObject({title: z.string(), anchor: z.string()});

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
  /** `@deprecated` on the symbol: the page opens with the notice. */
  deprecated: z.boolean(),
  /** `@internal` on the symbol. */
  internal: z.boolean(),
  /** The symbol's summary (its comment's, else its first signature's). */
  description: z.array(TokenSchema),
  /** The symbol's declaration in the published `src/` file at the release tag (else its first signature's); none when not found. */
  source: z.string().optional(),
  /** Names of the symbol's type parameters (a function's: its first signature's). */
  typeParameters: z.array(z.string()),
  /** The symbol's own signatures: a function's overloads, a type alias's declaration. */
  signatures: z.array(z.array(TokenSchema)),
  groups: z.array(GroupSchema),
  /**
   * In page order: group by group, as TypeDoc lists them, then a variable's or type alias's
   * object type members (group `Type Declaration`).
   */
  members: z.array(MemberSchema),
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

/** The signature's text, as a reader would type it. */
export const tokensText = (tokens: readonly Token[]) => tokens.map((token) => token.text).join('');

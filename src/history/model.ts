/**
 * The exported API of one package release, as `npm run history` reads it from the release's
 * published declarations, and the compact file that keeps every release of every package
 * (`history/api-history.json`, committed like a lockfile). Pure: no fs, no TypeScript.
 */

/**
 * One declaration as printed without comments; `deprecated` is its `@deprecated` text ('' when
 * bare); `type`, the hash of its resolved form (references as the symbols they resolve to, plain
 * aliases expanded: src/tooling/history/type-identity.ts), tells a change of type from one of
 * spelling (src/history/same-declaration.ts).
 */
export interface DeclarationState {
  decl: string;
  deprecated?: string;
  type?: string;
}

export interface SymbolState extends DeclarationState {
  kind: string;
  /** Declared members by key (`watch`, `static create`, `constructor`, `[index]`). */
  members: Record<string, DeclarationState>;
  /**
   * Members it has without declaring them (key → the class, interface or type alias that does):
   * inherited from a base, or, for a type alias, from its parts.
   */
  inherited?: Record<string, string>;
}

/** A release's API: its own declarations, and what it re-exports from other packages. */
export interface ReleaseApi {
  symbols: Record<string, SymbolState>;
  /** `{'@powersync/common': '*'}` for `export * from`, or the names of `export {…} from`. */
  reexports: Record<string, '*' | string[]>;
}

export interface ReleaseInfo {
  version: string;
  /** Publication day, `YYYY-MM-DD`. */
  date: string;
  /** Lowest version of each `@powersync/*` dependency the release accepts (what it was built with). */
  deps?: Record<string, string>;
  reexports?: Record<string, '*' | string[]>;
}

/**
 * A run starts at a release (index into `releases`) and holds until the next run:
 * `[release, declText]`, `[release, declText, deprecatedText]` or, with the hash of the resolved
 * form, `[release, declText, deprecatedText or -1, typeText]`, texts as indexes into `texts`;
 * declText -1 means absent from that release on.
 */
export type Run = [number, number] | [number, number, number] | [number, number, number, number];

export interface PackageHistoryData {
  releases: ReleaseInfo[];
  /** Releases without readable declarations, with the reason; never fetched again. */
  skipped?: Record<string, string>;
  symbols: Record<
    string,
    {
      kind: string;
      runs: Run[];
      members?: Record<string, Run[]>;
      /** Members it has without declaring them: runs of the declaring type's name (see SymbolState). */
      inherited?: Record<string, Run[]>;
    }
  >;
}

export interface HistoryData {
  format: 4;
  /** Every distinct declaration or `@deprecated` text, referenced by index. */
  texts: string[];
  packages: Record<string, PackageHistoryData>;
}

/**
 * 3: runs keep each declaration's resolved form (`type`). 4: read with TypeScript's lib
 * (src/tooling/history/reader-lib.ts), so `inherited` holds what a type has through `Required`,
 * `Omit`, `Pick` or `Partial`: a file of format 3 lacks those members, and its releases are read again.
 */
export const HISTORY_FORMAT = 4;

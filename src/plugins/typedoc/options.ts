import type {TypeDocOptions} from 'typedoc';
import type {PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';

/**
 * TypeDoc + typedoc-plugin-markdown options shared by every SDK. Declared once so that
 * the cache key (see generate.ts) changes whenever any of them does.
 */
export const sharedTypedocOptions = {
  // mdn-links: built-in types (Promise, AbortSignal, Record…) link to MDN / the TypeScript handbook.
  plugin: ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', 'typedoc-plugin-mdn-links'],
  // Every entry point lives under node_modules; the default pattern would mark the
  // whole API (and @powersync/common's re-exports) as external.
  externalPattern: [],
  excludeExternals: false,
  excludePrivate: true,
  // The page catalogue documents @internal classes too (ConnectionManager, the WASQLite module factories).
  excludeInternal: false,
  // Peers are installed for their types (package.json devDependencies), but the packages'
  // declarations are not ours to type-check.
  skipErrorChecking: true,
  // "Defined in" lines: TypeDoc finds the lib/*.d.ts declaration, repository-sources.ts
  // replaces it with the published src/ line at the release tag (or removes it).
  disableSources: false,
  gitRevision: '',
  // Enum members and property tables stay compact: no "Defined in" column.
  tableColumnSettings: {hideSources: true},
  validation: {notExported: false, invalidLink: true, invalidPath: true, rewrittenLink: true, notDocumented: false, unusedMergeModuleWith: false},
  logLevel: 'Warn',
  // Markdown output
  entryFileName: 'index',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useCodeBlocks: true,
  // Doc comments are written for TypeScript readers, not MDX: escape `{`, `<` and friends.
  sanitizeComments: true,
  parametersFormat: 'list',
  // Callback parameters show their types (`(tx: Transaction) => …`), object types their members.
  expandParameters: true,
  expandObjects: true,
  // Symbol headings carry TypeDoc's own anchor as an explicit `{#id}`, so links never depend
  // on Docusaurus numbering duplicate headings the same way (see heading-ids.ts).
  useCustomAnchors: true,
  enumMembersFormat: 'table',
  sidebar: {autoConfiguration: true, pretty: true, typescript: false, deprecatedItemClassName: 'typedoc-sidebar-item-deprecated'},
  numberPrefixParser: false,
} satisfies Partial<TypeDocOptions & MarkdownOptions> & Record<string, unknown>;

export interface SdkTypedocPaths {
  /** The main entry point first, then extra ones (merged into the project by entry-points.ts). */
  entryPointPaths: string[];
  tsconfigPath: string;
  readmePath: string;
  outDir: string;
  docsPath: string;
  name: string;
}

export function typedocOptionsFor(paths: SdkTypedocPaths): Record<string, unknown> {
  return {
    ...sharedTypedocOptions,
    name: paths.name,
    entryPoints: paths.entryPointPaths,
    tsconfig: paths.tsconfigPath,
    readme: paths.readmePath,
    out: paths.outDir,
    docsPath: paths.docsPath,
  };
}

/**
 * Compiler options for reading published declarations only. `bundler` resolution:
 * @powersync/web's declarations use extension-less relative imports, which `nodenext`
 * cannot follow (its own classes would silently vanish from the section).
 */
export const declarationCompilerOptions = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  skipLibCheck: true,
  // The types consumers compile against: `T | null` stays `T | null` only under strictNullChecks.
  strict: true,
  lib: ['es2022', 'dom', 'dom.iterable'],
  // @powersync/node's declarations import node:sqlite and node:worker_threads.
  types: ['node'],
  jsx: 'react-jsx',
};

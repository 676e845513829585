import type {TypeDocOptions} from 'typedoc';
import type {PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';

/**
 * TypeDoc + typedoc-plugin-markdown options shared by every SDK. Declared once so that
 * the cache key (see generate.ts) changes whenever any of them does.
 */
/**
 * Official API documentation of peer libraries whose types appear in signatures, by package
 * and exported name (`*`: the package's API reference, for any other name). Read by TypeDoc's
 * `externalSymbolLinkMappings`; built-ins are linked by typedoc-plugin-mdn-links.
 */
const PEER_API_DOCS: Record<string, Record<string, string>> = {
  '@vue/reactivity': {
    Ref: 'https://vuejs.org/api/utility-types.html#ref',
    MaybeRef: 'https://vuejs.org/api/utility-types.html#mayberef',
    '*': 'https://vuejs.org/api/reactivity-core.html',
  },
  '@vue/runtime-core': {App: 'https://vuejs.org/api/application.html', '*': 'https://vuejs.org/api/'},
  '@tanstack/query-core': {
    QueryClient: 'https://tanstack.com/query/v5/docs/reference/QueryClient',
    // The default of a query's error type, which an app can change by registering its own.
    DefaultError: 'https://tanstack.com/query/v5/docs/framework/react/typescript#registering-a-global-error',
    '*': 'https://tanstack.com/query/v5/docs/reference/QueryClient',
  },
  '@tanstack/react-query': {
    UseQueryOptions: 'https://tanstack.com/query/v5/docs/framework/react/reference/useQuery',
    UseQueryResult: 'https://tanstack.com/query/v5/docs/framework/react/reference/useQuery',
    UseSuspenseQueryOptions: 'https://tanstack.com/query/v5/docs/framework/react/reference/useSuspenseQuery',
    UseSuspenseQueryResult: 'https://tanstack.com/query/v5/docs/framework/react/reference/useSuspenseQuery',
    '*': 'https://tanstack.com/query/v5/docs/framework/react/reference/useQuery',
  },
  '@types/react': {
    'React.Context': 'https://react.dev/reference/react/createContext',
    '*': 'https://react.dev/reference/react',
  },
  '@capacitor-community/sqlite': {'*': 'https://github.com/capacitor-community/sqlite/blob/master/docs/API.md'},
  '@journeyapps/react-native-quick-sqlite': {'*': 'https://github.com/powersync-ja/react-native-quick-sqlite#readme'},
  '@journeyapps/wa-sqlite': {'*': 'https://rhashimoto.github.io/wa-sqlite/docs/'},
  'async-mutex': {
    Mutex: 'https://github.com/DirtyHairy/async-mutex#mutex',
    '*': 'https://github.com/DirtyHairy/async-mutex#readme',
  },
  '@types/async-lock': {'*': 'https://github.com/rogierschouten/async-lock#readme'},
  bson: {'*': 'https://mongodb.github.io/js-bson/'},
  comlink: {
    Remote: 'https://github.com/GoogleChromeLabs/comlink#comlinkwrapendpoint-and-comlinkexposevalue-endpoint',
    '*': 'https://github.com/GoogleChromeLabs/comlink#api',
  },
  'js-logger': {'*': 'https://github.com/jonnyreeves/js-logger#readme'},
  // @powersync/node 1.x lets an app pass its own undici dispatcher (NodeRemoteOptions).
  undici: {Dispatcher: 'https://undici.nodejs.org/#/docs/api/Dispatcher', '*': 'https://undici.nodejs.org/'},
  'cross-fetch': {'*': 'https://developer.mozilla.org/docs/Web/API/Window/fetch'},
  // TypeScript lib types typedoc-plugin-mdn-links has no page for (it maps MDN globals only).
  typescript: {
    AsyncIterable:
      'https://developer.mozilla.org/docs/Web/JavaScript/Reference/Iteration_protocols#the_async_iterator_and_async_iterable_protocols',
    ReadonlyArray: 'https://www.typescriptlang.org/docs/handbook/2/objects.html#the-readonlyarray-type',
    // Any object with a `then` method: what `await` accepts (async-mutex's Mutex in 1.x lines).
    PromiseLike: 'https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Promise#thenables',
    PropertyKey: 'https://www.typescriptlang.org/docs/handbook/2/keyof-types.html',
    TemplateStringsArray:
      'https://developer.mozilla.org/docs/Web/JavaScript/Reference/Template_literals#tagged_templates',
    Console: 'https://developer.mozilla.org/docs/Web/API/console',
    'Intl.DateTimeFormatOptions':
      'https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat/DateTimeFormat#options',
    'Intl.LocalesArgument':
      'https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl#locales_argument',
  },
  '@types/node': {
    'NodeJS.CallSite': 'https://nodejs.org/api/errors.html#errorpreparestacktraceerror-structuredstacktrace',
    '__global.NodeJS.Timeout': 'https://nodejs.org/api/timers.html#class-timeout',
    '*': 'https://nodejs.org/api/',
  },
};

/** Our Markdown theme (theme.ts): the stock one with linked type names in signatures. */
export const THEME_NAME = 'powersync-markdown';

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
  // A class's @alpha/@beta/@experimental badge is shown on the class, not copied onto each of
  // its members (TypeDoc's default; see release-stage-tags.ts).
  cascadedModifierTags: [],
  // Peers are installed for their types (package.json devDependencies), but the packages'
  // declarations are not ours to type-check.
  skipErrorChecking: true,
  // "Defined in" lines: TypeDoc finds the lib/*.d.ts declaration, repository-sources.ts
  // replaces it with the published src/ line at the release tag (or removes it).
  disableSources: false,
  gitRevision: '',
  // TypeDoc's own source URLs are never used (repository-sources.ts replaces or removes every
  // source), so it need not run git in each source folder, and it no longer warns that source
  // links "will be broken" when the checkout's remote is not GitHub. It requires a template.
  disableGit: true,
  sourceLinkTemplate: 'unused:{path}#L{line}',
  // Enum members and property tables stay compact: no "Defined in" column.
  tableColumnSettings: {hideSources: true},
  // TypeDoc's default order, but enum members as declared: their order is often their meaning
  // (AttachmentState's QUEUED_SYNC … ARCHIVED, 0 … 4). Members of object types keep theirs too
  // (source-order.ts).
  sort: ['kind', 'instance-first', 'enum-member-source-order', 'alphabetical-ignoring-documents'],
  // Types of the libraries the SDKs build on link to those libraries' own API docs.
  externalSymbolLinkMappings: PEER_API_DOCS,
  validation: {
    notExported: false,
    invalidLink: true,
    invalidPath: true,
    rewrittenLink: true,
    notDocumented: false,
    unusedMergeModuleWith: false,
  },
  logLevel: 'Warn',
  // Markdown output
  theme: THEME_NAME,
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
  sidebar: {
    autoConfiguration: true,
    pretty: true,
    typescript: false,
    deprecatedItemClassName: 'typedoc-sidebar-item-deprecated',
  },
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
  // No ambient @types by default: a section adds its consumers' own (manifest `ambientTypes`).
  types: [] as string[],
  jsx: 'react-jsx',
};

/** The compiler options one section's declarations are read with: the shared ones plus its consumers' ambient types. */
export const compilerOptionsFor = (sdk: {ambientTypes?: string[]}) => ({
  ...declarationCompilerOptions,
  types: sdk.ambientTypes ?? [],
});

/** One SDK section of the site. The manifest (`sdk-manifest.ts`) is a list of these. */
export interface SdkEntry {
  /** Route segment of the section, e.g. `node-sdk` → `{base}/node-sdk`. */
  id: string;
  /** Human name shown in the sidebar, the landing page and search (hierarchy lvl0). */
  label: string;
  /** Published npm package that is documented. */
  packageName: string;
  /** Exact published version; `npm run sdk:sync` copies it into package.json. */
  version: string;
  /**
   * Type declaration entry point, relative to the package root.
   * Defaults to the package's `types` field.
   */
  entryPoint?: string;
  /**
   * Further public entry points of the package (subpath exports such as
   * `@powersync/node/worker.js`). Their exports are documented in the same section, with
   * the same routes as the main entry's, and their import lines name this specifier.
   */
  extraEntryPoints?: ExtraEntryPoint[];
  /** Folder of the package inside the public source repository (for source links). */
  repoDirectory: string;
  /**
   * `@types` packages its consumers compile with (`node` for the Node SDK). The declarations
   * are read with these and no others: a web app has no Node globals, so `setTimeout` returns
   * `number` there and `Error` has no `captureStackTrace`.
   */
  ambientTypes?: string[];
}

/** A subpath export of an SDK package, documented alongside its main entry point. */
export interface ExtraEntryPoint {
  /** What consumers import, e.g. `@powersync/node/worker.js`: a subpath of the SDK's package. */
  specifier: string;
  /** Type declaration file of that export, relative to the package root, e.g. `lib/worker.d.ts`. */
  path: string;
}

/** The shared base package that most SDKs re-export; pinned with npm `overrides`. */
export interface SharedPackage {
  packageName: string;
  version: string;
  repoDirectory: string;
}

export interface SdkManifest {
  /** Public source repository, `owner/name` on GitHub. */
  sourceRepository: string;
  shared: SharedPackage;
  /** In sidebar order: the first entry is the first sidebar category. */
  sdks: SdkEntry[];
  /** The section the navbar logo opens (an `id` from `sdks`). */
  logoSdk: string;
}

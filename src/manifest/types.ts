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
   * Subpath exports of the package not to document, each with the reason a reader is given in
   * the build log. Every other subpath with declarations is found in the package's `exports`
   * (or `typesVersions`) and documented in the section (src/manifest/entry-points.ts); one that
   * cannot be documented stops the build unless it is listed here.
   */
  excludedEntryPoints?: ExcludedEntryPoint[];
  /**
   * The section whose package an app installs beside this one, for a package that gets
   * `@powersync/common` (or its platform SDK) only as a peer: React, Vue, Attachments and
   * Capacitor apps install the Web SDK, so these sections are installed (and checked against a
   * clean install) with the line's Web SDK, and document the common that it brings.
   */
  installedWith?: string;
  /** Folder of the package inside the public source repository (for source links). */
  repoDirectory: string;
  /**
   * `@types` packages its consumers compile with (`node` for the Node SDK). The declarations
   * are read with these and no others: a web app has no Node globals, so `setTimeout` returns
   * `number` there and `Error` has no `captureStackTrace`.
   */
  ambientTypes?: string[];
}

/** A subpath export the manifest leaves out of the reference, and why. */
export interface ExcludedEntryPoint {
  /** As in the package's `exports`: `./bundled_worker`. */
  subpath: string;
  reason: string;
}

/**
 * The shared base package that most SDKs re-export. A line's `sharedVersion` is the one its
 * Web SDK brings; each section documents the one its own install resolves.
 */
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
  /** Name of the release line the entries above form (served at the site's base path). */
  defaultLine?: DefaultLine;
  /** Further release lines, newest last; each is installed from `lines/{id}/` (src/lines/README.md). */
  lines?: ReleaseLine[];
}

/**
 * A release line: the same sections at other releases, built as a site of its own at
 * `{base}{id}/`. The manifest's own entries are the default line, served at `{base}`.
 */
export interface ReleaseLine {
  /** Route segment (`v2` → `{base}v2/`); also the id in `versions.json` and in the reader's stored choice. */
  id: string;
  /** Shown in the release-line dropdown and the older-line banner. */
  label: string;
  /** The shared base package's exact version in this line. */
  sharedVersion: string;
  /**
   * Section id (an `id` of the manifest's `sdks`) → what this line documents there. A section
   * left out is not in the line: its package has no release on this line's shared base.
   */
  sdks: Record<string, LineSdk>;
}

/** A section in a release line: its exact version, and entry points where they differ from the default line's. */
export type LineSdk = Pick<SdkEntry, 'version'> &
  Partial<Pick<SdkEntry, 'entryPoint' | 'excludedEntryPoints' | 'ambientTypes'>>;

/** The default line's name in the dropdown and `versions.json` (its pages have no line segment). */
export interface DefaultLine {
  id: string;
  label: string;
}

import {discoverEntryPoints, type EntryPointResolver, type SubpathOutcome} from './entry-points';
import type {SdkEntry, SdkManifest} from './types';
import type {ScopeResolution} from './scope-splits';

/** What the build learns about an installed npm package (injected so validation stays pure). */
export interface InstalledPackage {
  version: string;
  /** Absolute package root. */
  root: string;
  /** The package.json `types`/`typings` field, or the `types` of its main export. */
  types?: string;
  /** package.json `exports` and `typesVersions`, as written: its entry points are found there. */
  exports?: unknown;
  typesVersions?: unknown;
}

export interface ManifestEnvironment {
  /**
   * The package as section `sectionId` has it installed: a release line installs each section
   * on its own (src/lines/README.md), the default line all of them in the site's node_modules.
   */
  readInstalled(packageName: string, sectionId: string): InstalledPackage | null;
  fileExists(absolutePath: string): boolean;
  /**
   * The `@powersync/*` packages the package at `packageRoot` reaches through its dependencies
   * and peer dependencies (Node's lookup, transitively), by name → installed version.
   */
  scopeVersions?(packageRoot: string): Record<string, string>;
  /**
   * Which release of each of those every package that names it resolves (scope-splits.ts), from
   * the package at `packageRoot` and the packages at `besideRoots` (installed beside it).
   */
  scopeResolutions?(packageRoot: string, besideRoots?: readonly string[]): ScopeResolution[];
  /** Resolves entry points as a reader's compiler does, from section `sectionId`'s install. */
  entryPointResolver?(sectionId: string): EntryPointResolver;
}

/** One entry point of a package: the specifier consumers import and its declaration file. */
export interface ResolvedEntryPoint {
  /** `@powersync/node` for the main entry, `@powersync/node/worker.js` for a subpath export. */
  specifier: string;
  /** Absolute path of its declaration file. */
  path: string;
}

/** A manifest entry resolved against its install: everything generation needs. */
export interface ResolvedSdk extends SdkEntry {
  packageRoot: string;
  /** Absolute path of the declaration entry point. */
  entryPointPath: string;
  /** The main entry point first, then every further subpath with declarations, in the package's order. */
  entryPoints: ResolvedEntryPoint[];
  /** Subpaths of the package that are not documented, each with the reason (for the build log). */
  skippedEntryPoints: Array<Extract<SubpathOutcome, {status: 'skipped'}>>;
  /**
   * The versions of the `@powersync/*` packages this section's declarations see, as a clean
   * install of its package resolves them (`@powersync/common` among them for every SDK).
   */
  dependencyVersions: Record<string, string>;
  /**
   * Each `@powersync/*` package named by a package of the install, with the release it resolves:
   * where the install holds two releases of one (a peer npm places at the top), which
   * declarations see which (scope-splits.ts).
   */
  scopeResolutions?: ScopeResolution[];
}

export class ManifestError extends Error {
  constructor(
    readonly problems: string[],
    source = 'src/sdk-manifest.ts',
  ) {
    super(`Invalid SDK manifest (${source}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ManifestError';
  }
}

const ROUTE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const SYNC_HINT = 'edit src/sdk-manifest.ts, then run `npm run sdk:sync`';

/**
 * Checks every entry and names each problem with the SDK it belongs to, so a
 * wrong entry stops the build with a message a maintainer can act on.
 * Returns the resolved entries when there is no problem; throws ManifestError otherwise.
 */
export function resolveManifest(manifest: SdkManifest, env: ManifestEnvironment, source?: string): ResolvedSdk[] {
  const problems: string[] = [];
  const resolved: ResolvedSdk[] = [];
  const seenIds = new Map<string, number>();

  if (manifest.sdks.length === 0) problems.push('the manifest lists no SDK');
  if (!manifest.sdks.some((sdk) => sdk.id === manifest.logoSdk)) {
    problems.push(`logoSdk: "${manifest.logoSdk}" is not the id of an SDK in the list`);
  }

  manifest.sdks.forEach((sdk, index) => {
    const name = sdk.id ? `"${sdk.id}"` : `entry #${index + 1}`;
    const before = problems.length;
    if (!ROUTE_ID.test(sdk.id ?? '')) {
      problems.push(`${name}: id must be a lowercase route segment like "node-sdk"`);
    }
    const firstIndex = seenIds.get(sdk.id);
    if (firstIndex !== undefined) {
      problems.push(`${name}: the same id is used by entries #${firstIndex + 1} and #${index + 1}; ids must be unique`);
    } else {
      seenIds.set(sdk.id, index);
    }
    if (!sdk.label?.trim()) problems.push(`${name}: label is empty`);
    if (!EXACT_VERSION.test(sdk.version ?? '')) {
      problems.push(`${name}: version "${sdk.version}" is not an exact version like 1.2.3`);
    }
    if (sdk.installedWith !== undefined) {
      const host = manifest.sdks.find((other) => other.id === sdk.installedWith);
      if (!host || host === sdk)
        problems.push(`${name}: installedWith "${sdk.installedWith}" is not another section of this line`);
      else if (host.installedWith !== undefined)
        problems.push(`${name}: installedWith "${sdk.installedWith}", which is itself installed with another section`);
    }
    const installed = sdk.packageName ? env.readInstalled(sdk.packageName, sdk.id) : null;
    if (!installed) {
      problems.push(
        `${name}: package "${sdk.packageName}" is not installed; check the name is a published package (${SYNC_HINT})`,
      );
      return;
    }
    if (installed.version !== sdk.version) {
      problems.push(
        `${name}: "${sdk.packageName}" is installed at ${installed.version} but the manifest pins ${sdk.version} (${SYNC_HINT})`,
      );
    }
    const entry = sdk.entryPoint ?? installed.types;
    if (!entry) {
      problems.push(`${name}: "${sdk.packageName}" declares no "types" entry point; set entryPoint in the manifest`);
      return;
    }
    const entryPointPath = joinPath(installed.root, entry);
    if (!env.fileExists(entryPointPath)) {
      problems.push(`${name}: entry point "${entry}" does not exist in "${sdk.packageName}"@${installed.version}`);
    }
    const dependencyVersions = env.scopeVersions?.(installed.root) ?? {};
    // The SDK it is installed with is part of the reader's install: React 1.8.2's peer common 1.57.3
    // sits beside the Web SDK's own 1.45.0 (the Changes page says whose declarations read which).
    const host = manifest.sdks.find((other) => other.id === sdk.installedWith && other !== sdk);
    const hostRoot = host ? env.readInstalled(host.packageName, sdk.id)?.root : undefined;
    const scopeResolutions = env.scopeResolutions?.(installed.root, hostRoot ? [hostRoot] : []) ?? [];
    const resolver = env.entryPointResolver?.(sdk.id);
    const discovery = resolver
      ? discoverEntryPoints(
          {
            packageName: sdk.packageName,
            version: installed.version,
            exports: installed.exports,
            typesVersions: installed.typesVersions,
          },
          resolver.resolveTypes(sdk.packageName) ?? entryPointPath,
          resolver,
          sdk.excludedEntryPoints,
        )
      : {outcomes: [], problems: []};
    problems.push(...discovery.problems.map((problem) => `${name}: ${problem}`));
    if (problems.length === before) {
      resolved.push({
        ...sdk,
        packageRoot: installed.root,
        entryPointPath,
        entryPoints: [
          {specifier: sdk.packageName, path: entryPointPath},
          ...discovery.outcomes.flatMap((o) =>
            o.status === 'documented' ? [{specifier: o.specifier, path: o.file}] : [],
          ),
        ],
        skippedEntryPoints: discovery.outcomes.filter((o) => o.status === 'skipped'),
        dependencyVersions,
        scopeResolutions,
      });
    }
  });

  problems.push(...sharedBaseProblems(manifest, resolved));
  if (problems.length > 0) throw new ManifestError(problems, source);
  return resolved;
}

/**
 * The line's shared base is what its sections installed with another one get from that host
 * (the Web SDK's `@powersync/common`): the manifest's `shared.version` (a line's
 * `sharedVersion`) must say so, since the landing page and the release-line dropdown name it.
 */
function sharedBaseProblems(manifest: SdkManifest, resolved: ResolvedSdk[]): string[] {
  const {packageName, version} = manifest.shared;
  const hosts = new Set(manifest.sdks.flatMap((sdk) => (sdk.installedWith ? [sdk.installedWith] : [])));
  return resolved
    .filter((sdk) => hosts.has(sdk.id))
    .flatMap((host) => {
      const seen = host.dependencyVersions[packageName];
      return seen === undefined || seen === version
        ? []
        : [
            `shared base: "${host.packageName}"@${host.version} ("${host.id}", which other sections are installed ` +
              `with) gets "${packageName}" ${seen}, not the ${version} the manifest names for this line`,
          ];
    });
}

/** Node's subpath matching: an exact key, or a pattern key with one `*`. */
export function isExportedSubpath(exportedSubpaths: string[], subpath: string): boolean {
  return exportedSubpaths.some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === subpath;
    const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
    return subpath.length >= key.length && subpath.startsWith(head) && subpath.endsWith(tail);
  });
}

function joinPath(root: string, relative: string): string {
  return `${root.replace(/\/+$/, '')}/${relative.replace(/^\.?\//, '')}`;
}

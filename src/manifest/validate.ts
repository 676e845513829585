import type {ExtraEntryPoint, SdkEntry, SdkManifest} from './types';

/** What the build learns about an installed npm package (injected so validation stays pure). */
export interface InstalledPackage {
  version: string;
  /** Absolute package root. */
  root: string;
  /** The package.json `types`/`typings` field, if any. */
  types?: string;
  /** The subpaths of its package.json `exports` map (`.`, `./worker.js`…); undefined when it has none. */
  exportedSubpaths?: string[];
}

export interface ManifestEnvironment {
  readInstalled(packageName: string): InstalledPackage | null;
  fileExists(absolutePath: string): boolean;
  /**
   * The version of `dependency` that the package at `packageRoot` gets when it imports it (Node's
   * lookup from that folder up), or null when none is found.
   */
  dependencyVersion?(packageRoot: string, dependency: string): string | null;
}

/** One entry point of a package: the specifier consumers import and its declaration file. */
export interface ResolvedEntryPoint {
  /** `@powersync/node` for the main entry, `@powersync/node/worker.js` for a subpath export. */
  specifier: string;
  /** Absolute path of its declaration file. */
  path: string;
}

/** A manifest entry resolved against node_modules: everything generation needs. */
export interface ResolvedSdk extends SdkEntry {
  packageRoot: string;
  /** Absolute path of the declaration entry point. */
  entryPointPath: string;
  /** The main entry point first, then the extra ones in manifest order. */
  entryPoints: ResolvedEntryPoint[];
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

  const shared = env.readInstalled(manifest.shared.packageName);
  if (!shared) {
    problems.push(`shared base: package "${manifest.shared.packageName}" is not installed (${SYNC_HINT})`);
  } else if (shared.version !== manifest.shared.version) {
    problems.push(
      `shared base: "${manifest.shared.packageName}" is installed at ${shared.version} ` +
        `but the manifest pins ${manifest.shared.version} (${SYNC_HINT})`,
    );
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
    const installed = sdk.packageName ? env.readInstalled(sdk.packageName) : null;
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
    const sharedSeen = env.dependencyVersion?.(installed.root, manifest.shared.packageName);
    if (sharedSeen && sharedSeen !== manifest.shared.version) {
      problems.push(
        `${name}: "${sdk.packageName}"@${installed.version} gets "${manifest.shared.packageName}" ${sharedSeen}, ` +
          `not the ${manifest.shared.version} the other packages share: pick a release built on ${manifest.shared.version}`,
      );
    }
    const extras = resolveExtraEntryPoints(sdk, installed, env);
    problems.push(...extras.problems.map((problem) => `${name}: ${problem}`));
    if (problems.length === before) {
      resolved.push({
        ...sdk,
        packageRoot: installed.root,
        entryPointPath,
        entryPoints: [{specifier: sdk.packageName, path: entryPointPath}, ...extras.entryPoints],
      });
    }
  });

  if (problems.length > 0) throw new ManifestError(problems, source);
  return resolved;
}

/**
 * Extra entry points are checked like the main one (the file exists), and also against what
 * the package lets consumers import: the import line a page shows must be one that resolves.
 */
function resolveExtraEntryPoints(
  sdk: SdkEntry,
  installed: InstalledPackage,
  env: ManifestEnvironment,
): {entryPoints: ResolvedEntryPoint[]; problems: string[]} {
  const problems: string[] = [];
  const entryPoints: ResolvedEntryPoint[] = [];
  const seen = new Set<string>();
  for (const extra of sdk.extraEntryPoints ?? ([] as ExtraEntryPoint[])) {
    const specifier = extra.specifier ?? '';
    const subpath = specifier.startsWith(`${sdk.packageName}/`)
      ? `.${specifier.slice(sdk.packageName.length)}`
      : undefined;
    if (!subpath || subpath === './') {
      problems.push(
        `extra entry point "${specifier}" is not a subpath of "${sdk.packageName}" (like "${sdk.packageName}/worker.js")`,
      );
      continue;
    }
    if (seen.has(specifier)) {
      problems.push(`extra entry point "${specifier}" is listed twice`);
      continue;
    }
    seen.add(specifier);
    const before = problems.length;
    if (installed.exportedSubpaths && !isExportedSubpath(installed.exportedSubpaths, subpath)) {
      problems.push(
        `"${sdk.packageName}"@${installed.version} does not export "${subpath}" (package.json "exports"), ` +
          `so "${specifier}" cannot be imported`,
      );
    }
    const file = extra.path ? joinPath(installed.root, extra.path) : '';
    if (!file || !env.fileExists(file)) {
      problems.push(
        `entry point "${extra.path ?? ''}" of "${specifier}" does not exist in "${sdk.packageName}"@${installed.version}`,
      );
    }
    if (problems.length === before) entryPoints.push({specifier, path: file});
  }
  return {entryPoints, problems};
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

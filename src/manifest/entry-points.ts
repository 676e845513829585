/**
 * Every public entry point of a package, found rather than listed: the subpaths of its
 * package.json `exports` (or, without `exports`, its `typesVersions`), each resolved the way a
 * reader's compiler resolves `import … from '<package>/<subpath>'`. Pure: resolution and file
 * reading come from the caller (node-environment.ts).
 */
import type {ExcludedEntryPoint} from './types';

/** What discovery needs to know about an installed package. */
export interface PackageEntryFacts {
  packageName: string;
  version: string;
  /** package.json `exports`, as written. */
  exports?: unknown;
  /** package.json `typesVersions`, as written. */
  typesVersions?: unknown;
}

export interface EntryPointResolver {
  /** The declaration file the compiler resolves `specifier` to, or null (none, or a `.js` file). */
  resolveTypes(specifier: string): string | null;
  /** Whether a declaration file exports anything a reader can import (`export {}` does not). */
  declaresExports(file: string): boolean;
}

/** One subpath of the package and what the section does with it. */
export type SubpathOutcome =
  | {subpath: string; specifier: string; status: 'documented'; file: string}
  /** Not documented, with the reason the build log gives. */
  | {subpath: string; specifier: string; status: 'skipped'; reason: string};

export interface EntryPointDiscovery {
  outcomes: SubpathOutcome[];
  /** Problems that stop the build, each naming the subpath. */
  problems: string[];
}

const PACKAGE_JSON = './package.json';

/** The subpaths a package offers importers, `.` first; `*` patterns included (they are reported, not documented). */
export function exportedSubpathsOf(facts: Pick<PackageEntryFacts, 'exports' | 'typesVersions'>): string[] {
  const {exports} = facts;
  if (exports !== undefined && exports !== null) {
    if (typeof exports !== 'object' || Array.isArray(exports)) return ['.'];
    const keys = Object.keys(exports);
    return keys.some((key) => key.startsWith('.')) ? keys : ['.'];
  }
  // Without `exports` any file can be imported; `typesVersions` names the subpaths that have types.
  const versions = facts.typesVersions;
  const mapped =
    versions && typeof versions === 'object'
      ? Object.values(versions as Record<string, unknown>).flatMap((map) =>
          map && typeof map === 'object' ? Object.keys(map) : [],
        )
      : [];
  return ['.', ...new Set(mapped.filter((key) => key !== '*').map((key) => `./${key.replace(/^\.?\//, '')}`))];
}

/**
 * Each subpath but the main one (`.`, the section's own entry point), in the order the package
 * lists them: documented when it resolves to declarations of its own that export something;
 * else skipped with the reason (a pattern, no declarations, the same declarations as another
 * subpath, a worker script that exports nothing, or excluded by the manifest). A subpath whose
 * `exports` entry names a `types` file the compiler cannot resolve is a problem, and so is an
 * exclusion of a subpath the package does not have.
 */
export function discoverEntryPoints(
  facts: PackageEntryFacts,
  mainFile: string,
  resolver: EntryPointResolver,
  excluded: readonly ExcludedEntryPoint[] = [],
): EntryPointDiscovery {
  const outcomes: SubpathOutcome[] = [];
  const problems: string[] = [];
  const subpaths = exportedSubpathsOf(facts).filter((subpath) => subpath !== '.' && subpath !== PACKAGE_JSON);
  const documentedFiles = new Map<string, string>([[mainFile, '.']]);
  for (const exclusion of excluded) {
    if (!subpaths.includes(exclusion.subpath))
      problems.push(
        `excludedEntryPoints names "${exclusion.subpath}", which "${facts.packageName}"@${facts.version} does not export`,
      );
    if (!exclusion.reason?.trim()) problems.push(`excludedEntryPoints: "${exclusion.subpath}" needs a reason`);
  }
  for (const subpath of subpaths) {
    const specifier = `${facts.packageName}${subpath.slice(1)}`;
    const skip = (reason: string) => outcomes.push({subpath, specifier, status: 'skipped', reason});
    const exclusion = excluded.find((e) => e.subpath === subpath);
    if (exclusion) {
      skip(`excluded by the manifest: ${exclusion.reason}`);
      continue;
    }
    if (subpath.includes('*')) {
      skip('a pattern of files (internal modules), not one entry point');
      continue;
    }
    const file = resolver.resolveTypes(specifier);
    if (!file) {
      const declared = declaredTypes(facts.exports, subpath);
      if (declared)
        problems.push(
          `"${specifier}" declares types "${declared}" in package.json "exports", but the compiler resolves no ` +
            'declarations for it (list it in excludedEntryPoints with a reason to leave it out)',
        );
      else skip('no type declarations (a script or asset, not an API)');
      continue;
    }
    const same = documentedFiles.get(file);
    if (same !== undefined) {
      skip(`the same declarations as "${facts.packageName}${same.slice(1)}"`);
      continue;
    }
    if (!resolver.declaresExports(file)) {
      skip('its declarations export nothing (a worker script)');
      continue;
    }
    documentedFiles.set(file, subpath);
    outcomes.push({subpath, specifier, status: 'documented', file});
  }
  return {outcomes, problems};
}

/** The `types` file an `exports` entry names for a subpath under any condition, if it names one. */
function declaredTypes(exports: unknown, subpath: string): string | undefined {
  if (!exports || typeof exports !== 'object' || Array.isArray(exports)) return undefined;
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.types === 'string') return record.types;
    for (const value of Object.values(record)) {
      const found = visit(value);
      if (found) return found;
    }
    return undefined;
  };
  return visit((exports as Record<string, unknown>)[subpath]);
}

import fs from 'node:fs';
import path from 'node:path';
import ts from '../typescript.cjs';
import type {InstalledPackage, ManifestEnvironment} from './validate';
import type {ScopeResolution} from './scope-splits';
import type {EntryPointResolver} from './entry-points';

/** The scope whose packages a section's declarations are documented and linked by. */
const SITE_SCOPE = '@powersync/';

/**
 * Reads installed packages for the manifest. `installDirOf(sectionId)` is the folder whose
 * node_modules holds a section's packages: the site's own for the default line, the section's
 * own install for a release line (src/lines/active.ts). Peers that are read only for their
 * types (`@types/react`, the SQLite drivers) are the site's, found by Node's lookup upwards.
 */
export function nodeManifestEnvironment(installDirOf: (sectionId: string) => string): ManifestEnvironment {
  return {
    readInstalled(packageName, sectionId) {
      const file = path.join(installDirOf(sectionId), 'node_modules', packageName, 'package.json');
      return fs.existsSync(file) ? readPackage(file) : null;
    },
    fileExists: (p) => fs.existsSync(p),
    scopeVersions: (packageRoot) => scopeVersions(packageRoot),
    scopeResolutions: (packageRoot, besideRoots) => scopeResolutions(packageRoot, besideRoots),
    entryPointResolver: (sectionId) => typeScriptResolver(installDirOf(sectionId)),
  };
}

function readPackage(packageJsonPath: string): InstalledPackage {
  const json = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
  return {
    version: json.version,
    root: path.dirname(packageJsonPath),
    types: json.types ?? json.typings ?? exportedTypes(json.exports),
    exports: json.exports,
    typesVersions: json.typesVersions,
  };
}

/** Node's lookup of `dependency` from a package's folder: its own node_modules, then each folder above. */
export function lookUpPackage(fromDir: string, dependency: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', dependency, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The `@powersync/*` packages reachable from a package through dependencies and peer
 * dependencies, each where Node's lookup finds it from the package that names it. Where the
 * install holds two releases of one, the release some package depends on outright, not the one
 * npm places for a peer: React Native 2.1.0's own `@powersync/common` 2.1.0, not the 2.0.0 at
 * the top for its hooks (scopeResolutions says which declarations read which).
 */
export function scopeVersions(packageRoot: string): Record<string, string> {
  const resolutions = scopeResolutions(packageRoot);
  const versions: Record<string, string> = {};
  for (const {packageName} of resolutions)
    versions[packageName] ??= (
      resolutions.find((r) => r.packageName === packageName && !r.peer) ??
      resolutions.find((r) => r.packageName === packageName)!
    ).version;
  return Object.fromEntries(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every `@powersync/*` dependency or peer that a package reachable from `packageRoot` (or from
 * `besideRoots`, the packages installed beside it: the SDK it is installed with) names, and the
 * release Node's lookup finds for it from there: where an install holds two releases of a
 * package (React Native 2.1.0's own `@powersync/common` 2.1.0 nested, 2.0.0 at the top for the
 * peers of `@powersync/react` and `@powersync/shared-internals`; React 1.8.2's peer 1.57.3 at the
 * top, the 1.45.0 of the Web SDK 1.31.0 it is installed with nested), which declarations see which.
 */
export function scopeResolutions(packageRoot: string, besideRoots: readonly string[] = []): ScopeResolution[] {
  // The install's own folder: everything below its first node_modules is the installed tree.
  const top = packageRoot.slice(0, packageRoot.indexOf(`${path.sep}node_modules${path.sep}`));
  const resolutions: ScopeResolution[] = [];
  const seen = new Set<string>();
  const visit = (root: string) => {
    if (seen.has(root)) return;
    seen.add(root);
    const json = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const dependencies: Record<string, string> = json.dependencies ?? {};
    const peers: Record<string, string> = json.peerDependencies ?? {};
    const names = new Set([...Object.keys(dependencies), ...Object.keys(peers)]);
    for (const name of [...names].filter((n) => n.startsWith(SITE_SCOPE)).sort()) {
      const found = lookUpPackage(root, name);
      if (!found) continue;
      const {version} = JSON.parse(fs.readFileSync(found, 'utf8'));
      const location = path.relative(top, path.dirname(found)).split(path.sep);
      resolutions.push({
        reader: {packageName: json.name, version: json.version},
        packageName: name,
        version,
        peer: !(name in dependencies),
        atTop: location.filter((segment) => segment === 'node_modules').length === 1,
      });
      visit(path.dirname(found));
    }
  };
  for (const root of [packageRoot, ...besideRoots]) visit(root);
  return resolutions;
}

/** The installed packages of a release line's sections (src/lines/active.ts lineFolders). */
export const lineEnvironment = (
  siteDir: string,
  line: {installDirOf(sectionId: string): string},
): ManifestEnvironment => nodeManifestEnvironment((sectionId) => path.resolve(siteDir, line.installDirOf(sectionId)));

/** Resolution as a reader's bundler-mode compiler does it (declarationCompilerOptions). */
const RESOLUTION: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
};

function typeScriptResolver(installDir: string): EntryPointResolver {
  const containingFile = path.join(installDir, '__entry-points__.ts');
  return {
    resolveTypes(specifier) {
      const resolved = ts.resolveModuleName(specifier, containingFile, RESOLUTION, ts.sys).resolvedModule;
      return resolved && /\.d\.[cm]?ts$/.test(resolved.resolvedFileName)
        ? fs.realpathSync(resolved.resolvedFileName)
        : null;
    },
    declaresExports(file) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      return source.statements.some(isExporting);
    },
  };
}

/** A statement that gives importers a name: `export {}` alone does not. */
function isExporting(statement: ts.Statement): boolean {
  if (ts.isExportDeclaration(statement))
    return (
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause) ||
      statement.exportClause.elements.length > 0
    );
  if (ts.isExportAssignment(statement)) return true;
  return (
    ts.canHaveModifiers(statement) && !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The `types` of the package's main export (`exports["."].import.types` and similar shapes). */
function exportedTypes(exports: unknown): string | undefined {
  const main = typeof exports === 'object' && exports !== null ? (exports as Record<string, unknown>)['.'] : undefined;
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.types === 'string') return record.types;
    for (const key of ['import', 'node', 'default']) {
      const found = visit(record[key]);
      if (found) return found;
    }
    return undefined;
  };
  return visit(main);
}

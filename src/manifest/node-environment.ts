import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {InstalledPackage, ManifestEnvironment} from './validate';

/** Reads installed packages from the node_modules of `siteDir` (the site, or a release line's folder). */
export function nodeManifestEnvironment(siteDir: string): ManifestEnvironment {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return {
    readInstalled(packageName: string): InstalledPackage | null {
      let packageJsonPath: string;
      try {
        // Most packages do not export ./package.json, so resolve the folder by hand.
        packageJsonPath = path.join(siteDir, 'node_modules', packageName, 'package.json');
        if (!fs.existsSync(packageJsonPath)) {
          packageJsonPath = require.resolve(`${packageName}/package.json`);
        }
      } catch {
        return null;
      }
      const json = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
      return {
        version: json.version,
        root: path.dirname(packageJsonPath),
        types: json.types ?? json.typings ?? exportedTypes(json.exports),
        exportedSubpaths: exportedSubpaths(json.exports),
      };
    },
    fileExists: (p) => fs.existsSync(p),
    dependencyVersion(packageRoot, dependency) {
      // Node's lookup: node_modules of the package's own folder, then of each folder above it.
      for (let dir = packageRoot; ; dir = path.dirname(dir)) {
        const candidate = path.join(dir, 'node_modules', dependency, 'package.json');
        if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
        if (path.dirname(dir) === dir) return null;
      }
    },
  };
}

/**
 * The subpaths a package lets consumers import (`.`, `./worker.js`), or undefined when it has
 * no `exports` map (then any file can be imported). An `exports` value without subpath keys
 * (a string, or conditions only) exports the main entry alone.
 */
function exportedSubpaths(exports: unknown): string[] | undefined {
  if (exports === undefined || exports === null) return undefined;
  if (typeof exports !== 'object' || Array.isArray(exports)) return ['.'];
  const keys = Object.keys(exports);
  return keys.some((key) => key.startsWith('.')) ? keys : ['.'];
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

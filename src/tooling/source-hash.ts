/**
 * What a build cache's key reads of the code that made the cached output: every file of some
 * source folders (sorted, not recursive) and the package.json of some installed packages.
 */
import type {Hash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface CodeSources {
  /** Folders of the site, relative to it. */
  folders: readonly string[];
  /** Packages in the site's node_modules: their version (package.json) stands for their code. */
  packages: readonly string[];
}

export function hashCode(hash: Hash, siteDir: string, {folders, packages}: CodeSources): void {
  for (const pkg of packages) hash.update(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json')));
  for (const dir of folders) {
    for (const file of fs.readdirSync(path.join(siteDir, dir)).sort()) {
      hash.update(fs.readFileSync(path.join(siteDir, dir, file)));
    }
  }
}

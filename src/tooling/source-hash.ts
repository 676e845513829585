/**
 * What build caches' keys read of files: the code that made the cached output (every file of some
 * source folders, sorted, not recursive, and the package.json of some installed packages), or a
 * whole tree of inputs.
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

/**
 * Every file under `root/relative` (a file or a folder, recursively; sorted), each as its path
 * relative to `root` and its content. A missing path and the paths in `skip` add nothing.
 */
export function hashTree(hash: Hash, root: string, relative = '', skip: ReadonlySet<string> = new Set()): void {
  const full = path.join(root, relative);
  if (!fs.existsSync(full) || skip.has(relative)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) hashTree(hash, root, path.join(relative, name), skip);
    return;
  }
  hash.update(relative);
  hash.update(fs.readFileSync(full));
}

/**
 * The last step of `npm run releases`: the files a scratch run produced copied into the site,
 * each first beside its target under a temporary name and then renamed over it, so that a
 * failure while copying leaves every target as it was.
 */
import fs from 'node:fs';
import path from 'node:path';

const STAGED = '.releases-staged';

/** `files`: paths relative to both folders; one missing in `from` is deleted from `to`. */
export function moveIntoPlace(from: string, to: string, files: string[]): void {
  const staged: [string, string][] = [];
  try {
    for (const file of files) {
      const source = path.join(from, file);
      if (!fs.existsSync(source)) continue;
      const target = path.join(to, file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.copyFileSync(source, target + STAGED);
      staged.push([target + STAGED, target]);
    }
  } catch (error) {
    for (const [temp] of staged) fs.rmSync(temp, {force: true});
    throw error;
  }
  for (const [temp, target] of staged) fs.renameSync(temp, target);
  for (const file of files) if (!fs.existsSync(path.join(from, file))) fs.rmSync(path.join(to, file), {force: true});
}

/** The files of a folder tree, relative to `root`, leaving out `node_modules` (installed, never moved). */
export function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.isSymbolicLink()) return [];
    return entry.isDirectory() ? filesUnder(root, rel) : entry.isFile() ? [rel] : [];
  });
}

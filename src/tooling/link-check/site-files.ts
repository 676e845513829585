import fs from 'node:fs';
import path from 'node:path';
import type {SiteFiles} from './links';

/** `SiteFiles` over a build folder on disk. */
export function siteFilesIn(buildDir: string): SiteFiles {
  const list = (): string[] => {
    const files: string[] = [];
    const walk = (dir: string, prefix: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
        else files.push(relative);
      }
    };
    walk(buildDir, '');
    return files.sort();
  };
  return {list, read: (relativeFile) => fs.readFileSync(path.join(buildDir, relativeFile), 'utf8')};
}

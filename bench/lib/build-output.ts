import fs from 'node:fs';
import path from 'node:path';

export interface BuildOutput {
  /** HTML pages written (every .html file, 404.html included). */
  pages: number;
  /** Bytes of every file under the build folder, uncompressed. */
  bytes: number;
}

export function measureBuildOutput(buildDir: string): BuildOutput {
  if (!fs.existsSync(buildDir)) throw new Error(`no build output at ${buildDir}`);
  let pages = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        bytes += fs.statSync(full).size;
        if (entry.name.endsWith('.html')) pages += 1;
      }
    }
  };
  walk(buildDir);
  return {pages, bytes};
}

import fs from 'node:fs';
import path from 'node:path';
import {listBuildFiles} from '../../src/tooling/build-output';

export interface BuildOutput {
  /** HTML pages written (every .html file, 404.html included). */
  pages: number;
  /** Bytes of every file under the build folder, uncompressed. */
  bytes: number;
}

export function measureBuildOutput(buildDir: string): BuildOutput {
  if (!fs.existsSync(buildDir)) throw new Error(`no build output at ${buildDir}`);
  const files = listBuildFiles(buildDir);
  return {
    pages: files.filter((file) => file.endsWith('.html')).length,
    bytes: files.reduce((sum, file) => sum + fs.statSync(path.join(buildDir, file)).size, 0),
  };
}

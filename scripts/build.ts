/**
 * The whole build: API markdown (cached per SDK), then the Docusaurus site.
 * `build/` is removed first, so a failed build never leaves an older site looking valid.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, {cwd: siteDir, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
};

fs.rmSync(path.join(siteDir, 'build'), {recursive: true, force: true});
run(process.execPath, [...process.execArgv, path.join(siteDir, 'scripts/generate-api.ts'), ...process.argv.slice(2)]);
run(process.execPath, [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build']);

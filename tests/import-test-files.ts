/**
 * Loads every `*.test.ts` of a folder into this one process, so that their tests register with
 * node:test here. `npm run test:unit` and `test:site` run a folder this way: one process loads
 * tsx, TypeScript and TypeDoc once, where a process per file loaded them once per file, which
 * was most of the unit tests' CPU time. A file that fails to load is one failing test that
 * names it, and the other files still run.
 *
 * `share` takes every `of`-th file from `index`: the site tests run as two such processes, so
 * that on a busy machine a single-threaded part does not become the suite's tail.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath, pathToFileURL} from 'node:url';

export async function importTestFiles(folderUrl: string, share: {index: number; of: number} = {index: 0, of: 1}) {
  const folder = path.dirname(fileURLToPath(folderUrl));
  const files = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .filter((_, i) => i % share.of === share.index);
  for (const file of files) {
    try {
      await import(pathToFileURL(path.join(folder, file)).href);
    } catch (error) {
      test(`${file} loads`, () => {
        throw error;
      });
    }
  }
}

/**
 * Loads every `*.test.ts` of a folder into this one process, so that their tests register with
 * node:test here. `npm run test:unit` and `test:site` run a folder this way: one process loads
 * tsx, TypeScript and TypeDoc once, where a process per file loaded them once per file, which
 * was most of the unit tests' CPU time. A file that fails to load is one failing test that
 * names it, and the other files still run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath, pathToFileURL} from 'node:url';

export async function importTestFiles(folderUrl: string): Promise<void> {
  const folder = path.dirname(fileURLToPath(folderUrl));
  const files = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
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

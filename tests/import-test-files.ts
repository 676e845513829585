/**
 * Loads every `*.test.ts` of a folder into this one process, so that their tests register with
 * node:test here. `npm run test:unit` and `test:site` run a folder this way: one process loads
 * tsx, TypeScript and TypeDoc once, where a process per file loaded them once per file, which
 * was most of the unit tests' CPU time. A file that fails to load is one failing test that
 * names it, and the other files still run. A folder may be split into groups, one process each
 * (tests/site: two, so that its checks can use both cores).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath, pathToFileURL} from 'node:url';

/** A group of a folder's files (`only`), or the folder without them (`except`). */
export interface FileGroup {
  only?: readonly string[];
  except?: readonly string[];
}

export async function importTestFiles(folderUrl: string, group: FileGroup = {}): Promise<void> {
  const folder = path.dirname(fileURLToPath(folderUrl));
  const all = fs.readdirSync(folder).filter((file) => file.endsWith('.test.ts'));
  // A group's file renamed or removed would leave its tests unrun, silently: it fails instead.
  for (const file of [...(group.only ?? []), ...(group.except ?? [])])
    if (!all.includes(file)) test(`${file} exists`, () => assert.fail(`no ${file} in ${folder}`));
  const files = all.filter((file) => (group.only ? group.only.includes(file) : !group.except?.includes(file))).sort();
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

/** A folder's test files loaded into one process, whole or in groups (tests/import-test-files.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const loader = pathToFileURL(path.resolve('tests/import-test-files.ts')).href;

/** Runs an entry file that loads a folder's group, as `npm run test:site` does, and returns its TAP output. */
function runGroup(group: string): {status: number | null; output: string} {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-group-'));
  try {
    fs.writeFileSync(path.join(folder, 'package.json'), '{"type": "module"}\n');
    for (const name of ['a', 'b'])
      fs.writeFileSync(
        path.join(folder, `${name}.test.ts`),
        `import {test} from 'node:test';\ntest('${name} ran', () => {});\n`,
      );
    fs.writeFileSync(
      path.join(folder, 'entry.ts'),
      `import {importTestFiles} from '${loader}';\nawait importTestFiles(import.meta.url, ${group});\n`,
    );
    // A test runner of its own, not a child of this one's (which would skip running files).
    const env = {...process.env};
    delete env.NODE_TEST_CONTEXT;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', path.join(folder, 'entry.ts')], {
      encoding: 'utf8',
      env,
    });
    return {status: result.status, output: result.stdout + result.stderr};
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

test('a group loads only its files, the rest loads the others; a listed file that does not exist fails', () => {
  const only = runGroup(`{only: ['a.test.ts']}`);
  assert.equal(only.status, 0, only.output);
  assert.match(only.output, /ok \d+ - a ran/);
  assert.doesNotMatch(only.output, /b ran/);

  const except = runGroup(`{except: ['a.test.ts']}`);
  assert.equal(except.status, 0, except.output);
  assert.match(except.output, /ok \d+ - b ran/);
  assert.doesNotMatch(except.output, /a ran/);

  const renamed = runGroup(`{only: ['a.test.ts', 'gone.test.ts']}`);
  assert.equal(renamed.status, 1, renamed.output);
  assert.match(renamed.output, /not ok \d+ - gone\.test\.ts exists/);
  assert.match(renamed.output, /ok \d+ - a ran/);
});

test('no test file of a one-process folder has a top-level beforeEach or afterEach: it would run around every test of the process', () => {
  const offenders = ['tests/unit', 'tests/site'].flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => /^(beforeEach|afterEach)\(/m.test(fs.readFileSync(path.join(folder, file), 'utf8')))
      .map((file) => `${folder}/${file}`),
  );
  assert.deepEqual(offenders, []);
});

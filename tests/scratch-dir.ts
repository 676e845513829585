/**
 * A scratch folder of a test's own under the OS's temp folder, removed when the test process
 * exits, whether the test passed, failed or returned early: test files leave nothing behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, {recursive: true, force: true});
});

export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

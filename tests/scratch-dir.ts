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

/** Writes each file (a path relative to `dir`, and its text) into `dir`, making its folders. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** A scratch folder holding `files` (scratchDir, writeFiles). */
export function scratchTree(prefix: string, files: Record<string, string>): string {
  const dir = scratchDir(prefix);
  writeFiles(dir, files);
  return dir;
}

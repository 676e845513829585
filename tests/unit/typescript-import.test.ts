/**
 * The site's modules take the TypeScript compiler from src/typescript.cjs, never by an ES import
 * of `typescript` itself: Node would scan its 9 MB source for export names in every process that
 * imports it (about a CPU-second each; src/typescript.cjs says why). A type-only import costs
 * nothing at run time and stays allowed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from '../../src/typescript.cjs';

const FOLDERS = ['src', 'scripts', 'tests', 'packages', 'bench'];
/** An import or re-export of `typescript` that is not `import type` / `export type`. */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"]typescript['"]/m;

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(?:[cm]?ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

test('no module imports the TypeScript compiler as an ES module; each takes src/typescript.cjs', () => {
  const offenders = FOLDERS.filter((folder) => fs.existsSync(folder))
    .flatMap(sourceFiles)
    .filter((file) => VALUE_IMPORT.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
  assert.equal(VALUE_IMPORT.test("import ts from 'typescript';"), true);
  assert.equal(VALUE_IMPORT.test("import type {Node} from 'typescript';"), false);
});

test('src/typescript.cjs is the compiler itself, the one TypeDoc loads', () => {
  assert.equal(ts, createRequire(import.meta.url)('typescript'));
  assert.equal(typeof ts.createProgram, 'function');
});

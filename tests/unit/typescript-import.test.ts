/**
 * The site's modules take the TypeScript compiler from src/typescript.cjs, never by an ES import
 * of `typescript` itself: Node would scan its 9 MB source for export names in every process that
 * imports it (about a CPU-second each; src/typescript.cjs says why). A type-only import costs
 * nothing at run time and stays allowed.
 */
import {test} from 'node:test';
import {execFileSync} from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import ts from '../../src/typescript.cjs';

/** An import or re-export of `typescript` that is not `import type` / `export type`. */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"]typescript['"]/m;

/**
 * The repository's own TypeScript files, as git tracks them (the secrets check lists files the
 * same way): no walk through installed packages (bench/tools/node_modules alone is 62,000 entries).
 */
const sourceFiles = () =>
  execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.cts', '*.mts'], {encoding: 'utf8'})
    .split('\n')
    .filter(Boolean);

test('no module imports the TypeScript compiler as an ES module; each takes src/typescript.cjs', () => {
  const offenders = sourceFiles().filter((file) => VALUE_IMPORT.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
  assert.equal(VALUE_IMPORT.test("import ts from 'typescript';"), true);
  assert.equal(VALUE_IMPORT.test("import type {Node} from 'typescript';"), false);
});

test('src/typescript.cjs is the compiler itself, the one TypeDoc loads', () => {
  assert.equal(ts, createRequire(import.meta.url)('typescript'));
  assert.equal(typeof ts.createProgram, 'function');
});

/**
 * The site's modules take the TypeScript compiler from src/typescript.cjs, never by an ES import
 * of `typescript` itself: Node would scan its 9 MB source for export names in every process that
 * imports it (about a CPU-second each; src/typescript.cjs says why). A type-only import costs
 * nothing at run time and stays allowed. TypeDoc's own ES imports of it are given the required
 * compiler by a module hook (src/typescript-import.mjs) in the processes that load TypeDoc.
 */
import {test} from 'node:test';
import {execFileSync} from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import ts from '../../src/typescript.cjs';
import {typeDocExecArgv} from '../../src/generate/worker-pool';

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

/** What an ES module that imports TypeScript gets, in a process started with `execArgv`. */
const importedTypeScript = (execArgv: string[]) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        ...execArgv,
        '--input-type=module',
        '-e',
        `import * as namespace from 'typescript';
         import {createRequire} from 'node:module';
         const required = createRequire(process.cwd() + '/')('typescript');
         console.log(JSON.stringify({names: Object.keys(namespace).length, same: namespace.default === required}));`,
      ],
      {encoding: 'utf8'},
    ),
  ) as {names: number; same: boolean};

test('with src/typescript-import.mjs, TypeDoc’s ES import of TypeScript is the required compiler, its names not scanned', () => {
  const hooked = importedTypeScript(typeDocExecArgv([]));
  assert.deepEqual(hooked, {names: 1, same: true}, 'the default export alone: no scan of the source for names');
  // Without it, Node scans the source and finds every name TypeScript exports.
  const scanned = importedTypeScript([]);
  assert.equal(scanned.same, true);
  assert.ok(scanned.names > 100, `${scanned.names} names`);
});

test('the generation workers and the processes that start them load TypeDoc with the hook', () => {
  assert.deepEqual(typeDocExecArgv(['--import', 'tsx']).slice(0, 3), ['--import', 'tsx', '--import']);
  assert.match(typeDocExecArgv(['--import', 'tsx']).at(-1)!, /^file:\/\/.*\/src\/typescript-import\.mjs$/);
  // Once: a process started with it passes it on as it is.
  const withHook = ['--import', 'tsx', '--import', './src/typescript-import.mjs'];
  assert.deepEqual(typeDocExecArgv(withHook), withHook);
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}).scripts;
  for (const name of ['generate', 'test:unit', 'test:site'])
    assert.match(scripts[name], /--import \.\/src\/typescript-import\.mjs /, name);
});

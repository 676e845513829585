/**
 * A package's extra entry points (subpath exports) documented in its section: the pure plan
 * (entry-exports.ts), then the whole generation of a small fixture package whose worker entry
 * collides with its main entry in every way that matters (same name and kind, same name and
 * another kind, the same declaration exported by both).
 */
import {readPageModel} from '../../src/page-model/read';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describeCollision, planEntryExports, type EntryExport} from '../../src/generate/typedoc/entry-exports';
import {generateSdk} from '../../src/generate/typedoc/generate';
import type {ResolvedSdk} from '../../src/manifest/validate';
import {HISTORY_FILE, serializeHistory} from '../../src/history/file';
import {encodeHistory} from '../../src/history/runs';

const decl = (entry: number, name: string, kind: string, declaration: number): EntryExport => ({
  entry,
  name,
  kind,
  declaration,
  reference: false,
});
const ref = (entry: number, name: string, declaration: number): EntryExport => ({
  entry,
  name,
  kind: 'Reference',
  declaration,
  reference: true,
});

test('each declaration is imported from the first entry that exports it under its own name', () => {
  const plan = planEntryExports([
    decl(0, 'Table', 'Class', 1),
    decl(1, 'startWorker', 'Function', 2),
    ref(1, 'Table', 1),
  ]);
  assert.deepEqual(
    [...plan.entryOf],
    [
      [1, 0],
      [2, 1],
    ],
  );
  // Declared in the worker entry's module but also exported by the main entry: the main entry's import.
  const reversed = planEntryExports([ref(0, 'Shared', 7), decl(1, 'Shared', 'Class', 7)]);
  assert.deepEqual([...reversed.entryOf], [[7, 0]]);
  assert.deepEqual(reversed.collisions, []);
});

test('a re-export of a symbol another entry documents is redundant; a renamed one is kept', () => {
  const repeated = ref(1, 'Table', 1);
  const renamed = ref(1, 'WorkerTable', 1);
  const plan = planEntryExports([decl(0, 'Table', 'Class', 1), repeated, renamed]);
  assert.deepEqual(plan.redundant, [repeated]);
  assert.deepEqual([...plan.entryOf], [[1, 0]]);
  assert.deepEqual(plan.collisions, []);
});

test('one name for different declarations in two entries is a collision; same kind means a shared route', () => {
  const plan = planEntryExports([
    decl(0, 'open', 'Function', 1),
    decl(1, 'open', 'Function', 2),
    decl(0, 'Config', 'Interface', 3),
    decl(1, 'Config', 'Variable', 4),
    // Overloads or a type and a value of one name inside one entry are TypeDoc's business, not a collision.
    decl(0, 'Mode', 'TypeAlias', 5),
    decl(0, 'Mode', 'Variable', 6),
  ]);
  assert.deepEqual(
    plan.collisions.map((c) => [c.name, c.sameKind, c.exports.map((e) => e.entry)]),
    [
      ['open', true, [0, 1]],
      ['Config', false, [0, 1]],
    ],
  );
  assert.equal(
    describeCollision(plan.collisions[0], ['@x/pkg', '@x/pkg/worker.js']),
    '"open" is exported for different declarations by @x/pkg (Function), @x/pkg/worker.js (Function): ' +
      'their pages share a route, so the later one gets a "-1" suffix; the import lines differ',
  );
});

test('generation folds the worker entry into the section: same routes, one page per symbol, both colliding pages kept apart', async () => {
  // Inside the repository, so the fixture's tsconfig finds @types/node (declarationCompilerOptions.types).
  fs.mkdirSync(path.resolve('.cache'), {recursive: true});
  const siteDir = fs.mkdtempSync(path.resolve('.cache', 'entry-points-test-'));
  const packageRoot = path.join(siteDir, 'node_modules', '@x', 'pkg');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(packageRoot, file)), {recursive: true});
    fs.writeFileSync(path.join(packageRoot, file), text);
  };
  write('package.json', '{"name": "@x/pkg", "version": "1.0.0"}');
  write('README.md', '# @x/pkg\n');
  write('lib/shared.d.ts', '/** Shared by both entries. */\nexport declare class Shared {\n    run(): void;\n}\n');
  write(
    'lib/index.d.ts',
    [
      "export * from './shared.js';",
      '/** Opens the database. */',
      'export declare function open(name: string): void;',
      'export interface Config {\n    name: string;\n}',
      'export declare class Table {\n}',
    ].join('\n'),
  );
  write(
    'lib/worker.d.ts',
    [
      "export { Shared } from './shared.js';",
      '/** Opens the worker side. */',
      'export declare function open(port: number): void;',
      'export declare const Config: number;',
      'export declare function startWorker(): void;',
    ].join('\n'),
  );
  const sdk: ResolvedSdk = {
    id: 'x-sdk',
    label: 'X SDK',
    packageName: '@x/pkg',
    version: '1.0.0',
    repoDirectory: 'packages/x',
    packageRoot,
    entryPointPath: path.join(packageRoot, 'lib/index.d.ts'),
    skippedEntryPoints: [],
    dependencyVersions: {},
    entryPoints: [
      {specifier: '@x/pkg', path: path.join(packageRoot, 'lib/index.d.ts')},
      {specifier: '@x/pkg/worker.js', path: path.join(packageRoot, 'lib/worker.d.ts')},
    ],
  };
  // Generation reads the committed API history; this package has one release with nothing in it.
  fs.mkdirSync(path.dirname(path.join(siteDir, HISTORY_FILE)), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, HISTORY_FILE),
    serializeHistory(
      encodeHistory({'@x/pkg': {releases: [{version: '1.0.0', date: ''}], apis: [{symbols: {}, reexports: {}}]}}),
    ),
  );
  const warnings: string[] = [];
  const warn = console.warn;
  const log = console.log;
  console.warn = console.log = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    await generateSdk(sdk, {siteDir, sourceRepository: 'x/x', repositoryPackages: []});
  } finally {
    console.warn = warn;
    console.log = log;
  }
  try {
    const outDir = path.join(siteDir, 'reference', 'x-sdk');
    const pages = listPages(outDir);
    assert.deepEqual(pages, [
      'changes.md',
      'classes.md',
      'classes/Shared.md',
      'classes/Table.md',
      'functions/open-1.md',
      'functions/open.md',
      'functions/startWorker.md',
      'globals.md',
      'index.md',
      'interfaces/Config.md',
      'variables/Config.md',
    ]);
    // Each page's import line (its page model's) names the entry point that exports it.
    const specifierOf = (page: string) =>
      /from '([^']+)';$/.exec(readPageModel(path.join(outDir, page)).importLine)?.[1];
    const symbolPages = pages.filter((page) => page.includes('/'));
    assert.deepEqual(Object.fromEntries(symbolPages.map((page) => [page, specifierOf(page)])), {
      'classes/Shared.md': '@x/pkg',
      'classes/Table.md': '@x/pkg',
      'functions/open-1.md': '@x/pkg/worker.js',
      'functions/open.md': '@x/pkg',
      'functions/startWorker.md': '@x/pkg/worker.js',
      'interfaces/Config.md': '@x/pkg',
      'variables/Config.md': '@x/pkg/worker.js',
    });
    // The main entry's page keeps the unsuffixed route.
    assert.match(fs.readFileSync(path.join(outDir, 'functions/open.md'), 'utf8'), /Opens the database\./);
    assert.match(fs.readFileSync(path.join(outDir, 'functions/open-1.md'), 'utf8'), /Opens the worker side\./);
    // The shared class is listed once, not once more as a worker re-export.
    const globals = fs.readFileSync(path.join(outDir, 'globals.md'), 'utf8');
    assert.equal(globals.match(/\[Shared\]/g)?.length, 1, globals);
    assert.doesNotMatch(globals, /Re-exports/);
    const collisionWarnings = warnings.filter((w) => w.includes('exported for different declarations'));
    assert.equal(collisionWarnings.length, 2, warnings.join('\n'));
    assert.ok(collisionWarnings.some((w) => w.includes('"open"') && w.includes('"-1" suffix')));
    assert.ok(collisionWarnings.some((w) => w.includes('"Config"') && w.includes('pages of different kinds')));
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

function listPages(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? listPages(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .filter((file) => file.endsWith('.md'))
    .sort();
}

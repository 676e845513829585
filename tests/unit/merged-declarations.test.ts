/**
 * An interface merged with a const of a constructor type is one page (src/generate/typedoc/
 * merged-declarations.ts), and a subpath's default export is imported as the default: generated
 * from a fixture package with TypeDoc, as a section is.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {generateSdk} from '../../src/generate/typedoc/generate';
import type {ResolvedSdk} from '../../src/manifest/validate';
import {HISTORY_FILE} from '../../src/history/file';
import {encodeHistory} from '../../src/history/runs';
import {serializeHistory} from '../../src/history/file';
import {readPageModel} from '../../src/page-model/read';
import {isLinked, tokensText} from '../../src/page-model/types';

test('an interface and its constructor const are one interface page with the const comment and a constructor', async () => {
  fs.mkdirSync(path.resolve('.cache'), {recursive: true});
  const siteDir = fs.mkdtempSync(path.resolve('.cache', 'merged-declarations-test-'));
  const packageRoot = path.join(siteDir, 'node_modules', '@x', 'db');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(packageRoot, file)), {recursive: true});
    fs.writeFileSync(path.join(packageRoot, file), text);
  };
  write('package.json', '{"name": "@x/db", "version": "1.0.0"}');
  write('README.md', '# @x/db\n');
  write(
    'lib/index.d.ts',
    [
      'export interface BaseDatabase {',
      '    /** Closes it. */',
      '    close(): void;',
      '}',
      'export interface DatabaseConstructor<Options> {',
      '    new (options: Options): BaseDatabase;',
      '}',
      'export interface DatabaseOptions {',
      '    name: string;',
      '}',
      '/**',
      ' * A database that syncs.',
      ' *',
      ' * @example',
      ' * ```ts',
      " * const db = new Database({name: 'a'});",
      ' * ```',
      ' */',
      'export declare const Database: DatabaseConstructor<DatabaseOptions>;',
      // As @powersync/node declares it: a comment with a modifier only, which must not hide the const's.
      '/** @public */',
      'export interface Database extends BaseDatabase {',
      '}',
    ].join('\n'),
  );
  write(
    'lib/pool.d.ts',
    ['/** A pool. */', 'export declare class Pool {', '    size: number;', '}', 'export default Pool;'].join('\n'),
  );
  const sdk: ResolvedSdk = {
    id: 'x-sdk',
    label: 'X SDK',
    packageName: '@x/db',
    version: '1.0.0',
    repoDirectory: 'packages/x',
    packageRoot,
    entryPointPath: path.join(packageRoot, 'lib/index.d.ts'),
    skippedEntryPoints: [],
    dependencyVersions: {},
    entryPoints: [
      {specifier: '@x/db', path: path.join(packageRoot, 'lib/index.d.ts')},
      {specifier: '@x/db/pool', path: path.join(packageRoot, 'lib/pool.d.ts')},
    ],
  };
  fs.mkdirSync(path.dirname(path.join(siteDir, HISTORY_FILE)), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, HISTORY_FILE),
    serializeHistory(
      encodeHistory({'@x/db': {releases: [{version: '1.0.0', date: ''}], apis: [{symbols: {}, reexports: {}}]}}),
    ),
  );
  const log = console.log;
  console.log = () => {};
  try {
    await generateSdk(sdk, {siteDir, sourceRepository: 'x/x', repositoryPackages: []});
  } finally {
    console.log = log;
  }
  try {
    const outDir = path.join(siteDir, 'reference', 'x-sdk');
    const cacheDir = path.join(siteDir, '.cache', 'api', 'x-sdk');
    assert.ok(!fs.existsSync(path.join(outDir, 'variables', 'Database.md')), 'no page of its own for the const');
    const page = fs.readFileSync(path.join(outDir, 'interfaces', 'Database.md'), 'utf8');
    assert.match(page, /A database that syncs\./);
    assert.match(page, /const db = new Database/);
    assert.match(page, /## Constructors/);
    // The construct signature as the compiler instantiates it: Options is DatabaseOptions here.
    assert.match(page, /new Database\(options: DatabaseOptions\): BaseDatabase;/);
    // Both names linked: the page's block takes its links from the model's tokens.
    const block = readPageModel(path.join(outDir, 'interfaces', 'Database.md')).blocks.find((tokens) =>
      tokensText(tokens).startsWith('new Database'),
    );
    assert.deepEqual(
      block?.filter(isLinked).map((token) => token.text),
      ['DatabaseOptions', 'BaseDatabase'],
    );
    assert.match(page, /### close\(\)/);
    // Imported as the value it also is, and the default export by its default import.
    const importLineOf = (page: string) => readPageModel(path.join(outDir, page)).importLine;
    assert.equal(importLineOf('interfaces/Database.md'), "import { Database } from '@x/db';");
    assert.equal(importLineOf('classes/Pool.md'), "import Pool from '@x/db/pool';");
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(cacheDir, 'moved-pages.json'), 'utf8')), [
      {from: 'variables/Database', to: 'interfaces/Database', title: 'Database (interface and constructor)'},
    ]);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

/**
 * Demo call sites are resolved by the type checker (src/examples/call-sites.ts): a call counts
 * for the declaration its callee resolves to in the section's packages, never by name alone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findCallSites, powersyncPackageOfFile} from '../../src/examples/call-sites';

test('a call site is resolved by type, not by name: a same-named method of another type does not count', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'call-sites-'));
  try {
    const pkg = path.join(root, 'node_modules', '@powersync', 'x');
    fs.mkdirSync(pkg, {recursive: true});
    fs.writeFileSync(
      path.join(pkg, 'package.json'),
      '{"name": "@powersync/x", "version": "1.0.0", "types": "index.d.ts"}',
    );
    fs.writeFileSync(
      path.join(pkg, 'index.d.ts'),
      [
        'export declare abstract class BaseDb { watch(sql: string): void; }',
        'export declare class Db extends BaseDb { static create(): Db; }',
        'export declare class Queue { watch(): void; }',
        'export declare function usePowerSync(): BaseDb;',
      ].join('\n'),
    );
    const files = [
      {
        path: 'demos/app/src/main.ts',
        text: [
          "import {Db, Queue, usePowerSync} from '@powersync/x';",
          'class LocalStore { watch(sql: string) {} }',
          'const db = new Db();',
          'db.watch("select 1");',
          'new LocalStore().watch("select 1");',
          'new Queue().watch();',
          'usePowerSync().watch("x");',
          'const loose: any = db;',
          'loose.watch("x");',
          'Db.create();',
          "import {watch} from './local';",
          'watch();',
        ].join('\n'),
      },
      {path: 'demos/app/src/local.ts', text: 'export function watch() {}\n'},
    ];
    const sites = findCallSites(files, root).map((site) => `${site.key}@${site.line}`);
    assert.ok(findCallSites(files, root).every((site) => site.packageName === '@powersync/x'));
    assert.deepEqual(sites.sort(), [
      'BaseDb.watch@7', // typed as the base: the base's member
      'Db.create@10',
      'Db.watch@4', // db resolves to Db: Db's page lists the call
      'Db@10', // a reference, not only a call
      'Db@3',
      'Queue.watch@6',
      'Queue@6',
      'usePowerSync@7',
    ]);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('a declaration file belongs to the package of its innermost node_modules folder', () => {
  // v2 React Native: @powersync/common 2.1.0 nested under the SDK, 2.0.0 (a placed peer) on top.
  assert.equal(
    powersyncPackageOfFile('/s/node_modules/@powersync/react-native/node_modules/@powersync/common/lib/index.d.ts'),
    '@powersync/common',
  );
  assert.equal(
    powersyncPackageOfFile('/s/node_modules/@powersync/react-native/lib/index.d.ts'),
    '@powersync/react-native',
  );
  assert.equal(powersyncPackageOfFile('/s/node_modules/react/index.d.ts'), undefined);
});

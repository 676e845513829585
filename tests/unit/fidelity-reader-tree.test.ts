/**
 * What the fidelity check's clean installs keep of a reader's install (src/tooling/fidelity/
 * reader-tree.ts), over a lockfile shaped like the one npm writes for `@powersync/react-native`
 * 2.1.0 with its default peer handling.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  importedPackageNames,
  nameAtPath,
  placementDifferences,
  resolveInLock,
  settleImportedPeers,
  MAX_IMPORT_ROUNDS,
  type Reached,
  typeReachable,
  type Lockfile,
} from '../../src/tooling/fidelity/reader-tree';

const lock: Lockfile = {
  packages: {
    '': {dependencies: {'@powersync/react-native': '2.1.0'}},
    'node_modules/@powersync/react-native': {
      version: '2.1.0',
      dependencies: {'@powersync/common': '2.1.0', '@powersync/shared-internals': '1.1.1'},
      peerDependencies: {'@op-engineering/op-sqlite': '^17', 'react-native': '*', '@powersync/missing-optional': '*'},
    },
    'node_modules/@powersync/react-native/node_modules/@powersync/common': {version: '2.1.0'},
    'node_modules/@powersync/shared-internals': {version: '1.1.1', peerDependencies: {'@powersync/common': '^2'}},
    'node_modules/@powersync/common': {version: '2.0.0', dependencies: {'js-logger': '^1'}},
    'node_modules/js-logger': {version: '1.6.1'},
    'node_modules/@op-engineering/op-sqlite': {version: '17.2.0', peerDependencies: {'react-native': '*'}},
    'node_modules/react-native': {version: '0.83.0', dependencies: {'@react-native/codegen': '0.83.0'}},
    'node_modules/@react-native/codegen': {version: '0.83.0'},
  },
};

test('node resolution over lock paths: own node_modules first, then up to the top', () => {
  assert.equal(
    resolveInLock(lock, 'node_modules/@powersync/react-native', '@powersync/common'),
    'node_modules/@powersync/react-native/node_modules/@powersync/common',
  );
  assert.equal(
    resolveInLock(lock, 'node_modules/@powersync/shared-internals', '@powersync/common'),
    'node_modules/@powersync/common',
  );
  assert.equal(resolveInLock(lock, 'node_modules/@powersync/react-native', 'nothing'), undefined);
  assert.equal(nameAtPath('node_modules/a/node_modules/@s/b'), '@s/b');
});

test('@powersync peers are followed, other peers only when a declaration imports them', () => {
  const bare = typeReachable(lock, new Set());
  assert.deepEqual([...bare.keys()].sort(), [
    'node_modules/@powersync/common',
    'node_modules/@powersync/react-native',
    'node_modules/@powersync/react-native/node_modules/@powersync/common',
    'node_modules/@powersync/shared-internals',
    'node_modules/js-logger',
  ]);
  assert.deepEqual(bare.get('node_modules/@powersync/common'), {version: '2.0.0', byPeer: true});
  assert.deepEqual(bare.get('node_modules/js-logger'), {version: '1.6.1', byPeer: false});
  const withImported = typeReachable(lock, new Set(['@op-engineering/op-sqlite']));
  assert.deepEqual(withImported.get('node_modules/@op-engineering/op-sqlite'), {version: '17.2.0', byPeer: true});
  // op-sqlite's own peer on react-native is not imported by a @powersync declaration.
  assert.equal(withImported.has('node_modules/react-native'), false);
});

test('imported package names: scoped, subpaths, dynamic imports, type references; relative ones are not', () => {
  const text = `import { DB } from '@op-engineering/op-sqlite';
export * from './db/index.js';
import type X from "react";
declare const a: import('rsocket-core/build/x').Payload;
/// <reference types="node" />
export { y } from '../y';`;
  assert.deepEqual([...importedPackageNames(text)].sort(), [
    '@op-engineering/op-sqlite',
    'node',
    'react',
    'rsocket-core',
  ]);
});

test('an install that places a package elsewhere than the reader gets it is reported, path by path', () => {
  const withOptional: Lockfile = {
    packages: {
      ...lock.packages,
      'node_modules/js-logger': {version: '1.6.1', optionalDependencies: {'@rollup/rollup-darwin-arm64': '4'}},
      'node_modules/@rollup/rollup-darwin-arm64': {version: '4.44.0', optional: true},
    },
  };
  const reachable = typeReachable(withOptional, new Set());
  const installed = new Map([...reachable].map(([at, {version}]) => [at, version]));
  // Another platform's optional binary may be missing.
  installed.delete('node_modules/@rollup/rollup-darwin-arm64');
  assert.deepEqual(
    placementDifferences(withOptional, reachable, (at) => installed.get(at)),
    [],
  );
  installed.set('node_modules/@powersync/common', '2.1.0');
  installed.delete('node_modules/js-logger');
  assert.deepEqual(
    placementDifferences(withOptional, reachable, (at) => installed.get(at)),
    [
      "node_modules/@powersync/common: reader's install has 2.0.0, this one 2.1.0",
      "node_modules/js-logger: reader's install has 1.6.1, this one none",
    ],
  );
});

/** Peers reached at the top (name → version) but the requested package: what a round adds beside it. */
const peersAtTop = (reachable: ReadonlyMap<string, Reached>) =>
  Object.fromEntries(
    [...reachable]
      .filter(([lockPath, {byPeer}]) => byPeer && lockPath === `node_modules/${nameAtPath(lockPath)}`)
      .map(([lockPath, {version}]) => [nameAtPath(lockPath), version]),
  );

/**
 * An install stand-in: what the declarations import once `reachable` is installed (op-sqlite's
 * name, from @powersync/react-native's declarations), and the peers of each round, in order.
 */
function fakeInstaller(imports: (reachable: ReadonlyMap<string, Reached>) => string[]) {
  const rounds: Array<Record<string, string>> = [];
  const installWith = async (reachable: ReadonlyMap<string, Reached>) => {
    rounds.push(peersAtTop(reachable));
    return new Set(imports(reachable));
  };
  return {rounds, installWith};
}
const importsOpSqlite = () => ['@op-engineering/op-sqlite', '@powersync/common'];
const PINNED_WITH_OP_SQLITE = {'@powersync/common': '2.0.0', '@op-engineering/op-sqlite': '17.2.0'};

test('the install settles on the peers its own declarations import: two rounds without a guess', async () => {
  const {rounds, installWith} = fakeInstaller(importsOpSqlite);
  const settled = await settleImportedPeers(lock, new Set(), installWith);
  assert.deepEqual(rounds, [{'@powersync/common': '2.0.0'}, PINNED_WITH_OP_SQLITE]);
  assert.ok(settled.has('node_modules/@op-engineering/op-sqlite'));
});

test('a right guess of the imported peers saves a round', async () => {
  const {rounds, installWith} = fakeInstaller(importsOpSqlite);
  await settleImportedPeers(lock, new Set(['@op-engineering/op-sqlite']), installWith);
  assert.deepEqual(rounds, [PINNED_WITH_OP_SQLITE]);
});

test('a wrong guess costs a round, never a wrong tree: a peer no declaration imports is dropped', async () => {
  const {rounds, installWith} = fakeInstaller(() => ['@powersync/common']);
  const settled = await settleImportedPeers(lock, new Set(['@op-engineering/op-sqlite', 'react-native']), installWith);
  assert.equal(rounds.length, 2);
  assert.deepEqual(rounds.at(-1), {'@powersync/common': '2.0.0'});
  assert.equal(settled.has('node_modules/@op-engineering/op-sqlite'), false);
  assert.equal(settled.has('node_modules/react-native'), false);
});

test('imports that never settle stop the install after the last round, saying so', async () => {
  let round = 0;
  const {rounds, installWith} = fakeInstaller(() => (++round % 2 === 1 ? importsOpSqlite() : []));
  await assert.rejects(settleImportedPeers(lock, new Set(), installWith), /still changing after 4 installs/);
  assert.equal(rounds.length, MAX_IMPORT_ROUNDS);
});

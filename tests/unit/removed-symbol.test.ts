/** What a line says of a name its release removed (src/history/removed-symbol.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {removalOf} from '../../src/history/removed-symbol';

const section = {
  packageName: '@powersync/react',
  symbols: {
    '@powersync/react:useQuery': ['functions/useQuery', ''] as [string, string],
    '@powersync/common:SyncOptions': ['interfaces/SyncOptions', ''] as [string, string],
  },
  removed: {
    usePowerSyncQuery: {removedIn: '2.0.0', from: '@powersync/react', use: 'useQuery'},
    OldOptions: {removedIn: '2.0.0', from: '@powersync/common', use: 'SyncOptions.retryDelayMs'},
    Gone: {removedIn: '1.5.0', from: '@powersync/react'},
    DEFAULT_IMPLEMENTATION: {removedIn: '2.0.0', from: '@powersync/common', use: 'Implementation.RUST'},
  },
};

test('a removed name: the release that removed it and the symbol to use', () => {
  assert.deepEqual(removalOf(section, 'usePowerSyncQuery'), {
    name: 'usePowerSyncQuery',
    packageName: '@powersync/react',
    removedIn: '2.0.0',
    use: 'useQuery',
  });
  assert.equal(removalOf(section, 'OldOptions')?.use, 'SyncOptions', 'the symbol of a member replacement');
  assert.equal(removalOf(section, 'Gone')?.use, undefined);
});

test('a replacement the line does not export is named as such, never offered as the way', () => {
  const removal = removalOf(section, 'DEFAULT_IMPLEMENTATION');
  assert.equal(removal?.use, undefined);
  assert.equal(removal?.namedButGone, 'Implementation.RUST');
});

test('any case finds it, answered in the declared case; a name never removed, or a prototype key, finds nothing', () => {
  assert.equal(removalOf(section, 'usepowersyncquery')?.name, 'usePowerSyncQuery');
  assert.equal(removalOf(section, 'useQuery'), undefined);
  assert.equal(removalOf(section, 'constructor'), undefined);
  assert.equal(removalOf(section, 'toString'), undefined);
});

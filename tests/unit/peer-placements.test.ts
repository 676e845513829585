import {test} from 'node:test';
import assert from 'node:assert/strict';
import {placedScopePeers} from '../../src/lines/peer-placements';

test('the @powersync/* packages a default-peer lockfile holds only as peers, at the top', () => {
  // React Native 2.1.0 as npm resolves it with default peers (abridged).
  const lock = {
    packages: {
      '': {},
      'node_modules/@powersync/common': {version: '2.0.0', peer: true},
      'node_modules/@powersync/react': {version: '2.0.0'},
      'node_modules/@powersync/react-native': {version: '2.1.0'},
      'node_modules/@powersync/react-native/node_modules/@powersync/common': {version: '2.1.0'},
      'node_modules/@powersync/shared-internals': {version: '1.1.1'},
      'node_modules/react-native': {version: '0.86.3', peer: true},
    },
  };
  assert.deepEqual(placedScopePeers(lock), {'@powersync/common': '2.0.0'});
});

test('a scope peer npm places below the top cannot be pinned by the project, and says so', () => {
  const lock = {packages: {'node_modules/a/node_modules/@powersync/common': {version: '2.0.0', peer: true}}};
  assert.throws(
    () => placedScopePeers(lock),
    /node_modules\/a\/node_modules\/@powersync\/common: npm places this peer below the top/,
  );
});

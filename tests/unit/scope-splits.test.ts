import {test} from 'node:test';
import assert from 'node:assert/strict';
import {scopeSplits, splitSentence, type ScopeResolution} from '../../src/manifest/scope-splits';

const at = (packageName: string, version: string) => ({packageName, version});
// React Native 2.1.0 as a reader's npm install lays it out (default peer handling).
const reactNative: ScopeResolution[] = [
  {reader: at('@powersync/react-native', '2.1.0'), ...at('@powersync/common', '2.1.0'), peer: false, atTop: false},
  {reader: at('@powersync/react-native', '2.1.0'), ...at('@powersync/react', '2.0.0'), peer: false, atTop: true},
  {reader: at('@powersync/react', '2.0.0'), ...at('@powersync/common', '2.0.0'), peer: true, atTop: true},
  {
    reader: at('@powersync/react-native', '2.1.0'),
    ...at('@powersync/shared-internals', '1.1.1'),
    peer: false,
    atTop: true,
  },
  {reader: at('@powersync/shared-internals', '1.1.1'), ...at('@powersync/common', '2.0.0'), peer: true, atTop: true},
];

test('a package the install holds at two releases, with the packages that read each', () => {
  assert.deepEqual(scopeSplits(reactNative), [
    {
      packageName: '@powersync/common',
      releases: [
        {version: '2.1.0', readers: ['@powersync/react-native 2.1.0'], peer: false, atTop: false},
        {
          version: '2.0.0',
          readers: ['@powersync/react 2.0.0', '@powersync/shared-internals 1.1.1'],
          peer: true,
          atTop: true,
        },
      ],
    },
  ]);
  // One release each: nothing to say.
  assert.deepEqual(scopeSplits(reactNative.filter((r) => r.version !== '2.0.0')), []);
});

test('the sentence names whose declarations are typed against which release', () => {
  const [split] = scopeSplits(reactNative);
  assert.equal(
    splitSentence(split!, at('@powersync/react-native', '2.1.0')),
    "This install holds two releases of @powersync/common: @powersync/react-native 2.1.0's own declarations " +
      'are typed against 2.1.0; the declarations of @powersync/react 2.0.0 and @powersync/shared-internals 1.1.1 ' +
      'against 2.0.0 (their peer, which npm places at the top of `node_modules`).',
  );
});

test('a release some package depends on outright is not called a peer', () => {
  const [split] = scopeSplits([
    {reader: at('a', '1.0.0'), ...at('@powersync/common', '2.0.0'), peer: true, atTop: true},
    {reader: at('b', '1.0.0'), ...at('@powersync/common', '2.0.0'), peer: false, atTop: true},
    {reader: at('c', '1.0.0'), ...at('@powersync/common', '2.3.0'), peer: false, atTop: false},
  ]);
  assert.equal(split!.releases[0]!.peer, false);
  assert.doesNotMatch(splitSentence(split!, at('x', '1.0.0')), /peer/);
});

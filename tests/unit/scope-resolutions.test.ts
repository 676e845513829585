import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {scopeResolutions, scopeVersions} from '../../src/manifest/node-environment';

/** React Native 2.1.0's install as a reader's npm puts it, package.json files only. */
function reactNativeInstall(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scope-resolutions-'));
  const write = (location: string, json: object) => {
    fs.mkdirSync(path.join(dir, location), {recursive: true});
    fs.writeFileSync(path.join(dir, location, 'package.json'), JSON.stringify(json));
  };
  write('node_modules/@powersync/react-native', {
    name: '@powersync/react-native',
    version: '2.1.0',
    dependencies: {'@powersync/common': '2.1.0', '@powersync/react': '2.0.0', '@powersync/shared-internals': '1.1.1'},
    peerDependencies: {'@powersync/common': '^2.1.0', 'react-native': '*'},
  });
  write('node_modules/@powersync/react-native/node_modules/@powersync/common', {
    name: '@powersync/common',
    version: '2.1.0',
  });
  write('node_modules/@powersync/common', {name: '@powersync/common', version: '2.0.0'});
  write('node_modules/@powersync/react', {
    name: '@powersync/react',
    version: '2.0.0',
    peerDependencies: {'@powersync/common': '^2.0.0', react: '*'},
  });
  write('node_modules/@powersync/shared-internals', {
    name: '@powersync/shared-internals',
    version: '1.1.1',
    peerDependencies: {'@powersync/common': '2.0.0'},
  });
  return dir;
}

test('which release of each @powersync/* package every package of the install resolves', () => {
  const dir = reactNativeInstall();
  const root = path.join(dir, 'node_modules/@powersync/react-native');
  const rn = {packageName: '@powersync/react-native', version: '2.1.0'};
  assert.deepEqual(scopeResolutions(root), [
    {reader: rn, packageName: '@powersync/common', version: '2.1.0', peer: false, atTop: false},
    {reader: rn, packageName: '@powersync/react', version: '2.0.0', peer: false, atTop: true},
    {
      reader: {packageName: '@powersync/react', version: '2.0.0'},
      packageName: '@powersync/common',
      version: '2.0.0',
      peer: true,
      atTop: true,
    },
    {reader: rn, packageName: '@powersync/shared-internals', version: '1.1.1', peer: false, atTop: true},
    {
      reader: {packageName: '@powersync/shared-internals', version: '1.1.1'},
      packageName: '@powersync/common',
      version: '2.0.0',
      peer: true,
      atTop: true,
    },
  ]);
  // The one version per package the section is read with: its own package's.
  assert.equal(scopeVersions(root)['@powersync/common'], '2.1.0');
  fs.rmSync(dir, {recursive: true, force: true});
});

test("a release some package depends on outright is the section's, not one npm places for a peer", () => {
  // Capacitor 0.8.2 beside Web 2.4.0: shared-internals 1.1.1's peer common 2.0.0 at the top is
  // met first, the Web SDK's own 2.3.0 nested under it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scope-versions-'));
  const write = (location: string, json: object) => {
    fs.mkdirSync(path.join(dir, location), {recursive: true});
    fs.writeFileSync(path.join(dir, location, 'package.json'), JSON.stringify(json));
  };
  write('node_modules/@powersync/capacitor', {
    name: '@powersync/capacitor',
    version: '0.8.2',
    dependencies: {'@powersync/shared-internals': '1.1.1'},
    peerDependencies: {'@powersync/web': '^2.1.1'},
  });
  write('node_modules/@powersync/shared-internals', {
    name: '@powersync/shared-internals',
    version: '1.1.1',
    peerDependencies: {'@powersync/common': '2.0.0'},
  });
  write('node_modules/@powersync/common', {name: '@powersync/common', version: '2.0.0'});
  write('node_modules/@powersync/web', {
    name: '@powersync/web',
    version: '2.4.0',
    dependencies: {'@powersync/common': '2.3.0'},
  });
  write('node_modules/@powersync/web/node_modules/@powersync/common', {name: '@powersync/common', version: '2.3.0'});
  const versions = scopeVersions(path.join(dir, 'node_modules/@powersync/capacitor'));
  assert.deepEqual(versions, {
    '@powersync/common': '2.3.0',
    '@powersync/shared-internals': '1.1.1',
    '@powersync/web': '2.4.0',
  });
  fs.rmSync(dir, {recursive: true, force: true});
});

test('the SDK a package is installed beside is read too: two releases of common, and the package keeps its own', () => {
  // React 1.8.2 beside Web 1.31.0, as a reader's npm puts them: React's peer common 1.57.3 (the
  // newest its range accepts) at the top, the Web SDK's own 1.45.0 nested under it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scope-beside-'));
  const write = (location: string, json: object) => {
    fs.mkdirSync(path.join(dir, location), {recursive: true});
    fs.writeFileSync(path.join(dir, location, 'package.json'), JSON.stringify(json));
  };
  write('node_modules/@powersync/react', {
    name: '@powersync/react',
    version: '1.8.2',
    peerDependencies: {'@powersync/common': '^1.41.1', react: '*'},
  });
  write('node_modules/@powersync/common', {name: '@powersync/common', version: '1.57.3'});
  write('node_modules/@powersync/web', {
    name: '@powersync/web',
    version: '1.31.0',
    dependencies: {'@powersync/common': '1.45.0'},
  });
  write('node_modules/@powersync/web/node_modules/@powersync/common', {name: '@powersync/common', version: '1.45.0'});
  const react = path.join(dir, 'node_modules/@powersync/react');
  const web = path.join(dir, 'node_modules/@powersync/web');
  assert.deepEqual(scopeResolutions(react, [web]), [
    {
      reader: {packageName: '@powersync/react', version: '1.8.2'},
      packageName: '@powersync/common',
      version: '1.57.3',
      peer: true,
      atTop: true,
    },
    {
      reader: {packageName: '@powersync/web', version: '1.31.0'},
      packageName: '@powersync/common',
      version: '1.45.0',
      peer: false,
      atTop: false,
    },
  ]);
  // Alone, React reads only its peer; the section is read with it.
  assert.equal(scopeResolutions(react).length, 1);
  assert.deepEqual(scopeVersions(react), {'@powersync/common': '1.57.3'});
  fs.rmSync(dir, {recursive: true, force: true});
});

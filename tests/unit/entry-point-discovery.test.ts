/** Entry points found in a package's exports (src/manifest/entry-points.ts), and the installs sections are read from. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {discoverEntryPoints, exportedSubpathsOf, type EntryPointResolver} from '../../src/manifest/entry-points';
import {sectionInstallPackages} from '../../src/lines/section-installs';
import {lineManifest} from '../../src/lines/lines';
import realManifest from '../../src/sdk-manifest';

// @powersync/web 2.4.0's exports, as published.
const web = {
  packageName: '@powersync/web',
  version: '2.4.0',
  exports: {
    '.': {types: './lib/index.d.ts', default: './lib/index.js'},
    './extra/shared-memory-pool': {
      types: './lib/db/adapters/memory-pool/client.d.ts',
      default: './lib/db/adapters/memory-pool/client.js',
    },
    './bundled_worker': {types: './lib/worker/worker.d.ts', default: './dist/worker/worker.js'},
    './umd': {types: './lib/index.d.ts', default: './dist/index.umd.js'},
    './assets/*': './dist/assets/*',
    './raw.js': './dist/raw.js',
    './package.json': './package.json',
  },
};
const files: Record<string, {exports: boolean}> = {
  '/w/lib/index.d.ts': {exports: true},
  '/w/lib/db/adapters/memory-pool/client.d.ts': {exports: true},
  '/w/lib/worker/worker.d.ts': {exports: false},
};
const resolver: EntryPointResolver = {
  resolveTypes(specifier) {
    const subpath = `.${specifier.slice(web.packageName.length)}`;
    const entry = (web.exports as Record<string, unknown>)[subpath] as {types?: string} | undefined;
    const file = entry?.types && `/w/${entry.types.slice(2)}`;
    return file && files[file] ? file : null;
  },
  declaresExports: (file) => files[file]?.exports ?? false,
};

test('every subpath with declarations of its own is documented; every other is skipped with the reason', () => {
  const found = discoverEntryPoints(web, '/w/lib/index.d.ts', resolver);
  assert.deepEqual(found.problems, []);
  assert.deepEqual(
    found.outcomes.map((o) => [o.specifier, o.status === 'documented' ? o.file : o.reason]),
    [
      ['@powersync/web/extra/shared-memory-pool', '/w/lib/db/adapters/memory-pool/client.d.ts'],
      ['@powersync/web/bundled_worker', 'its declarations export nothing (a worker script)'],
      ['@powersync/web/umd', 'the same declarations as "@powersync/web"'],
      ['@powersync/web/assets/*', 'a pattern of files (internal modules), not one entry point'],
      ['@powersync/web/raw.js', 'no type declarations (a script or asset, not an API)'],
    ],
  );
});

test('a subpath whose declared types do not resolve stops the build unless excluded with a reason', () => {
  const broken = {...web, exports: {...web.exports, './missing': {types: './lib/missing.d.ts'}}};
  assert.deepEqual(discoverEntryPoints(broken, '/w/lib/index.d.ts', resolver).problems, [
    '"@powersync/web/missing" declares types "./lib/missing.d.ts" in package.json "exports", but the compiler resolves no declarations for it (list it in excludedEntryPoints with a reason to leave it out)',
  ]);
  const excluded = discoverEntryPoints(broken, '/w/lib/index.d.ts', resolver, [
    {subpath: './missing', reason: 'published without its declarations'},
  ]);
  assert.deepEqual(excluded.problems, []);
  assert.ok(
    excluded.outcomes.some(
      (o) => o.subpath === './missing' && o.status === 'skipped' && o.reason.includes('published without'),
    ),
  );
  assert.deepEqual(
    discoverEntryPoints(web, '/w/lib/index.d.ts', resolver, [{subpath: './umd', reason: ' '}]).problems,
    ['excludedEntryPoints: "./umd" needs a reason'],
  );
});

test('without exports, typesVersions names the subpaths; a string or conditions-only exports is the main entry alone', () => {
  assert.deepEqual(exportedSubpathsOf({typesVersions: {'*': {worker: ['lib/worker.d.ts'], '*': ['lib/*']}}}), [
    '.',
    './worker',
  ]);
  assert.deepEqual(exportedSubpathsOf({exports: './index.js'}), ['.']);
  assert.deepEqual(exportedSubpathsOf({exports: {import: './a.js', require: './b.cjs'}}), ['.']);
});

test('a section is installed as a reader installs it: peer-only packages beside the SDK they are used with', () => {
  const v2 = lineManifest(realManifest, 'v2');
  assert.deepEqual(sectionInstallPackages(v2, 'react-native-sdk'), {'@powersync/react-native': '2.1.0'});
  assert.deepEqual(sectionInstallPackages(v2, 'react-sdk'), {'@powersync/react': '2.0.1', '@powersync/web': '2.4.0'});
  assert.deepEqual(sectionInstallPackages(v2, 'capacitor-sdk'), {
    '@powersync/capacitor': '0.8.2',
    '@powersync/web': '2.4.0',
  });
  assert.throws(() => sectionInstallPackages(v2, 'attachments-sdk'), /no section "attachments-sdk"/);
});

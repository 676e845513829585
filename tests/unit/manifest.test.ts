import {logoHref} from '../../src/site-settings';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  ManifestError,
  isExportedSubpath,
  resolveManifest,
  type InstalledPackage,
  type ManifestEnvironment,
} from '../../src/manifest/validate';
import type {SdkManifest} from '../../src/manifest/types';
import realManifest from '../../src/sdk-manifest';

const installed: Record<string, InstalledPackage> = {
  '@powersync/common': {version: '1.45.0', root: '/nm/@powersync/common', types: 'lib/index.d.ts'},
  '@powersync/node': {
    version: '0.15.2',
    root: '/nm/@powersync/node',
    types: 'lib/index.d.ts',
    exportedSubpaths: ['.', './worker.js', './package.json'],
  },
  '@powersync/web': {version: '1.31.0', root: '/nm/@powersync/web', types: 'lib/src/index.d.ts'},
};
const files = new Set([
  '/nm/@powersync/node/lib/index.d.ts',
  '/nm/@powersync/node/lib/worker.d.ts',
  '/nm/@powersync/web/lib/src/index.d.ts',
]);
const env: ManifestEnvironment = {readInstalled: (name) => installed[name] ?? null, fileExists: (p) => files.has(p)};

const base = (): SdkManifest => ({
  sourceRepository: 'powersync-ja/powersync-js',
  shared: {packageName: '@powersync/common', version: '1.45.0', repoDirectory: 'packages/common'},
  sdks: [
    {
      id: 'node-sdk',
      label: 'Node SDK',
      packageName: '@powersync/node',
      version: '0.15.2',
      repoDirectory: 'packages/node',
    },
    {id: 'web-sdk', label: 'Web SDK', packageName: '@powersync/web', version: '1.31.0', repoDirectory: 'packages/web'},
  ],
  logoSdk: 'node-sdk',
});

function problemsOf(manifest: SdkManifest): string[] {
  try {
    resolveManifest(manifest, env);
  } catch (error) {
    assert.ok(error instanceof ManifestError);
    return error.problems;
  }
  return [];
}

test('a valid manifest resolves entry points from the packages', () => {
  const resolved = resolveManifest(base(), env);
  assert.deepEqual(
    resolved.map((s) => s.entryPointPath),
    ['/nm/@powersync/node/lib/index.d.ts', '/nm/@powersync/web/lib/src/index.d.ts'],
  );
});

test('an unknown package names the SDK entry', () => {
  const m = base();
  m.sdks[0].packageName = '@powersync/nod';
  assert.deepEqual(problemsOf(m), [
    '"node-sdk": package "@powersync/nod" is not installed; check the name is a published package (edit src/sdk-manifest.ts, then run `npm run sdk:sync`)',
  ]);
});

test('a version that is not the installed one names the SDK and both versions', () => {
  const m = base();
  m.sdks[1].version = '1.32.0';
  const [problem] = problemsOf(m);
  assert.match(problem, /^"web-sdk": "@powersync\/web" is installed at 1\.31\.0 but the manifest pins 1\.32\.0/);
});

test('a missing entry point names the SDK and the path', () => {
  const m = base();
  m.sdks[0].entryPoint = 'lib/missing.d.ts';
  assert.deepEqual(problemsOf(m), [
    '"node-sdk": entry point "lib/missing.d.ts" does not exist in "@powersync/node"@0.15.2',
  ]);
});

const worker = {specifier: '@powersync/node/worker.js', path: 'lib/worker.d.ts'};

test('an extra entry point resolves after the main one, with the specifier consumers import', () => {
  const m = base();
  m.sdks[0].extraEntryPoints = [worker];
  assert.deepEqual(resolveManifest(m, env)[0].entryPoints, [
    {specifier: '@powersync/node', path: '/nm/@powersync/node/lib/index.d.ts'},
    {specifier: '@powersync/node/worker.js', path: '/nm/@powersync/node/lib/worker.d.ts'},
  ]);
  assert.deepEqual(resolveManifest(base(), env)[1].entryPoints, [
    {specifier: '@powersync/web', path: '/nm/@powersync/web/lib/src/index.d.ts'},
  ]);
});

test('a missing extra entry point file names the SDK and the entry', () => {
  const m = base();
  m.sdks[0].extraEntryPoints = [{...worker, path: 'lib/wroker.d.ts'}];
  assert.deepEqual(problemsOf(m), [
    '"node-sdk": entry point "lib/wroker.d.ts" of "@powersync/node/worker.js" does not exist in "@powersync/node"@0.15.2',
  ]);
});

test('an extra entry point must be a subpath the package exports, listed once', () => {
  const m = base();
  m.sdks[0].extraEntryPoints = [
    {...worker, specifier: '@powersync/nodes/worker.js'},
    {...worker, specifier: '@powersync/node/workers.js'},
    worker,
    worker,
  ];
  assert.deepEqual(problemsOf(m), [
    '"node-sdk": extra entry point "@powersync/nodes/worker.js" is not a subpath of "@powersync/node" (like "@powersync/node/worker.js")',
    '"node-sdk": "@powersync/node"@0.15.2 does not export "./workers.js" (package.json "exports"), so "@powersync/node/workers.js" cannot be imported',
    '"node-sdk": extra entry point "@powersync/node/worker.js" is listed twice',
  ]);
});

test('exported subpaths match exactly or through one "*" pattern, as Node resolves them', () => {
  assert.ok(isExportedSubpath(['.', './worker.js'], './worker.js'));
  assert.ok(!isExportedSubpath(['.', './worker.js'], './worker'));
  assert.ok(isExportedSubpath(['./lib/*.js'], './lib/worker.js'));
  assert.ok(!isExportedSubpath(['./lib/*.js'], './lib/.js'));
  assert.ok(!isExportedSubpath(['./lib/*.js'], './dist/worker.js'));
});

test('two SDKs with the same route id are rejected', () => {
  const m = base();
  m.sdks[1].id = 'node-sdk';
  assert.ok(problemsOf(m).some((p) => p.startsWith('"node-sdk": the same id is used by entries #1 and #2')));
});

test('ranges, bad ids and a wrong shared version are reported together', () => {
  const m = base();
  m.sdks[0].version = '^0.15.2';
  m.sdks[1].id = 'Web SDK';
  m.shared.version = '1.44.0';
  const problems = problemsOf(m);
  assert.equal(problems.length, 4);
  assert.ok(problems.some((p) => p.includes('"^0.15.2" is not an exact version')));
  assert.ok(problems.some((p) => p.includes('"Web SDK": id must be a lowercase route segment')));
  assert.ok(
    problems.some((p) =>
      p.startsWith('shared base: "@powersync/common" is installed at 1.45.0 but the manifest pins 1.44.0'),
    ),
  );
});

test('the real manifest lists the eight SDK sections, capacitor first, with exact versions', () => {
  assert.deepEqual(
    realManifest.sdks.map((s) => `${s.id}=${s.packageName}@${s.version}`),
    [
      'capacitor-sdk=@powersync/capacitor@0.2.0',
      'attachments-sdk=@powersync/attachments@2.4.1',
      'node-sdk=@powersync/node@0.15.2',
      'react-native-sdk=@powersync/react-native@1.28.1',
      'react-sdk=@powersync/react@1.8.2',
      'tanstack-react-query-sdk=@powersync/tanstack-react-query@0.1.13',
      'vue-sdk=@powersync/vue@0.4.1',
      'web-sdk=@powersync/web@1.31.0',
    ],
  );
  assert.equal(`${realManifest.shared.packageName}@${realManifest.shared.version}`, '@powersync/common@1.45.0');
});

test('the real manifest names the Node SDK worker entry point explicitly', () => {
  const extras = realManifest.sdks.flatMap((s) =>
    (s.extraEntryPoints ?? []).map((e) => `${s.id}: ${e.specifier} -> ${e.path}`),
  );
  assert.deepEqual(extras, ['node-sdk: @powersync/node/worker.js -> lib/worker.d.ts']);
});

test('the navbar logo names a section in the list, else the build stops naming logoSdk', () => {
  const m = base();
  m.logoSdk = 'react-native-sdk';
  assert.deepEqual(problemsOf(m), ['logoSdk: "react-native-sdk" is not the id of an SDK in the list']);
  assert.equal(logoHref(base(), '/base/'), '/base/node-sdk');
  assert.throws(() => logoHref(m, '/base/'), /logoSdk "react-native-sdk" is not an SDK id \(node-sdk, web-sdk\)/);
});

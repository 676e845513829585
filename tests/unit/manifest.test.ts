import {logoHref} from '../../src/site-settings';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  ManifestError,
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
    exports: {
      '.': {import: {types: './lib/index.d.ts'}},
      './worker.js': {import: {types: './lib/worker.d.ts'}},
      './package.json': './package.json',
    },
  },
  '@powersync/web': {version: '1.31.0', root: '/nm/@powersync/web', types: 'lib/src/index.d.ts'},
};
const files = new Set([
  '/nm/@powersync/node/lib/index.d.ts',
  '/nm/@powersync/node/lib/worker.d.ts',
  '/nm/@powersync/web/lib/src/index.d.ts',
]);
// Resolves as the compiler would: `pkg/sub` through the package's `exports`, to its `types` file.
const resolveTypes = (specifier: string) => {
  const name = Object.keys(installed).find((n) => specifier === n || specifier.startsWith(`${n}/`));
  const pkg = name ? installed[name] : undefined;
  if (!pkg) return null;
  const subpath = `.${specifier.slice(name!.length)}`;
  const entry = (pkg.exports as Record<string, {import?: {types?: string}}> | undefined)?.[subpath];
  const types = subpath === '.' && !entry ? pkg.types : entry?.import?.types;
  const file = types && `${pkg.root}/${types.replace(/^\.\//, '')}`;
  return file && files.has(file) ? file : null;
};
const env: ManifestEnvironment = {
  readInstalled: (name) => installed[name] ?? null,
  fileExists: (p) => files.has(p),
  entryPointResolver: () => ({resolveTypes, declaresExports: () => true}),
  scopeVersions: (root): Record<string, string> => (root.endsWith('/common') ? {} : {'@powersync/common': '1.45.0'}),
};

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

test("every subpath with declarations is found in the package's exports, after the main entry", () => {
  const [node, web] = resolveManifest(base(), env);
  assert.deepEqual(node.entryPoints, [
    {specifier: '@powersync/node', path: '/nm/@powersync/node/lib/index.d.ts'},
    {specifier: '@powersync/node/worker.js', path: '/nm/@powersync/node/lib/worker.d.ts'},
  ]);
  assert.deepEqual(web.entryPoints, [{specifier: '@powersync/web', path: '/nm/@powersync/web/lib/src/index.d.ts'}]);
  assert.deepEqual(node.dependencyVersions, {'@powersync/common': '1.45.0'});
});

test('a subpath the manifest excludes is skipped with its reason; an exclusion the package lacks stops', () => {
  const m = base();
  m.sdks[0].excludedEntryPoints = [{subpath: './worker.js', reason: 'runs in a worker thread'}];
  const [node] = resolveManifest(m, env);
  assert.deepEqual(
    node.entryPoints.map((e) => e.specifier),
    ['@powersync/node'],
  );
  assert.deepEqual(node.skippedEntryPoints, [
    {
      subpath: './worker.js',
      specifier: '@powersync/node/worker.js',
      status: 'skipped',
      reason: 'excluded by the manifest: runs in a worker thread',
    },
  ]);
  m.sdks[0].excludedEntryPoints = [{subpath: './workers.js', reason: 'typo'}];
  assert.deepEqual(problemsOf(m), [
    '"node-sdk": excludedEntryPoints names "./workers.js", which "@powersync/node"@0.15.2 does not export',
  ]);
});

test('two SDKs with the same route id are rejected', () => {
  const m = base();
  m.sdks[1].id = 'node-sdk';
  assert.ok(problemsOf(m).some((p) => p.startsWith('"node-sdk": the same id is used by entries #1 and #2')));
});

test('ranges and bad ids are reported together', () => {
  const m = base();
  m.sdks[0].version = '^0.15.2';
  m.sdks[1].id = 'Web SDK';
  const problems = problemsOf(m);
  assert.equal(problems.length, 3);
  assert.ok(problems.some((p) => p.includes('"^0.15.2" is not an exact version')));
  assert.ok(problems.some((p) => p.includes('"Web SDK": id must be a lowercase route segment')));
});

test("the line's shared base is what the section others are installed with gets", () => {
  const m = base();
  m.sdks[0].installedWith = 'web-sdk';
  assert.deepEqual(problemsOf(m), []);
  m.shared.version = '1.44.0';
  assert.deepEqual(problemsOf(m), [
    'shared base: "@powersync/web"@1.31.0 ("web-sdk", which other sections are installed with) gets "@powersync/common" 1.45.0, not the 1.44.0 the manifest names for this line',
  ]);
  m.sdks[0].installedWith = 'vue-sdk';
  assert.deepEqual(problemsOf(m), ['"node-sdk": installedWith "vue-sdk" is not another section of this line']);
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

test('the navbar logo names a section in the list, else the build stops naming logoSdk', () => {
  const m = base();
  m.logoSdk = 'react-native-sdk';
  assert.deepEqual(problemsOf(m), ['logoSdk: "react-native-sdk" is not the id of an SDK in the list']);
  assert.equal(logoHref(base(), '/base/'), '/base/node-sdk');
  assert.throws(() => logoHref(m, '/base/'), /logoSdk "react-native-sdk" is not an SDK id \(node-sdk, web-sdk\)/);
});

/** The plan of `npm run releases` (src/releases/plan.ts), on packuments written here. */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {test} from 'node:test';
import type {SdkManifest} from '../../src/manifest/types';
import {parsePackument, type FamilyPackument} from '../../src/releases/packument';
import {formatPlan, releasePlan} from '../../src/releases/plan';
import {editManifest} from '../../src/releases/manifest-edit';
import {integrityMatches} from '../../src/releases/tarballs';
import {SITE_MANIFEST} from './fixtures/releases-registry';
import {scratchDir} from '../scratch-dir';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const manifest: SdkManifest = {
  sourceRepository: 'fixture/fixture',
  shared: {packageName: 'c', version: '1.0.0', repoDirectory: 'c'},
  logoSdk: 'web-sdk',
  sdks: [
    {id: 'react-sdk', label: 'R', packageName: 'r', version: '1.0.0', repoDirectory: 'r', installedWith: 'web-sdk'},
    {id: 'web-sdk', label: 'W', packageName: 'w', version: '1.0.0', repoDirectory: 'w'},
  ],
  lines: [
    {
      id: 'v1',
      label: 'Common 1.0',
      sharedVersion: '1.0.0',
      sdks: {'react-sdk': {version: '1.0.0'}, 'web-sdk': {version: '1.0.0'}},
    },
  ],
};

type Release = {v: string; deps?: Record<string, string>; peers?: Record<string, string>; deprecated?: string};
function packument(name: string, releases: Release[], distTags: Record<string, string> = {}): FamilyPackument {
  const versions = Object.fromEntries(
    releases.map((r) => [
      r.v,
      {
        version: r.v,
        dependencies: r.deps,
        peerDependencies: r.peers,
        ...(r.deprecated ? {deprecated: r.deprecated} : {}),
      },
    ]),
  );
  return parsePackument(name, {name, 'dist-tags': distTags, versions});
}

const family = (extra: {c?: Release[]; w?: Release[]; r?: Release[]}, distTags: Record<string, string> = {}) =>
  new Map([
    ['c', packument('c', [{v: '1.0.0'}, ...(extra.c ?? [])], distTags)],
    ['w', packument('w', [{v: '1.0.0', deps: {c: '1.0.0'}}, ...(extra.w ?? [])])],
    ['r', packument('r', [{v: '1.0.0', peers: {c: '^1.0.0'}}, ...(extra.r ?? [])])],
  ]);

test('nothing newer: no line moves, and the default line is never in a plan', () => {
  const plan = releasePlan(manifest, family({}));
  assert.deepEqual(plan.lines, []);
  assert.match(formatPlan(plan), /Nothing newer/);
});

test('a patch of the platform SDK moves its line to the shared base it brings, label following', () => {
  const plan = releasePlan(manifest, family({c: [{v: '1.1.0'}], w: [{v: '1.0.1', deps: {c: '1.1.0'}}]}));
  assert.equal(plan.lines.length, 1);
  const [line] = plan.lines;
  assert.equal(line.lineId, 'v1');
  assert.equal(line.sharedTo, '1.1.0');
  assert.equal(line.label, 'Common 1.1');
  assert.deepEqual(line.moves, [{sectionId: 'web-sdk', packageName: 'w', from: '1.0.0', to: '1.0.1'}]);
});

test('a section installed with the platform SDK gets its newest release whose peers the new set meets', () => {
  const plan = releasePlan(
    manifest,
    family({
      w: [{v: '1.0.1', deps: {c: '1.0.0'}}],
      r: [
        {v: '1.1.0', peers: {c: '^1.0.0'}},
        {v: '1.2.0', peers: {c: '^1.5.0'}},
      ],
    }),
  );
  assert.deepEqual(
    plan.lines[0].moves.map((m) => `${m.packageName}@${m.to}`),
    ['r@1.1.0', 'w@1.0.1'],
  );
});

test('deprecated releases and prereleases are never picked, and the plan names them', () => {
  const plan = releasePlan(
    manifest,
    family(
      {c: [{v: '1.2.0-beta.1'}], w: [{v: '1.0.1', deps: {c: '1.0.0'}, deprecated: 'broken'}]},
      {next: '1.2.0-beta.1'},
    ),
  );
  assert.deepEqual(plan.lines, []);
  assert.deepEqual(plan.notes, [
    'c@1.2.0-beta.1: prerelease (dist-tag "next"), not picked',
    'w@1.0.1: deprecated ("broken"), not picked',
  ]);
});

test('a release on another major of the shared base stays out of the line; a new platform major adds a line', () => {
  const plan = releasePlan(
    manifest,
    family({c: [{v: '2.0.0'}], w: [{v: '2.0.0', deps: {c: '2.0.0'}}], r: [{v: '2.0.0', peers: {c: '^2.0.0'}}]}),
  );
  assert.equal(plan.lines.length, 1);
  const [added] = plan.lines;
  assert.equal(added.added, true);
  assert.deepEqual(added.line, {
    id: 'v2',
    label: 'Common 2.0',
    sharedVersion: '2.0.0',
    sdks: {'react-sdk': {version: '2.0.0'}, 'web-sdk': {version: '2.0.0'}},
  });
});

test('a documented release the registry no longer lists is a fault naming it', () => {
  const packuments = family({});
  packuments.set('w', packument('w', [{v: '1.0.1', deps: {c: '1.0.0'}}]));
  assert.deepEqual(releasePlan(manifest, packuments).faults, [
    'w@1.0.0: unpublished (the registry no longer lists it; line "v1" documents it)',
  ]);
});

test('malformed metadata is an error naming the package and the release', () => {
  assert.throws(
    () => parsePackument('w', {name: 'w', versions: []}),
    /^Error: w: malformed registry metadata \(no "versions"/,
  );
  assert.throws(
    () => parsePackument('w', {name: 'w', versions: {'1.0.0': {version: '1.0.0', dependencies: {c: 1}}}}),
    /w@1\.0\.0: dependencies is not a map/,
  );
});

test('the manifest edit moves a line in place and appends an added line, keeping comments', () => {
  // As SITE_MANIFEST: line v1 has only the Web SDK.
  const site1 = {...manifest, lines: [{...manifest.lines![0], sdks: {'web-sdk': {version: '1.0.0'}}}]};
  const moved = releasePlan(site1, family({c: [{v: '1.1.0'}], w: [{v: '1.0.1', deps: {c: '1.1.0'}}]})).lines;
  const added = releasePlan(site1, family({c: [{v: '2.0.0'}], w: [{v: '2.0.0', deps: {c: '2.0.0'}}]})).lines;
  const site = SITE_MANIFEST.replaceAll('@powersync/fixture-common', 'c').replaceAll('@powersync/fixture-web', 'w');
  const text = editManifest(site, [...moved, ...added]);
  assert.match(text, /\/\/ Line v1: moved by npm run releases/);
  assert.match(
    text,
    /id: 'v1',\s+label: 'Common 1\.1',\s+sharedVersion: '1\.1\.0',\s+sdks: \{\s+'web-sdk': \{version: '1\.0\.1'\}/,
  );
  assert.match(
    text,
    /id: 'v2',\s+label: 'Common 2\.0',\s+sharedVersion: '2\.0\.0',\s+sdks: \{\s+'web-sdk': \{version: '2\.0\.0'\},\s+\},\s+\},\s+\],/,
  );
  // React 1.0.0 has no release on common 2: the new line leaves its section out.
  // The default line's entries are not touched.
  assert.match(text, /packageName: 'w', version: '1\.0\.0'/);
});

test('integrity: the sha512 of the bytes, and nothing else, matches', () => {
  const bytes = Buffer.from('tarball');
  const good = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  assert.equal(integrityMatches(good, bytes), true);
  assert.equal(integrityMatches(good, Buffer.from('tarbal1')), false);
});

test('the manifest edit on src/sdk-manifest.ts itself: the moved and added lines read back, the rest as before', async () => {
  const real = (await import('../../src/sdk-manifest')).default;
  const source = fs.readFileSync(path.join(repoDir, 'src', 'sdk-manifest.ts'), 'utf8');
  const [v1, v2] = real.lines!;
  const movedV2 = {
    ...v2,
    label: 'Common 2.9',
    sharedVersion: '2.9.0',
    sdks: {...v2.sdks, 'web-sdk': {version: '2.9.1'}},
  };
  const v3 = {id: 'v3', label: 'Common 3.0', sharedVersion: '3.0.0', sdks: {'web-sdk': {version: '3.0.0'}}};
  const plan = (line: typeof v3, added: boolean) => ({
    lineId: line.id,
    added,
    label: line.label,
    sharedFrom: '',
    sharedTo: line.sharedVersion,
    moves: [],
    line,
  });
  const dir = scratchDir('manifest-edit');
  // Beside its types, as in src/: the edited file must still compile and load.
  fs.mkdirSync(path.join(dir, 'manifest'));
  fs.copyFileSync(path.join(repoDir, 'src', 'manifest', 'types.ts'), path.join(dir, 'manifest', 'types.ts'));
  fs.writeFileSync(path.join(dir, 'sdk-manifest.ts'), editManifest(source, [plan(movedV2, false), plan(v3, true)]));
  const edited = (await import(pathToFileURL(path.join(dir, 'sdk-manifest.ts')).href)).default as SdkManifest;
  assert.deepEqual(edited.lines, [v1, movedV2, v3]);
  assert.deepEqual({...edited, lines: real.lines}, real);
});

/**
 * `npm run releases` applying a plan against a registry on 127.0.0.1: the real `sdk:sync` and
 * `npm run history` run in a scratch copy (npm installs from the fixture registry), and only
 * then does the site change. Not among the unit tests: its installs and scripts cost about
 * forty CPU-seconds, which `npm run test:unit` should not; not among the site tests either: it
 * reads no build, so `npm test` runs it beside the build (the `tools` part).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {loadManifest, MANIFEST_FILE, runReleases, SUMMARY_FILE, type RunOptions} from '../../src/releases/run';
import {allLines, isDefaultLine, lineManifest} from '../../src/lines/lines';
import {readKnownDifferences} from '../../src/tooling/fidelity/known';
import {readUsagesFile, sectionUsages, usageOf} from '../../src/examples/usages-file';
import {memberDemosBox} from '../../src/examples/demo-sections';
import {
  common,
  COMMON,
  react,
  SITE_KNOWN_V1,
  SITE_USAGES,
  startRegistry,
  treeHash,
  web,
  WEB,
  writeSdkRepo,
  writeSite,
  type FixtureRegistry,
} from '../unit/fixtures/releases-registry';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let registry: FixtureRegistry;
let site: string;
/** Where the SDK repository cannot be reached: a port nothing listens on (the tests never go to GitHub). */
let unreachable: string;
let logged: string[] = [];

before(async () => {
  registry = await startRegistry();
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-apply-'));
  writeSite(site);
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/powersync-js.git`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
after(async () => {
  console.log(`# apply runs, in order: ${timings.join(', ')}`);
  await registry.close();
  fs.rmSync(site, {recursive: true, force: true});
});

/** Each run's wall time, printed at the end (the closing notes quote them). */
const timings: string[] = [];

/** A run without a copy of the SDK repository (and where fetching one fails), unless `options` gives one. */
const apply = async (options: Partial<RunOptions> = {}) => {
  logged = [];
  const started = performance.now();
  const code = await runReleases({
    repoDir,
    siteDir: site,
    registry: registry.url,
    check: false,
    sdkRepoUrl: unreachable,
    log: (line) => logged.push(line),
    ...options,
  });
  timings.push(
    `${((performance.now() - started) / 1000).toFixed(2)} s${logged.length === 1 ? ' (nothing newer)' : ''}`,
  );
  return code;
};
const read = (file: string, dir = site) => fs.readFileSync(path.join(dir, file), 'utf8');
const first = [common('1.0.0'), web('1.0.0', '1.0.0'), react('1.0.0', '^1.0.0')];

test('a fault inside a step (an install that fails) leaves the tree byte-identical', async () => {
  // Web 1.0.1 depends on a common the registry does not have: the plan is made, sdk:sync's install fails.
  registry.publish([
    ...first,
    web('1.0.1', '1.0.0'),
    {...web('1.0.2', '1.0.0'), dependencies: {[COMMON]: '1.0.0', missing: '1.0.0'}},
  ]);
  const hash = treeHash(site);
  await assert.rejects(
    apply(),
    /line v1 \(@powersync\/fixture-web@1\.0\.2, @powersync\/fixture-common@1\.0\.0\): `npm run sdk:sync --line v1` failed/,
  );
  assert.equal(treeHash(site), hash);
});

test('a patch release moves the line: manifest, lockfile, history and summary; a second run changes nothing', async () => {
  registry.publish([...first, common('1.0.1', 'export declare function watch(): void;\n'), web('1.0.1', '1.0.1')]);
  assert.equal(await apply(), 0);
  assert.match(
    read('src/sdk-manifest.ts'),
    /id: 'v1',\s+label: 'Common 1\.0',\s+sharedVersion: '1\.0\.1',\s+sdks: \{\s+'web-sdk': \{version: '1\.0\.1'\}/,
  );
  // The default line stays the spec's set.
  assert.match(read('src/sdk-manifest.ts'), /packageName: '@powersync\/fixture-web', version: '1\.0\.0'/);
  const lock = JSON.parse(read('lines/v1/installs/web-sdk/package-lock.json'));
  assert.equal(lock.packages[`node_modules/${WEB}`].version, '1.0.1');
  assert.equal(lock.packages[`node_modules/${COMMON}`].version, '1.0.1');
  const history = JSON.parse(read('history/api-history.json'));
  assert.deepEqual(
    history.packages[WEB].releases.map((r: {version: string}) => r.version),
    ['1.0.0', '1.0.1'],
  );
  const summary = read(SUMMARY_FILE);
  assert.match(summary, /\| @powersync\/fixture-web \| 1\.0\.0 \| 1\.0\.1 \|/);
  assert.match(summary, /### @powersync\/fixture-web 1\.0\.0 → 1\.0\.1\n\n- added \(1\): `watch`/);
  // No copy of the SDK repository was given: the demos stay as read, and the summary names them stale.
  assert.deepEqual(JSON.parse(read('examples/usages.json')), SITE_USAGES);
  assert.match(
    summary,
    /## Demos not read again\n[^]*\n- line `v1`, web-sdk: demos as of @powersync\/fixture-web 1\.0\.0, not 1\.0\.1\n/,
  );

  const hash = treeHash(site);
  assert.equal(await apply(), 0);
  assert.equal(treeHash(site), hash);
});

test('a new major of the platform SDK adds a line beside the others; the default line stays; a second run changes nothing', async () => {
  // After the patch above: line v1 documents web 1.0.1 on common 1.0.1; web 2.0.0 brings common 2.
  const v1 = [...first, common('1.0.1', 'export declare function watch(): void;\n'), web('1.0.1', '1.0.1')];
  registry.publish([...v1, common('2.0.0'), web('2.0.0', '2.0.0', 'export declare function sync(): void;\n')]);
  const manifestBefore = read('src/sdk-manifest.ts');
  const v1Lock = read('lines/v1/installs/web-sdk/package-lock.json');
  assert.equal(await apply(), 0);
  const manifest = read('src/sdk-manifest.ts');
  // v1 as it was, v2 appended after it: the lines list (versions.json, latest/, the banner) follows the manifest.
  assert.ok(
    manifest.startsWith(manifestBefore.slice(0, manifestBefore.lastIndexOf('  ],'))),
    'the text before the new line is unchanged',
  );
  assert.match(
    manifest,
    /id: 'v1',[^]*id: 'v2',\s+label: 'Common 2\.0',\s+sharedVersion: '2\.0\.0',\s+sdks: \{\s+'web-sdk': \{version: '2\.0\.0'\},\s+\},\s+\},\s+\],/,
  );
  // The default line stays the spec's set.
  assert.match(manifest, /packageName: '@powersync\/fixture-web', version: '1\.0\.0'/);
  assert.equal(read('lines/v1/installs/web-sdk/package-lock.json'), v1Lock);
  const lock = JSON.parse(read('lines/v2/installs/web-sdk/package-lock.json'));
  assert.equal(lock.packages[`node_modules/${WEB}`].version, '2.0.0');
  assert.equal(lock.packages[`node_modules/${COMMON}`].version, '2.0.0');
  assert.equal(JSON.parse(read('lines/v2/installs/web-sdk/package.json')).dependencies[WEB], '2.0.0');
  const history = JSON.parse(read('history/api-history.json'));
  assert.deepEqual(
    history.packages[WEB].releases.map((r: {version: string}) => r.version),
    ['1.0.0', '1.0.1', '2.0.0'],
  );
  const summary = read(SUMMARY_FILE);
  assert.match(summary, /## New line `v2` \(Common 2\.0\)/);
  assert.match(summary, /\| @powersync\/fixture-web \| — \| 2\.0\.0 \|/);
  // What the new major breaks, against the newest release of the major before (as the fixture declares them).
  assert.match(
    summary,
    /### @powersync\/fixture-web 1\.0\.1 → 2\.0\.0 \(the major before → the new line\)\n\n- added \(1\): `sync`\n- removed \(1\): `watch`\n/,
  );

  // What `npm test` reads of each line, the new one too: its known fidelity differences
  // (tests/site/fidelity.test.ts) and its sections' demos (tests/site/examples.test.ts,
  // tests/unit/examples-usages.test.ts). Collected, so that every one missing is named.
  const manifestAfter = await loadManifest(path.join(site, MANIFEST_FILE));
  const usages = readUsagesFile(site);
  const unread = allLines(manifestAfter).flatMap((line) => {
    const problems: string[] = [];
    try {
      readKnownDifferences(site, {id: line.id, isDefault: isDefaultLine(manifestAfter, line.id)});
    } catch (error) {
      problems.push((error as Error).message);
    }
    // The default line's sections have no demos in this site: it is not moved, so not read here.
    if (isDefaultLine(manifestAfter, line.id)) return problems;
    for (const sdk of lineManifest(manifestAfter, line.id).sdks) {
      const {problem} = sectionUsages(usages, line.id, sdk);
      if (problem) problems.push(problem);
    }
    return problems;
  });
  assert.deepEqual(unread, []);
  // Fidelity: v2 starts with v1's known differences in the sections it has, each saying so.
  assert.deepEqual(readKnownDifferences(site, {id: 'v2', isDefault: false}), [
    {...SITE_KNOWN_V1[0], carriedFrom: 'v1'},
  ]);
  assert.match(
    summary,
    /## Fidelity check of the new line `v2`\n\n`tests\/site\/fidelity-known\.v2\.json` starts with line `v1`'s 1 known difference\(s\)[^]*\n- `web-sdk\/classes\/WebDatabase\.close#1`: a reason\n/,
  );
  // Demos: the SDK repository could not be fetched, so v2 shows v1's demos, and says so.
  const v2web = sectionUsages(usages, 'v2', lineManifest(manifestAfter, 'v2').sdks[0]);
  assert.equal(v2web.staleFor, '2.0.0');
  assert.match(
    memberDemosBox(usageOf(v2web.usages, WEB, 'WebDatabase.close'), v2web.usages, 'fixture/fixture', v2web.staleFor)
      ?.markdown ?? '',
    /demos as of @powersync\/fixture-web 1\.0\.0, not read again for 2\.0\.0/,
  );
  assert.match(summary, /- line `v2`, web-sdk: demos as of @powersync\/fixture-web 1\.0\.0, not 2\.0\.0/);
  assert.ok(
    logged.some((line) => line.includes(`could not fetch ${WEB}@2.0.0 from ${unreachable}`)),
    logged.join('\n'),
  );
  assert.match(summary, new RegExp(`and could not fetch [^\n]* from ${unreachable.replace(/[.]/g, '\\.')}`));

  const hash = treeHash(site);
  assert.equal(await apply(), 0);
  assert.equal(treeHash(site), hash);
});

/** A site of its own (the tests above share theirs), removed when the test ends. */
function freshSite(
  t: {after: (fn: () => void) => void},
  tags = ['1.0.0', '1.0.1', '2.0.0'],
): {dir: string; sdkRepo: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-apply-'));
  const sdkRepo = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-sdk-repo-'));
  t.after(() => {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.rmSync(sdkRepo, {recursive: true, force: true});
  });
  writeSite(dir);
  writeSdkRepo(sdkRepo, tags);
  return {dir, sdkRepo};
}

/** A patch of line v1 and a new major, whose demo calls `sync`. */
const patchAndMajor = [
  ...first,
  common('1.0.1'),
  web('1.0.1', '1.0.1'),
  common('2.0.0'),
  web('2.0.0', '2.0.0', 'export declare function sync(): void;\n'),
];

test('with a copy of the SDK repository (--repo), the moved and the added line read their demos at the release tags', async (t) => {
  const {dir, sdkRepo} = freshSite(t);
  registry.publish(patchAndMajor);
  assert.equal(await apply({siteDir: dir, sdkRepo}), 0);
  const usages = readUsagesFile(dir)!;
  assert.deepEqual(
    [usages.sections['v1/web-sdk'], usages.sections['v2/web-sdk']].map((e) => [e.version, e.ref, e.refKind]),
    [
      ['1.0.1', `${WEB}@1.0.1`, 'tag'],
      ['2.0.0', `${WEB}@2.0.0`, 'tag'],
    ],
  );
  // Read at 2.0.0: its demo's call of `sync`, which 1.0.x has not.
  assert.deepEqual(Object.keys(usages.sections['v2/web-sdk'].packages[WEB]).sort(), [
    'WebDatabase',
    'WebDatabase.close',
    'sync',
  ]);
  const summary = read(SUMMARY_FILE, dir);
  assert.doesNotMatch(summary, /Demos not read again/);
  assert.ok(!logged.some((line) => /could not fetch|no --repo/.test(line)), logged.join('\n'));
});

test('without --repo, the release tags are fetched from the SDK repository; a tag it lacks costs only its line', async (t) => {
  // The repository has 1.0.1's tag but not yet 2.0.0's (a release published before its tag was pushed).
  const {dir, sdkRepo} = freshSite(t, ['1.0.0', '1.0.1']);
  registry.publish(patchAndMajor);
  assert.equal(await apply({siteDir: dir, sdkRepoUrl: `file://${sdkRepo}`}), 0);
  assert.ok(logged.some((line) => line.includes(`no --repo: fetching 2 release tag(s) from file://${sdkRepo}`)));
  const usages = readUsagesFile(dir)!;
  // v1's tag came: its demos are read at it.
  const v1web = usages.sections['v1/web-sdk'];
  assert.deepEqual([v1web.version, v1web.ref, v1web.refKind], ['1.0.1', `${WEB}@1.0.1`, 'tag']);
  // v2's did not: it shows v1's fresh read, and its pages and the summary say so.
  const manifest = await loadManifest(path.join(dir, MANIFEST_FILE));
  assert.equal(sectionUsages(usages, 'v2', lineManifest(manifest, 'v2').sdks[0]).staleFor, '2.0.0');
  const summary = read(SUMMARY_FILE, dir);
  assert.match(summary, /## Demos not read again/);
  assert.match(summary, new RegExp(`file://${sdkRepo.replace(/[.]/g, '\\.')}\\S* has no tag ${WEB}@2\\.0\\.0`));
  assert.match(summary, /- line `v2`, web-sdk: demos as of @powersync\/fixture-web 1\.0\.1, not 2\.0\.0/);
  assert.doesNotMatch(summary, /- line `v1`, web-sdk: demos as of/);
});

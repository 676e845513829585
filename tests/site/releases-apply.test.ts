/**
 * `npm run releases` applying a plan against a registry on 127.0.0.1: the real `sdk:sync` and
 * `npm run history` run in a scratch copy (npm installs from the fixture registry), and only
 * then does the site change. Among the site tests, not the unit tests: its installs cost
 * about ten CPU-seconds, which the unit tests should not (it reads no build).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {runReleases, SUMMARY_FILE} from '../../src/releases/run';
import {
  common,
  COMMON,
  react,
  SITE_USAGES,
  startRegistry,
  treeHash,
  web,
  WEB,
  writeSite,
  type FixtureRegistry,
} from '../unit/fixtures/releases-registry';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let registry: FixtureRegistry;
let site: string;

before(async () => {
  registry = await startRegistry();
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-apply-'));
  writeSite(site);
});
after(async () => {
  await registry.close();
  fs.rmSync(site, {recursive: true, force: true});
});

const apply = () => runReleases({repoDir, siteDir: site, registry: registry.url, check: false, log: () => {}});
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');
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
  assert.match(summary, /- line `v2`, web-sdk: no demos read \(@powersync\/fixture-web 2\.0\.0\)/);

  const hash = treeHash(site);
  assert.equal(await apply(), 0);
  assert.equal(treeHash(site), hash);
});

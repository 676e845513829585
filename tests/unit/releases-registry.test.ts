/**
 * `npm run releases` against a registry on 127.0.0.1 (tests/unit/fixtures/releases-registry.ts):
 * what it reads, plans and refuses, in this process and without installing anything (the
 * applied plan is tests/releases/apply.test.ts). Every run is compared by a hash of the site's
 * files: nothing here may change them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {EXIT_NEWER, runReleases} from '../../src/releases/run';
import {
  common,
  react,
  startRegistry,
  treeHash,
  web,
  writeSite,
  type FixtureRegistry,
  WEB,
} from './fixtures/releases-registry';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let registry: FixtureRegistry;
let site: string;
const first = () => [common('1.0.0'), web('1.0.0', '1.0.0'), react('1.0.0', '^1.0.0')];
const patch = () => [...first(), common('1.0.1', 'export declare function watch(): void;\n'), web('1.0.1', '1.0.1')];

before(async () => {
  registry = await startRegistry();
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-site-'));
  writeSite(site);
});
after(async () => {
  await registry.close();
  fs.rmSync(site, {recursive: true, force: true});
});

/** Runs against the fixture registry; returns the exit code (or the fault's message) and the log. */
async function run(check: boolean, options: {registry?: string; timeoutMs?: number} = {}) {
  const log: string[] = [];
  const hash = treeHash(site);
  let result: number | string;
  try {
    result = await runReleases({
      repoDir,
      siteDir: site,
      registry: options.registry ?? registry.url,
      check,
      timeoutMs: options.timeoutMs ?? 5000,
      log: (line) => log.push(line),
    });
  } catch (error) {
    result = (error as Error).message;
  }
  return {result, log: log.join('\n'), unchanged: treeHash(site) === hash};
}

test('nothing newer: --check and a plain run exit 0 and change nothing', async () => {
  registry.publish(first());
  for (const check of [true, false]) {
    const {result, log, unchanged} = await run(check);
    assert.equal(result, 0);
    assert.match(log, /Nothing newer/);
    assert.ok(unchanged);
  }
});

test('a patch release: --check prints the move of line v1 and exits 1, changing nothing', async () => {
  registry.publish(patch());
  const {result, log, unchanged} = await run(true);
  assert.equal(result, EXIT_NEWER);
  assert.match(
    log,
    /move line v1 \("Common 1\.0"\): shared 1\.0\.0 → 1\.0\.1\n {2}@powersync\/fixture-web: 1\.0\.0 → 1\.0\.1/,
  );
  assert.ok(unchanged);
});

test('a new major of the platform SDK: --check plans a new line', async () => {
  registry.publish([...first(), common('2.0.0'), web('2.0.0', '2.0.0')]);
  const {result, log} = await run(true);
  assert.equal(result, EXIT_NEWER);
  assert.match(log, /add line v2 \("Common 2\.0"\): shared 2\.0\.0\n {2}@powersync\/fixture-web: \(new\) → 2\.0\.0/);
});

test('a deprecated release and a prerelease are passed over, by name', async () => {
  registry.publish([...first(), {...web('1.0.1', '1.0.0'), deprecated: 'do not use'}, common('1.1.0-beta.1')]);
  const {result, log, unchanged} = await run(true);
  assert.equal(result, 0);
  assert.match(log, /@powersync\/fixture-web@1\.0\.1: deprecated \("do not use"\), not picked/);
  assert.match(log, /@powersync\/fixture-common@1\.1\.0-beta\.1: prerelease/);
  assert.ok(unchanged);
});

test('each fault names its package (and release) and leaves the tree byte-identical', async () => {
  const cases: [string, () => Promise<Awaited<ReturnType<typeof run>>>, RegExp][] = [
    [
      'malformed metadata',
      async () => (registry.publish(patch(), {[WEB]: 'malformed'}), run(false)),
      /@powersync\/fixture-web: malformed registry metadata/,
    ],
    [
      'an unpublished release',
      async () => (registry.publish(patch().filter((r) => !(r.name === WEB && r.version === '1.0.0'))), run(false)),
      /@powersync\/fixture-web@1\.0\.0: unpublished/,
    ],
    [
      'a tarball failing its integrity check',
      async () => (registry.publish(patch(), {[WEB]: 'bad-integrity'}), run(false)),
      /@powersync\/fixture-web@1\.0\.1: tarball fails its integrity check/,
    ],
    [
      'a registry that does not answer',
      async () => (registry.publish(patch(), {[WEB]: 'hang'}), run(false, {timeoutMs: 200})),
      /@powersync\/fixture-web: registry did not answer within 0\.2 s/,
    ],
    [
      'an unreachable registry',
      async () => run(false, {registry: 'http://127.0.0.1:9/'}),
      /@powersync\/fixture-common: registry unreachable/,
    ],
  ];
  for (const [what, fault, message] of cases) {
    const {result, unchanged} = await fault();
    assert.match(String(result), message, what);
    assert.ok(unchanged, what);
  }
});

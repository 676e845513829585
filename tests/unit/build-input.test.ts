/**
 * A wrong SDK entry stops the build with a message naming the entry. The build's own first step
 * (scripts/generate-api.ts validates the manifest before generating anything, with
 * src/manifest/check-file.ts) against temporary bad manifests: each case in this process, and
 * the script itself as a child process, twice, for its exit code and output as a maintainer sees
 * them (a bad file, the real manifest).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../src/sdk-manifest';
import {checkManifestFile} from '../../src/manifest/check-file';
import {ManifestError} from '../../src/manifest/validate';
import type {SdkEntry, SdkManifest} from '../../src/manifest/types';
import {scratchDir} from '../scratch-dir';

const dir = scratchDir('manifest');
const node = manifest.sdks.find((s) => s.id === 'node-sdk')!;

function writeVariant(variant: SdkManifest, name: string): string {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(variant));
  return file;
}

/** The script on a manifest file, as the build and a maintainer run it. */
function runGenerate(file: string): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/generate-api.ts', '--manifest', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}
/** The check in this process: the message of the ManifestError it stops with, or what it found valid. */
function check(variant: SdkManifest, name: string): {error?: string; valid: string[]} {
  const valid: string[] = [];
  try {
    checkManifestFile(process.cwd(), writeVariant(variant, name), (message) => valid.push(message));
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return {error: error.message, valid};
  }
  return {valid};
}

// Without release lines: they name sections these variants leave out (lines have cases of their own below).
const withSdks = (...sdks: SdkEntry[]): SdkManifest => ({...manifest, sdks, lines: []});
const v2 = manifest.lines!.find((line) => line.id === 'v2')!;
const withV2 = (change: Partial<typeof v2>): SdkManifest => ({
  ...manifest,
  lines: manifest.lines!.map((line) => (line.id === 'v2' ? {...line, ...change} : line)),
});

const cases: Array<{name: string; manifest: SdkManifest; message: RegExp}> = [
  {
    name: 'unknown-package',
    manifest: withSdks({...node, id: 'ghost-sdk', packageName: '@powersync/ghost'}),
    message: /"ghost-sdk": package "@powersync\/ghost" is not installed/,
  },
  {
    name: 'unpublished-version',
    manifest: withSdks({...node, version: '99.0.0'}),
    message: /"node-sdk": "@powersync\/node" is installed at \d+\.\d+\.\d+ but the manifest pins 99\.0\.0/,
  },
  {
    name: 'missing-entry-point',
    manifest: withSdks({...node, entryPoint: 'lib/nowhere.d.ts'}),
    message: /"node-sdk": entry point "lib\/nowhere\.d\.ts" does not exist in "@powersync\/node"/,
  },
  {
    // Entry points are found in the package's "exports"; an exclusion must name one of them.
    name: 'unknown-excluded-entry-point',
    manifest: withSdks({...node, excludedEntryPoints: [{subpath: './wroker.js', reason: 'a worker script'}]}),
    message: /"node-sdk": excludedEntryPoints names "\.\/wroker\.js", which "@powersync\/node"@[\d.]+ does not export/,
  },
  {
    name: 'duplicate-route-id',
    manifest: withSdks(node, {...manifest.sdks.find((s) => s.id === 'web-sdk')!, id: 'node-sdk'}),
    message: /"node-sdk": the same id is used by entries #1 and #2/,
  },
];

for (const c of cases) {
  test(`build input: ${c.name} stops the build naming the entry`, () => {
    const {error, valid} = check(c.manifest, c.name);
    assert.ok(error !== undefined, `no error; valid: ${valid.join('; ')}`);
    assert.match(error, /Invalid SDK manifest \(.*\.json\)/);
    assert.match(error, c.message);
  });
}

/** Release lines: each is checked against its own packages (lines/{id}/, installed by `npm run install:lines` or the build). */
const lineCases: Array<{name: string; manifest: SdkManifest; message: RegExp}> = [
  {
    name: 'duplicate-line-id',
    manifest: {...manifest, lines: [...manifest.lines!, {...v2, label: 'again'}]},
    message: /line "v2": the id is used by another line; line ids must be unique/,
  },
  {
    name: 'line-missing-entry-point',
    manifest: withV2({sdks: {...v2.sdks, 'web-sdk': {version: '2.4.0', entryPoint: 'lib/nowhere.d.ts'}}}),
    message:
      /release line "v2" \(lines\/v2\)\):\n[^]*"web-sdk": entry point "lib\/nowhere\.d\.ts" does not exist in "@powersync\/web"@2\.4\.0/,
  },
  {
    // The line says common 2.2.1, but its Web SDK (which React, Vue and Capacitor are installed with) gets 2.3.0.
    name: 'line-common-mismatch',
    manifest: withV2({sharedVersion: '2.2.1'}),
    message:
      /release line "v2" \(lines\/v2\)\):\n[^]*shared base: "@powersync\/web"@2\.4\.0 \("web-sdk", which other sections are installed with\) gets "@powersync\/common" 2\.3\.0, not the 2\.2\.1 the manifest names for this line/,
  },
  {
    name: 'line-unknown-section',
    manifest: withV2({sdks: {...v2.sdks, 'expo-sdk': {version: '1.0.0'}}}),
    message: /line "v2": "expo-sdk" is not a section id of the manifest/,
  },
];

for (const c of lineCases) {
  test(`build input: ${c.name} stops the build naming the line and the package`, () => {
    const {error, valid} = check(c.manifest, c.name);
    assert.ok(error !== undefined, `no error; valid: ${valid.join('; ')}`);
    assert.match(error, c.message);
  });
}

test('build input: the script stops with exit code 1 and the message on stderr', async () => {
  const result = await runGenerate(writeVariant(cases[0].manifest, `script-${cases[0].name}`));
  assert.equal(result.code, 1, `exit code (stdout: ${result.stdout}, stderr: ${result.stderr})`);
  assert.match(result.stderr, /Invalid SDK manifest \(.*\.json\)/);
  assert.match(result.stderr, cases[0].message);
});

test('build input: the real manifest passes the same check', async () => {
  const result = await runGenerate(writeVariant(manifest, 'real'));
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /real\.json: 8 SDK entries are valid/);
  assert.match(result.stdout, /real\.json, release line "v1" \(lines\/v1\): 8 SDK entries are valid/);
  assert.match(result.stdout, /real\.json, release line "v2" \(lines\/v2\): 7 SDK entries are valid/);
});

test('build input: a manifest file that is not JSON is named', () => {
  const file = path.join(dir, 'broken.json');
  fs.writeFileSync(file, '{"sdks": [');
  assert.throws(
    () => checkManifestFile(process.cwd(), file, () => {}),
    (error) => error instanceof ManifestError && /broken\.json: cannot be read as JSON/.test(error.message),
  );
});

/**
 * Lockfiles put in place from npm's cache (src/tooling/lock-placement.ts, tar.ts: the fidelity
 * check's clean installs and the lines' installs): over tarballs made here by GNU tar, the
 * archiver that is not ours, in npm's layout (`package/…`), in a cache folder of cacache's layout.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  cachedContentPath,
  COMPILER_READS,
  extractFiles,
  placedHere,
  placeFromLock,
  placeLockfile,
} from '../../src/tooling/lock-placement';
import {tarFiles} from '../../src/tooling/tar';
import type {PlacedLock} from '../../src/tooling/lock-placement';

const LONG_FOLDER = `lib/${'deeply-nested-folder/'.repeat(6)}`;

/** A package tarball as npm publishes it: `package/` first, gzipped; `format` is GNU tar's. */
function packTarball(files: Record<string, string>, format: 'pax' | 'ustar' | 'gnu' = 'pax'): Buffer {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-placement-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'package', file)), {recursive: true});
    fs.writeFileSync(path.join(root, 'package', file), text);
  }
  fs.symlinkSync('index.d.ts', path.join(root, 'package', 'linked.d.ts'));
  const tar = execFileSync('tar', ['-c', `--format=${format}`, '-C', root, 'package']);
  fs.rmSync(root, {recursive: true, force: true});
  return zlib.gzipSync(tar);
}

const PACKAGE_FILES = {
  'package.json': '{"name":"a","version":"1.2.3","types":"index.d.ts"}',
  'index.d.ts': 'export declare const a: number;\n',
  'index.js': 'exports.a = 1;\n',
  'android/libop.so': '\u0000binary',
  [`${LONG_FOLDER}deep.d.mts`]: 'export {};\n',
  'esm/package.json': '{"type":"module"}',
  'README.md': '# a\n',
};

for (const format of ['pax', 'ustar', 'gnu'] as const) {
  test(`tar: every regular file of a ${format} archive with its path and bytes; a long path whole; links skipped`, () => {
    const files = new Map(
      [...tarFiles(zlib.gunzipSync(packTarball(PACKAGE_FILES, format)))].map((f) => [f.path, f.body.toString()]),
    );
    assert.deepEqual(
      [...files.keys()].sort(),
      Object.keys(PACKAGE_FILES)
        .map((file) => `package/${file}`)
        .sort(),
    );
    for (const [file, text] of Object.entries(PACKAGE_FILES)) assert.equal(files.get(`package/${file}`), text);
  });
}

test('tar: not an archive is an error, not an empty package', () => {
  assert.throws(() => [...tarFiles(Buffer.alloc(1024, 'x'))], /not a tar archive/);
});

test('only what the compiler reads is written, under the package folder without npm’s first folder', async () => {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-placement-'));
  const written = await extractFiles(packTarball(PACKAGE_FILES), dest, COMPILER_READS);
  const found = fs.readdirSync(dest, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  const relative = found.map((entry) => path.relative(dest, path.join(entry.parentPath, entry.name))).sort();
  assert.deepEqual(relative, ['esm/package.json', 'index.d.ts', `${LONG_FOLDER}deep.d.mts`, 'package.json'].sort());
  assert.equal(written, relative.length);
  assert.equal(fs.readFileSync(path.join(dest, 'index.d.ts'), 'utf8'), PACKAGE_FILES['index.d.ts']);
  for (const kept of ['a.d.ts', 'a.d.cts', 'a.ts', 'a.mts', 'a.tsx', 'package.json'])
    assert.match(kept, COMPILER_READS);
  for (const left of ['a.js', 'a.mjs', 'a.cjs', 'a.wasm', 'a.d.ts.map', 'README.md'])
    assert.doesNotMatch(left, COMPILER_READS);
  fs.rmSync(dest, {recursive: true, force: true});
});

test('a tarball path out of its package folder, or with no folder, is not written', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-placement-'));
  const source = path.join(root, 'source');
  fs.mkdirSync(path.join(source, 'package'), {recursive: true});
  fs.writeFileSync(path.join(source, 'escape.d.ts'), 'export {};\n');
  fs.writeFileSync(path.join(source, 'top.d.ts'), 'export {};\n');
  // -P keeps the `..` GNU tar would otherwise strip.
  const tar = execFileSync('tar', ['-c', '-P', '--format=pax', '-C', source, 'package/../escape.d.ts', 'top.d.ts']);
  assert.deepEqual(
    [...tarFiles(tar)].map((file) => file.path),
    ['package/../escape.d.ts', 'top.d.ts'],
  );
  const dest = path.join(root, 'dest');
  fs.mkdirSync(dest);
  assert.equal(await extractFiles(zlib.gzipSync(tar), dest, COMPILER_READS), 0);
  assert.equal(fs.existsSync(path.join(root, 'escape.d.ts')), false);
  assert.deepEqual(fs.readdirSync(dest), []);
  fs.rmSync(root, {recursive: true, force: true});
});

test('npm’s placement rules: a bundled entry comes in its parent, an optional one only for this platform', () => {
  const otherOs = process.platform === 'linux' ? 'darwin' : 'linux';
  assert.equal(placedHere({version: '1.0.0'}), true);
  assert.equal(placedHere({version: '1.0.0', inBundle: true}), false);
  assert.equal(placedHere({version: '1.0.0', optional: true, os: [otherOs]}), false);
  assert.equal(placedHere({version: '1.0.0', optional: true, os: [`!${process.platform}`]}), false);
  assert.equal(placedHere({version: '1.0.0', optional: true, os: [process.platform], cpu: [process.arch]}), true);
  assert.equal(placedHere({version: '1.0.0', optional: true, cpu: ['not-a-cpu']}), false);
  // Not optional: npm places it (or refuses the install); it is not left out silently.
  assert.equal(placedHere({version: '1.0.0', os: [otherOs]}), true);
});

/** A cache folder in cacache's layout holding `tarball`, and its integrity. */
function cacheHolding(tarball: Buffer) {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-placement-cache-'));
  const integrity = `sha512-${crypto.createHash('sha512').update(tarball).digest('base64')}`;
  const file = cachedContentPath(cacheDir, integrity);
  assert.match(file, /_cacache\/content-v2\/sha512\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{124}$/);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, tarball);
  return {cacheDir, integrity};
}

test('a lock’s paths are placed where it says, from the cache, checked against its integrity', async () => {
  const tarball = packTarball(PACKAGE_FILES);
  const {cacheDir, integrity} = cacheHolding(tarball);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-placement-install-'));
  const lock: PlacedLock = {
    packages: {
      '': {},
      'node_modules/a': {version: '1.2.3', integrity},
      'node_modules/b/node_modules/a': {version: '1.2.3', integrity},
    },
  };
  await placeFromLock(dir, lock, ['node_modules/a', 'node_modules/b/node_modules/a'], cacheDir, COMPILER_READS);
  for (const at of ['node_modules/a', 'node_modules/b/node_modules/a'])
    assert.equal(JSON.parse(fs.readFileSync(path.join(dir, at, 'package.json'), 'utf8')).version, '1.2.3');

  // Content that does not match the lock's integrity is refused, naming the package.
  fs.writeFileSync(cachedContentPath(cacheDir, integrity), packTarball({'package.json': '{"version":"6.6.6"}'}));
  await assert.rejects(
    placeFromLock(dir, lock, ['node_modules/a'], cacheDir, COMPILER_READS),
    /a@1\.2\.3: .*does not match the lockfile's integrity/,
  );
  // An entry without an integrity cannot be looked up: named, not skipped.
  const noIntegrity: PlacedLock = {packages: {'node_modules/c': {version: '2.0.0'}}};
  await assert.rejects(
    placeFromLock(dir, noIntegrity, ['node_modules/c'], cacheDir, COMPILER_READS),
    /node_modules\/c: .*no integrity for c@2\.0\.0/,
  );
  fs.rmSync(dir, {recursive: true, force: true});
  fs.rmSync(cacheDir, {recursive: true, force: true});
});

test('a lockfile placed as npm ci places it: a new node_modules, links left out, nothing again while it holds', async () => {
  const tarball = packTarball(PACKAGE_FILES);
  const {cacheDir, integrity} = cacheHolding(tarball);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-placement-project-'));
  const otherOs = process.platform === 'linux' ? 'darwin' : 'linux';
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': {name: 'project'},
      'node_modules/a': {version: '1.2.3', integrity},
      'node_modules/linked': {resolved: '../linked', link: true},
      'node_modules/a-other-os': {version: '1.2.3', integrity, optional: true, os: [otherOs]},
    },
  };
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
  // What an earlier install left: gone, as npm ci removes node_modules first.
  fs.mkdirSync(path.join(dir, 'node_modules', 'stale'), {recursive: true});
  try {
    assert.equal(await placeLockfile(dir, COMPILER_READS, cacheDir), true);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'node_modules')).sort(), ['.placed-lockfile', 'a']);
    assert.equal(fs.existsSync(path.join(dir, 'node_modules', 'a', 'index.js')), false);
    assert.equal(fs.existsSync(path.join(dir, 'node_modules', 'a', 'index.d.ts')), true);
    assert.equal(await placeLockfile(dir, COMPILER_READS, cacheDir), false);
    // Another file set, or another lockfile: placed again.
    assert.equal(await placeLockfile(dir, /\.d\.ts$/, cacheDir), true);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'node_modules', 'a')), ['index.d.ts']);
    fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({...lock, name: 'renamed'}));
    assert.equal(await placeLockfile(dir, /\.d\.ts$/, cacheDir), true);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.rmSync(cacheDir, {recursive: true, force: true});
  }
});

/**
 * Packages of a lockfile put where it places them, from npm's own cache, with only the files a
 * use reads: what `npm ci` with that lockfile puts there, less what nobody here opens. A
 * section's tarballs are mostly what no declaration reads (op-sqlite's Android and iOS binaries:
 * 350 MB of one install; JavaScript bundles), and npm writes every byte of them; here each
 * tarball is read from npm's cache (checked against the lock's integrity, as npm checks it) and
 * only the files the use keeps are written. No install scripts run, no `bin` is linked.
 */
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {tarFiles} from './tar';

/**
 * Files the compiler reads from a package: declarations, TypeScript sources (a `types` entry
 * may name one), and JSON (every `package.json`, nested ones too: they set a folder's module
 * format). Not JavaScript: nothing here compiles with `allowJs`, so a `.js` file is never read,
 * and a module that resolves to one reads as `any` as an unresolved one does (the entry-point
 * resolver takes declarations only). JavaScript is most of a tarball's bytes.
 */
export const COMPILER_READS = /\.(?:[cm]?tsx?|json)$/;

/** A lockfile (v2/v3) as far as placement reads it: `packages`, keyed by install path. */
export interface PlacedLock {
  packages: Record<string, PlacedEntry>;
}

export interface PlacedEntry {
  version?: string;
  /** An alias's real name (`npm:`); else the name is the path's last `node_modules/` part. */
  name?: string;
  integrity?: string;
  /** In its parent's tarball: placed with it. */
  inBundle?: boolean;
  /** A workspace or `file:` link: not from the registry. */
  link?: boolean;
  /** Only reached through optional dependencies: npm leaves it out where it does not install (another platform). */
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

/** Runs npm in `cwd`; rejects with what it wrote to stderr when it fails. */
export async function npm(cwd: string, args: readonly string[]): Promise<void> {
  const {code, stderr} = await new Promise<{code: number | null; stderr: string}>((resolve) => {
    const child = spawn('npm', args, {cwd, stdio: ['ignore', 'ignore', 'pipe']});
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('close', (exit) => resolve({code: exit, stderr: errors}));
  });
  if (code !== 0) throw new Error(`npm ${args.join(' ')} in ${cwd} failed (exit ${code}):\n${stderr}`);
}

let askedCacheDir: string | undefined;

/** npm's cache folder: what `npm run` passes on, else what npm says (asked once). */
export function npmCacheDir(): string {
  if (askedCacheDir) return askedCacheDir;
  const passed = process.env.npm_config_cache;
  if (passed) return (askedCacheDir = passed);
  const asked = spawnSync('npm', ['config', 'get', 'cache'], {encoding: 'utf8'});
  if (asked.status !== 0) throw new Error(`npm config get cache failed: ${asked.stderr}`);
  return (askedCacheDir = asked.stdout.trim());
}

/** An integrity's first hash (`sha512-<base64>`): its algorithm and its digest. */
const parseIntegrity = (integrity: string) => {
  const [algorithm, digest] = integrity.trim().split(/\s+/)[0]!.split('-', 2) as [string, string];
  return {algorithm, digest};
};

/** Where cacache keeps the content of an integrity (`sha512-…`): `content-v2/{algo}/{hex}`. */
export function cachedContentPath(cacheDir: string, integrity: string): string {
  const {algorithm, digest} = parseIntegrity(integrity);
  const hex = Buffer.from(digest, 'base64').toString('hex');
  return path.join(cacheDir, '_cacache', 'content-v2', algorithm, hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
}

/** One `os`/`cpu` list of package.json against the running platform, as npm checks it. */
const allows = (list: readonly string[] | undefined, current: string) => {
  if (!list || list.length === 0) return true;
  if (list.includes(`!${current}`)) return false;
  const positive = list.filter((item) => !item.startsWith('!'));
  return positive.length === 0 || positive.includes(current);
};

/** The C library npm checks a package's `libc` against: Linux only, glibc unless the runtime has none. */
let runtimeLibc: string | null | undefined;
const currentLibc = () => {
  if (runtimeLibc === undefined) {
    const header =
      process.platform === 'linux'
        ? (process.report.getReport() as {header?: {glibcVersionRuntime?: string}}).header
        : undefined;
    runtimeLibc = process.platform !== 'linux' ? null : header?.glibcVersionRuntime ? 'glibc' : 'musl';
  }
  return runtimeLibc;
};

const forThisPlatform = (entry: PlacedEntry) => {
  const libc = currentLibc();
  return (
    allows(entry.os, process.platform) && allows(entry.cpu, process.arch) && (libc === null || allows(entry.libc, libc))
  );
};

/**
 * Whether npm would place this entry on this machine: not a bundled one (its parent's tarball
 * holds it), not an optional one built for another platform.
 */
export const placedHere = (entry: PlacedEntry): boolean =>
  !entry.inBundle && !(entry.optional && !forThisPlatform(entry));

const specOf = (lockPath: string, entry: PlacedEntry) =>
  `${entry.name ?? lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`;

/** Paths inside a package a tarball may name: relative, never out of its folder. */
const insidePackage = (relative: string) =>
  relative !== '' && !relative.startsWith('/') && !relative.split('/').includes('..');

const gunzip = promisify(zlib.gunzip);

/**
 * zlib's output chunk for a gzip member: its size as the trailer records it (ISIZE, the size
 * modulo 2^32), so the archive comes out as one buffer, not chunks copied into one at the end.
 */
const outputChunk = (gzip: Buffer) =>
  Math.min(
    Math.max(gzip.length >= 4 ? gzip.readUInt32LE(gzip.length - 4) + 1 : 0, zlib.constants.Z_DEFAULT_CHUNK),
    2 ** 30,
  );

/** Writes the files of a package tarball that `keep` matches under `dest` (its first folder stripped, as npm does). */
export async function extractFiles(tarball: Buffer, dest: string, keep: RegExp): Promise<number> {
  let written = 0;
  for (const file of tarFiles(await gunzip(tarball, {chunkSize: outputChunk(tarball)}))) {
    // npm strips the first folder, and with it a file that has none.
    const slash = file.path.indexOf('/');
    const relative = slash < 0 ? '' : file.path.slice(slash + 1);
    if (!insidePackage(relative) || !keep.test(relative)) continue;
    const target = path.join(dest, relative);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.body);
    written++;
  }
  return written;
}

/** The tarball of an integrity from the cache, checked against it. */
function readChecked(file: string, integrity: string, spec: string): Buffer {
  const tarball = fs.readFileSync(file);
  const {algorithm, digest} = parseIntegrity(integrity);
  const actual = crypto.createHash(algorithm).update(tarball).digest('base64');
  if (actual !== digest) throw new Error(`${spec}: the cached tarball ${file} does not match the lockfile's integrity`);
  return tarball;
}

/**
 * Puts each of `lockPaths` of `lock` under `dir` (`dir/node_modules/…`, as the lock names it),
 * with the files `keep` matches. An entry npm would not place here is skipped (placedHere).
 */
export async function placeFromLock(
  dir: string,
  lock: PlacedLock,
  lockPaths: Iterable<string>,
  cacheDir: string,
  keep: RegExp,
): Promise<void> {
  const wanted = [...lockPaths].flatMap((lockPath) => {
    const entry = lock.packages[lockPath];
    if (!entry || !placedHere(entry)) return [];
    const spec = specOf(lockPath, entry);
    if (!entry.integrity) throw new Error(`${lockPath}: the lockfile records no integrity for ${spec}`);
    return [{lockPath, spec, integrity: entry.integrity, file: cachedContentPath(cacheDir, entry.integrity)}];
  });
  // What the cache lacks, fetched in one call.
  const missing = wanted.filter(({file}) => !fs.existsSync(file)).map(({spec}) => spec);
  if (missing.length > 0) await npm(dir, ['cache', 'add', ...missing, '--cache', cacheDir, '--loglevel=error']);
  for (const {lockPath, spec, integrity, file} of wanted) {
    if (!fs.existsSync(file)) throw new Error(`${spec}: not in npm's cache (${cacheDir}) after npm cache add`);
    await extractFiles(readChecked(file, integrity, spec), path.join(dir, lockPath), keep);
  }
}

/** Recorded in `node_modules` beside what a lockfile placed: a change of either places it again. */
const PLACED_STAMP = '.placed-lockfile';

const stampText = (lockText: Buffer, keep: RegExp) =>
  `${crypto.createHash('sha256').update(lockText).digest('hex')} ${keep.source}\n`;

/**
 * `npm ci` for what `keep` matches: the folder's `package-lock.json` in place in a new
 * `node_modules`, every package it lists but links and those npm would not place here. Nothing
 * happens when `node_modules` already holds this lockfile with this `keep`. Returns whether it
 * placed anything.
 */
export async function placeLockfile(dir: string, keep: RegExp, cacheDir = npmCacheDir()): Promise<boolean> {
  const lockText = fs.readFileSync(path.join(dir, 'package-lock.json'));
  const stamp = path.join(dir, 'node_modules', PLACED_STAMP);
  const wanted = stampText(lockText, keep);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return false;
  const lock = JSON.parse(lockText.toString('utf8')) as PlacedLock;
  fs.rmSync(path.join(dir, 'node_modules'), {recursive: true, force: true});
  const lockPaths = Object.keys(lock.packages).filter((lockPath) => lockPath !== '' && !lock.packages[lockPath]!.link);
  await placeFromLock(dir, lock, lockPaths, cacheDir, keep);
  fs.mkdirSync(path.dirname(stamp), {recursive: true});
  fs.writeFileSync(stamp, wanted);
  return true;
}

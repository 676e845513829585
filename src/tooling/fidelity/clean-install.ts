/**
 * A reader's clean install of one section's package, made apart from the tree that generated
 * the pages, for the fidelity check to compile (tests/site/fidelity.test.ts). Resolved by npm
 * from the registry (or npm's cache) without a lockfile of ours, so it is what
 * `npm install <package>@<version>` resolves today. Kept between runs while the package set is
 * the same: published versions do not change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COMPILER_READS, npm, npmCacheDir, placeFromLock} from '../lock-placement';
import {importedPackageNames, placementDifferences, settleImportedPeers, type Lockfile} from './reader-tree';

const STAMP = '.clean-install.json';
/** Recorded in the stamp beside the packages: installs made another way are made again. */
const PEER_HANDLING = 'reader-lock, peers a declaration reaches, compiler-readable files';

/** Installs at once: npm's resolution waits on the registry and the disk more than on the CPU. */
const CONCURRENT_INSTALLS = 4;

export interface CleanInstall {
  dir: string;
  /** Package name → exact version. */
  packages: Record<string, string>;
  /**
   * Another install of the same packages (the generation's, `lines/{id}/installs/{section}`):
   * the names its declarations import are the first round's guess of the peers to pin, which
   * saves the install a round when right (settleImportedPeers). Nothing else is read from it.
   */
  importsGuessFrom?: string;
}

/**
 * Installs each set into its folder, unless the folder holds that install already. No install
 * scripts (no native module is built). What lands where is what a reader's install puts there
 * with npm's default peer handling, as far as a declaration can reach it (reader-tree.ts): npm
 * writes the reader's lockfile; the packages a declaration can reach from the requested ones
 * (their dependencies, the `@powersync/*` peers and the peers the declarations import) are put
 * where that lockfile places them, from npm's cache, with the files the compiler reads
 * (../lock-placement.ts); the other peers are left out.
 */
export async function cleanInstalls(installs: readonly CleanInstall[]): Promise<void> {
  const queue = installs.filter(({dir, packages}) => !isInstalled(dir, packages));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await install(next);
  };
  await Promise.all(Array.from({length: CONCURRENT_INSTALLS}, worker));
}

const stampOf = (dir: string) => path.join(dir, 'node_modules', STAMP);
const stampText = (packages: Record<string, string>) => JSON.stringify({packages, peers: PEER_HANDLING});
const isInstalled = (dir: string, packages: Record<string, string>) =>
  fs.existsSync(stampOf(dir)) && fs.readFileSync(stampOf(dir), 'utf8') === stampText(packages);

const COMMON_FLAGS = ['--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
/** The reader's resolution; explicit, as a ~/.npmrc may set legacy-peer-deps. */
const READER_LOCK_FLAGS = ['--package-lock-only', '--legacy-peer-deps=false'];
/** Where the reader's lockfile is kept beside the install (npm reads no file of that name). */
const READER_LOCK = 'reader-lock.json';

const writeManifest = (dir: string, dependencies: Record<string, string>) =>
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({name: 'fidelity-clean-install', private: true, dependencies}, null, 2),
  );

const powersyncFolder = (dir: string) => path.join(dir, 'node_modules', '@powersync');

/**
 * Every package name the installed `@powersync/*` declaration files import. Not further: a
 * page's types are `@powersync` declarations, and an imported package's own imports (op-sqlite's
 * of react-native, 230 packages) do not change how those are written.
 */
function importedByDeclarations(dir: string): Set<string> {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.d\.[cm]?ts$/.test(entry.name))
        for (const name of importedPackageNames(fs.readFileSync(full, 'utf8'))) names.add(name);
    }
  };
  visit(powersyncFolder(dir));
  return names;
}

const installedVersion = (dir: string) => (lockPath: string) => {
  const manifest = path.join(dir, lockPath, 'package.json');
  return fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version?: string}).version
    : undefined;
};

/**
 * Installs into a folder of this process's own and renames it into place: the site tests run
 * side by side, and two of them may want the same install on a fresh clone. The first to finish
 * puts its folder in place; a later one finds it there and drops its own.
 */
async function install({dir, packages, importsGuessFrom}: CleanInstall): Promise<void> {
  const wanted = stampText(packages);
  const own = `${dir}.${process.pid}.tmp`;
  fs.rmSync(own, {recursive: true, force: true});
  fs.mkdirSync(own, {recursive: true});
  writeManifest(own, packages);
  await npm(own, ['install', ...READER_LOCK_FLAGS, ...COMMON_FLAGS]);
  fs.renameSync(path.join(own, 'package-lock.json'), path.join(own, READER_LOCK));
  const lock = JSON.parse(fs.readFileSync(path.join(own, READER_LOCK), 'utf8')) as Lockfile;
  // No guess where that install is not there (`npm run clean-installs` before the lines' installs).
  const guess =
    importsGuessFrom && fs.existsSync(powersyncFolder(importsGuessFrom))
      ? importedByDeclarations(importsGuessFrom)
      : new Set<string>();
  const cacheDir = npmCacheDir();
  const placed = new Set<string>();
  const reachable = await settleImportedPeers(lock, guess, async (reach) => {
    // A wrong guess placed a peer no declaration imports: a new tree, not one with it removed.
    if ([...placed].some((lockPath) => !reach.has(lockPath))) {
      fs.rmSync(path.join(own, 'node_modules'), {recursive: true, force: true});
      placed.clear();
    }
    const next = [...reach.keys()].filter((lockPath) => !placed.has(lockPath));
    await placeFromLock(own, lock, next, cacheDir, COMPILER_READS);
    for (const lockPath of next) placed.add(lockPath);
    return importedByDeclarations(own);
  }).catch((error: Error) => {
    throw new Error(`${wanted}: ${error.message}`);
  });
  const misplaced = placementDifferences(lock, reachable, installedVersion(own));
  if (misplaced.length > 0)
    throw new Error(`${wanted} in ${own}: not placed as the reader's install places it:\n${misplaced.join('\n')}`);
  fs.writeFileSync(stampOf(own), wanted);
  if (isInstalled(dir, packages)) return fs.rmSync(own, {recursive: true, force: true});
  fs.rmSync(dir, {recursive: true, force: true});
  try {
    fs.renameSync(own, dir);
  } catch (error) {
    // Another process put its folder in place between the two calls above.
    if (!isInstalled(dir, packages)) throw error;
    fs.rmSync(own, {recursive: true, force: true});
  }
}

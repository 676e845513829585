/**
 * A reader's clean install of one section's package, made apart from the tree that generated
 * the pages, for the fidelity check to compile (tests/site/fidelity.test.ts). Installed with npm
 * from the registry (or npm's cache), without a lockfile, so it resolves what
 * `npm install <package>@<version>` resolves today. Kept between runs while the package set is
 * the same: published versions do not change.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.clean-install.json';
/** Recorded in the stamp beside the packages: installs made with `legacy-peer-deps` are made again. */
const PEER_HANDLING = 'default';

/** Installs at once: npm waits on the registry and the disk more than on the CPU. */
const CONCURRENT_INSTALLS = 4;

export interface CleanInstall {
  dir: string;
  /** Package name → exact version. */
  packages: Record<string, string>;
}

/**
 * Installs each set into its folder, unless the folder holds that install already. No install
 * scripts (no native module is built); peers as npm's default peer handling places them, as in
 * a reader's install: `@powersync/react-native` 2.1.0 brings `@powersync/common` 2.0.0 at the
 * top as a peer of `@powersync/shared-internals`. npm cannot leave out only the other peers
 * (`--omit=peer` drops the `@powersync/*` ones too), so react-native and the like come too.
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

/**
 * Installs into a folder of this process's own and renames it into place: the site tests run
 * side by side, and two of them may want the same install on a fresh clone. The first to finish
 * puts its folder in place; a later one finds it there and drops its own.
 */
async function install({dir, packages}: CleanInstall): Promise<void> {
  const wanted = stampText(packages);
  const own = `${dir}.${process.pid}.tmp`;
  fs.rmSync(own, {recursive: true, force: true});
  fs.mkdirSync(own, {recursive: true});
  fs.writeFileSync(
    path.join(own, 'package.json'),
    JSON.stringify({name: 'fidelity-clean-install', private: true, dependencies: packages}, null, 2),
  );
  const flags = [
    '--ignore-scripts',
    // Explicit: a ~/.npmrc may set legacy-peer-deps.
    '--legacy-peer-deps=false',
    '--no-package-lock',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ];
  const {code, stderr} = await new Promise<{code: number | null; stderr: string}>((resolve) => {
    const child = spawn('npm', ['install', ...flags], {cwd: own, stdio: ['ignore', 'ignore', 'pipe']});
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('close', (exit) => resolve({code: exit, stderr: errors}));
  });
  if (code !== 0) throw new Error(`npm install ${wanted} in ${own} failed (exit ${code}):\n${stderr}`);
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

/**
 * The MCP package (packages/mcp) as a user gets it: bundled (`packages/mcp/build.ts`), `npm
 * pack`ed, and installed from the tarball into an empty project outside this repository, its
 * dependencies from the registry (or npm's cache) and none of this repository's node_modules
 * in reach. tests/site/mcp-package.test.ts starts the installed bin.
 *
 * Made before the build by `npm run clean-installs` (it needs no build), and kept while what
 * goes into the package is the same: its key is every file the bundle can read (src/, the
 * package's own files) and the lockfile its bundled code and bundler come from. The test makes
 * it again when the key differs, so a change to the MCP server's code is never tested stale.
 */
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hashTree} from './source-hash';

/** What the package is made from, relative to the repository: a change to any makes it again. */
const PACKAGE_INPUTS = [
  'src',
  'packages/mcp/build.ts',
  'packages/mcp/package.json',
  'packages/mcp/README.md',
  'packages/mcp/src',
  'package-lock.json',
];
const KEY_FILE = 'package-key';

export interface McpPackageInstall {
  /** The installed bin, as `npx` would start it. */
  bin: string;
  /** The project it is installed in (outside the repository). */
  project: string;
}

/** Outside the repository, one folder per checkout: a clone's install is not another's. */
const installRoot = (repo: string) =>
  path.join(
    os.tmpdir(),
    `powersync-mcp-package-${createHash('sha256').update(path.resolve(repo)).digest('hex').slice(0, 12)}`,
  );

export function mcpPackageKey(repo: string): string {
  const hash = createHash('sha256');
  for (const input of PACKAGE_INPUTS) hashTree(hash, repo, input);
  return hash.digest('hex');
}

/** The package installed from its tarball, made now unless the install of the same inputs is there. */
export function installMcpPackage(repo: string, log: (message: string) => void = () => {}): McpPackageInstall {
  const root = installRoot(repo);
  const project = path.join(root, 'project');
  const packageDir = path.join(repo, 'packages', 'mcp');
  const {name} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {name: string};
  const installed = {bin: path.join(project, 'node_modules', '.bin', name), project};
  const key = mcpPackageKey(repo);
  const keyFile = path.join(root, KEY_FILE);
  if (fs.existsSync(installed.bin) && fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) {
    log(`${name}: installed from its tarball already (${path.relative(os.tmpdir(), project)})`);
    return installed;
  }
  fs.rmSync(root, {recursive: true, force: true});
  fs.mkdirSync(project, {recursive: true});
  execFileSync(process.execPath, ['--import', 'tsx', path.join(packageDir, 'build.ts')], {cwd: repo, stdio: 'inherit'});
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', root], {cwd: packageDir, encoding: 'utf8'}),
  ) as Array<{filename: string}>;
  // An empty project outside the repository: nothing of its node_modules is reachable from there.
  fs.writeFileSync(path.join(project, 'package.json'), '{"private": true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(root, packed[0].filename)], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Last: an install cut short has no key, and is made again.
  fs.writeFileSync(keyFile, key);
  log(`${name}: bundled, packed and installed from its tarball (${path.relative(os.tmpdir(), project)})`);
  return installed;
}

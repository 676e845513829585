/**
 * Makes the installs agree with src/sdk-manifest.ts, then installs. This is the only step
 * after editing the manifest.
 *
 *   npm run sdk:sync                    the default line: one npm project per section,
 *                                       lines/current/installs/{section}/ (package.json and
 *                                       lockfile), which its pages are read from; and every SDK
 *                                       package and the shared base as exact devDependencies of
 *                                       the site's own package.json, for the site's tooling
 *   npm run sdk:sync -- --line v2       release line v2: one npm project per section,
 *                                       lines/v2/installs/{section}/ (package.json and lockfile)
 *
 * Nothing is forced with `overrides`: each package gets the `@powersync/common` its own
 * dependencies name, as in a reader's clean install (src/lines/README.md).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import fullManifest from '../src/sdk-manifest';
import {activeLine, INSTALLS_DIR, LINE_ENV, LINES_DIR} from '../src/lines/active';
import {sectionInstallPackages} from '../src/lines/section-installs';
import {placedScopePeers, type PackageLock} from '../src/lines/peer-placements';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lineIndex = process.argv.indexOf('--line');
const line = activeLine(lineIndex >= 0 ? {[LINE_ENV]: process.argv[lineIndex + 1]} : {}, fullManifest);
const {manifest} = line;

const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const sorted = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** A failed npm install: thrown, not exited on, so that scratch folders are removed on the way out. */
class InstallFailed extends Error {
  constructor(readonly status: number) {
    super(`npm install failed (exit ${status})`);
  }
}

function install(dir: string, flags: string[]): void {
  const result = spawnSync('npm', ['install', ...flags], {cwd: dir, stdio: 'inherit'});
  if (result.status !== 0) throw new InstallFailed(result.status ?? 1);
}

/** The lockfile a reader's `npm install` of these packages computes: npm's default peer handling. */
function defaultPeerLock(dependencies: Record<string, string>): PackageLock {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'powersync-peers-'));
  try {
    writeJson(path.join(dir, 'package.json'), {name: 'default-peer-resolution', private: true, dependencies});
    // The flag is explicit: a user's ~/.npmrc may set legacy-peer-deps.
    install(dir, ['--package-lock-only', '--ignore-scripts', '--legacy-peer-deps=false', '--no-audit', '--no-fund']);
    return JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as PackageLock;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The site's own package.json pins the default line's packages too: the site's tooling and tests read them there. */
function syncSiteDevDependencies(): void {
  const packageJsonPath = path.join(siteDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
  const deps: Record<string, string> = pkg.devDependencies ?? {};
  for (const name of Object.keys(deps)) if (name.startsWith('@powersync/')) delete deps[name];
  for (const {packageName, version} of [manifest.shared, ...manifest.sdks]) deps[packageName] = version;
  pkg.devDependencies = sorted(deps);
  // Older versions of this script pinned the shared base for every package: that is what a
  // reader's install does not do.
  if (pkg.overrides) delete pkg.overrides[manifest.shared.packageName];
  writeJson(packageJsonPath, pkg);
  console.log(
    'package.json now pins:',
    [manifest.shared, ...manifest.sdks].map((p) => `${p.packageName}@${p.version}`).join(', '),
  );
  install(siteDir, []);
}

/** One npm project per section of the line, as a reader's clean install of its package lays it out. */
function syncSectionProjects(): void {
  const lineDir = path.join(siteDir, LINES_DIR, line.id, INSTALLS_DIR);
  // Sections no longer in the line, and the single project of older layouts, go.
  const keep = new Set(manifest.sdks.map((sdk) => sdk.id));
  if (fs.existsSync(lineDir))
    for (const entry of fs.readdirSync(lineDir))
      if (!keep.has(entry)) fs.rmSync(path.join(lineDir, entry), {recursive: true});
  for (const old of ['package.json', 'package-lock.json', 'node_modules'])
    fs.rmSync(path.join(siteDir, LINES_DIR, line.id, old), {recursive: true, force: true});
  for (const sdk of manifest.sdks) {
    const dir = path.join(siteDir, line.installDirOf(sdk.id));
    fs.mkdirSync(dir, {recursive: true});
    const requested = sectionInstallPackages(manifest, sdk.id);
    // The @powersync/* peers a reader's install places at the top, pinned there (peer-placements.ts).
    const placedPeers = placedScopePeers(defaultPeerLock(requested));
    const dependencies = {...requested, ...placedPeers};
    writeJson(path.join(dir, 'package.json'), {
      name: `powersync-line-${line.id}-${sdk.id}`,
      private: true,
      description:
        `Release line "${line.id}", ${sdk.label}: a clean install of its package (src/lines/README.md)` +
        (Object.keys(placedPeers).length ? '; placedPeers: the peers npm places at the top, pinned there' : ''),
      dependencies,
      ...(Object.keys(placedPeers).length ? {placedPeers} : {}),
    });
    console.log(
      `${path.relative(siteDir, dir)}:`,
      Object.entries(dependencies)
        .map(([n, v]) => `${n}@${v}`)
        .join(', '),
    );
    // No .npmrc of its own: the site's reasons (no install scripts, no peers but the placed
    // @powersync/* ones, now dependencies) apply here too.
    fs.rmSync(path.join(dir, 'package-lock.json'), {force: true});
    install(dir, ['--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund']);
  }
}

try {
  if (line.isDefault) syncSiteDevDependencies();
  syncSectionProjects();
} catch (error) {
  // npm has said why; the exit status is npm's.
  if (error instanceof InstallFailed) process.exit(error.status);
  throw error;
}

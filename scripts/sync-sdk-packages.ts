/**
 * Makes package.json agree with src/sdk-manifest.ts: every SDK package and the shared
 * base as exact devDependencies, the shared base pinned with `overrides`, then `npm install`.
 * This is the only step after editing the manifest.
 *
 *   npm run sdk:sync                    the default line: the site's own package.json and lockfile
 *   npm run sdk:sync -- --line v2       release line v2: lines/v2/package.json and its lockfile only
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import fullManifest from '../src/sdk-manifest';
import {activeLine, LINE_ENV} from '../src/lines/active';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lineIndex = process.argv.indexOf('--line');
const line = activeLine(lineIndex >= 0 ? {[LINE_ENV]: process.argv[lineIndex + 1]} : {}, fullManifest);
const {manifest} = line;
const projectDir = path.join(siteDir, line.packagesDir);
const packageJsonPath = path.join(projectDir, 'package.json');
fs.mkdirSync(projectDir, {recursive: true});
const pkg = fs.existsSync(packageJsonPath)
  ? JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'))
  : {
      name: `powersync-line-${line.id}`,
      private: true,
      description: `Release line "${line.id}": see src/lines/README.md`,
    };

// A line's project holds only packages read for their types, so they are plain dependencies there.
const field = line.isDefault ? 'devDependencies' : 'dependencies';
pkg[field] ??= {};
for (const name of Object.keys(pkg[field])) {
  if (name.startsWith('@powersync/')) delete pkg[field][name];
}
for (const {packageName, version} of [manifest.shared, ...manifest.sdks]) pkg[field][packageName] = version;
pkg[field] = Object.fromEntries(Object.entries(pkg[field]).sort(([a], [b]) => a.localeCompare(b)));
pkg.overrides = {...pkg.overrides, [manifest.shared.packageName]: manifest.shared.version};

fs.writeFileSync(packageJsonPath, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(
  `${path.relative(siteDir, packageJsonPath)} now pins:`,
  [manifest.shared, ...manifest.sdks].map((p) => `${p.packageName}@${p.version}`).join(', '),
);
// A line has no .npmrc of its own: the site's reasons (no install scripts, no peers) apply to it too.
const lineFlags = line.isDefault ? [] : ['--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'];
const result = spawnSync('npm', ['install', ...lineFlags], {cwd: projectDir, stdio: 'inherit'});
process.exit(result.status ?? 1);

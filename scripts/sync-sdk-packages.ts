/**
 * Makes package.json agree with src/sdk-manifest.ts: every SDK package and the shared
 * base as exact devDependencies, the shared base pinned with `overrides`, then `npm install`.
 * This is the only step after editing the manifest.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../src/sdk-manifest';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageJsonPath = path.join(siteDir, 'package.json');
const pkg = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));

pkg.devDependencies ??= {};
for (const name of Object.keys(pkg.devDependencies)) {
  if (name.startsWith('@powersync/')) delete pkg.devDependencies[name];
}
for (const {packageName, version} of [manifest.shared, ...manifest.sdks]) pkg.devDependencies[packageName] = version;
pkg.devDependencies = Object.fromEntries(Object.entries(pkg.devDependencies).sort(([a], [b]) => a.localeCompare(b)));
pkg.overrides = {...pkg.overrides, [manifest.shared.packageName]: manifest.shared.version};

fs.writeFileSync(packageJsonPath, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(
  'package.json now pins:',
  [manifest.shared, ...manifest.sdks].map((p) => `${p.packageName}@${p.version}`).join(', '),
);
const result = spawnSync('npm', ['install'], {cwd: siteDir, stdio: 'inherit'});
process.exit(result.status ?? 1);

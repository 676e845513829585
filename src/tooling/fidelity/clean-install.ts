/**
 * A reader's clean install of one section's package, made apart from the tree that generated
 * the pages, for the fidelity check to compile (tests/site/fidelity.test.ts). Installed with npm
 * from the registry (or npm's cache), without a lockfile, so it resolves what
 * `npm install <package>@<version>` resolves today. Kept between runs while the package set is
 * the same: published versions do not change.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.clean-install.json';

/**
 * Installs `packages` (name → exact version) into `dir`, unless it holds that install already.
 * No install scripts (no native module is built); peers a package names are not installed
 * beside it, as in the site's own installs: the type-only ones are the site's, found above `dir`.
 */
export function cleanInstall(dir: string, packages: Record<string, string>): void {
  const wanted = JSON.stringify(packages);
  const stamp = path.join(dir, 'node_modules', STAMP);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) return;
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({name: 'fidelity-clean-install', private: true, dependencies: packages}, null, 2),
  );
  const result = spawnSync(
    'npm',
    [
      'install',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--no-package-lock',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    {cwd: dir, encoding: 'utf8'},
  );
  if (result.status !== 0)
    throw new Error(`npm install ${wanted} in ${dir} failed (exit ${result.status}):\n${result.stderr}`);
  fs.writeFileSync(stamp, wanted);
}

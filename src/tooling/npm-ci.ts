/**
 * `npm ci` in a folder with its own lockfile (the bench's packages), only when its node_modules
 * was not installed from this very lockfile: a stamp there records the lockfile's hash.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.lockfile-sha256';

const digestOf = (dir: string) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');
const stampOf = (dir: string) => path.join(dir, 'node_modules', STAMP);
const isCurrent = (dir: string, digest: string) =>
  fs.existsSync(stampOf(dir)) && fs.readFileSync(stampOf(dir), 'utf8') === digest;
const ciArgs = (flags: readonly string[]) => ['ci', '--no-audit', '--no-fund', ...flags];

/** Throws when `npm ci` fails; `announce` runs before an install (not when it is skipped). */
export function npmCiIfLockChanged(dir: string, flags: readonly string[] = [], announce?: () => void): void {
  const digest = digestOf(dir);
  if (isCurrent(dir, digest)) return;
  announce?.();
  const result = spawnSync('npm', ciArgs(flags), {cwd: dir, stdio: ['ignore', 'inherit', 'inherit']});
  if (result.status !== 0) throw new Error(`npm ci failed in ${dir} (exit ${result.status ?? result.signal})`);
  fs.writeFileSync(stampOf(dir), digest);
}

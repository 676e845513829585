/**
 * `npm ci` in a folder with its own lockfile (a release line's project, the bench's packages),
 * only when its node_modules was not installed from this very lockfile: a stamp there records
 * the lockfile's hash.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.lockfile-sha256';

/** Throws when `npm ci` fails; `announce` runs before an install (not when it is skipped). */
export function npmCiIfLockChanged(dir: string, flags: readonly string[] = [], announce?: () => void): void {
  const lockfile = fs.readFileSync(path.join(dir, 'package-lock.json'));
  const stamp = path.join(dir, 'node_modules', STAMP);
  const digest = crypto.createHash('sha256').update(lockfile).digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return;
  announce?.();
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', ...flags], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm ci failed in ${dir} (exit ${result.status ?? result.signal})`);
  fs.writeFileSync(stamp, digest);
}

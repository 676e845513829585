/**
 * `npm ci` in a folder with its own lockfile (a release line's section, the bench's packages),
 * only when its node_modules was not installed from this very lockfile: a stamp there records
 * the lockfile's hash.
 */
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.lockfile-sha256';
/** Installs at once (npmCiAll): npm spends more of an install waiting on the registry and the disk than computing. */
const CONCURRENT_INSTALLS = 4;

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

/**
 * npmCiIfLockChanged for several folders, a few at a time. Rejects with every folder whose
 * install failed, after the others have finished.
 */
export async function npmCiAll(
  dirs: readonly string[],
  flags: readonly string[],
  announce: (dir: string) => void,
): Promise<void> {
  const queue = dirs.map((dir) => ({dir, digest: digestOf(dir)})).filter(({dir, digest}) => !isCurrent(dir, digest));
  const failures: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const {dir, digest} = next;
      announce(dir);
      const {code, output} = await new Promise<{code: number | null; output: string}>((resolve) => {
        const child = spawn('npm', ciArgs(flags), {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']});
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        child.on('close', (exit) => resolve({code: exit, output: text}));
      });
      if (code === 0) fs.writeFileSync(stampOf(dir), digest);
      else failures.push(`npm ci failed in ${dir} (exit ${code}):\n${output.trim()}`);
    }
  };
  await Promise.all(Array.from({length: CONCURRENT_INSTALLS}, worker));
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

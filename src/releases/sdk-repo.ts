/**
 * A copy of the SDK repository for the demos when `npm run releases` was given none: the
 * release tags of the lines it moves, fetched one commit deep into a bare repository (what
 * `npm run examples` reads: git only, no work tree). Where the repository cannot be reached
 * (no network, a missing tag, the time limit), the reason comes back instead and the demos stay
 * as read, marked stale on the pages and in the summary.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';

/** The time limit of the whole fetch: a few tags of the SDK repository take seconds on a runner. */
export const SDK_FETCH_TIMEOUT_MS = 120_000;

export const sdkRepositoryUrl = (sourceRepository: string) => `https://github.com/${sourceRepository}.git`;

/** `git` with no prompt for credentials (an unknown repository would otherwise ask and wait). */
function git(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {timeout: timeoutMs, killSignal: 'SIGKILL', env: {...process.env, GIT_TERMINAL_PROMPT: '0'}},
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const why = error.killed
          ? `no answer within ${(timeoutMs / 1000).toFixed(1)} s`
          : stderr.trim().split('\n').at(-1);
        reject(new Error(why || error.message));
      },
    );
  });
}

/**
 * Fetches `tags` (`@powersync/web@1.39.0`) from `url` into a new bare repository at `dir`.
 * Resolves to `{repo}` when every tag came, else to `{problem}` saying what was tried and why
 * it failed; never throws.
 */
export async function fetchSdkTags(
  url: string,
  tags: string[],
  dir: string,
  timeoutMs = SDK_FETCH_TIMEOUT_MS,
): Promise<{repo: string} | {problem: string}> {
  const started = Date.now();
  try {
    fs.mkdirSync(dir, {recursive: true});
    await git(['init', '--quiet', '--bare', dir], timeoutMs);
    const refspecs = tags.map((tag) => `+refs/tags/${tag}:refs/tags/${tag}`);
    const left = Math.max(1, timeoutMs - (Date.now() - started));
    await git(['-C', dir, 'fetch', '--quiet', '--depth', '1', '--no-tags', url, ...refspecs], left);
    return {repo: dir};
  } catch (error) {
    fs.rmSync(dir, {recursive: true, force: true});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return {
      problem: `could not fetch ${tags.join(', ')} from ${url} (${seconds} s): ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

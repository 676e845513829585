/**
 * A copy of the SDK repository for the demos when `npm run releases` was given none: the
 * release tags of the lines it moves, fetched one commit deep into a bare repository (what
 * `npm run examples` reads: git only, no work tree). Where the repository cannot be reached
 * (no network, the time limit), the reason comes back instead and the demos stay as read,
 * marked stale on the pages and in the summary. A tag the repository does not have (a release
 * published before its tag was pushed) costs only the lines that need it: the others' tags are
 * fetched one by one and their demos read.
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

/** What git says when the repository answered but has no such ref: worth asking tag by tag. */
const MISSING_REF = /couldn't find remote ref|not our ref|no such ref/i;

export type FetchedTags = {repo: string; missing: string[]} | {problem: string};

/**
 * Fetches `tags` (`@powersync/web@1.39.0`) from `url` into a new bare repository at `dir`.
 * Resolves to `{repo, missing}` when at least one tag came (`missing`: the tags the repository
 * does not have), else to `{problem}` saying what was tried and why it failed; never throws.
 */
export async function fetchSdkTags(
  url: string,
  tags: string[],
  dir: string,
  timeoutMs = SDK_FETCH_TIMEOUT_MS,
): Promise<FetchedTags> {
  const started = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - started));
  const fetch = (wanted: string[]) =>
    git(
      [
        '-C',
        dir,
        'fetch',
        '--quiet',
        '--depth',
        '1',
        '--no-tags',
        url,
        ...wanted.map((t) => `+refs/tags/${t}:refs/tags/${t}`),
      ],
      left(),
    );
  try {
    fs.mkdirSync(dir, {recursive: true});
    await git(['init', '--quiet', '--bare', dir], timeoutMs);
    try {
      await fetch(tags);
      return {repo: dir, missing: []};
    } catch (error) {
      // One missing tag fails the whole fetch: ask for each, and keep what came.
      if (tags.length < 2 || !(error instanceof Error) || !MISSING_REF.test(error.message)) throw error;
      const missing: string[] = [];
      for (const tag of tags) await fetch([tag]).catch(() => missing.push(tag));
      if (missing.length === tags.length) throw error;
      return {repo: dir, missing};
    }
  } catch (error) {
    fs.rmSync(dir, {recursive: true, force: true});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return {
      problem: `could not fetch ${tags.join(', ')} from ${url} (${seconds} s): ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * The lines whose demos can be read from a fetch that lacks `missing` tags: those that need
 * none of them (`tagsOf`: the `{package}@{version}` tags of a line's sections).
 */
export function linesWithTags<Line>(
  lines: readonly Line[],
  tagsOf: (line: Line) => string[],
  missing: readonly string[],
): Line[] {
  return lines.filter((line) => !tagsOf(line).some((tag) => missing.includes(tag)));
}

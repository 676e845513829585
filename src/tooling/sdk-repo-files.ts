/**
 * Files of a powersync-js git directory at the refs the site links (`POWERSYNC_JS_REPO`: the
 * releases workflow checks the SDK repository out with its tags), for the checks that compare
 * what the site derived from the npm packages with the repository itself: the demos' excerpts
 * (tests/unit/examples-demo-fixtures.test.ts) and the source links (tests/site/source-links-repo.test.ts).
 */
import {execFileSync} from 'node:child_process';

/** The environment variable naming the SDK repository's git directory. */
export const SDK_REPO_ENV = 'POWERSYNC_JS_REPO';

/**
 * `ref:path` → the file's text, or undefined where the ref or the path does not exist, read
 * with one `git cat-file --batch` (one process, not one per file).
 */
export function gitFiles(repo: string, specs: readonly string[]): Map<string, string | undefined> {
  const output = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {
    input: specs.map((spec) => `${spec}\n`).join(''),
    maxBuffer: 1 << 30,
  });
  const found = new Map<string, string | undefined>();
  let offset = 0;
  for (const spec of specs) {
    const end = output.indexOf(0x0a, offset);
    const header = output.subarray(offset, end).toString('utf8');
    offset = end + 1;
    const match = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!match) {
      found.set(spec, undefined); // `<spec> missing`
      continue;
    }
    const size = Number(match[1]);
    found.set(spec, output.subarray(offset, offset + size).toString('utf8'));
    offset += size + 1;
  }
  return found;
}

/** The tags among `tags` that the repository has. */
export function knownTags(repo: string, tags: readonly string[]): Set<string> {
  const listed = execFileSync('git', ['-C', repo, 'tag', '--list'], {encoding: 'utf8', maxBuffer: 1 << 26});
  const all = new Set(listed.split('\n').filter(Boolean));
  return new Set(tags.filter((tag) => all.has(tag)));
}

/**
 * The demos of a powersync-js checkout or bare git directory at a release, read with git only
 * (no work tree): the release's tag, else the newest commit before the release date.
 */
import {execFileSync} from 'node:child_process';
import {DEMO_SOURCE, type SourceFileText} from './call-sites';

const DEMOS = 'demos/';
const SKIPPED = /(^|\/)node_modules\/|\.d\.ts$/;

const git = (repo: string, args: string[], input?: string) =>
  execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 1 << 30, input});

export interface DemoRef {
  ref: string;
  kind: 'tag' | 'commit';
}

/** The tag `{package}@{version}`, else the newest commit of the default branch before `date` (YYYY-MM-DD). */
export function releaseRef(repo: string, packageName: string, version: string, date: string | undefined): DemoRef {
  const tag = `${packageName}@${version}`;
  try {
    git(repo, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]);
    return {ref: tag, kind: 'tag'};
  } catch {
    if (!date) throw new Error(`no tag ${tag} in ${repo} and no release date to find a commit by`);
    // On the default branch's own history: not a pull request's or another branch's commit.
    const commit = git(repo, ['rev-list', '-1', '--first-parent', `--before=${date}T23:59:59Z`, 'HEAD']).trim();
    if (!commit) throw new Error(`no tag ${tag} in ${repo} and no commit before ${date}`);
    return {ref: commit, kind: 'commit'};
  }
}

/** The demos' sources (TypeScript, JavaScript, Vue) at `ref`, and how many demos (folders under demos/) there are. */
export function demoSources(repo: string, ref: string): {files: SourceFileText[]; demoCount: number} {
  const listed = git(repo, ['ls-tree', '-r', '--name-only', ref, '--', DEMOS]).split('\n').filter(Boolean);
  const demoCount = new Set(listed.filter((file) => file.split('/').length > 2).map((file) => file.split('/')[1])).size;
  const paths = listed.filter((file) => DEMO_SOURCE.test(file) && !SKIPPED.test(file));
  const files: SourceFileText[] = [];
  for (const file of paths) files.push({path: file, text: git(repo, ['show', `${ref}:${file}`])});
  return {files, demoCount};
}

/**
 * The version in a package's package.json at `ref` (`packages/web` → 2.2.0): what a commit
 * read in place of a release really holds, never assumed to be the release.
 */
export function packageVersionAt(repo: string, ref: string, repoDirectory: string): string {
  const manifest = JSON.parse(git(repo, ['show', `${ref}:${repoDirectory}/package.json`])) as {version?: string};
  if (!manifest.version) throw new Error(`${repoDirectory}/package.json at ${ref} has no version`);
  return manifest.version;
}

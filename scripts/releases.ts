/**
 * `npm run releases`: compares the registry's releases of the SDK family with what each further
 * release line documents, and moves the lines (README "Operating the site"; src/releases/run.ts).
 *
 *   npm run releases -- --check        print the plan; exit 1 when something is newer, 0 when not
 *   npm run releases                   apply it: the lines' manifest entries and lockfiles
 *                                      (sdk:sync), the API history (incremental), releases-summary.md
 *   --repo <dir>                       a copy of powersync-js (a clone, bare is enough, with its
 *                                      tags): the moved lines' demos are read again from it
 *                                      (npm run examples); without it their release tags are
 *                                      fetched from the SDK repository (--sdk-repo-url, default
 *                                      its GitHub address), and when that fails the summary names
 *                                      the sections whose demos are stale, and their pages say so
 *   --registry <url>                   another registry (default: npm's configured one)
 *   --site <dir>                       the site whose manifest, lines/ and history/ are used (tests)
 *   --timeout-ms <n>                   the time limit of each packument request
 *
 * A fault (exit 2) names the package and version and leaves the tree as it was.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {EXIT_FAULT, runReleases} from '../src/releases/run';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** `--registry`, else npm's own setting (which `npm run` passes on as npm_config_registry). */
function configuredRegistry(): string {
  const given = arg('--registry') ?? process.env.npm_config_registry;
  if (given) return given;
  return spawnSync('npm', ['config', 'get', 'registry'], {encoding: 'utf8'}).stdout.trim();
}

runReleases({
  repoDir,
  siteDir: path.resolve(arg('--site') ?? repoDir),
  registry: configuredRegistry(),
  check: process.argv.includes('--check'),
  ...(arg('--repo') ? {sdkRepo: arg('--repo')} : {}),
  ...(arg('--sdk-repo-url') ? {sdkRepoUrl: arg('--sdk-repo-url')} : {}),
  ...(arg('--timeout-ms') ? {timeoutMs: Number(arg('--timeout-ms'))} : {}),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[releases] fault: ${error instanceof Error ? error.message : String(error)}`);
    console.error('[releases] nothing was changed');
    process.exit(EXIT_FAULT);
  },
);

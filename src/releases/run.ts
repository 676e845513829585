/**
 * One run of `npm run releases` (scripts/releases.ts parses its arguments): read the family's
 * packuments, plan, and with `apply` carry the plan out in a scratch copy of the site, moved
 * into place only when every step succeeded. Returns the exit code; a fault throws, naming the
 * package and version, and leaves the site as it was.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {tsImport} from 'tsx/esm/api';
import type {SdkManifest} from '../manifest/types';
import {HISTORY_FILE, historyPackages, readHistoryFile} from '../history/file';
import {INSTALLS_DIR, LINES_DIR} from '../lines/active';
import {readPackuments, PACKUMENT_TIMEOUT_MS} from './registry';
import {formatPlan, releasePlan, type ReleasePlan} from './plan';
import {editManifest} from './manifest-edit';
import {releasesSummary} from './summary';
import {filesUnder, moveIntoPlace} from './move-into-place';
import type {FamilyPackument} from './packument';
import {checkTarballs, plannedReleases} from './tarballs';
import {readUsagesFile, serializeUsages, staleSections, USAGES_FILE} from '../examples/usages-file';
import {isDefaultLine, newestLine} from '../lines/lines';
import {knownFile, readKnownDifferences, serializeKnown} from '../tooling/fidelity/known';
import {carriedKnownDifferences, seededUsages} from './new-line-files';
import {fetchSdkTags, linesWithTags, sdkRepositoryUrl} from './sdk-repo';

export const MANIFEST_FILE = 'src/sdk-manifest.ts';
export const SUMMARY_FILE = 'releases-summary.md';
/** The code a scratch run needs; the site's data files are copied over it. */
const CODE = ['src', 'scripts', 'package.json', 'tsconfig.json', '.npmrc'];
/** `--check` exits 1 when something is newer; a fault exits apart from that. */
export const EXIT_NEWER = 1;
export const EXIT_FAULT = 2;
/** Where, inside the scratch copy, the SDK repository's release tags are fetched to (never moved). */
const SDK_REPO_DIR = '.sdk-repo';
/** The end of a failed step's output quoted in the fault: npm's error is in its last lines. */
const OUTPUT_LINES_KEPT = 12;

export interface RunOptions {
  /** Where the code is (its node_modules, scripts and src are used by the scratch copy). */
  repoDir: string;
  /** Where the manifest, lines/ and history/ are read and written (the repository itself, or a test's site). */
  siteDir: string;
  registry: string;
  check: boolean;
  timeoutMs?: number;
  /** A copy of the SDK repository (a clone, bare is enough, with its tags): the moved lines' demos are read again from it. */
  sdkRepo?: string;
  /**
   * Where the moved lines' release tags are fetched from when no `sdkRepo` is given (default: the
   * manifest's source repository on GitHub; tests give a local or an unreachable one).
   */
  sdkRepoUrl?: string;
  sdkFetchTimeoutMs?: number;
  log?: (line: string) => void;
}

export class ReleasesFault extends Error {}

/**
 * Runs an npm script in the scratch copy; a failure is a fault with the end of its output.
 * Asynchronous: a registry served by this same process (the tests') must go on answering.
 */
function npmRun(dir: string, script: string, args: string[], registry: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: dir,
      env: {...process.env, npm_config_registry: registry},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const tail = output.trim().split('\n').slice(-OUTPUT_LINES_KEPT).join('\n');
      reject(new ReleasesFault(`${what}: \`npm run ${script} ${args.join(' ')}\` failed:\n${tail}`));
    });
  });
}

/** The manifest as the file is now: a fresh load each time (a second run in one process, as in the tests). */
export async function loadManifest(file: string): Promise<SdkManifest> {
  const loaded = (await tsImport(pathToFileURL(file).href, import.meta.url)) as {default: {default?: SdkManifest}};
  // tsImport wraps a module it compiled as CommonJS (a site outside a "type": "module" folder) once more.
  return (loaded.default.default ?? loaded.default) as SdkManifest;
}

export async function readPlan(
  options: RunOptions,
): Promise<{manifest: SdkManifest; plan: ReleasePlan; packuments: Map<string, FamilyPackument>}> {
  const manifest = await loadManifest(path.join(options.siteDir, MANIFEST_FILE));
  const packuments = await readPackuments(
    options.registry,
    historyPackages(manifest),
    options.timeoutMs ?? PACKUMENT_TIMEOUT_MS,
  );
  return {manifest, plan: releasePlan(manifest, packuments), packuments};
}

export async function runReleases(options: RunOptions): Promise<number> {
  const log = options.log ?? console.log;
  const {siteDir, repoDir, registry} = options;
  const {manifest, plan, packuments} = await readPlan(options);
  if (plan.faults.length > 0) throw new ReleasesFault(plan.faults.join('\n'));
  log(formatPlan(plan));
  if (options.check) return plan.lines.length > 0 ? EXIT_NEWER : 0;
  if (plan.lines.length === 0) return 0;
  await checkTarballs(
    plannedReleases(plan, manifest.shared.packageName),
    packuments,
    options.timeoutMs ?? PACKUMENT_TIMEOUT_MS,
  );

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'powersync-releases-'));
  try {
    for (const entry of CODE)
      if (fs.existsSync(path.join(repoDir, entry)))
        fs.cpSync(path.join(repoDir, entry), path.join(scratch, entry), {recursive: true});
    fs.symlinkSync(path.join(repoDir, 'node_modules'), path.join(scratch, 'node_modules'));
    const lineFiles = (root: string) =>
      plan.lines.flatMap((line) => filesUnder(root, path.join(LINES_DIR, line.lineId, INSTALLS_DIR)));
    for (const file of [HISTORY_FILE, USAGES_FILE, ...lineFiles(siteDir)]) {
      if (!fs.existsSync(path.join(siteDir, file))) continue;
      fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
      fs.copyFileSync(path.join(siteDir, file), path.join(scratch, file));
    }
    const source = fs.readFileSync(path.join(siteDir, MANIFEST_FILE), 'utf8');
    fs.writeFileSync(path.join(scratch, MANIFEST_FILE), editManifest(source, plan.lines));
    for (const line of plan.lines) {
      const moved = line.moves.map((m) => `${m.packageName}@${m.to}`);
      const what = `line ${line.lineId} (${[...moved, `${manifest.shared.packageName}@${line.sharedTo}`].join(', ')})`;
      log(`[releases] sdk:sync ${what}`);
      await npmRun(scratch, 'sdk:sync', ['--line', line.lineId], registry, what);
    }
    log('[releases] history (incremental)');
    await npmRun(scratch, 'history', [], registry, 'API history');
    const history = readHistoryFile(path.join(scratch, HISTORY_FILE));
    if (!history) throw new ReleasesFault(`${HISTORY_FILE} was not written`);
    const sectionsOf = (line: ReleasePlan['lines'][number]) =>
      Object.entries(line.line.sdks).map(([id, {version}]) => ({
        id,
        version,
        packageName: manifest.sdks.find((sdk) => sdk.id === id)!.packageName,
      }));
    // The demos: from the copy given, else from the release tags fetched now, else left as read (stale).
    const tagsOf = (line: ReleasePlan['lines'][number]) => sectionsOf(line).map((s) => `${s.packageName}@${s.version}`);
    let demosRepo = options.sdkRepo ? path.resolve(options.sdkRepo) : undefined;
    let demosLines = plan.lines;
    let demosProblem: string | undefined;
    if (!demosRepo) {
      const url = options.sdkRepoUrl ?? sdkRepositoryUrl(manifest.sourceRepository);
      const tags = [...new Set(plan.lines.flatMap(tagsOf))];
      log(`[releases] no --repo: fetching ${tags.length} release tag(s) from ${url}`);
      const fetched = await fetchSdkTags(url, tags, path.join(scratch, SDK_REPO_DIR), options.sdkFetchTimeoutMs);
      if ('repo' in fetched) {
        demosRepo = fetched.repo;
        if (fetched.missing.length > 0) {
          // Only the lines that need a missing tag keep their demos as read.
          demosLines = linesWithTags(plan.lines, tagsOf, fetched.missing);
          demosProblem = `${url} has no tag ${fetched.missing.join(', ')}`;
          log(`[releases] ${demosProblem}; the demos of the lines that need it stay as read and their pages say so`);
        }
      } else {
        demosLines = [];
        demosProblem = fetched.problem;
        log(`[releases] ${fetched.problem}; the demos stay as read and their pages say so`);
      }
    }
    if (demosRepo && demosLines.length > 0) {
      const lineArgs = demosLines.flatMap((line) => ['--line', line.lineId]);
      log(`[releases] demos of ${demosLines.map((l) => l.lineId).join(', ')} from ${demosRepo}`);
      await npmRun(scratch, 'examples', ['--repo', demosRepo, ...lineArgs], registry, 'demos');
    }
    // A line added without its demos read shows the newest read of its sections, marked stale.
    let usages = readUsagesFile(scratch);
    if (usages) {
      const seeded = plan.lines
        .filter((line) => line.added)
        .reduce((data, line) => seededUsages(data, line.lineId, sectionsOf(line)), usages);
      if (seeded !== usages) fs.writeFileSync(path.join(scratch, USAGES_FILE), serializeUsages(seeded));
      usages = seeded;
    }
    // What the pages will say "as of" (src/examples/demo-sections.ts): none when the demos were read now.
    const staleDemos = new Map(
      plan.lines.map((line) => [line.lineId, staleSections(usages, line.lineId, sectionsOf(line))]),
    );
    for (const [lineId, stale] of staleDemos)
      if (stale.length > 0) log(`[releases] line ${lineId}: demos stale: ${stale.join('; ')}`);
    // An added line's fidelity check starts from the newest line's known differences (summary lists them).
    const newest = newestLine(manifest);
    const newestRef = {id: newest.id, isDefault: isDefaultLine(manifest, newest.id)};
    const carried = new Map(
      plan.lines
        .filter((line) => line.added)
        .map((line) => {
          const known = readKnownDifferences(siteDir, newestRef);
          const entries = carriedKnownDifferences({id: newest.id, known}, Object.keys(line.line.sdks));
          const file = knownFile({id: line.lineId, isDefault: false});
          fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
          fs.writeFileSync(path.join(scratch, file), serializeKnown(entries));
          return [line.lineId, {from: newest.id, file, entries}];
        }),
    );
    fs.writeFileSync(
      path.join(scratch, SUMMARY_FILE),
      releasesSummary(plan, history, manifest.shared.packageName, {staleDemos, demosProblem, carried}),
    );
    // Every file the run may have written or removed: the site's old line files too.
    const files = [
      ...new Set([
        MANIFEST_FILE,
        HISTORY_FILE,
        USAGES_FILE,
        SUMMARY_FILE,
        ...[...carried.values()].map(({file}) => file),
        ...lineFiles(siteDir),
        ...lineFiles(scratch),
      ]),
    ];
    moveIntoPlace(scratch, siteDir, files);
    log(`[releases] wrote ${SUMMARY_FILE}; moved ${plan.lines.map((l) => l.lineId).join(', ')}`);
    return 0;
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}

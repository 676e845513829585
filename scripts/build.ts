/**
 * `npm run build`: every release line of src/sdk-manifest.ts into `build/`.
 *
 * 0. Every further line's sections installed from their own lockfiles when needed
 *    (`lines/{id}/installs/{section}/`, src/lines/install.ts), a few at once.
 * 1. Each further line: API markdown (scripts/generate-api.ts) and `docusaurus build` with
 *    RELEASE_LINE={id} into `.cache/lines/{id}/site/`, unless that build still matches its
 *    inputs (src/lines/build-cache.ts).
 * 2. The default line: the same two steps into `build/` (its URLs are the site's permanent
 *    ones). Last, so that `.docusaurus/` (which every build rewrites) describes it, and because
 *    `docusaurus build` empties its output folder first.
 * 3. Each line's site copied to `build/{id}/`; `build/versions.json` (the dropdown's data) and
 *    `build/latest/…` (the newest line).
 *
 * Every step is a child process; this one only orders them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {configuredManifest, GENERATED_LINES_ENV, lineFolders} from '../src/lines/active';
import {allLines, lineManifest, lineProblems, newestLine} from '../src/lines/lines';
import {linePath, releaseLineInfo, versionsFile} from '../src/lines/versions';
import {lineBuildCache, lineBuildKey} from '../src/lines/build-cache';
import {latestFiles, latestRedirectPage} from '../src/lines/latest';
import {ManifestError} from '../src/manifest/validate';
import {listBuiltPages} from '../src/tooling/build-output';
import {installLines} from '../src/lines/install';
import {readSiteSettings} from '../src/site-settings';
import {DOCUSAURUS_BUILD_ENV} from '../src/tooling/docusaurus-env';
import {typeDocExecArgv} from '../src/generate/worker-pool';

// All the manifest's lines, or those SITE_LINES names.
const manifest = configuredManifest();
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(siteDir, 'build');
const {baseUrl: siteBase} = readSiteSettings();

function run(label: string, command: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? siteDir,
    stdio: 'inherit',
    env: options.env ?? process.env,
  });
  if (result.status !== 0) {
    console.error(`[build] ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

// With TypeScript's import hook (src/typescript-import.mjs): generate-api loads TypeDoc.
const nodeOptions = typeDocExecArgv(['--import', 'tsx']);
const node = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(`${script} ${args.join(' ')}`.trim(), process.execPath, [...nodeOptions, script, ...args], {env});
const docusaurus = ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'];

/** Builds a line; says whether its markdown was generated here (not when its cached build was current). */
function buildLine(lineId: string, generatedLines: readonly string[] = []): boolean {
  const folders = lineFolders(manifest, lineId);
  const env = {...process.env, ...DOCUSAURUS_BUILD_ENV, RELEASE_LINE: lineId};
  if (folders.isDefault) {
    node('scripts/generate-api.ts', [], {...env, [GENERATED_LINES_ENV]: generatedLines.join(',')});
    run('docusaurus build', process.execPath, docusaurus, {env});
    return true;
  }
  const lineData = {manifest: lineManifest(manifest, lineId), page: releaseLineInfo(manifest, lineId, siteBase)};
  const cache = lineBuildCache(lineCacheDir(lineId), lineBuildKey(siteDir, lineId, lineData));
  if (cache.isCurrent()) {
    console.log(`[build] release line "${lineId}": unchanged since its last build (cached)`);
    return false;
  }
  console.log(`[build] release line "${lineId}"`);
  cache.invalidate();
  node('scripts/generate-api.ts', [], env);
  run(`docusaurus build (line "${lineId}")`, process.execPath, [...docusaurus, '--out-dir', cache.siteDir], {env});
  cache.markCurrent();
  return true;
}

const lineCacheDir = (lineId: string) => path.join(siteDir, '.cache', 'lines', lineId);

/** Needs `build/versions.json`: it tells listBuiltPages which folders are other lines. */
function writeLatest(): void {
  const newest = newestLine(manifest);
  const newestPath = linePath(manifest, newest.id, siteBase);
  const newestDir = path.join(buildDir, lineFolders(manifest, newest.id).buildFolder);
  const pages = listBuiltPages(newestDir, {baseUrl: newestPath}).filter((page) => page.file !== '404.html');
  for (const page of pages) {
    for (const out of latestFiles(page.file)) {
      fs.mkdirSync(path.dirname(path.join(buildDir, out)), {recursive: true});
      fs.writeFileSync(path.join(buildDir, out), latestRedirectPage(page.route, newest.label));
    }
  }
  console.log(`[build] ${siteBase}latest/: ${pages.length} pages of "${newest.id}"`);
}

const problems = lineProblems(manifest);
if (problems.length > 0) {
  console.error(new ManifestError(problems).message);
  process.exit(1);
}
fs.rmSync(buildDir, {recursive: true, force: true});
const [defaultLine, ...otherLines] = allLines(manifest);
try {
  await installLines(siteDir, manifest, (dir) =>
    console.log(`[build] ${path.relative(siteDir, dir)}: installed from its lockfile`),
  );
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// The default line's generation reads the markdown of the further lines generated here as it is,
// instead of running their generation again to make sure it is current.
const generatedLines = otherLines.filter((line) => buildLine(line.id)).map((line) => line.id);
buildLine(defaultLine.id, generatedLines);
for (const line of otherLines)
  fs.cpSync(path.join(lineCacheDir(line.id), 'site'), path.join(buildDir, line.id), {recursive: true});
if (otherLines.length > 0) {
  fs.writeFileSync(
    path.join(buildDir, 'versions.json'),
    `${JSON.stringify(versionsFile(manifest, siteBase), null, 1)}\n`,
  );
  writeLatest();
}

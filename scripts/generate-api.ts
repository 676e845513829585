/**
 * Generates the API markdown of every SDK in sdk-manifest.ts, outside the Docusaurus
 * process: one worker process per core (at most one per SDK to generate), each generating
 * sections one after another; a section is skipped when its cache key (package versions +
 * generator sources + options) is unchanged.
 *
 *   tsx scripts/generate-api.ts           all SDKs of the release line in RELEASE_LINE (unset: the default line),
 *                                         read from the line's section installs (installed first
 *                                         when their lockfiles changed); the default line first has
 *                                         the further lines it links into generated (cross-line-pages.ts)
 *   tsx scripts/generate-api.ts --force   ignore the cache
 *   tsx scripts/generate-api.ts --manifest other.json
 *                                         only validate another manifest (JSON, same shape) the way
 *                                         the build validates src/sdk-manifest.ts; generates nothing
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import fullManifest from '../src/sdk-manifest';
import {
  activeLine,
  configuredManifest,
  GENERATED_LINES_ENV,
  LINE_ENV,
  lineFolders,
  type ActiveLine,
} from '../src/lines/active';
import {installLines} from '../src/lines/install';
import {linePath} from '../src/lines/versions';
import {readSiteSettings} from '../src/site-settings';
import {lineEnvironment} from '../src/manifest/node-environment';
import {lineManifest, lineProblems} from '../src/lines/lines';
import {ManifestError, resolveManifest, type ResolvedSdk} from '../src/manifest/validate';
import {checkManifestFile} from '../src/manifest/check-file';
import {sectionCache} from '../src/generate/cache-key';
import {
  packageDependencies,
  readSection,
  writeCrossSdkPageData,
  type OtherLineLinks,
  type SectionVersions,
} from '../src/generate/cross-sdk-pages';
import {
  crossLineLink,
  otherLinePages,
  pageRoute,
  releasesElsewhere,
  type LinkedLine,
} from '../src/generate/cross-line-pages';
import {REFERENCE_DIR} from '../src/generate/typedoc/paths';
import {generateInWorkers, typeDocExecArgv} from '../src/generate/worker-pool';
import {SDK_TABLE_FILE, type SdkTableData} from '../src/components/sdk-table-data';
import {writeGeneratedModule} from '../src/plugins/generated-module';
import type {SdkManifest} from '../src/manifest/types';

const LANDING_PAGE = 'README.mdx';
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const manifestIndex = args.indexOf('--manifest');
  if (manifestIndex >= 0) {
    const file = path.resolve(args[manifestIndex + 1] ?? '');
    resolveOrExit(() => checkManifestFile(siteDir, file, (message) => console.log(`[api] ${message}`)));
    return;
  }
  const line = activeLine();
  const {manifest} = line;
  try {
    // Every line's: the default line's generation reads the further lines it links into.
    await installLines(siteDir, configuredManifest(), (dir) =>
      console.log(`[api] ${path.relative(siteDir, dir)}: installed from its lockfile`),
    );
  } catch (error) {
    console.error(`[api] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const source = line.isDefault ? undefined : `src/sdk-manifest.ts, release line "${line.id}" (lines/${line.id})`;
  const sdks = resolveOrExit(() => {
    const problems = lineProblems(fullManifest);
    if (problems.length > 0) throw new ManifestError(problems);
    return resolveManifest(manifest, lineEnvironment(siteDir, line), source);
  });
  removeSectionsNotInManifest(sdks);
  reportEntryPoints(sdks);
  if (!line.isDefault) copyLandingPage();
  writeLandingTable(manifest);
  const cache = sectionCache(siteDir, manifest);
  const force = args.includes('--force');
  const started = Date.now();
  const pending = sdks.filter((sdk) => force || !cache.isCurrent(sdk));
  for (const sdk of sdks) if (!pending.includes(sdk)) console.log(`[api] ${sdk.id}: up to date (cached)`);

  const failures: string[] = [];
  const notTaken = await generateInWorkers(siteDir, pending, (sdk, result, seconds) => {
    if (result.ok) {
      cache.markCurrent(sdk);
      console.log(`[api] ${sdk.id}: ${result.pages} pages in ${seconds.toFixed(1)} s`);
    } else {
      cache.forget(sdk);
      failures.push(`${sdk.id}:\n${result.output.trim()}`);
    }
  });
  for (const sdk of notTaken) failures.push(`${sdk.id}: not generated (every generation process exited)`);
  if (failures.length > 0) {
    console.error(`\n[api] generation failed for ${failures.length} SDK(s):\n\n${failures.join('\n\n')}`);
    process.exit(1);
  }
  const versions: SectionVersions<ResolvedSdk> = (sdk) => ({...sdk.dependencyVersions, [sdk.packageName]: sdk.version});
  const crossSdk = writeCrossSdkPageData(
    siteDir,
    sdks,
    (sdk) => packageDependencies(sdk.packageRoot),
    versions,
    line.isDefault ? otherLineLinks(line, sdks, versions) : undefined,
  );
  console.log(
    `[api] cross-SDK map: ${crossSdk.pages} symbol pages, ${crossSdk.linkedPages} with counterparts; ` +
      `symbols in exactly 2 sections: ${crossSdk.shared.two}, 3: ${crossSdk.shared.three}, 4+: ${crossSdk.shared.fourOrMore}; ` +
      `source links: ${crossSdk.sourceLinks.linked} computed, ${crossSdk.sourceLinks.unlinked} declarations left without`,
  );
  console.log(`[api] ${sdks.length} SDK sections ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Where the default line's pages link declarations of a release it does not document
 * (cross-line-pages.ts): into the further lines whose shared base that release is, generated
 * first, unless this build has generated them already (GENERATED_LINES_ENV: the build generates
 * every further line before this one).
 */
function otherLineLinks(
  line: ActiveLine,
  sdks: ResolvedSdk[],
  versions: SectionVersions<ResolvedSdk>,
): OtherLineLinks<ResolvedSdk> | undefined {
  const full = configuredManifest();
  const {baseUrl} = readSiteSettings();
  const elsewhere = sdks.flatMap((sdk) => releasesElsewhere(full, line.id, versions(sdk)));
  const ids = [...new Set(elsewhere.map((release) => release.lineId))];
  if (ids.length === 0) return undefined;
  const generatedLines = new Set((process.env[GENERATED_LINES_ENV] ?? '').split(',').filter(Boolean));
  const linked: LinkedLine<ResolvedSdk>[] = ids.map((id) => {
    const releases = [...new Set(elsewhere.filter((r) => r.lineId === id).map((r) => `${r.packageName} ${r.version}`))];
    if (generatedLines.has(id)) {
      console.log(`[api] ${releases.join(', ')}: read here, documented in line "${id}", generated by this build`);
    } else {
      console.log(`[api] ${releases.join(', ')}: read here, documented in line "${id}"; generating it first`);
      const result = spawnSync(process.execPath, [...typeDocExecArgv(), fileURLToPath(import.meta.url)], {
        cwd: siteDir,
        stdio: 'inherit',
        env: {...process.env, [LINE_ENV]: id},
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    const folders = lineFolders(full, id);
    const lineSdks = resolveOrExit(() => resolveManifest(lineManifest(full, id), lineEnvironment(siteDir, folders)));
    return {
      id,
      path: linePath(full, id, baseUrl),
      sdks: lineSdks,
      versions,
      bySection: new Map(lineSdks.map((sdk) => [sdk.id, readSection(siteDir, sdk, folders.cacheDir).symbols])),
    };
  });
  const here = linePath(full, line.id, baseUrl);
  return {
    pagesOf: (sdk) => otherLinePages(sdk, versions(sdk), linked, packageDependencies(sdk.packageRoot)),
    linkFrom: (sdk, file, route) => crossLineLink(pageRoute(here, sdk.id, file), route),
  };
}

/** Every subpath of every package: documented with the section, or why not (a reader can check none was missed). */
function reportEntryPoints(sdks: ResolvedSdk[]): void {
  for (const sdk of sdks) {
    for (const entry of sdk.entryPoints.slice(1)) console.log(`[api] ${sdk.id}: documents ${entry.specifier} too`);
    for (const skipped of sdk.skippedEntryPoints)
      console.log(`[api] ${sdk.id}: ${skipped.specifier} not documented: ${skipped.reason}`);
  }
}

function resolveOrExit<T>(resolve: () => T): T {
  try {
    return resolve();
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function removeSectionsNotInManifest(sdks: ResolvedSdk[]): void {
  const referenceDir = path.join(siteDir, REFERENCE_DIR);
  fs.mkdirSync(referenceDir, {recursive: true});
  const ids = new Set(sdks.map((s) => s.id));
  for (const entry of fs.readdirSync(referenceDir, {withFileTypes: true})) {
    if (entry.isDirectory() && !ids.has(entry.name)) {
      fs.rmSync(path.join(referenceDir, entry.name), {recursive: true, force: true});
      console.log(`[api] removed ${entry.name}: no longer in the manifest`);
    }
  }
}

/** A release line's landing page is the default line's (its SDK table reads the line's manifest). */
function copyLandingPage(): void {
  fs.copyFileSync(path.join(siteDir, 'reference', LANDING_PAGE), path.join(siteDir, REFERENCE_DIR, LANDING_PAGE));
}

/** The landing page's table of sections and pinned versions: this build's, not every section of the manifest. */
function writeLandingTable(manifest: SdkManifest): void {
  const table: SdkTableData = {
    sections: manifest.sdks.map(({id, label, packageName, version}) => ({id, label, packageName, version})),
    shared: {packageName: manifest.shared.packageName, version: manifest.shared.version},
  };
  // Unchanged, untouched: the bundler's cache of it stays valid (src/plugins/generated-module.ts).
  writeGeneratedModule(path.join(siteDir, REFERENCE_DIR, SDK_TABLE_FILE), `${JSON.stringify(table, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * `npm run examples -- --repo <powersync-js checkout or bare git dir>`: where each section of
 * every release line is called in the repository's demos at the section's release, resolved by
 * the type checker against the section's installed declarations, into examples/usages.json
 * (commit it). The build and the tests read only that file.
 *
 *   --repo <dir>      required: a clone (or `git clone --bare`) of powersync-ja/powersync-js with its tags
 *   --line <id>       only this release line (repeatable); the file keeps the others
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../src/sdk-manifest';
import {lineFolders} from '../src/lines/active';
import {allLines, lineManifest} from '../src/lines/lines';
import {readHistoryFile, HISTORY_FILE} from '../src/history/file';
import {findCallSites} from '../src/examples/call-sites';
import {demoInstall} from '../src/examples/demo-install';
import {lineEnvironment} from '../src/manifest/node-environment';
import {resolveManifest} from '../src/manifest/validate';
import {demoSources, packageVersionAt, releaseRef} from '../src/examples/git-source';
import {summarizeCallSites} from '../src/examples/summarize';
import {
  USAGES_FILE,
  USAGES_FORMAT,
  readUsagesFile,
  sectionKey,
  serializeUsages,
  type UsagesFile,
} from '../src/examples/usages-file';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argValues(name: string): string[] {
  const args = process.argv.slice(2);
  return args.flatMap((arg, i) => (arg === name && args[i + 1] ? [args[i + 1]] : []));
}

function main(): void {
  const [repo] = argValues('--repo');
  if (!repo || !fs.existsSync(repo)) {
    console.error('usage: npm run examples -- --repo <powersync-js checkout or bare git directory> [--line <id>]');
    process.exit(2);
  }
  const only = argValues('--line');
  const history = readHistoryFile(path.join(siteDir, HISTORY_FILE));
  const releaseDate = (packageName: string, version: string) =>
    history?.packages[packageName]?.releases.find((release) => release.version === version)?.date;
  const fresh: UsagesFile = {format: USAGES_FORMAT, repository: manifest.sourceRepository, sections: {}};
  let data = fresh;
  try {
    data = readUsagesFile(siteDir) ?? fresh;
  } catch (error) {
    // A file of an older format is replaced: the lines not read now are missing until they are.
    console.warn(`[examples] ${error instanceof Error ? error.message : String(error)}; starting a new file`);
  }
  for (const {id: lineId} of allLines(manifest)) {
    if (only.length && !only.includes(lineId)) continue;
    const folders = lineFolders(manifest, lineId);
    const line = lineManifest(manifest, lineId);
    const resolved = new Map(resolveManifest(line, lineEnvironment(siteDir, folders)).map((sdk) => [sdk.id, sdk]));
    for (const sdk of line.sdks) {
      const started = Date.now();
      const ref = releaseRef(repo, sdk.packageName, sdk.version, releaseDate(sdk.packageName, sdk.version));
      const {files, demoCount} = demoSources(repo, ref.ref);
      const texts = new Map(files.map((file) => [file.path, file.text]));
      // Compiled inside the section's install, seeing what a clean install of it holds and nothing else.
      const {installDir} = demoInstall(siteDir, lineId, sdk.id);
      // Calls of the packages this section documents: its own and the @powersync ones it depends on.
      const documented = new Set([sdk.packageName, ...Object.keys(resolved.get(sdk.id)?.dependencyVersions ?? {})]);
      const sites = findCallSites(files, installDir).filter((site) => documented.has(site.packageName));
      const packages = summarizeCallSites(sites, (file) => texts.get(file) ?? '');
      const refVersion = packageVersionAt(repo, ref.ref, sdk.repoDirectory);
      data.sections[sectionKey(lineId, sdk.id)] = {
        packageName: sdk.packageName,
        version: sdk.version,
        ref: ref.ref,
        refKind: ref.kind,
        refVersion,
        demoCount,
        packages,
      };
      console.log(
        `[examples] ${lineId}/${sdk.id} ${sdk.packageName}@${sdk.version} at ${ref.kind} ${ref.ref} (${refVersion}): ` +
          `${files.length} files of ${demoCount} demos, ${sites.length} uses of ${Object.values(packages).flatMap((keys) => Object.keys(keys)).length} symbols ` +
          `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  fs.mkdirSync(path.dirname(path.join(siteDir, USAGES_FILE)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, USAGES_FILE), serializeUsages(data));
  console.log(`[examples] wrote ${USAGES_FILE}`);
}

main();

/**
 * `npm run history`: reads every plain release (no prerelease) of @powersync/common and of each
 * SDK package in src/sdk-manifest.ts from the registry, and writes the exported API of each into
 * history/api-history.json. Incremental: releases already in the file are not fetched again.
 * The build and the tests read only the file; commit it like a lockfile.
 *
 *   npm run history            add the releases the file lacks
 *   npm run history -- --all   read every release again (after a change to the reader)
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../src/sdk-manifest';
import {HISTORY_FILE, historyPackages, readHistoryFile, serializeHistory} from '../src/history/file';
import {decodePackage, encodeHistory, type PackageReleases} from '../src/history/runs';
import {compareVersions, isPlainRelease, lowestAccepted} from '../src/history/versions';
import type {ReleaseApi, ReleaseInfo} from '../src/history/model';
import {readReleaseApi} from '../src/tooling/history/declarations';
import {CachedRegistry, typesEntry, type PackumentVersion} from '../src/tooling/history/registry';
import {dependencyDeclarations, powersyncDependencies} from '../src/tooling/history/dependencies';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONCURRENT_FETCHES = 8;

async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, run));
}

function releaseInfo(version: PackumentVersion, time: string | undefined): ReleaseInfo {
  const deps: Record<string, string> = {};
  for (const [name, range] of powersyncDependencies(version)) {
    const lowest = lowestAccepted(range);
    if (lowest) deps[name] = lowest;
  }
  return {
    version: version.version,
    date: (time ?? '').slice(0, 10),
    ...(Object.keys(deps).length ? {deps} : {}),
  };
}

async function updatePackage(
  name: string,
  known: PackageReleases,
  all: boolean,
  registry: CachedRegistry,
): Promise<PackageReleases> {
  const packument = await registry.packument(name);
  const kept = all ? {releases: [], apis: [], skipped: {}} : known;
  const seen = new Set([...kept.releases.map((release) => release.version), ...Object.keys(kept.skipped ?? {})]);
  const missing = Object.keys(packument.versions).filter((version) => isPlainRelease(version) && !seen.has(version));
  const skipped: Record<string, string> = {...kept.skipped};
  const added: {info: ReleaseInfo; api: ReleaseApi}[] = [];
  await pool(missing, CONCURRENT_FETCHES, async (version) => {
    const release = packument.versions[version];
    const files = await registry.declarations(release, name);
    const entry = typesEntry(release, files);
    if (!entry) {
      skipped[version] = 'no declaration files';
      return;
    }
    const api = readReleaseApi(files, entry, await dependencyDeclarations(registry, release));
    added.push({info: releaseInfo(release, packument.time[version]), api});
  });
  const merged = [...kept.releases.map((info, index) => ({info, api: kept.apis[index]})), ...added].sort((a, b) =>
    compareVersions(a.info.version, b.info.version),
  );
  console.log(`[history] ${name}: ${merged.length} releases (${added.length} read now)`);
  return {releases: merged.map((item) => item.info), apis: merged.map((item) => item.api), skipped};
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const file = path.join(siteDir, HISTORY_FILE);
  const existing = all ? undefined : readHistoryFile(file);
  const packages: Record<string, PackageReleases> = {};
  const registry = new CachedRegistry();
  for (const name of historyPackages(manifest)) {
    const known = existing ? decodePackage(existing, name) : {releases: [], apis: [], skipped: {}};
    packages[name] = await updatePackage(name, known, all, registry);
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, serializeHistory(encodeHistory(packages)));
  console.log(`[history] wrote ${path.relative(siteDir, file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB)`);
}

main().catch((error) => {
  console.error(`[history] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

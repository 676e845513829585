/**
 * Everything the MCP server answers from: every release line's built site (the default line in
 * `build/`, the others in `build/{id}/`, as `build/versions.json` lists them, each opened when
 * first asked), the API history (history/api-history.json) and the manifest's sections. No network.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {VersionsFile} from '../lines/versions';
import type {HistoryData} from '../history/model';
import {SectionHistory} from '../history/section-history';
import {openBuiltSite, type BuiltSite} from './site';

/** Written at the site root by the build (src/lines/versions.ts). */
export const VERSIONS_FILE = 'versions.json';

export interface ReferenceLine {
  id: string;
  label: string;
  /** Package name → the version this line documents. */
  packages: Record<string, string>;
  site(): BuiltSite;
}

/** A section of the reference (manifest entry): its package, and the SDK it is installed beside, if any. */
export interface ReferenceSection {
  id: string;
  label: string;
  packageName: string;
  installedWith?: string;
}

export interface Reference {
  /** Oldest first, as versions.json lists them: the default line, then the manifest's lines. */
  lines: ReferenceLine[];
  newest: ReferenceLine;
  sections: ReferenceSection[];
  /** The shared package every SDK re-exports (`@powersync/common`). */
  sharedPackage: string;
  /** The history of one package, as its section shows it (with what it re-exports), or undefined when unknown. */
  history(packageName: string): SectionHistory | undefined;
}

function lazySite(dir: string): () => BuiltSite {
  let site: BuiltSite | undefined;
  return () => (site ??= openBuiltSite(dir));
}

/**
 * The lines under `buildDir`. A folder without versions.json (one line's own build, given with
 * `--site build/v2`) is one line: the one its agents index says it is ("v2", "Common 2.3"), else,
 * for a site built with one line, named after its folder.
 */
export function openLines(buildDir: string): {lines: ReferenceLine[]; newest: ReferenceLine} {
  const file = path.join(buildDir, VERSIONS_FILE);
  if (!fs.existsSync(file)) {
    const site = openBuiltSite(buildDir);
    const sectionPackages = Object.fromEntries(site.index.sections.map((s) => [s.packageName, s.version]));
    const own = site.index.line;
    const line: ReferenceLine = {
      id: own?.id ?? path.basename(buildDir),
      label: own?.label ?? path.basename(buildDir),
      packages: own?.packages ?? sectionPackages,
      site: () => site,
    };
    return {lines: [line], newest: line};
  }
  const versions = JSON.parse(fs.readFileSync(file, 'utf8')) as VersionsFile;
  const base = versions.lines.find((line) => line.id === versions.default)!.path;
  const lines = versions.lines.map((line): ReferenceLine => ({
    id: line.id,
    label: line.label,
    packages: line.packages,
    site: lazySite(path.join(buildDir, line.path.slice(base.length))),
  }));
  // Fail now, not on the first call, when the build is missing.
  lines.find((line) => line.id === versions.default)!.site();
  return {lines, newest: lines.find((line) => line.id === versions.newest) ?? lines.at(-1)!};
}

export function openReference(
  buildDir: string,
  history: HistoryData | undefined,
  manifest: {shared: {packageName: string}; sdks: ReferenceSection[]},
): Reference {
  const {lines, newest} = openLines(buildDir);
  const histories = new Map<string, SectionHistory | undefined>();
  return {
    lines,
    newest,
    sections: manifest.sdks.map(({id, label, packageName, installedWith}) => ({
      id,
      label,
      packageName,
      ...(installedWith ? {installedWith} : {}),
    })),
    sharedPackage: manifest.shared.packageName,
    history(packageName) {
      if (!histories.has(packageName)) {
        const known = history?.packages[packageName] ? SectionHistory.fromData(history, packageName) : undefined;
        histories.set(packageName, known);
      }
      return histories.get(packageName);
    },
  };
}

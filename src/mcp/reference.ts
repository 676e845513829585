/**
 * Everything the MCP server answers from: every release line's built site (the default line at
 * the site root, the others under `{id}/`, as `versions.json` lists them, each opened when first
 * asked), the API history each section publishes (`{sdk}/api-history.json`, src/plugins/history)
 * and the manifest's sections. Read through ./site-files.ts: a built folder or a published site.
 */
import path from 'node:path';
import type {VersionsFile} from '../lines/versions';
import {SECTION_HISTORY_FILE} from '../history/subset';
import {SectionHistory} from '../history/section-history';
import {openBuiltSite, type BuiltSite} from './site';
import {readHistoryData, readJsonFile, readThrough, type SiteFiles} from './site-files';

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
  /** Where the data comes from (./site-files.ts): the server loads what a tool reads through it. */
  files: SiteFiles;
}

function lazySite(files: SiteFiles, prefix: string): () => BuiltSite {
  let site: BuiltSite | undefined;
  return () => (site ??= openBuiltSite(files, prefix));
}

/**
 * The lines of the site. A site without versions.json (one line's own build, given with
 * `--site build/v2`) is one line: the one its agents index says it is ("v2", "Common 2.3"), else,
 * for a site built with one line, named after its folder.
 */
export function openLines(files: SiteFiles): {lines: ReferenceLine[]; newest: ReferenceLine} {
  const versions = readJsonFile<VersionsFile>(files, VERSIONS_FILE);
  if (!versions) {
    const site = openBuiltSite(files);
    const sectionPackages = Object.fromEntries(site.index.sections.map((s) => [s.packageName, s.version]));
    const own = site.index.line;
    const folder = path.basename(files.where.replace(/\/+$/, ''));
    const line: ReferenceLine = {
      id: own?.id ?? folder,
      label: own?.label ?? folder,
      packages: own?.packages ?? sectionPackages,
      site: () => site,
    };
    return {lines: [line], newest: line};
  }
  const base = versions.lines.find((line) => line.id === versions.default)!.path;
  const lines = versions.lines.map((line): ReferenceLine => ({
    id: line.id,
    label: line.label,
    packages: line.packages,
    site: lazySite(files, line.path.slice(base.length)),
  }));
  return {lines, newest: lines.find((line) => line.id === versions.newest) ?? lines.at(-1)!};
}

export function openReference(
  files: SiteFiles,
  manifest: {shared: {packageName: string}; sdks: ReferenceSection[]},
): Reference {
  const {lines, newest} = openLines(files);
  const sections = manifest.sdks.map(({id, label, packageName, installedWith}) => ({
    id,
    label,
    packageName,
    ...(installedWith ? {installedWith} : {}),
  }));
  // A section's file holds its package and what it re-exports (src/history/subset.ts): the shared
  // package is in the file of every section that does not take it as a peer.
  const holders = (packageName: string) => {
    const own = sections.filter((s) => s.packageName === packageName);
    return own.length > 0
      ? own
      : packageName === manifest.shared.packageName
        ? sections.filter((s) => !s.installedWith)
        : [];
  };
  const histories = new Map<string, SectionHistory | undefined>();
  return {
    lines,
    newest,
    sections,
    sharedPackage: manifest.shared.packageName,
    files,
    history(packageName) {
      if (!histories.has(packageName)) {
        let known: SectionHistory | undefined;
        for (const section of holders(packageName)) {
          const data = readHistoryData(files, `${section.id}/${SECTION_HISTORY_FILE}`);
          if (data?.packages[packageName]) {
            known = SectionHistory.fromData(data, packageName);
            break;
          }
        }
        histories.set(packageName, known);
      }
      return histories.get(packageName);
    },
  };
}

/** The reference with what every answer reads loaded: the lines and the newest line's index. */
export async function loadReference(
  files: SiteFiles,
  manifest: {shared: {packageName: string}; sdks: ReferenceSection[]},
): Promise<Reference> {
  const reference = await readThrough(files, () => openReference(files, manifest));
  // Fail now, not on the first call, when the site has no data.
  await readThrough(files, () => reference.newest.site());
  return reference;
}

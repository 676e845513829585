/**
 * The part of the history one section needs in the browser (pure): its package and the packages
 * it re-exports from, with only their texts. Written next to the section's pages by the history
 * plugin and fetched by the Changes page's compare form when a reader compares two releases.
 */
import type {HistoryData} from './model';
import {decodePackage, encodeHistory, type PackageReleases} from './runs';

export {SECTION_HISTORY_FILE} from './changes-page-data';

/** The package and, recursively, every package its releases re-export from that the history knows. */
export function packagesFor(data: HistoryData, packageName: string): string[] {
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name) || !data.packages[name]) return;
    needed.add(name);
    for (const release of data.packages[name].releases)
      for (const source of Object.keys(release.reexports ?? {})) visit(source);
  };
  visit(packageName);
  return [...needed].sort();
}

export function historySubset(data: HistoryData, packageName: string): HistoryData {
  const packages: Record<string, PackageReleases> = {};
  for (const name of packagesFor(data, packageName)) packages[name] = decodePackage(data, name);
  return encodeHistory(packages);
}

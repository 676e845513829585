/**
 * The upgrades the declaration checks follow: from the default line's release of each platform
 * SDK to the newest line's, both read from the manifest (a release move changes them), each with
 * what the compiler sees in its line's install. Read once per process and shared by the checks
 * that compare against it (upgrade-guide.test.ts, history-compiler.test.ts; groups.ts puts them
 * in one process).
 */
import path from 'node:path';
import {exportedSurface, type ExportedSymbol} from '../../src/tooling/fidelity/export-surface';
import manifest from '../../src/sdk-manifest';
import {allLines, lineManifest, newestLine} from '../../src/lines/lines';
import {lineFolders} from '../../src/lines/active';

const UPGRADED_SECTIONS = ['web-sdk', 'react-native-sdk', 'node-sdk'];
export const defaultLine = allLines(manifest)[0].id;
export const newest = newestLine(manifest).id;
const installOf = (lineId: string, section: string) =>
  path.resolve(lineFolders(manifest, lineId).installDirOf(section));

export const PAIRS = UPGRADED_SECTIONS.map((section) => {
  const from = manifest.sdks.find((sdk) => sdk.id === section)!;
  const to = lineManifest(manifest, newest).sdks.find((sdk) => sdk.id === section)!;
  return {
    section,
    packageName: from.packageName,
    from: from.version,
    to: to.version,
    ambientTypes: from.ambientTypes ?? [],
    oldInstall: installOf(defaultLine, section),
    newInstall: installOf(newest, section),
  };
});
export type Pair = (typeof PAIRS)[number];

export interface PairSurfaces {
  before: Map<string, ExportedSymbol>;
  after: Map<string, ExportedSymbol>;
}

const surfaces = new Map<Pair, PairSurfaces>();

/** What the compiler sees in each install of a pair, read on first use. */
export function surfacesOf(pair: Pair): PairSurfaces {
  let found = surfaces.get(pair);
  if (!found) {
    found = {
      before: exportedSurface(pair.oldInstall, pair.packageName, pair.ambientTypes),
      after: exportedSurface(pair.newInstall, pair.packageName, pair.ambientTypes),
    };
    surfaces.set(pair, found);
  }
  return found;
}

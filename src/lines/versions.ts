/**
 * What the browser learns about release lines (pure): `{base}versions.json`, written once at
 * the site root and fetched by the release-line dropdown on first use, and the line facts
 * every page of a line carries (its own line, the newest, and every line's name and path, so
 * that the dropdown's static HTML lists them all), in the site config.
 */
import type {SdkManifest} from '../manifest/types';
import {allLines, isDefaultLine, lineManifest, newestLine} from './lines';
import type {SharedRelease} from './announcement';

/** A line as the browser addresses it. */
export interface LineAddress {
  id: string;
  label: string;
  /** Base path of the line's pages, with trailing slash: `/powersync-js/` or `/powersync-js/v2/`. */
  path: string;
}

export interface VersionsFile {
  /** Id of the newest line (what `{base}latest/` shows). */
  newest: string;
  /** Id of the line served at the site's base path. */
  default: string;
  /**
   * In dropdown order: the default line first. `shared`: the package its announcement names
   * (its version is in `packages`), for the not-found page that shows another line's shell.
   */
  lines: Array<LineAddress & {packages: Record<string, string>; shared: string}>;
}

/** The value of `customFields.releaseLine` in a line's build. */
export interface ReleaseLineInfo extends LineAddress {
  /** The site's base path (where `versions.json` is). */
  siteBase: string;
  newest: LineAddress;
  /**
   * Every line as this build knew them, in dropdown order: what the dropdown lists before
   * `versions.json` loads, and without JavaScript (a line added later shows once it has).
   */
  lines: LineAddress[];
}

/** `{siteBase}{id}/` for a line, `{siteBase}` for the default line. */
export const linePath = (manifest: SdkManifest, lineId: string, siteBase: string) =>
  isDefaultLine(manifest, lineId) ? siteBase : `${siteBase}${lineId}/`;

function address(manifest: SdkManifest, lineId: string, siteBase: string): LineAddress {
  const {label} = allLines(manifest).find((line) => line.id === lineId)!;
  return {id: lineId, label, path: linePath(manifest, lineId, siteBase)};
}

export function versionsFile(manifest: SdkManifest, siteBase: string): VersionsFile {
  const lines = allLines(manifest);
  return {
    newest: newestLine(manifest).id,
    default: lines[0].id,
    lines: lines.map(({id}) => {
      const {shared, sdks} = lineManifest(manifest, id);
      const packages = Object.fromEntries([shared, ...sdks].map((p) => [p.packageName, p.version]));
      return {...address(manifest, id, siteBase), packages, shared: shared.packageName};
    }),
  };
}

/** The shell of line `lineId` as versions.json describes it: its release-line fact and its announcement. */
export function lineShell(
  file: VersionsFile,
  lineId: string,
  siteBase: string,
): {info: ReleaseLineInfo; announcement?: SharedRelease} | undefined {
  const line = file.lines.find((l) => l.id === lineId);
  const newest = file.lines.find((l) => l.id === file.newest);
  if (!line || !newest) return undefined;
  const addressOf = ({id, label, path}: LineAddress): LineAddress => ({id, label, path});
  const version = line.shared ? line.packages[line.shared] : undefined;
  return {
    info: {...addressOf(line), siteBase, newest: addressOf(newest), lines: file.lines.map(addressOf)},
    ...(version ? {announcement: {packageName: line.shared, version}} : {}),
  };
}

/** Undefined for a site with one line: then no page shows a dropdown or banner. */
export function releaseLineInfo(manifest: SdkManifest, lineId: string, siteBase: string): ReleaseLineInfo | undefined {
  if ((manifest.lines ?? []).length === 0) return undefined;
  return {
    ...address(manifest, lineId, siteBase),
    siteBase,
    newest: address(manifest, newestLine(manifest).id, siteBase),
    lines: allLines(manifest).map(({id}) => address(manifest, id, siteBase)),
  };
}

/**
 * Release lines (pure): the manifest's default entries form the default line, served at the
 * site's base path; each of `manifest.lines` is the same sections at other releases, built as
 * a site of its own at `{base}{id}/` (src/lines/README.md).
 */
import type {DefaultLine, ReleaseLine, SdkEntry, SdkManifest} from '../manifest/types';

/** The default line's name when the manifest gives none. */
export const FALLBACK_DEFAULT_LINE: DefaultLine = {id: 'current', label: 'Current'};

/**
 * Path segments a line id cannot take: they are routes of the default line (sections,
 * pages, assets) or have a meaning of their own (`latest` always shows the newest line).
 */
const RESERVED_IDS = ['latest', 'search', 'assets', 'img', 'versions', 'llms', '404'];
const ROUTE_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export const defaultLineOf = (manifest: SdkManifest): DefaultLine => manifest.defaultLine ?? FALLBACK_DEFAULT_LINE;

/** Every line in dropdown order: the default first, then the manifest's lines (newest last). */
export function allLines(manifest: SdkManifest): DefaultLine[] {
  return [defaultLineOf(manifest), ...(manifest.lines ?? []).map(({id, label}) => ({id, label}))];
}

/** The newest line: the last of `lines`, or the default line when there is none. */
export const newestLine = (manifest: SdkManifest): DefaultLine => allLines(manifest).at(-1)!;

export const isDefaultLine = (manifest: SdkManifest, lineId: string) => lineId === defaultLineOf(manifest).id;

/**
 * The manifest of one line, in the shape the whole pipeline reads: the default entries with
 * this line's versions (and entry points where the line sets them); sections the line leaves
 * out are dropped. Throws for an unknown id, naming the known ones.
 */
export function lineManifest(manifest: SdkManifest, lineId: string): SdkManifest {
  if (isDefaultLine(manifest, lineId)) return manifest;
  const line = (manifest.lines ?? []).find((l) => l.id === lineId);
  if (!line) {
    throw new Error(
      `release line "${lineId}" is not in src/sdk-manifest.ts (lines: ${allLines(manifest)
        .map((l) => l.id)
        .join(', ')})`,
    );
  }
  const sdks: SdkEntry[] = manifest.sdks
    .filter((sdk) => line.sdks[sdk.id])
    .map((sdk) => {
      const {version, ...entryPoints} = line.sdks[sdk.id]!;
      const base: SdkEntry = {...sdk, version};
      // A line's entry points replace the default's; without them, the default's extra
      // entry points are kept (checked against this line's package like any other).
      return {...base, ...entryPoints};
    });
  const logoSdk = sdks.some((sdk) => sdk.id === manifest.logoSdk)
    ? manifest.logoSdk
    : (sdks[0]?.id ?? manifest.logoSdk);
  return {
    sourceRepository: manifest.sourceRepository,
    shared: {...manifest.shared, version: line.sharedVersion},
    sdks,
    logoSdk,
    defaultLine: manifest.defaultLine,
    lines: manifest.lines,
  };
}

/** Problems with the lines themselves (ids, versions, sections), each naming its line. */
export function lineProblems(manifest: SdkManifest): string[] {
  const problems: string[] = [];
  const sectionIds = new Set(manifest.sdks.map((sdk) => sdk.id));
  const seen = new Set<string>();
  const lines: Array<DefaultLine & Partial<ReleaseLine>> = [defaultLineOf(manifest), ...(manifest.lines ?? [])];
  lines.forEach((line, index) => {
    const name = line.id ? `line "${line.id}"` : `line #${index + 1}`;
    if (!ROUTE_ID.test(line.id ?? '')) problems.push(`${name}: id must be a lowercase path segment like "v2"`);
    if (seen.has(line.id)) problems.push(`${name}: the id is used by another line; line ids must be unique`);
    seen.add(line.id);
    if (sectionIds.has(line.id) || RESERVED_IDS.includes(line.id)) {
      problems.push(`${name}: the id is taken by a page of the site; choose another`);
    }
    if (!line.label?.trim()) problems.push(`${name}: label is empty`);
    if (index === 0) return;
    if (!EXACT_VERSION.test(line.sharedVersion ?? '')) {
      problems.push(`${name}: sharedVersion "${line.sharedVersion}" is not an exact version like 1.2.3`);
    }
    const sdks = Object.entries(line.sdks ?? {});
    if (sdks.length === 0) problems.push(`${name}: lists no section`);
    for (const [sectionId, sdk] of sdks) {
      if (!sectionIds.has(sectionId)) {
        problems.push(`${name}: "${sectionId}" is not a section id of the manifest (${[...sectionIds].join(', ')})`);
      } else if (!EXACT_VERSION.test(sdk?.version ?? '')) {
        problems.push(`${name}: "${sectionId}": version "${sdk?.version}" is not an exact version like 1.2.3`);
      }
    }
  });
  return problems;
}

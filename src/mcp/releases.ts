/**
 * The `release` argument of the tools: a line id (`current`, `v1`, `v2`; `latest` is the newest,
 * as `{base}latest/` is on the site) or one package at an exact version
 * (`@powersync/web@2.3.1`). A release a line documents is that line; any other release the
 * history knows is answered from the history, with the nearest line's pages for the text.
 */
import semver from 'semver';
import type {SectionHistory} from '../history/section-history';
import {compareVersions, isPlainRelease} from '../history/versions';
import type {Reference, ReferenceLine, ReferenceSection} from './reference';
import {ToolInputError} from './errors';

/** What `{base}latest/` means on the site: always the newest line. */
export const LATEST_ALIAS = 'latest';
/** Known releases listed either side of an unknown one. */
const NEAREST_LISTED = 3;

export interface ExactRelease {
  packageName: string;
  version: string;
  section: ReferenceSection;
  history: SectionHistory;
  /** The line whose pages document the nearest release of the section's package, and that release. */
  line: ReferenceLine;
  lineVersion: string;
}

/**
 * A line, or one package's release. A package release a line documents is that line's, and keeps
 * its package (`of`): search looks in its section, get_symbol answers for that section only, as
 * for any other release of the package.
 */
export type ReleaseTarget = {kind: 'line'; line: ReferenceLine; of?: PackageRelease} | ({kind: 'exact'} & ExactRelease);

/** The package release a target names (`@powersync/web@1.31.0`) and its section; none for a line id. */
export interface PackageRelease {
  section: ReferenceSection;
  release: string;
}

export const packageReleaseOf = (target: ReleaseTarget): PackageRelease | undefined =>
  target.kind === 'exact'
    ? {section: target.section, release: releaseId(target.packageName, target.version)}
    : target.of;

const PACKAGE_AT = /^(@[a-z0-9-]+\/[a-z0-9._-]+)@(.+)$/;
/** A version with its minor or patch left out (`1.31`, `1.31.x`, `1`, `1.x`). */
const PARTIAL = /^\d+(?:\.(?:\d+|x|\*))?(?:\.(?:x|\*))?$/;

/** `@powersync/web@2.3.1` (the form every tool takes). */
export const releaseId = (packageName: string, version: string) => `${packageName}@${version}`;

/** A release's major version (`1` of `1.31.0`). */
const majorOf = (version: string) => Number(version.split('.')[0]);

/**
 * A partial version (`1.31`, `1.31.x`, `1`) as the newest known release it names, as npm
 * reads `@powersync/web@1.31`; undefined for anything else (an exact version, a range, a tag).
 */
export function newestMatching(known: readonly string[], version: string): string | undefined {
  if (!PARTIAL.test(version)) return undefined;
  return semver.maxSatisfying([...known], version) ?? undefined;
}

/**
 * Known versions nearest to an unknown one, by version: up to three below and three above it,
 * among the releases of its own major when there are any (a reader of 1.31 wants 1.x releases).
 * What is not a version at all gets the newest releases.
 */
export function nearestVersions(known: readonly string[], version: string): string[] {
  const plain = isPlainRelease(version) ? version : semver.coerce(version)?.version;
  if (!plain) return known.slice(-NEAREST_LISTED);
  const sameMajor = known.filter((candidate) => majorOf(candidate) === majorOf(plain));
  const sorted = [...(sameMajor.length > 0 ? sameMajor : known)].sort(compareVersions);
  const above = sorted.findIndex((candidate) => compareVersions(candidate, plain) > 0);
  const at = above < 0 ? sorted.length : above;
  return sorted.slice(Math.max(0, at - NEAREST_LISTED), at + NEAREST_LISTED);
}

/**
 * The line documenting the release of `packageName` nearest to `version`: among the lines of
 * its own major when there are any (their API is the one it has), then counted in releases; a
 * tie goes to the newer line, whose pages an upgrade leads to.
 */
export function nearestLine(
  lines: readonly ReferenceLine[],
  releases: readonly string[],
  packageName: string,
  version: string,
): {line: ReferenceLine; version: string} | undefined {
  const position = (v: string) => {
    const index = releases.indexOf(v);
    return index >= 0 ? index : releases.filter((r) => compareVersions(r, v) < 0).length - 0.5;
  };
  const documenting = lines.filter((line) => line.packages[packageName]);
  const sameMajor = documenting.filter((line) => majorOf(line.packages[packageName]) === majorOf(version));
  let best: {line: ReferenceLine; version: string; distance: number} | undefined;
  for (const line of sameMajor.length > 0 ? sameMajor : documenting) {
    const documented = line.packages[packageName];
    const distance = Math.abs(position(documented) - position(version));
    if (!best || distance <= best.distance) best = {line, version: documented, distance};
  }
  return best && {line: best.line, version: best.version};
}

export const lineIds = (reference: Reference) =>
  `${reference.lines.map((line) => line.id).join(', ')} (${LATEST_ALIAS} = ${reference.newest.id})`;

const sectionOfPackage = (reference: Reference, packageName: string) =>
  reference.sections.find((section) => section.packageName === packageName);

/**
 * A package release the history knows (a partial version: the newest it names), or a
 * ToolInputError naming the nearest known.
 */
export function exactRelease(reference: Reference, packageName: string, version: string): ExactRelease {
  const section = sectionOfPackage(reference, packageName);
  if (!section) {
    const shared =
      packageName === reference.sharedPackage
        ? ` ${packageName} is documented inside each SDK section: pass the SDK's release (resolve_release gives it).`
        : '';
    throw new ToolInputError(
      `${packageName} is not an SDK package of this reference.${shared} Packages: ${reference.sections
        .map((s) => s.packageName)
        .join(', ')}.`,
    );
  }
  const history = reference.history(packageName);
  if (!history?.known) throw new ToolInputError(`The API history has no releases of ${packageName}.`);
  const versions = history.releases.map((release) => release.version);
  // `@powersync/web@1.31`: the newest 1.31.x, as npm installs it.
  const partial = newestMatching(versions, version);
  if (partial) return exactRelease(reference, packageName, partial);
  if (!versions.includes(version)) {
    const range = isPlainRelease(version)
      ? ''
      : ' (an exact version like 2.3.1, not a range: resolve_release turns ranges into releases)';
    throw new ToolInputError(
      `${packageName} has no release ${version} in the API history${range}. Nearest known: ${nearestVersions(versions, version).join(', ')}.`,
    );
  }
  const near = nearestLine(reference.lines, versions, packageName, version);
  if (!near) throw new ToolInputError(`No release line documents ${packageName}.`);
  return {packageName, version, section, history, line: near.line, lineVersion: near.version};
}

/** Reads a tool's `release` argument; without one, the newest line. */
export function releaseTarget(reference: Reference, value: string | undefined): ReleaseTarget {
  const release = value?.trim();
  if (!release) return {kind: 'line', line: reference.newest};
  if (release === LATEST_ALIAS) return {kind: 'line', line: reference.newest};
  const line = reference.lines.find((l) => l.id === release);
  if (line) return {kind: 'line', line};
  const match = PACKAGE_AT.exec(release);
  if (!match)
    throw new ToolInputError(
      `Unknown release "${release}". Pass a line id: ${lineIds(reference)}, or a package at an exact version like @powersync/web@2.3.1.`,
    );
  const exact = exactRelease(reference, match[1], match[2]);
  // A release a line documents is that line: its pages are that release's.
  if (exact.lineVersion === exact.version)
    return {
      kind: 'line',
      line: exact.line,
      of: {section: exact.section, release: releaseId(exact.packageName, exact.version)},
    };
  return {kind: 'exact', ...exact};
}

/**
 * resolve_release (pure over the reference): from a project's package.json and/or lockfile, the
 * release of each `@powersync/*` package it installs, the `@powersync/common` that release
 * resolves, the line that documents it (or the nearest and what differs) and the `release`
 * value the other tools take.
 *
 * - Installed: the lockfile's, else the newest release the history knows that the range accepts.
 * - Common: the lockfile's (what that package resolves), else what the release pins (Web, Node,
 *   React Native and TanStack pin an exact common), else, for a package that takes common (or
 *   the Web SDK) only as a peer (manifest `installedWith`), what the paired SDK brings.
 */
import semver from 'semver';
import type {SectionHistory} from '../history/section-history';
import {ToolInputError} from './errors';
import {LOCKFILE_EXPECTED, LockfileError, readLockfile, type LockfileReading} from './lockfiles';
import type {Reference, ReferenceSection} from './reference';
import {nearestLine, releaseId} from './releases';

const SCOPE = '@powersync/';
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

export interface ResolveArgs {
  packageJson?: string;
  lockfile?: string;
}

export interface ResolvedPackage {
  packageName: string;
  /** The package.json range, when there is one. */
  range?: string;
  installed?: string;
  /** Where `installed` comes from. */
  installedFrom: 'lockfile' | 'range' | 'none';
  common?: string;
  commonFrom?: string;
  /** The line that documents this release, or undefined. */
  line?: string;
  /** The nearest line otherwise, the release it documents and what differs. */
  nearest?: {line: string; version: string; differs: string};
  /** The value of the other tools' `release` argument. */
  release?: string;
  notes: string[];
}

function readPackageJson(text: string): Record<string, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ToolInputError(
      `packageJson is not valid JSON (${(error as Error).message}); expected the text of a package.json.`,
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new ToolInputError('packageJson is not a JSON object; expected the text of a package.json.');
  const ranges: Record<string, string> = {};
  for (const field of DEPENDENCY_FIELDS) {
    const deps = (json as Record<string, unknown>)[field];
    if (typeof deps !== 'object' || deps === null) continue;
    for (const [name, range] of Object.entries(deps)) if (typeof range === 'string') ranges[name] ??= range;
  }
  return ranges;
}

const releasesOf = (history: SectionHistory | undefined) => history?.releases.map((r) => r.version) ?? [];

/** The newest known release a range accepts (`^2.3.0` → 2.4.0), or undefined for `workspace:`, `file:`, a tag. */
function newestAccepted(versions: readonly string[], range: string): string | undefined {
  if (!semver.validRange(range)) return undefined;
  return semver.maxSatisfying([...versions], range) ?? undefined;
}

/**
 * How a release differs from the nearest line's: how far apart, then what changed counted by
 * kind, always read from the older release to the newer (an upgrade's direction), so "35
 * added" is 35 exports the newer one has that the older lacks, whichever of them the project uses.
 */
export function differs(history: SectionHistory, version: string, lineVersion: string): string {
  const lineIsNewer = semver.gt(lineVersion, version);
  const [older, newer] = lineIsNewer ? [version, lineVersion] : [lineVersion, version];
  const changes = history.diff(older, newer) ?? [];
  if (changes.length === 0) return 'the same exported API';
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const releases = history.releases.map((r) => r.version);
  const apart = Math.abs(releases.indexOf(lineVersion) - releases.indexOf(version));
  return (
    `${apart} release${apart === 1 ? '' : 's'} ${lineIsNewer ? 'newer' : 'older'}; ` +
    `from ${older} to ${newer}: ${[...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')} ` +
    `(upgrade_guide from "${releaseId(history.packageName, older)}" to "${releaseId(history.packageName, newer)}" lists them)`
  );
}

export function resolveRelease(reference: Reference, args: ResolveArgs): ResolvedPackage[] {
  if (!args.packageJson?.trim() && !args.lockfile?.trim())
    throw new ToolInputError(`Pass packageJson (the text of package.json) and/or lockfile (${LOCKFILE_EXPECTED}).`);
  const ranges = args.packageJson?.trim() ? readPackageJson(args.packageJson) : {};
  let lock: LockfileReading | undefined;
  if (args.lockfile?.trim()) {
    try {
      lock = readLockfile(args.lockfile, ranges);
    } catch (error) {
      if (error instanceof LockfileError) throw new ToolInputError(error.message);
      throw error;
    }
  }
  const names = [
    ...new Set([
      ...Object.keys(ranges),
      ...(lock && !args.packageJson ? lock.names().filter((name) => lock!.rootVersion(name)) : []),
    ]),
  ].filter((name) => name.startsWith(SCOPE));
  if (names.length === 0)
    throw new ToolInputError(
      `No ${SCOPE}* dependency in ${args.packageJson ? 'the package.json' : 'the lockfile'}: nothing to resolve.`,
    );
  const sections = (name: string) => reference.sections.find((s) => s.packageName === name);
  const installedOf = new Map<string, string | undefined>();
  const installed = (name: string): string | undefined => {
    if (!installedOf.has(name)) {
      const fromLock = lock?.rootVersion(name);
      const range = ranges[name];
      installedOf.set(
        name,
        fromLock ?? (range ? newestAccepted(releasesOf(reference.history(name)), range) : undefined),
      );
    }
    return installedOf.get(name);
  };
  const shared = reference.sharedPackage;

  /** The common a section's release resolves, and how we know. */
  const commonOf = (
    section: ReferenceSection,
    version: string,
    seen = new Set<string>(),
  ): [string, string] | undefined => {
    seen.add(section.packageName);
    const fromLock = lock?.resolvedBy(section.packageName, shared);
    if (fromLock) return [fromLock, 'the lockfile'];
    const paired = section.installedWith && reference.sections.find((s) => s.id === section.installedWith);
    if (!paired) {
      const pinned = reference.history(section.packageName)?.releases.find((r) => r.version === version)?.deps?.[
        shared
      ];
      return pinned ? [pinned, `what ${section.packageName} ${version} pins`] : undefined;
    }
    const pairedVersion = installed(paired.packageName);
    if (!pairedVersion || seen.has(paired.packageName)) return undefined;
    const via = commonOf(paired, pairedVersion, seen);
    return (
      via && [via[0], `what ${paired.packageName} ${pairedVersion} brings (${section.packageName} takes it as a peer)`]
    );
  };

  return names.map((name): ResolvedPackage => {
    const range = ranges[name];
    const version = installed(name);
    const base: ResolvedPackage = {
      packageName: name,
      ...(range ? {range} : {}),
      ...(version ? {installed: version} : {}),
      installedFrom: lock?.rootVersion(name) ? 'lockfile' : version ? 'range' : 'none',
      notes: [],
    };
    if (name === shared) {
      base.notes.push(
        "Documented inside each SDK section (every SDK re-exports it): use the SDK packages' release values.",
      );
      return base;
    }
    const section = sections(name);
    if (!section) {
      base.notes.push('Not a package this reference documents.');
      return base;
    }
    const history = reference.history(name);
    const versions = releasesOf(history);
    if (!version) {
      base.notes.push(
        range
          ? `The range "${range}" accepts no release the history knows (${versions.at(0)} … ${versions.at(-1)}); pass the lockfile.`
          : "Not in the lockfile's root.",
      );
      return base;
    }
    if (!versions.includes(version)) {
      base.notes.push(`${version} is not a release the API history knows (newest known: ${versions.at(-1)}).`);
      return base;
    }
    const common = commonOf(section, version);
    if (common) Object.assign(base, {common: common[0], commonFrom: common[1]});
    else if (section.installedWith)
      base.notes.push(
        `Takes ${shared} as a peer: it gets the one of the SDK installed beside it (${reference.sections.find((s) => s.id === section.installedWith)?.packageName}), which this project does not list.`,
      );
    const documenting = reference.lines.find((line) => line.packages[name] === version);
    if (documenting) {
      base.line = documenting.id;
      base.release = documenting.id;
      const lineCommon = documenting.packages[shared];
      if (common && section.installedWith && lineCommon && common[0] !== lineCommon)
        base.notes.push(
          `Line ${documenting.id} documents ${name} ${version} beside the ${shared} ${lineCommon} its SDKs bring; this project resolves ${common[0]}.`,
        );
      return base;
    }
    const near = nearestLine(reference.lines, versions, name, version)!;
    base.nearest = {line: near.line.id, version: near.version, differs: differs(history!, version, near.version)};
    base.release = releaseId(name, version);
    return base;
  });
}

/** resolve_release's answer: a Markdown list, then the same as JSON for a program. */
export function resolveReleaseTool(reference: Reference, args: ResolveArgs): string {
  const resolved = resolveRelease(reference, args);
  const out = ['# PowerSync packages of this project', ''];
  for (const r of resolved) {
    out.push(`## ${r.packageName}${r.range ? ` (${r.range})` : ''}`, '');
    if (r.installed)
      out.push(
        `- Installed: ${r.installed} (${r.installedFrom === 'lockfile' ? 'from the lockfile' : 'the newest release the range accepts; pass the lockfile for the one installed'})`,
      );
    if (r.common) out.push(`- ${reference.sharedPackage}: ${r.common} (${r.commonFrom})`);
    if (r.line) out.push(`- Documented by line ${r.line}`);
    if (r.nearest)
      out.push(
        `- No line documents it. Nearest: line ${r.nearest.line} (${r.packageName} ${r.nearest.version}): ${r.nearest.differs}`,
      );
    if (r.release) out.push(`- release: "${r.release}"`);
    for (const note of r.notes) out.push(`- ${note}`);
    out.push('');
  }
  out.push('```json', JSON.stringify(resolved, null, 1), '```');
  return out.join('\n');
}

/**
 * What `npm run releases` proposes (pure): for each further release line, the newest releases
 * of its sections that install together within the line's majors; a new line for a new major
 * of the platform SDK; the default line never (it is the spec's set).
 */
import semver from 'semver';
import type {ReleaseLine, SdkManifest} from '../manifest/types';
import type {FamilyPackument, ReleaseMeta} from './packument';

export interface SectionMove {
  sectionId: string;
  packageName: string;
  from: string;
  to: string;
}

export interface LinePlan {
  lineId: string;
  /** True for a line the plan adds (then every `from` is empty). */
  added: boolean;
  label: string;
  sharedFrom: string;
  sharedTo: string;
  /** Only the sections whose release changes. */
  moves: SectionMove[];
  /** The line's entry as it will be in the manifest. */
  line: ReleaseLine;
}

export interface ReleasePlan {
  lines: LinePlan[];
  /** Releases passed over (deprecated, prerelease), each naming package and version. */
  notes: string[];
  /** Facts that stop the run (a documented release the registry no longer lists). */
  faults: string[];
}

/** A line's label is generated like this ("Common 2.3") and so follows its shared base when it moves. */
const GENERATED_LABEL = /^Common \d+\.\d+$/;
const labelFor = (sharedVersion: string) => `Common ${semver.major(sharedVersion)}.${semver.minor(sharedVersion)}`;

const majorRange = (version: string) => `>=${semver.major(version)}.0.0 <${semver.major(version) + 1}.0.0`;

/** Every @powersync/* relation of a release: its dependencies win over its peers of the same name. */
const relations = (release: ReleaseMeta) => ({...release.peerDependencies, ...release.dependencies});

/**
 * The section whose release decides the line's shared base (the Web SDK: the one sections are
 * `installedWith`); the shared base is what its dependency resolves to.
 */
export function anchorSection(manifest: SdkManifest): string | undefined {
  const anchors = [...new Set(manifest.sdks.flatMap((sdk) => (sdk.installedWith ? [sdk.installedWith] : [])))];
  return anchors.length === 1 ? anchors[0] : undefined;
}

const pickable = (release: ReleaseMeta) =>
  !release.deprecated && semver.valid(release.version) !== null && semver.prerelease(release.version) === null;

/** The newest release `ok` accepts, among those that are neither prereleases nor deprecated. */
function newest(packument: FamilyPackument, ok: (release: ReleaseMeta) => boolean): ReleaseMeta | undefined {
  let best: ReleaseMeta | undefined;
  for (const release of packument.versions.values())
    if (pickable(release) && ok(release) && (!best || semver.gt(release.version, best.version))) best = release;
  return best;
}

/** The release is on these majors: each of its relations to a family package accepts that package's major. */
function onMajors(release: ReleaseMeta, majors: Map<string, string>): boolean {
  return Object.entries(relations(release)).every(([name, range]) => {
    const at = majors.get(name);
    return !at || !semver.validRange(range) || semver.intersects(range, majorRange(at));
  });
}

/** Its peers on the family are met by the releases the set holds (what an app installing them beside each other gets). */
function peersMet(release: ReleaseMeta, set: Map<string, string>): boolean {
  return Object.entries(release.peerDependencies).every(([name, range]) => {
    const at = set.get(name);
    return !at || semver.satisfies(at, range);
  });
}

interface LineInput {
  id: string;
  label: string;
  sharedVersion: string;
  sdks: Record<string, {version: string}>;
}

/**
 * The newest set on the majors of `current` (package → version): the anchor's newest release,
 * the shared base its dependency resolves to, then each section's newest whose peers that set
 * meets. Sections with no release there are left out (undefined).
 */
function newestSet(
  manifest: SdkManifest,
  packuments: Map<string, FamilyPackument>,
  majors: Map<string, string>,
  floor: Map<string, string>,
): {sharedVersion?: string; versions: Map<string, string>} {
  const shared = manifest.shared.packageName;
  const anchorId = anchorSection(manifest);
  const anchor = manifest.sdks.find((sdk) => sdk.id === anchorId);
  const versions = new Map<string, string>();
  const atLeast = (name: string) => (release: ReleaseMeta) =>
    !floor.has(name) || semver.gte(release.version, floor.get(name)!);
  let sharedVersion: string | undefined;
  if (anchor) {
    const pick = newest(
      packuments.get(anchor.packageName)!,
      (r) => atLeast(anchor.packageName)(r) && onMajors(r, majors),
    );
    if (pick) {
      versions.set(anchor.packageName, pick.version);
      const range = relations(pick)[shared];
      const sharedPick = range ? newest(packuments.get(shared)!, (r) => semver.satisfies(r.version, range)) : undefined;
      sharedVersion = sharedPick?.version;
    }
  }
  if (!sharedVersion) {
    sharedVersion = newest(
      packuments.get(shared)!,
      (r) => atLeast(shared)(r) && semver.satisfies(r.version, majorRange(majors.get(shared)!)),
    )?.version;
  }
  if (sharedVersion) versions.set(shared, sharedVersion);
  for (const sdk of manifest.sdks) {
    if (sdk.id === anchorId) continue;
    const pick = newest(
      packuments.get(sdk.packageName)!,
      (r) => atLeast(sdk.packageName)(r) && onMajors(r, majors) && (!sdk.installedWith || peersMet(r, versions)),
    );
    if (pick) versions.set(sdk.packageName, pick.version);
  }
  return {sharedVersion, versions};
}

function planLine(
  manifest: SdkManifest,
  packuments: Map<string, FamilyPackument>,
  line: LineInput,
  added: boolean,
): LinePlan | undefined {
  const current = new Map<string, string>([[manifest.shared.packageName, line.sharedVersion]]);
  for (const sdk of manifest.sdks) if (line.sdks[sdk.id]) current.set(sdk.packageName, line.sdks[sdk.id].version);
  // A line only moves forward: never to an older release than it documents.
  const next = newestSet(manifest, packuments, current, added ? new Map() : current);
  const sharedTo = next.sharedVersion ?? line.sharedVersion;
  const moves: SectionMove[] = [];
  const sdks: ReleaseLine['sdks'] = {};
  for (const sdk of manifest.sdks) {
    const from = added ? undefined : line.sdks[sdk.id]?.version;
    // A line keeps the sections it has; a section it leaves out stays out (it had no release on the base).
    if (!added && !from) continue;
    const to = next.versions.get(sdk.packageName) ?? from;
    if (!to) continue;
    sdks[sdk.id] = {...(line.sdks[sdk.id] ?? {}), version: to};
    if (to !== from) moves.push({sectionId: sdk.id, packageName: sdk.packageName, from: from ?? '', to});
  }
  if (!added && moves.length === 0 && sharedTo === line.sharedVersion) return undefined;
  const label = added || GENERATED_LABEL.test(line.label) ? labelFor(sharedTo) : line.label;
  return {
    lineId: line.id,
    added,
    label,
    sharedFrom: added ? '' : line.sharedVersion,
    sharedTo,
    moves,
    line: {id: line.id, label, sharedVersion: sharedTo, sdks},
  };
}

/** The releases newer than a line's that were passed over, and why (deprecated; a dist-tagged prerelease). */
function passedOver(manifest: SdkManifest, packuments: Map<string, FamilyPackument>, lines: LineInput[]): string[] {
  const notes = new Set<string>();
  for (const line of lines) {
    const current = new Map<string, string>([[manifest.shared.packageName, line.sharedVersion]]);
    for (const sdk of manifest.sdks) if (line.sdks[sdk.id]) current.set(sdk.packageName, line.sdks[sdk.id].version);
    for (const [name, version] of current) {
      const packument = packuments.get(name)!;
      for (const release of packument.versions.values()) {
        if (!semver.valid(release.version) || !semver.gt(release.version, version)) continue;
        if (semver.major(release.version) !== semver.major(version) || !onMajors(release, current)) continue;
        if (release.deprecated)
          notes.add(`${name}@${release.version}: deprecated ("${release.deprecated}"), not picked`);
      }
    }
  }
  for (const packument of packuments.values())
    for (const [tag, version] of Object.entries(packument.distTags))
      if (semver.prerelease(version) !== null)
        notes.add(`${packument.name}@${version}: prerelease (dist-tag "${tag}"), not picked`);
  return [...notes].sort();
}

export function releasePlan(manifest: SdkManifest, packuments: Map<string, FamilyPackument>): ReleasePlan {
  const faults: string[] = [];
  const lines: LineInput[] = manifest.lines ?? [];
  const names = [manifest.shared.packageName, ...manifest.sdks.map((sdk) => sdk.packageName)];
  for (const name of names) if (!packuments.has(name)) faults.push(`${name}: no registry metadata was read`);
  if (faults.length > 0) return {lines: [], notes: [], faults};
  for (const line of lines) {
    const documented: [string, string][] = [[manifest.shared.packageName, line.sharedVersion]];
    for (const sdk of manifest.sdks)
      if (line.sdks[sdk.id]) documented.push([sdk.packageName, line.sdks[sdk.id].version]);
    for (const [name, version] of documented)
      if (!packuments.get(name)!.versions.has(version))
        faults.push(
          `${name}@${version}: unpublished (the registry no longer lists it; line "${line.id}" documents it)`,
        );
  }
  if (faults.length > 0) return {lines: [], notes: [], faults};
  const planned = lines.flatMap((line) => planLine(manifest, packuments, line, false) ?? []);

  // A new major of the platform SDK (the anchor) beyond every line's adds a line named after it.
  const anchor = manifest.sdks.find((sdk) => sdk.id === anchorSection(manifest));
  if (anchor && lines.length > 0) {
    const documentedMajors = lines.flatMap((line) =>
      line.sdks[anchor.id] ? [semver.major(line.sdks[anchor.id].version)] : [],
    );
    const top = newest(packuments.get(anchor.packageName)!, () => true);
    if (top && documentedMajors.length > 0 && semver.major(top.version) > Math.max(...documentedMajors)) {
      const major = semver.major(top.version);
      const sharedRange = relations(top)[manifest.shared.packageName];
      const shared = sharedRange ? semver.minVersion(sharedRange)?.version : undefined;
      if (shared) {
        const seed: LineInput = {
          id: `v${major}`,
          label: '',
          sharedVersion: shared,
          sdks: {[anchor.id]: {version: top.version}},
        };
        const added = planLine(manifest, packuments, seed, true);
        if (added) planned.push(added);
      }
    }
  }
  return {lines: planned, notes: passedOver(manifest, packuments, lines), faults};
}

/** The plan as `--check` prints it: one block per line, then what was passed over. */
export function formatPlan(plan: ReleasePlan): string {
  if (plan.faults.length > 0) return plan.faults.map((fault) => `fault: ${fault}`).join('\n');
  const out: string[] = [];
  if (plan.lines.length === 0) out.push('Nothing newer: every release line documents its newest releases.');
  for (const line of plan.lines) {
    out.push(
      line.added
        ? `add line ${line.lineId} ("${line.label}"): shared ${line.sharedTo}`
        : `move line ${line.lineId} ("${line.label}"): shared ${
            line.sharedFrom === line.sharedTo ? `${line.sharedTo} (unchanged)` : `${line.sharedFrom} → ${line.sharedTo}`
          }`,
    );
    for (const move of line.moves) out.push(`  ${move.packageName}: ${move.from || '(new)'} → ${move.to}`);
  }
  for (const note of plan.notes) out.push(`note: ${note}`);
  return out.join('\n');
}

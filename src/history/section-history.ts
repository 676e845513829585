/**
 * The history one SDK section shows (pure): the events of each symbol and member, dated by the
 * declaring package's release and, for a symbol the SDK re-exports, by the first SDK release
 * built on that one (and only what the section's readers saw change); and the section's Changes
 * page data, one entry per SDK release.
 */
import {composedApi, diffApis, symbolEvents, type Change, type ComposedApi, type HistoryEvent} from './events';
import type {HistoryData, ReleaseInfo} from './model';
import {decodePackage, own, type PackageReleases} from './runs';
import {packagesFor} from './subset';
import {compareVersions} from './versions';

export interface DatedEvent extends HistoryEvent {
  /** Declaring package. */
  from: string;
  /** The SDK release that first shipped the event (the same as `version` for the SDK's own symbols). */
  sdkVersion?: string;
}

/** A symbol an earlier release of the section's package exported and the documented one does not. */
export interface RemovedSymbol {
  name: string;
  from: string;
  kind: string;
  /** The release of the section's package that no longer exports it. */
  removedIn: string;
  /** The declaring package's release that release was built on, when it is another package. */
  fromVersion?: string;
  /** The `@deprecated` text it last carried (it usually names the replacement). */
  deprecated?: string;
}

export interface ReleaseChanges {
  release: ReleaseInfo;
  /** Empty for the first release: everything in it is new (`initial` counts it). */
  changes: Change[];
  initial?: number;
}

/** `@powersync/web` → `web`. */
export const shortName = (packageName: string) => packageName.replace(/^@powersync\//, '');

export class SectionHistory {
  /** Each release's composed API, made when first asked for: a compare in the browser needs two of them. */
  private readonly composedAt = new Map<number, ComposedApi>();

  constructor(
    private readonly packages: Record<string, PackageReleases>,
    readonly packageName: string,
  ) {}

  private composed(index: number): ComposedApi {
    let api = this.composedAt.get(index);
    if (!api) {
      api = composedApi(this.packages, this.packageName, index);
      this.composedAt.set(index, api);
    }
    return api;
  }

  /** Decodes only the section's package and those it re-exports from, not every package in the file. */
  static fromData(data: HistoryData, packageName: string): SectionHistory {
    const packages = Object.fromEntries(
      packagesFor(data, packageName).map((name) => [name, decodePackage(data, name)]),
    );
    return new SectionHistory(packages, packageName);
  }

  get releases(): ReleaseInfo[] {
    return this.packages[this.packageName]?.releases ?? [];
  }

  /** Whether the history knows this section's package at all. */
  get known(): boolean {
    return this.releases.length > 0;
  }

  /** Events of a symbol declared by `from` (and exported by this section under `name`), oldest first;
   * `member` as `memberHistoryKey` writes it. */
  eventsOf(from: string, name: string, member?: string): DatedEvent[] {
    const declaring = this.packages[from];
    if (!declaring) return [];
    const events = symbolEvents(declaring, name, member);
    if (from === this.packageName) return events.map((event) => ({...event, from, sdkVersion: event.version}));
    const dated: DatedEvent[] = events.map((event) => {
      const sdkVersion = this.firstReleaseOn(from, event.version, event.kind === 'removed' ? undefined : name);
      return {...event, from, ...(sdkVersion ? {sdkVersion} : {})};
    });
    return this.asSectionSawThem(dated, from, name, member);
  }

  /**
   * The events every view shows for a symbol (or member) the section exports: the declaring
   * package's (`eventsOf`), or, for a package the history does not read, when the section
   * exported the symbol (`exportEvents`). Badges, search marks and the MCP answers read this one.
   */
  shownEvents(from: string, name: string, member?: string): DatedEvent[] {
    if (member !== undefined || this.reads(from)) return this.eventsOf(from, name, member);
    return this.exportEvents(name);
  }

  /** Whether the history reads the package that declares a symbol (not js-logger, which common re-exports). */
  reads(packageName: string): boolean {
    return packageName in this.packages;
  }

  /**
   * When this section exported `name`, as its own releases date it: for a symbol declared by a
   * package the history does not read (js-logger's `ILogger`, which @powersync/common re-exported
   * until 2.0.0), whose declaration's own history is unknown but whose export is not. Added where
   * a release of the section first exports it, removed where one stops.
   */
  exportEvents(name: string): DatedEvent[] {
    const events: DatedEvent[] = [];
    let had = false;
    this.releases.forEach((release, index) => {
      const has = this.composed(index).has(name);
      if (has !== had)
        events.push({
          kind: has ? 'added' : 'removed',
          version: release.version,
          from: this.packageName,
          sdkVersion: release.version,
        });
      had = has;
    });
    return events;
  }

  /**
   * The events a reader of this section saw: where several of the declaring package's events
   * land on one release of the section that did not export the symbol (or member) before, the
   * section's reader met it as it was then, not its past. Node 0.1.0 was built on common 1.25.0:
   * `Index.toJSON`'s changes in common 1.17.0 and 1.18.0 are not changes in node, and its
   * "Added in" is common 1.x (node 0.1.0). Kept of such a release: the last "added" and a
   * deprecation after it (a state a reader meets, "Deprecated since"); dropped: every change,
   * move and removal, and everything when the last of them is a removal (the section never had it).
   */
  private asSectionSawThem(events: DatedEvent[], from: string, name: string, member?: string): DatedEvent[] {
    const kept: DatedEvent[] = [];
    for (let start = 0; start < events.length;) {
      const sdkVersion = events[start].sdkVersion;
      let end = start + 1;
      while (end < events.length && sdkVersion !== undefined && events[end].sdkVersion === sdkVersion) end++;
      const group = events.slice(start, end);
      start = end;
      if (sdkVersion === undefined || this.hadBefore(sdkVersion, from, name, member)) {
        kept.push(...group);
        continue;
      }
      if (group.at(-1)!.kind === 'removed') continue;
      const added = group.map((event) => event.kind).lastIndexOf('added');
      if (added < 0) {
        kept.push(...group);
        continue;
      }
      kept.push(...group.slice(added).filter((event) => event.kind === 'added' || event.kind === 'deprecated'));
    }
    return kept;
  }

  /** Whether the release of this section before `sdkVersion` exported `name` from `from` (with `member`). */
  private hadBefore(sdkVersion: string, from: string, name: string, member?: string): boolean {
    const index = this.releases.findIndex((release) => release.version === sdkVersion);
    if (index <= 0) return false;
    const entry = this.composed(index - 1).get(name);
    if (!entry || entry.from !== from) return false;
    return (
      member === undefined ||
      own(entry.state.members, member) !== undefined ||
      own(entry.state.inherited, member) !== undefined
    );
  }

  /** The first release of this section's package built on `from` at `version` or later (and exporting `name`). */
  private firstReleaseOn(from: string, version: string, name?: string): string | undefined {
    const index = this.releases.findIndex((release, at) => {
      const dependency = release.deps?.[from];
      if (!dependency || compareVersions(dependency, version) < 0) return false;
      return name === undefined || this.composed(at).get(name)?.from === from;
    });
    return index < 0 ? undefined : this.releases[index].version;
  }

  /** Per release of the section's package, newest first: what its whole exported API changed. */
  changes(): ReleaseChanges[] {
    return this.releases
      .map((release, index) =>
        index === 0
          ? {release, changes: [], initial: this.composed(0).size}
          : {release, changes: diffApis(this.composed(index - 1), this.composed(index))},
      )
      .reverse();
  }

  /** Symbols that releases up to `version` exported and `version` does not, each with the release that dropped it. */
  removedBy(version: string): RemovedSymbol[] {
    const at = this.releases.findIndex((release) => release.version === version);
    if (at < 0) return [];
    const removed: RemovedSymbol[] = [];
    const lastSeen = new Map<string, number>();
    for (let index = 0; index < at; index++) for (const name of this.composed(index).keys()) lastSeen.set(name, index);
    for (const [name, index] of lastSeen) {
      if (this.composed(at).has(name)) continue;
      const {from, state} = this.composed(index).get(name)!;
      const removedIn = this.releases[index + 1];
      const fromVersion = from === this.packageName ? undefined : removedIn.deps?.[from];
      removed.push({
        name,
        from,
        kind: state.kind,
        removedIn: removedIn.version,
        ...(fromVersion ? {fromVersion} : {}),
        ...(state.deprecated !== undefined ? {deprecated: state.deprecated} : {}),
      });
    }
    return removed.sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Symbols that releases after `version` export and `version` does not, each with the first
   * such release and its declaring package there.
   */
  addedAfter(version: string): Array<{name: string; from: string; addedIn: string}> {
    const at = this.releases.findIndex((release) => release.version === version);
    if (at < 0) return [];
    const had = this.composed(at);
    const added = new Map<string, {name: string; from: string; addedIn: string}>();
    for (let index = at + 1; index < this.releases.length; index++)
      for (const [name, {from}] of this.composed(index))
        if (!had.has(name) && !added.has(name)) added.set(name, {name, from, addedIn: this.releases[index].version});
    return [...added.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The whole API a release of the section's package exports (its own and re-exported symbols). */
  apiAt(version: string): ComposedApi | undefined {
    const index = this.releases.findIndex((release) => release.version === version);
    return index < 0 ? undefined : this.composed(index);
  }

  /** Whole-API difference between two releases of the section's package. */
  diff(fromVersion: string, toVersion: string): Change[] | undefined {
    const a = this.releases.findIndex((release) => release.version === fromVersion);
    const b = this.releases.findIndex((release) => release.version === toVersion);
    return a < 0 || b < 0 ? undefined : diffApis(this.composed(a), this.composed(b));
  }
}

/**
 * The history's key of a member of a class or an interface, as the readers of a page (its badges,
 * its search records) ask for it: `constructor`, `static name` (apart from an instance member of
 * the same name), `name`.
 */
export const memberHistoryKey = (name: string, {constructor, isStatic}: {constructor: boolean; isStatic: boolean}) =>
  constructor ? 'constructor' : `${isStatic ? 'static ' : ''}${name}`;

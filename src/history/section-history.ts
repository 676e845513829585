/**
 * The history one SDK section shows (pure): the events of each symbol and member, dated by the
 * declaring package's release and, for a symbol the SDK re-exports, by the first SDK release
 * built on that one; and the section's Changes page data, one entry per SDK release.
 */
import {composedApi, diffApis, symbolEvents, type Change, type ComposedApi, type HistoryEvent} from './events';
import type {HistoryData, ReleaseInfo} from './model';
import {decodePackage, type PackageReleases} from './runs';
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

  /** Events of a symbol declared by `from` (and exported by this section under `name`), oldest first. */
  eventsOf(from: string, name: string, member?: string): DatedEvent[] {
    const declaring = this.packages[from];
    if (!declaring) return [];
    const events = symbolEvents(declaring, name, member);
    if (from === this.packageName) return events.map((event) => ({...event, from, sdkVersion: event.version}));
    return events.map((event) => {
      const sdkVersion = this.firstReleaseOn(from, event.version, event.kind === 'removed' ? undefined : name);
      return {...event, from, ...(sdkVersion ? {sdkVersion} : {})};
    });
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

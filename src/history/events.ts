/**
 * What changed between releases (pure): the diff of two release APIs, and the events of one
 * symbol or member over a package's releases. A symbol is its declaring package plus its
 * exported name; a member adds its key (`watch`, `static create`, `constructor`).
 */
import type {DeclarationState, ReleaseApi, SymbolState} from './model';
import {own, type PackageReleases} from './runs';
import {compareVersions} from './versions';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'deprecated';

export interface Change {
  kind: ChangeKind;
  /** Exported name. */
  name: string;
  member?: string;
  /** Declaring package. */
  from: string;
  symbolKind: string;
  before?: string;
  after?: string;
  /** The `@deprecated` text (deprecated), or the last one a removed symbol carried. */
  message?: string;
}

export interface HistoryEvent {
  kind: ChangeKind;
  version: string;
  before?: string;
  after?: string;
  message?: string;
}

/** An SDK release's whole API: its own symbols and those it re-exports, each with its declaring package. */
export type ComposedApi = Map<string, {from: string; state: SymbolState}>;

function stateChanges(
  before: DeclarationState | undefined,
  after: DeclarationState | undefined,
  base: Omit<Change, 'kind'>,
): Change[] {
  if (!before && !after) return [];
  if (!before) return [{...base, kind: 'added', after: after!.decl}];
  if (!after)
    return [
      {...base, kind: 'removed', before: before.decl, ...(before.deprecated ? {message: before.deprecated} : {})},
    ];
  const changes: Change[] = [];
  if (before.decl !== after.decl) changes.push({...base, kind: 'changed', before: before.decl, after: after.decl});
  if (before.deprecated === undefined && after.deprecated !== undefined)
    changes.push({...base, kind: 'deprecated', message: after.deprecated});
  return changes;
}

/**
 * Everything that differs from `a` to `b`: symbols added or removed (their members are not
 * listed again), and for symbols in both, their own and their members' changes.
 */
export function diffApis(a: ComposedApi, b: ComposedApi): Change[] {
  const changes: Change[] = [];
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const name of names) {
    const before = a.get(name);
    const after = b.get(name);
    const from = (after ?? before)!.from;
    const symbolKind = (after ?? before)!.state.kind;
    const base = {name, from, symbolKind};
    changes.push(...stateChanges(before?.state, after?.state, base));
    if (!before || !after) continue;
    const members = [...new Set([...Object.keys(before.state.members), ...Object.keys(after.state.members)])].sort();
    for (const member of members)
      changes.push(
        ...stateChanges(own(before.state.members, member), own(after.state.members, member), {...base, member}),
      );
  }
  return changes;
}

/** A package's own API as a composed one (every symbol declared by `packageName`). */
export function ownApi(packageName: string, api: ReleaseApi): ComposedApi {
  return new Map(Object.entries(api.symbols).map(([name, state]) => [name, {from: packageName, state}]));
}

/** The release of `pkg` a dependency range's lowest version names, or the newest one before it. */
export function releaseAt(pkg: PackageReleases, version: string): number {
  let found = -1;
  pkg.releases.forEach((release, index) => {
    if (compareVersions(release.version, version) <= 0) found = index;
  });
  return found;
}

/**
 * The API an SDK release exports: its own symbols, plus what it re-exports from packages the
 * history knows, at the version of them it was built with (recursively: React Native re-exports
 * @powersync/react, which re-exports nothing, and @powersync/common).
 */
export function composedApi(
  packages: Record<string, PackageReleases>,
  packageName: string,
  index: number,
): ComposedApi {
  const pkg = packages[packageName];
  const release = pkg.releases[index];
  const composed: ComposedApi = new Map();
  for (const [source, names] of Object.entries(release.reexports ?? {})) {
    const dependency = packages[source];
    const version = release.deps?.[source];
    if (!dependency || !version) continue;
    const at = releaseAt(dependency, version);
    if (at < 0) continue;
    for (const [name, entry] of composedApi(packages, source, at))
      if (names === '*' || names.includes(name)) composed.set(name, entry);
  }
  for (const [name, entry] of ownApi(packageName, pkg.apis[index])) composed.set(name, entry);
  return composed;
}

/** The events of one symbol (or one member, with `member`) of `pkg`, oldest first. */
export function symbolEvents(pkg: PackageReleases, name: string, member?: string): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  let previous: DeclarationState | undefined;
  pkg.apis.forEach((api, index) => {
    const symbol = own(api.symbols, name);
    const state = member === undefined ? symbol : own(symbol?.members, member);
    const version = pkg.releases[index].version;
    for (const change of stateChanges(previous, state, {name, from: '', symbolKind: ''}))
      events.push({
        kind: change.kind,
        version,
        ...(change.before !== undefined ? {before: change.before} : {}),
        ...(change.after !== undefined && change.kind === 'changed' ? {after: change.after} : {}),
        ...(change.message !== undefined ? {message: change.message} : {}),
      });
    previous = state;
  });
  return events;
}

/**
 * What changed between releases (pure): the diff of two release APIs, and the events of one
 * symbol or member over a package's releases. A symbol is its declaring package plus its
 * exported name; a member adds its key (`watch`, `static create`, `constructor`).
 */
import type {ChangeKind} from './changes-page-data';
import type {DeclarationState, ReleaseApi, SymbolState} from './model';
import {own, type PackageReleases} from './runs';
import {sameDeclaration} from './same-declaration';
import {compareVersions} from './versions';

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
  /** A moved member: the type it comes from while it is not declared here. */
  base?: string;
  /** A moved member: whether it came to be declared here (`in`) or to come from `base` (`out`). */
  direction?: 'in' | 'out';
}

export interface HistoryEvent {
  kind: ChangeKind;
  version: string;
  before?: string;
  after?: string;
  message?: string;
  base?: string;
  direction?: 'in' | 'out';
}

/** An SDK release's whole API: its own symbols and those it re-exports, each with its declaring package. */
export type ComposedApi = Map<string, {from: string; state: SymbolState}>;

/**
 * A moved member in words, around the name of the type it comes from: "now comes from " +
 * `ResolvedTable`. A member of a type alias's own object type is declared in the alias; a base
 * without a name (a mixin's class expression) is not named.
 */
export function movedPhrase(change: Pick<Change, 'name' | 'base' | 'direction'>): [string, string, string] {
  const base = change.base ?? '';
  if (change.direction === 'in')
    return base
      ? ['now declared here (it came from ', base, ' before)']
      : ['now declared here (inherited before)', '', ''];
  if (base === change.name) return ['now declared in the type alias', '', ''];
  return base ? ['now comes from ', base, ''] : ['now inherited', '', ''];
}

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
  // A new import path or an alias of the same type is not a change (src/history/same-declaration.ts).
  if (!sameDeclaration(before, after)) changes.push({...base, kind: 'changed', before: before.decl, after: after.decl});
  if (before.deprecated === undefined && after.deprecated !== undefined)
    changes.push({...base, kind: 'deprecated', message: after.deprecated});
  return changes;
}

/**
 * A member's change from one release to the next. A member one release declares and the next
 * has from a base (or the reverse) moved: what a reader can call did not change.
 */
function memberChanges(
  before: SymbolState | undefined,
  after: SymbolState | undefined,
  member: string,
  what: Omit<Change, 'kind'>,
): Change[] {
  const declaredBefore = own(before?.members, member);
  const declaredAfter = own(after?.members, member);
  const inheritedAfter = own(after?.inherited, member);
  if (declaredBefore && !declaredAfter && inheritedAfter !== undefined)
    return [{...what, kind: 'moved', before: declaredBefore.decl, base: inheritedAfter, direction: 'out'}];
  const inheritedBefore = own(before?.inherited, member);
  if (!declaredBefore && declaredAfter && inheritedBefore !== undefined)
    return [{...what, kind: 'moved', after: declaredAfter.decl, base: inheritedBefore, direction: 'in'}];
  return stateChanges(declaredBefore, declaredAfter, what);
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
    for (const member of members) changes.push(...memberChanges(before.state, after.state, member, {...base, member}));
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

/** Kind of a name re-exported from a package the history does not read: only that it is exported is known. */
export const FOREIGN_KIND = 're-export';

/** What the history knows of a name re-exported from a package it does not read. */
const foreignState = (source: string, name: string): SymbolState => ({
  kind: FOREIGN_KIND,
  decl: `export { ${name} } from '${source}';`,
  members: {},
});

/**
 * The API an SDK release exports: its own symbols, plus what it re-exports from packages the
 * history knows, at the version of them it was built with (recursively: React Native re-exports
 * @powersync/react, which re-exports nothing, and @powersync/common), and the names it re-exports
 * from packages the history does not read, by name only.
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
    if (!dependency) {
      // A package the history does not read (common re-exports js-logger's ILogger): its names
      // are still exported, and leave when the re-export does.
      if (names !== '*')
        for (const name of names) composed.set(name, {from: source, state: foreignState(source, name)});
      continue;
    }
    if (!version) continue;
    const at = releaseAt(dependency, version);
    if (at < 0) continue;
    for (const [name, entry] of composedApi(packages, source, at))
      if (names === '*' || names.includes(name)) composed.set(name, entry);
  }
  for (const [name, entry] of ownApi(packageName, pkg.apis[index])) composed.set(name, entry);
  return composed;
}

/** Whether a symbol has a member, declared or inherited. */
const hasMember = (symbol: SymbolState | undefined, member: string) =>
  own(symbol?.members, member) !== undefined || own(symbol?.inherited, member) !== undefined;

/**
 * A member's events for its badges: its changes, and also when it came and went while only
 * inherited, so a member a declaration took over from its base (DBAdapter.close in common
 * 2.0.0) is dated from when readers could first call it. The Changes page lists only what a
 * declaration itself changed (`diffApis`).
 */
function memberEvents(
  before: SymbolState | undefined,
  after: SymbolState | undefined,
  member: string,
  what: Omit<Change, 'kind'>,
): Change[] {
  const had = hasMember(before, member);
  const has = hasMember(after, member);
  if (!had && has && !own(after?.members, member)) return [{...what, kind: 'added'}];
  if (had && !has && !own(before?.members, member)) return [{...what, kind: 'removed'}];
  return memberChanges(before, after, member, what);
}

/** The events of one symbol (or one member, with `member`) of `pkg`, oldest first. */
export function symbolEvents(pkg: PackageReleases, name: string, member?: string): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  let previous: SymbolState | undefined;
  pkg.apis.forEach((api, index) => {
    const symbol = own(api.symbols, name);
    const version = pkg.releases[index].version;
    const what = {name, from: '', symbolKind: ''};
    const changes =
      member === undefined ? stateChanges(previous, symbol, what) : memberEvents(previous, symbol, member, what);
    for (const change of changes)
      events.push({
        kind: change.kind,
        version,
        ...(change.before !== undefined ? {before: change.before} : {}),
        ...(change.after !== undefined && change.kind === 'changed' ? {after: change.after} : {}),
        ...(change.message !== undefined ? {message: change.message} : {}),
        ...(change.base !== undefined ? {base: change.base, direction: change.direction} : {}),
      });
    previous = symbol;
  });
  return events;
}

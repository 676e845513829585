/**
 * Every release's full API, kept as runs: a symbol's (or member's) state is written once when
 * it changes, not once per release. `encodeHistory` and `decodePackage` are exact inverses,
 * so `npm run history` can add a release anywhere in a package's order (a 1.x patch after 2.0)
 * by decoding, inserting and encoding again.
 */
import {
  HISTORY_FORMAT,
  type DeclarationState,
  type HistoryData,
  type PackageHistoryData,
  type ReleaseApi,
  type ReleaseInfo,
  type Run,
  type SymbolState,
} from './model';

export interface PackageReleases {
  releases: ReleaseInfo[];
  skipped?: Record<string, string>;
  /** Parallel to `releases`. */
  apis: ReleaseApi[];
}

const ABSENT = -1;
/** The deprecated slot of a run with a resolved form and no `@deprecated` text. */
const NOT_DEPRECATED = -1;

/** `record[key]` for keys like `constructor`, which every object inherits. */
export const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

class TextTable {
  readonly texts: string[] = [];
  private readonly ids = new Map<string, number>();
  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.ids.set(text, id);
    }
    return id;
  }
}

function runsOf(states: (DeclarationState | undefined)[], table: TextTable): Run[] {
  const runs: Run[] = [];
  let previous = '';
  states.forEach((state, release) => {
    const deprecated = state?.deprecated !== undefined ? table.id(state.deprecated) : NOT_DEPRECATED;
    const run: Run = !state
      ? [release, ABSENT]
      : state.type !== undefined
        ? [release, table.id(state.decl), deprecated, table.id(state.type)]
        : deprecated !== NOT_DEPRECATED
          ? [release, table.id(state.decl), deprecated]
          : [release, table.id(state.decl)];
    const key = JSON.stringify(run.slice(1));
    if (key !== previous || runs.length === 0) runs.push(run);
    previous = key;
  });
  // A symbol absent from the first releases starts with an absent run: drop it, absence is the default.
  return runs[0]?.[1] === ABSENT ? runs.slice(1) : runs;
}

function statesOf(runs: Run[], count: number, texts: string[]): (DeclarationState | undefined)[] {
  const states: (DeclarationState | undefined)[] = new Array(count).fill(undefined);
  runs.forEach(([start, decl, deprecated = NOT_DEPRECATED, type], index) => {
    const end = runs[index + 1]?.[0] ?? count;
    if (decl === ABSENT) return;
    const state: DeclarationState = {decl: texts[decl]};
    if (deprecated !== NOT_DEPRECATED) state.deprecated = texts[deprecated];
    if (type !== undefined) state.type = texts[type];
    for (let release = start; release < end; release++) states[release] = state;
  });
  return states;
}

/** Runs of each key of a per-release record (a symbol's members, or its inherited members' bases). */
function keyedRuns<T>(
  records: (Record<string, T> | undefined)[],
  stateOf: (value: T) => DeclarationState,
  table: TextTable,
): Record<string, Run[]> {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record ?? {})))].sort();
  const runs: Record<string, Run[]> = {};
  for (const key of keys)
    runs[key] = runsOf(
      records.map((record) => {
        const value = own(record, key);
        return value === undefined ? undefined : stateOf(value);
      }),
      table,
    );
  return runs;
}

/** `keyedRuns` read back: each key's state in every release. */
const keyedStates = (runs: Record<string, Run[]> | undefined, count: number, texts: string[]) =>
  Object.entries(runs ?? {}).map(([key, keyRuns]) => [key, statesOf(keyRuns, count, texts)] as const);

/** The record of one release from `keyedStates`: the keys present in it. */
function recordAt<T>(
  keyed: (readonly [string, (DeclarationState | undefined)[]])[],
  release: number,
  valueOf: (state: DeclarationState) => T,
): Record<string, T> {
  const record: Record<string, T> = {};
  for (const [key, states] of keyed) {
    const state = states[release];
    if (state) record[key] = valueOf(state);
  }
  return record;
}

export function encodeHistory(packages: Record<string, PackageReleases>): HistoryData {
  const table = new TextTable();
  const encoded: Record<string, PackageHistoryData> = {};
  for (const name of Object.keys(packages).sort()) {
    const {releases, apis, skipped} = packages[name];
    const symbols: PackageHistoryData['symbols'] = {};
    const names = [...new Set(apis.flatMap((api) => Object.keys(api.symbols)))].sort();
    for (const symbol of names) {
      const states = apis.map((api) => own(api.symbols, symbol));
      const latest = states.filter((state) => state !== undefined).at(-1) as SymbolState;
      const members = keyedRuns(
        states.map((state) => state?.members),
        (member) => member,
        table,
      );
      // An inherited member's state is the name of the type that declares it.
      const inherited = keyedRuns(
        states.map((state) => state?.inherited),
        (base) => ({decl: base}),
        table,
      );
      symbols[symbol] = {
        kind: latest.kind,
        runs: runsOf(states, table),
        ...(Object.keys(members).length ? {members} : {}),
        ...(Object.keys(inherited).length ? {inherited} : {}),
      };
    }
    // A release's re-exports are kept with its facts (decodePackage reads them back from there).
    const withReexports = releases.map((release, index) => {
      const {reexports: _, ...facts} = release;
      const reexports = apis[index].reexports;
      return Object.keys(reexports).length ? {...facts, reexports} : facts;
    });
    encoded[name] = {releases: withReexports, ...(skipped && Object.keys(skipped).length ? {skipped} : {}), symbols};
  }
  return {format: HISTORY_FORMAT, texts: table.texts, packages: encoded};
}

/** Every release of one package with its full API. */
export function decodePackage(data: HistoryData, packageName: string): PackageReleases {
  const pkg = data.packages[packageName];
  if (!pkg) return {releases: [], apis: [], skipped: {}};
  const count = pkg.releases.length;
  const apis: ReleaseApi[] = pkg.releases.map((release) => ({symbols: {}, reexports: release.reexports ?? {}}));
  for (const [symbol, entry] of Object.entries(pkg.symbols)) {
    const states = statesOf(entry.runs, count, data.texts);
    const members = keyedStates(entry.members, count, data.texts);
    const inherited = keyedStates(entry.inherited, count, data.texts);
    states.forEach((state, release) => {
      if (!state) return;
      const bases = recordAt(inherited, release, (base) => base.decl);
      apis[release].symbols[symbol] = {
        kind: entry.kind,
        ...state,
        members: recordAt(members, release, (member) => member),
        ...(Object.keys(bases).length ? {inherited: bases} : {}),
      };
    });
  }
  return {releases: pkg.releases, apis, skipped: pkg.skipped ?? {}};
}

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
    const run: Run = !state
      ? [release, ABSENT]
      : state.deprecated !== undefined
        ? [release, table.id(state.decl), table.id(state.deprecated)]
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
  runs.forEach(([start, decl, deprecated], index) => {
    const end = runs[index + 1]?.[0] ?? count;
    if (decl === ABSENT) return;
    const state: DeclarationState =
      deprecated === undefined ? {decl: texts[decl]} : {decl: texts[decl], deprecated: texts[deprecated]};
    for (let release = start; release < end; release++) states[release] = state;
  });
  return states;
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
      const memberNames = [...new Set(states.flatMap((state) => Object.keys(state?.members ?? {})))].sort();
      const members: Record<string, Run[]> = {};
      for (const member of memberNames)
        members[member] = runsOf(
          states.map((state) => own(state?.members, member)),
          table,
        );
      const inherited: Record<string, Run[]> = {};
      const inheritedNames = [...new Set(states.flatMap((state) => Object.keys(state?.inherited ?? {})))].sort();
      for (const member of inheritedNames) {
        const bases = states.map((state) => {
          const base = own(state?.inherited, member);
          return base === undefined ? undefined : {decl: base};
        });
        inherited[member] = runsOf(bases, table);
      }
      symbols[symbol] = {
        kind: latest.kind,
        runs: runsOf(states, table),
        ...(memberNames.length ? {members} : {}),
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
    const members = Object.entries(entry.members ?? {}).map(
      ([member, runs]) => [member, statesOf(runs, count, data.texts)] as const,
    );
    const inherited = Object.entries(entry.inherited ?? {}).map(
      ([member, runs]) => [member, statesOf(runs, count, data.texts)] as const,
    );
    states.forEach((state, release) => {
      if (!state) return;
      const memberStates: Record<string, DeclarationState> = {};
      for (const [member, memberRuns] of members) {
        const memberState = memberRuns[release];
        if (memberState) memberStates[member] = memberState;
      }
      const bases: Record<string, string> = {};
      for (const [member, baseRuns] of inherited) {
        const base = baseRuns[release];
        if (base) bases[member] = base.decl;
      }
      apis[release].symbols[symbol] = {
        kind: entry.kind,
        ...state,
        members: memberStates,
        ...(Object.keys(bases).length ? {inherited: bases} : {}),
      };
    });
  }
  return {releases: pkg.releases, apis, skipped: pkg.skipped ?? {}};
}

/**
 * The part of a reader's install that can change what a section's declarations say, read from
 * the lockfile npm writes for that install with its default peer handling. npm places peers the
 * reader never imports types from (react-native and its 230 packages beside
 * `@powersync/react-native`); the fidelity check installs only what a declaration can reach: the
 * packages' own dependencies, `@powersync/*` peers (npm puts `@powersync/common` 2.0.0 at the top
 * as a peer of `@powersync/shared-internals`), and peers whose names the installed declarations
 * import (`@op-engineering/op-sqlite`). Pure.
 */

import type {PlacedEntry} from '../lock-placement';

/** A lockfile (v2/v3) as far as this module reads it: `packages`, keyed by install path. */
export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** An entry as placement reads it (version, integrity, platform), and its edges. */
export interface LockEntry extends PlacedEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A lock path a declaration can reach. */
export interface Reached {
  version: string;
  /** Reached through a peer edge (npm places it for the reader; without peers it would not). */
  byPeer: boolean;
}

/** Peers the reader's install places that a declaration can reach without importing them by name. */
const ALWAYS_FOLLOWED_PEER = /^@powersync\//;

/**
 * The lock path node resolution reaches from the package at `from` for `name`: its own
 * `node_modules` first, then each enclosing one up to the top. Undefined when the lock has none.
 */
export function resolveInLock(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/**
 * Lock paths of the packages a declaration can reach, from the root: every dependency and
 * optional dependency, and the peers named above. The root itself ('') is not listed.
 */
export function typeReachable(lock: Lockfile, importedNames: ReadonlySet<string>): Map<string, Reached> {
  const reached = new Map<string, Reached>();
  const stack = [''];
  while (stack.length > 0) {
    const from = stack.pop()!;
    const entry = lock.packages[from];
    if (!entry) continue;
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => ALWAYS_FOLLOWED_PEER.test(name) || importedNames.has(name),
    );
    const edges = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => ({name, byPeer: false})),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({name, byPeer: false})),
      ...peers.map((name) => ({name, byPeer: true})),
    ];
    for (const {name, byPeer} of edges) {
      const at = resolveInLock(lock, from, name);
      if (at === undefined) continue;
      const known = reached.get(at);
      if (known) {
        known.byPeer ||= byPeer;
        continue;
      }
      reached.set(at, {version: lock.packages[at]!.version ?? '', byPeer});
      stack.push(at);
    }
  }
  return reached;
}

/** The package name a lock path installs: `node_modules/a/node_modules/@s/b` → `@s/b`. */
export const nameAtPath = (lockPath: string): string => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 13);

/** Bare module names a declaration file imports or references (`import … from 'x/y'` → `x`). */
export function importedPackageNames(declarationText: string): Set<string> {
  const names = new Set<string>();
  const specifier =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+|<reference\s+types=)['"]([^'"./][^'"]*)['"]/g;
  for (const match of declarationText.matchAll(specifier)) {
    const [first, second] = match[1]!.split('/');
    names.add(first!.startsWith('@') && second ? `${first}/${second}` : first!);
  }
  return names;
}

/**
 * Reachable lock entries the installed tree lacks or has at another version, as messages; an
 * optional one may be missing (npm skips another platform's binaries).
 */
export function placementDifferences(
  lock: Lockfile,
  reachable: ReadonlyMap<string, Reached>,
  installedVersion: (lockPath: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  for (const [lockPath, {version}] of reachable) {
    const installed = installedVersion(lockPath);
    if (installed === version || (installed === undefined && lock.packages[lockPath]?.optional)) continue;
    problems.push(`${lockPath}: reader's install has ${version}, this one ${installed ?? 'none'}`);
  }
  return problems;
}

/** Rounds of "install, read the declarations' imports, add the imported peers" before giving up. */
export const MAX_IMPORT_ROUNDS = 4;

/**
 * The install's fixed point: installs what is reachable with the peers `guess` names, and
 * reads what the installed declarations import; again with those names until the installed
 * declarations import exactly what was installed for. A guess (the names the same packages'
 * declarations imported elsewhere) only saves rounds: a wrong one costs a round, never a wrong
 * tree, as the last round is always the one the installed declarations ask for. Returns the
 * reachable part of the lock the last round installed.
 */
export async function settleImportedPeers(
  lock: Lockfile,
  guess: ReadonlySet<string>,
  installWith: (reachable: ReadonlyMap<string, Reached>) => Promise<ReadonlySet<string>>,
): Promise<Map<string, Reached>> {
  let reachable = typeReachable(lock, guess);
  for (let round = 1; ; round++) {
    const imported = await installWith(reachable);
    const wanted = typeReachable(lock, imported);
    if (sameReach(wanted, reachable)) return reachable;
    if (round === MAX_IMPORT_ROUNDS) throw new Error(`imported peers still changing after ${round} installs`);
    reachable = wanted;
  }
}

const sameReach = (a: ReadonlyMap<string, Reached>, b: ReadonlyMap<string, Reached>) =>
  a.size === b.size && [...a].every(([lockPath, {byPeer}]) => b.has(lockPath) && b.get(lockPath)!.byPeer === byPeer);

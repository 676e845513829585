/**
 * The `@powersync/*` packages npm's default peer handling adds to a section's install. A
 * release line installs each section with `legacy-peer-deps` (the non-PowerSync peers, such as
 * react-native, are the site's type-only devDependencies), but a reader's `npm install` places
 * peers too: `@powersync/react-native` 2.1.0 brings `@powersync/shared-internals` 1.1.1, whose
 * peer `@powersync/common` 2.0.0 npm puts at the top of node_modules, beside the 2.1.0 nested
 * under the SDK. The section's project names such placements as dependencies of its own, at
 * the placed version, so the legacy install lays the scope out as the reader's does
 * (scripts/sync-sdk-packages.ts; tests/site/line-installs.test.ts checks the layouts agree).
 */

/** The scope whose peers a section's install places as a reader's does. */
export const PLACED_PEER_SCOPE = '@powersync/';

/** The part of an npm lockfile (v2/v3) read here. */
export interface PackageLock {
  packages: Record<string, {version?: string; peer?: boolean}>;
}

const TOP = 'node_modules/';

/**
 * Package name → version of each `@powersync/*` package that the lockfile (computed with npm's
 * default peer handling) holds only as a peer (`"peer": true`). Throws for one placed below the
 * top: a dependency of the project's own can only pin the top.
 */
export function placedScopePeers(lock: PackageLock): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!entry.peer) continue;
    const name = location.slice(location.lastIndexOf(TOP) + TOP.length);
    if (!name.startsWith(PLACED_PEER_SCOPE)) continue;
    if (location !== `${TOP}${name}`)
      throw new Error(`${location}: npm places this peer below the top, where the section's project cannot pin it`);
    if (!entry.version) throw new Error(`${location}: no version in the lockfile`);
    placed[name] = entry.version;
  }
  return Object.fromEntries(Object.entries(placed).sort(([a], [b]) => a.localeCompare(b)));
}

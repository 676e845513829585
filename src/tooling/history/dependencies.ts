/**
 * The declarations of the PowerSync packages a release imports, so that the reader resolves a
 * class's base in another package (web's PowerSyncDatabase extends common's
 * AbstractPowerSyncDatabase) and knows the members it inherits. Each dependency is taken at the
 * lowest version its range accepts, as the rest of the history dates releases, and with its own
 * dependencies.
 */
import {compareVersions, isPlainRelease, lowestAccepted} from '../../history/versions';
import type {CachedRegistry, PackumentVersion} from './registry';

/** Only these are resolved: other imports (loggers, SQLite bindings) carry no PowerSync API. */
const RESOLVED_SCOPE = '@powersync/';

/** The `@powersync/*` packages a release depends on (peer or not), with their ranges. */
export const powersyncDependencies = (version: PackumentVersion): [string, string][] =>
  Object.entries({...version.peerDependencies, ...version.dependencies}).filter(([name]) =>
    name.startsWith(RESOLVED_SCOPE),
  );

/** Files of every `@powersync/*` package `release` depends on, directly or not, by package name. */
export async function dependencyDeclarations(
  registry: CachedRegistry,
  release: PackumentVersion,
): Promise<Map<string, Map<string, string>>> {
  const found = new Map<string, Map<string, string>>();
  const visit = async (version: PackumentVersion) => {
    for (const [name, range] of powersyncDependencies(version)) {
      if (found.has(name)) continue;
      const dependency = await releaseFor(registry, name, range);
      if (!dependency) continue;
      found.set(name, await registry.declarations(dependency, name));
      await visit(dependency);
    }
  };
  await visit(release);
  return found;
}

/** The release a range names by its lowest version, or the first plain release after it. */
async function releaseFor(
  registry: CachedRegistry,
  name: string,
  range: string,
): Promise<PackumentVersion | undefined> {
  const lowest = lowestAccepted(range);
  if (!lowest) return undefined;
  const packument = await registry.packument(name).catch(() => undefined);
  if (!packument) return undefined;
  const version = Object.keys(packument.versions)
    .filter(isPlainRelease)
    .sort(compareVersions)
    .find((candidate) => compareVersions(candidate, lowest) >= 0);
  return version ? packument.versions[version] : undefined;
}

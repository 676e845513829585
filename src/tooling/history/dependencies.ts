/**
 * The declarations of the PowerSync packages a release imports, so that the reader resolves a
 * class's base in another package (web's PowerSyncDatabase extends common's
 * AbstractPowerSyncDatabase) and knows the members it inherits. Each dependency is taken at the
 * lowest version its range accepts, as the rest of the history dates releases, and with its own
 * dependencies; every packument and tarball is fetched once per run.
 */
import {compareVersions, isPlainRelease, lowestAccepted} from '../../history/versions';
import {fetchDeclarations, fetchPackument, type Packument, type PackumentVersion} from './registry';

/** Only these are resolved: other imports (loggers, SQLite bindings) carry no PowerSync API. */
const RESOLVED_SCOPE = '@powersync/';

export class DependencyDeclarations {
  private readonly packuments = new Map<string, Promise<Packument>>();
  private readonly tarballs = new Map<string, Promise<Map<string, string>>>();

  /** Files of every `@powersync/*` package `release` depends on, directly or not, by package name. */
  async of(release: PackumentVersion): Promise<Map<string, Map<string, string>>> {
    const found = new Map<string, Map<string, string>>();
    const visit = async (version: PackumentVersion) => {
      for (const [name, range] of Object.entries({...version.peerDependencies, ...version.dependencies})) {
        if (!name.startsWith(RESOLVED_SCOPE) || found.has(name)) continue;
        const dependency = await this.release(name, range);
        if (!dependency) continue;
        found.set(name, await this.declarations(name, dependency));
        await visit(dependency);
      }
    };
    await visit(release);
    return found;
  }

  /** The release a range names by its lowest version, or the first plain release after it. */
  private async release(name: string, range: string): Promise<PackumentVersion | undefined> {
    const lowest = lowestAccepted(range);
    if (!lowest) return undefined;
    const packument = await this.packument(name).catch(() => undefined);
    if (!packument) return undefined;
    const version = Object.keys(packument.versions)
      .filter(isPlainRelease)
      .sort(compareVersions)
      .find((candidate) => compareVersions(candidate, lowest) >= 0);
    return version ? packument.versions[version] : undefined;
  }

  private packument(name: string): Promise<Packument> {
    let found = this.packuments.get(name);
    if (!found) this.packuments.set(name, (found = fetchPackument(name)));
    return found;
  }

  private declarations(name: string, version: PackumentVersion): Promise<Map<string, string>> {
    const key = `${name}@${version.version}`;
    let found = this.tarballs.get(key);
    if (!found) this.tarballs.set(key, (found = fetchDeclarations(version, name)));
    return found;
  }
}

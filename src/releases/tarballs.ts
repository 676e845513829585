/**
 * The tarballs of the releases a plan moves to, fetched and checked against the registry's
 * `dist.integrity` before anything is installed: a missing or corrupt tarball is a fault that
 * names its release, found in this process rather than deep in an `npm install` log.
 */
import {createHash} from 'node:crypto';
import type {FamilyPackument} from './packument';
import type {ReleasePlan} from './plan';

/** `sha512-…` (or any algorithm npm writes) matches the bytes. */
export function integrityMatches(integrity: string, bytes: Buffer): boolean {
  return integrity.split(/\s+/).some((entry) => {
    const dash = entry.indexOf('-');
    const algorithm = entry.slice(0, dash);
    try {
      return createHash(algorithm).update(bytes).digest('base64') === entry.slice(dash + 1);
    } catch {
      return false;
    }
  });
}

/** Every release a plan moves to (each line's shared base and sections), once each. */
export function plannedReleases(plan: ReleasePlan, sharedPackage: string): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const line of plan.lines)
    for (const [name, version] of [[sharedPackage, line.sharedTo], ...line.moves.map((m) => [m.packageName, m.to])])
      seen.set(`${name}@${version}`, [name, version]);
  return [...seen.values()];
}

export async function checkTarballs(
  releases: [string, string][],
  packuments: Map<string, FamilyPackument>,
  timeoutMs: number,
): Promise<void> {
  const problems = await Promise.all(
    releases.map(async ([name, version]): Promise<string | undefined> => {
      const meta = packuments.get(name)?.versions.get(version);
      if (!meta?.tarball || !meta.integrity) return `${name}@${version}: the registry gives no tarball or integrity`;
      let response: Response;
      try {
        response = await fetch(meta.tarball, {signal: AbortSignal.timeout(timeoutMs)});
      } catch (error) {
        return `${name}@${version}: tarball unreachable at ${meta.tarball} (${(error as Error).message})`;
      }
      if (!response.ok) return `${name}@${version}: tarball missing (HTTP ${response.status} from ${meta.tarball})`;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!integrityMatches(meta.integrity, bytes))
        return `${name}@${version}: tarball fails its integrity check (${meta.tarball} does not match ${meta.integrity.slice(0, 20)}…)`;
      return undefined;
    }),
  );
  const found = problems.filter((problem): problem is string => problem !== undefined);
  if (found.length > 0) throw new Error(found.join('\n'));
}

/**
 * A package's registry metadata (its packument) as `npm run releases` reads it (pure): only the
 * facts the plan needs, checked, so that malformed metadata stops the run naming the package
 * instead of being half-read.
 */

export interface ReleaseMeta {
  version: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  /** The registry's deprecation message, when the release is deprecated. */
  deprecated?: string;
  /** `dist.integrity` (or the older sha1 `dist.shasum`), checked by npm when it installs the tarball. */
  integrity?: string;
  tarball?: string;
}

export interface FamilyPackument {
  name: string;
  versions: Map<string, ReleaseMeta>;
  distTags: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringRecord(value: unknown, what: string): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value) || Object.values(value).some((v) => typeof v !== 'string'))
    throw new Error(`${what} is not a map of names to ranges`);
  return value as Record<string, string>;
}

/** Throws `{name}: malformed registry metadata (…)`, naming the version where one is at fault. */
export function parsePackument(name: string, json: unknown): FamilyPackument {
  const fail = (why: string): never => {
    throw new Error(`${name}: malformed registry metadata (${why})`);
  };
  if (!isRecord(json)) return fail('not a JSON object');
  if (json.name !== name) fail(`its name is ${JSON.stringify(json.name)}`);
  if (!isRecord(json.versions)) return fail('no "versions" object');
  const versions = new Map<string, ReleaseMeta>();
  for (const [version, meta] of Object.entries(json.versions)) {
    if (!isRecord(meta) || meta.version !== version) fail(`${name}@${version} is not a release object`);
    const release = meta as Record<string, unknown>;
    const dist = isRecord(release.dist) ? release.dist : {};
    try {
      versions.set(version, {
        version,
        dependencies: stringRecord(release.dependencies, 'dependencies'),
        peerDependencies: stringRecord(release.peerDependencies, 'peerDependencies'),
        ...(typeof release.deprecated === 'string' && release.deprecated ? {deprecated: release.deprecated} : {}),
        ...(typeof dist.integrity === 'string' ? {integrity: dist.integrity} : {}),
        ...(typeof dist.tarball === 'string' ? {tarball: dist.tarball} : {}),
      });
    } catch (error) {
      fail(`${name}@${version}: ${(error as Error).message}`);
    }
  }
  const distTags = stringRecord(json['dist-tags'] ?? {}, 'dist-tags');
  return {name, versions, distTags};
}

import type {SdkManifest} from '../../src/manifest/types';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

/** Packages whose versions must be the same in the site and the baseline for a fair comparison. */
export const SHARED_TOOLCHAIN = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  'typedoc',
  'typedoc-plugin-markdown',
  'docusaurus-plugin-typedoc',
  'typescript',
];

/**
 * Differences that would make the comparison unfair: an SDK of the manifest that the baseline
 * does not pin at the same version, or a toolchain package at another version than the site's.
 * Each problem names the package and both versions.
 */
export function baselineMismatches(manifest: SdkManifest, site: PackageJson, baseline: PackageJson): string[] {
  const versionIn = (pkg: PackageJson, name: string) => pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  const problems: string[] = [];
  for (const {packageName, version} of [manifest.shared, ...manifest.sdks]) {
    const pinned = versionIn(baseline, packageName);
    if (pinned !== version) {
      problems.push(
        `${packageName}: the manifest pins ${version}, bench/baseline/package.json has ${pinned ?? 'nothing'}`,
      );
    }
  }
  if (baseline.overrides?.[manifest.shared.packageName] !== manifest.shared.version) {
    problems.push(
      `${manifest.shared.packageName}: bench/baseline/package.json must override it to ${manifest.shared.version}, as the site does`,
    );
  }
  for (const name of SHARED_TOOLCHAIN) {
    const ours = versionIn(site, name);
    const theirs = versionIn(baseline, name);
    if (ours !== theirs)
      problems.push(
        `${name}: package.json has ${ours ?? 'nothing'}, bench/baseline/package.json has ${theirs ?? 'nothing'}`,
      );
  }
  return problems;
}

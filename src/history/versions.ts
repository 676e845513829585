/** Release versions as the history orders them (pure). Only plain `x.y.z` releases are kept. */

const PLAIN = /^(\d+)\.(\d+)\.(\d+)$/;

export const isPlainRelease = (version: string) => PLAIN.test(version);

export function compareVersions(a: string, b: string): number {
  const pa = PLAIN.exec(a)!.slice(1).map(Number);
  const pb = PLAIN.exec(b)!.slice(1).map(Number);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** The lowest version a dependency range accepts: what the release was built against (`^1.45.0` → 1.45.0). */
export function lowestAccepted(range: string): string | undefined {
  return /(\d+\.\d+\.\d+)/.exec(range)?.[1];
}

/**
 * A new major release (`2.0.0` after `1.39.1`, `1.0.0` after `0.15.2`): the release a reader
 * upgrading across reads in full. A 0.x minor may break too, but 0.x packages change minors
 * every few weeks, and listing each in full would outgrow the page.
 */
export function isMajorRelease(version: string, previous: string): boolean {
  const [major] = PLAIN.exec(version)!.slice(1).map(Number);
  const [previousMajor] = PLAIN.exec(previous)!.slice(1).map(Number);
  return major! >= 1 && major !== previousMajor;
}

/**
 * Where one section's install holds two releases of a `@powersync/*` package, which
 * declarations are typed against which: a reader's `npm install @powersync/react-native@2.1.0`
 * nests the SDK's own `@powersync/common` 2.1.0 and puts 2.0.0 at the top, the peer
 * `@powersync/shared-internals` 1.1.1 pins, which the re-exported hooks and base classes then
 * resolve. The Changes page says so (src/history/render.ts). Pure.
 */

/** One package of the install naming a `@powersync/*` package, and the release it resolves. */
export interface ScopeResolution {
  reader: {packageName: string; version: string};
  packageName: string;
  version: string;
  /** Named as a peer only (not among the reader's dependencies). */
  peer: boolean;
  /** Found at the top of the install's node_modules (not nested under a package). */
  atTop: boolean;
}

/** A package the install holds at more than one release, each with the packages that read it. */
export interface ScopeSplit {
  packageName: string;
  releases: Array<{version: string; readers: string[]; peer: boolean; atTop: boolean}>;
}

const label = ({packageName, version}: {packageName: string; version: string}) => `${packageName} ${version}`;

/** The packages resolved at two releases or more, in the order the resolutions first name them. */
export function scopeSplits(resolutions: readonly ScopeResolution[]): ScopeSplit[] {
  const byName = new Map<string, Map<string, ScopeSplit['releases'][number]>>();
  for (const resolution of resolutions) {
    const releases = byName.get(resolution.packageName) ?? new Map();
    byName.set(resolution.packageName, releases);
    const release = releases.get(resolution.version) ?? {
      version: resolution.version,
      readers: [],
      peer: true,
      atTop: resolution.atTop,
    };
    releases.set(resolution.version, release);
    if (!release.readers.includes(label(resolution.reader))) release.readers.push(label(resolution.reader));
    // A release some package depends on outright is no peer placement.
    release.peer &&= resolution.peer;
  }
  return [...byName]
    .filter(([, releases]) => releases.size > 1)
    .map(([packageName, releases]) => ({packageName, releases: [...releases.values()]}));
}

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * One sentence per split: "This install holds two releases of @powersync/common:
 * @powersync/react-native 2.1.0's own declarations are typed against 2.1.0; those of
 * @powersync/react 2.0.0 and @powersync/shared-internals 1.1.1 against 2.0.0 (their peer,
 * which npm places at the top of `node_modules`)."
 */
export function splitSentence(split: ScopeSplit, section: {packageName: string; version: string}): string {
  const own = label(section);
  const count = ['', 'one', 'two', 'three', 'four'][split.releases.length] ?? String(split.releases.length);
  const parts = split.releases.map((release, index) => {
    const others = release.readers.filter((reader) => reader !== own);
    const whose = [
      ...(release.readers.includes(own) ? [`${own}'s own declarations`] : []),
      ...(others.length ? [`${release.readers.includes(own) ? 'those' : 'the declarations'} of ${list(others)}`] : []),
    ].join(' and ');
    const placed = release.peer
      ? release.atTop
        ? ' (their peer, which npm places at the top of `node_modules`)'
        : ' (their peer)'
      : '';
    return `${whose} ${index === 0 ? 'are typed against' : 'against'} ${release.version}${placed}`;
  });
  return `This install holds ${count} releases of ${split.packageName}: ${parts.join('; ')}.`;
}

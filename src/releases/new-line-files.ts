/**
 * What a release line `npm run releases` adds starts with besides its manifest entry and
 * installs (pure): the fidelity check's known differences, and, when its demos could not be
 * read, the demos of the newest line's same sections, marked stale. Both say where they came
 * from, and releases-summary.md lists them for the reviewer.
 */
import semver from 'semver';
import type {KnownDifference} from '../tooling/fidelity/known';
import {sectionOf} from '../tooling/fidelity/known';
import {sectionKey, type UsagesFile} from '../examples/usages-file';

/**
 * The newest line's known differences in the sections the new line has, each marked as carried
 * from it. The check of the new line has run on no page yet, so which of them still hold is not
 * known here: `npm test` reports the carried ones it does not find, and fails on any other.
 */
export function carriedKnownDifferences(
  newest: {id: string; known: KnownDifference[]},
  sectionIds: string[],
): KnownDifference[] {
  return newest.known
    .filter((difference) => sectionIds.includes(sectionOf(difference)))
    .map(({where, problem, reason}) => ({where, problem, reason, carriedFrom: newest.id}));
}

/**
 * The demos data with an entry for each of the new line's sections that has none: the newest
 * read of the same section's package on another line. Its version is the release it was read
 * for, so the pages say "demos as of" it (usages-file.ts `sectionUsages`), and the summary lists
 * it as stale. A section no line has demos for stays without, and is listed too. The same
 * object when there is nothing to add.
 */
export function seededUsages(
  data: UsagesFile,
  lineId: string,
  sections: {id: string; packageName: string}[],
): UsagesFile {
  const entries = {...data.sections};
  let added = 0;
  for (const section of sections) {
    if (entries[sectionKey(lineId, section.id)]) continue;
    const reads = Object.entries(data.sections)
      .filter(([key, entry]) => key.endsWith(`/${section.id}`) && entry.packageName === section.packageName)
      .map(([, entry]) => entry)
      .filter((entry) => semver.valid(entry.version) !== null);
    const newest = reads.sort((a, b) => semver.rcompare(a.version, b.version))[0];
    if (!newest) continue;
    entries[sectionKey(lineId, section.id)] = newest;
    added += 1;
  }
  return added > 0 ? {...data, sections: entries} : data;
}

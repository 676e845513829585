/**
 * The likely new names of removed exports whose `@deprecated` text named none (pure), as the
 * upgrade guide of the release that removed each one detects them (upgrade-guide.ts, with
 * guide-replacements.ts likelyRenames): one rule for the guide, the line switch and the line
 * maps (src/lines/line-map.ts), so what a reader is sent to is what the guide says.
 */
import type {SectionHistory} from './section-history';
import {upgradeGuide, type UpgradeGuide} from './upgrade-guide';

/** Name → likely new name, for those of `removed` the guide from the release before `removedIn` finds one for. */
export function removalRenames(
  history: SectionHistory,
  removed: ReadonlyArray<{name: string; removedIn: string}>,
): Map<string, string> {
  const versions = history.releases.map((release) => release.version);
  const guides = new Map<string, UpgradeGuide | null>();
  const guideTo = (version: string) => {
    if (!guides.has(version)) {
      const before = versions[versions.indexOf(version) - 1];
      guides.set(version, before ? upgradeGuide(history, before, version) : null);
    }
    return guides.get(version);
  };
  const renames = new Map<string, string>();
  for (const {name, removedIn} of removed) {
    const entry = guideTo(removedIn)
      ?.releases.flatMap((release) => release.entries)
      .find((e) => e.kind === 'removed' && e.member === undefined && e.name === name);
    if (entry?.likelyRenamedTo) renames.set(name, entry.likelyRenamedTo);
  }
  return renames;
}

import path from 'node:path';
import type {ResolvedSdk} from '../../manifest/validate';
import {activeLine, configuredManifest} from '../../lines/active';
import type {SdkManifest} from '../../manifest/types';
import {allLines, lineManifest} from '../../lines/lines';
import {releasesElsewhere} from '../cross-line-pages';
import {linePath} from '../../lines/versions';
import {readSiteSettings} from '../../site-settings';

/**
 * The release lines that have this section, each with the version it documents and a link to its
 * Changes page. Another line is another build: the link is `pathname://` (a full page load, not a
 * route of this build) and relative (Docusaurus would prefix an absolute one with this line's base).
 * Part of each section's generation cache key (src/generate/cache-key.ts): a build of one line
 * (`SITE_LINES`) writes pages that name no other line.
 */
export function linesShowing(sdk: ResolvedSdk, full: SdkManifest = configuredManifest()) {
  const line = activeLine(process.env, full);
  const {baseUrl} = readSiteSettings();
  // Each line's version from the whole manifest: the active line's own manifest gives every
  // line its versions (a v2 page said the default line documented node 1.1.0, v2's release).
  const changesOf = (id: string) => `${linePath(full, id, baseUrl)}${sdk.id}/changes`;
  const here = changesOf(line.id);
  return allLines(full).flatMap(({id, label}) => {
    const version = lineManifest(full, id).sdks.find((entry) => entry.id === sdk.id)?.version;
    if (!version) return [];
    const relative = path.posix.relative(path.posix.dirname(here), changesOf(id));
    return [
      {label, version, current: id === line.id, changesUrl: `pathname://${relative}`, changesPath: changesOf(id)},
    ];
  });
}

/**
 * A release of the shared base the section reads and its line does not document, with the line
 * that does (cross-line-pages.ts releasesElsewhere, where its links go) and a link from the
 * section's Changes page to that line's page of the section installed with it (or its own).
 * Part of the generation cache key, as linesShowing.
 */
export function releasesDocumentedElsewhere(sdk: ResolvedSdk, full: SdkManifest = configuredManifest()) {
  const line = activeLine(process.env, full);
  const {baseUrl} = readSiteSettings();
  const versions = {...sdk.dependencyVersions, [sdk.packageName]: sdk.version};
  const here = `${linePath(full, line.id, baseUrl)}${sdk.id}/changes`;
  return releasesElsewhere(full, line.id, versions).map((release) => {
    const sections = lineManifest(full, release.lineId).sdks.map((entry) => entry.id);
    const section = [sdk.installedWith, sdk.id].find((id) => id && sections.includes(id));
    const target = `${linePath(full, release.lineId, baseUrl)}${section ?? ''}`;
    return {
      ...release,
      documented: line.manifest.shared.version,
      url: `pathname://${path.posix.relative(path.posix.dirname(here), target)}`,
    };
  });
}

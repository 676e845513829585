import path from 'node:path';
import type {ResolvedSdk} from '../../manifest/validate';
import {activeLine, configuredManifest} from '../../lines/active';
import type {SdkManifest} from '../../manifest/types';
import {allLines, lineManifest} from '../../lines/lines';
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

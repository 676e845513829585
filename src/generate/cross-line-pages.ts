/**
 * Type links into another release line (pure). A section of the default line can read a release
 * of a `@powersync/*` package that no section of that line documents: React 1.8.2, Vue 0.4.1 and
 * Attachments 2.4.1 have `@powersync/common` only as a peer, and a reader's npm places the newest
 * release their range accepts, 1.57.3, at the top of `node_modules`, while the line's Web SDK
 * documents the 1.45.0 it pins. Their pages link such a declaration to its page in a further line
 * whose section reads that very release (v1's Web SDK, on 1.57.3), never to a page of another
 * release; where no line has one, to its source line at the release's tag (type-links.ts).
 *
 * Only the default line links into other lines: it is built last (scripts/build.ts), so the
 * further lines' pages are generated before it needs them (scripts/generate-api.ts generates the
 * ones it reads), and a further line's cached build never depends on another line's pages. The
 * line a release is documented in is the one whose shared base it is (releasesElsewhere), which
 * the section's Changes page names too.
 */
import path from 'node:path';
import type {SectionSymbol} from '../cross-sdk/symbol-map';
import type {SdkEntry, SdkManifest} from '../manifest/types';
import {isDefaultLine} from '../lines/lines';
import type {DeclarationPages} from '../remark/signature-code';
import {declarationPages, keyPackage, linkOrder, type SectionVersions} from './cross-sdk-pages';
import {slugForPage} from './typedoc/frontmatter';

/** A release of a package: `@powersync/common` 1.57.3. */
export interface Release {
  packageName: string;
  version: string;
}

/** Another line as its generation left it: its sections, what each reads, and their symbol records. */
export interface LinkedLine<S extends SdkEntry = SdkEntry> {
  id: string;
  /** Base path of the line's pages, with trailing slash: `/powersync-js/v1/`. */
  path: string;
  sdks: S[];
  versions: SectionVersions<S>;
  bySection: Map<string, SectionSymbol[]>;
}

/** A release a section of the default line reads, documented by a further line and not by its own. */
export interface ReleaseElsewhere extends Release {
  lineId: string;
  label: string;
}

/**
 * Where the release of the shared base a section reads is documented, when its own line documents
 * another: React 1.8.2 in the default line reads @powersync/common 1.57.3 (its peer, placed at the
 * top), the line documents 1.45.0, and v1 (`sharedVersion` 1.57.3, what its Web SDK documents) is
 * the line its links go to. Only for the default line (see above); empty where no line documents it.
 */
export function releasesElsewhere(
  full: SdkManifest,
  lineId: string,
  versions: Readonly<Record<string, string>>,
): ReleaseElsewhere[] {
  if (!isDefaultLine(full, lineId)) return [];
  const {packageName, version: documented} = full.shared;
  const version = versions[packageName];
  if (!version || version === documented) return [];
  const line = (full.lines ?? []).find((other) => other.sharedVersion === version);
  return line ? [{packageName, version, lineId: line.id, label: line.label}] : [];
}

/**
 * Where `reader`'s declarations that its own line does not document are documented in `lines`:
 * declaration key → absolute route (with `#anchor` for a member) of the first page, line by line
 * in order, of a section that reads the same release of the declaring package. Within a line the
 * sections are taken as linkOrder takes them for `reader`'s section of that id, with the section
 * it is installed with among its dependencies (React's Web SDK before the Node SDK). A key named
 * by its name only says no release: it links into no other line.
 */
export function otherLinePages<S extends SdkEntry>(
  reader: S,
  readerVersions: Readonly<Record<string, string>>,
  lines: ReadonlyArray<LinkedLine<S>>,
  dependsOn: readonly string[],
): DeclarationPages {
  const pages: DeclarationPages = {};
  for (const line of lines) {
    const own = line.sdks.find((sdk) => sdk.id === reader.id);
    const host = line.sdks.find((sdk) => sdk.id === reader.installedWith);
    const order = linkOrder(own ?? reader, line.sdks, [...dependsOn, ...(host ? [host.packageName] : [])]);
    const sameRelease = (other: S, key: string) => {
      const packageName = keyPackage(key);
      return packageName !== '*' && line.versions(other)[packageName] === readerVersions[packageName];
    };
    for (const [key, page] of Object.entries(declarationPages(order, line.bySection, sameRelease)))
      if (!(key in pages)) pages[key] = routeOf(line.path, page);
  }
  return pages;
}

/** `/powersync-js/v1/` and `web-sdk/classes/Table.md#columns` → `/powersync-js/v1/web-sdk/classes/Table#columns`. */
function routeOf(linePath: string, page: string): string {
  const [file, anchor] = page.split('#');
  const [sectionId, ...rest] = file.split('/');
  return `${linePath}${slugForPage(sectionId, rest.join('/')).slice(1)}${anchor ? `#${anchor}` : ''}`;
}

/**
 * A page's link to a route of another line: relative to the page's own route and `pathname://`,
 * as another build is no route of this one (Docusaurus would prefix an absolute path with this
 * line's base, and check it against this build's routes).
 */
export function crossLineLink(pageRoute: string, targetRoute: string): string {
  const [target, anchor] = targetRoute.split('#');
  return `pathname://${path.posix.relative(path.posix.dirname(pageRoute), target)}${anchor ? `#${anchor}` : ''}`;
}

/** The route of a generated page: the line's path and the page's file inside its section's folder. */
export const pageRoute = (linePath: string, sectionId: string, fileInSection: string) =>
  `${linePath}${slugForPage(sectionId, fileInSection.split(path.sep).join('/')).slice(1)}`;

/**
 * API history on the generated pages (history/api-history.json, from `npm run history`):
 * badges under each symbol page's title and each member heading, and the section's Changes
 * page. The build reads the committed file only; a section package the file does not know at
 * the documented version stops generation with the command that refreshes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DeclarationReflection, ReflectionKind, type Application} from 'typedoc';
import {addPageBlock} from './page-blocks';
import type {ResolvedSdk} from '../../manifest/validate';
import {scopeSplits} from '../../manifest/scope-splits';
import {HISTORY_FILE, readHistoryFile} from '../../history/file';
import {
  CHANGES_FRONT_MATTER_KEY,
  CHANGES_PAGE,
  changesPage,
  historyBadgeList,
  newInRelease,
  releaseAnchor,
  sinceRelease,
  type BadgeContext,
  type ChangesPageData,
  type ChangesPageInput,
} from '../../history/render';
import {memberHistoryKey, SectionHistory, type DatedEvent} from '../../history/section-history';
import {compareVersions} from '../../history/versions';
import {renderFrontMatter, slugForPage} from './frontmatter';
import {isSymbolPage} from './symbol-pages';
import type {HistoryBadges, Marks} from '../../page-model/types';
import {writeHistory} from './body-pieces';

const MEMBER_PARENT_KINDS = ReflectionKind.Class | ReflectionKind.Interface;

export function loadSectionHistory(siteDir: string, sdk: ResolvedSdk): SectionHistory {
  const data = readHistoryFile(path.join(siteDir, HISTORY_FILE));
  const refresh = `run \`npm run history\` and commit ${HISTORY_FILE}`;
  if (!data) throw new Error(`${HISTORY_FILE} is missing: ${refresh}`);
  const history = SectionHistory.fromData(data, sdk.packageName);
  if (!history.releases.some((release) => release.version === sdk.version))
    throw new Error(`${HISTORY_FILE} does not know ${sdk.packageName} ${sdk.version}: ${refresh}`);
  return history;
}

/** The package that declares a reflection (`@powersync/common` for what an SDK re-exports). */
function declaringPackage(model: DeclarationReflection): string | undefined {
  const id = model.project.getSymbolIdFromReflection(model);
  return id && id.packageName !== '<unknown>' ? id.packageName : undefined;
}

/** Path from a page to the section's Changes page. */
export const changesLinkFrom = (pageUrl: string) =>
  path.posix.relative(path.posix.dirname(pageUrl), CHANGES_PAGE) || CHANGES_PAGE;

/** A page's view of later events: the versions its section reads, and where each later release is documented. */
export interface LaterEvents {
  installed: Readonly<Record<string, string>>;
  /** The lines of this section with the release each documents (linesShowing); `changesPath` absolute. */
  lines: ReadonlyArray<{version: string; changesPath: string; current: boolean}>;
  /** This line's path of the section's folder (`/powersync-js/v2/web-sdk/`), to link relative to a page. */
  sectionPath: string;
}

/**
 * The badge context of a page at `pageUrl`: a later event links to the Changes page of the
 * first line that documents its release or a later one (another build: a `pathname://` link
 * relative to the page, as Docusaurus would prefix an absolute one with this line's base).
 */
export function badgeContext(later: LaterEvents | undefined, pageUrl: string): BadgeContext {
  if (!later) return {};
  const pageDir = path.posix.dirname(`${later.sectionPath}${pageUrl}`);
  return {
    installed: later.installed,
    laterLink: (event) => {
      const release = event.sdkVersion;
      if (!release) return undefined;
      const line = later.lines.find((l) => compareVersions(l.version, release) >= 0);
      if (!line) return undefined;
      return `pathname://${path.posix.relative(pageDir, line.changesPath)}#${releaseAnchor(release)}`;
    },
  };
}

/** The events a symbol page's badges say: its declaring package's, none when that is unknown. */
function pageEvents(history: SectionHistory, model: DeclarationReflection): DatedEvent[] | undefined {
  const from = declaringPackage(model);
  return from ? history.shownEvents(from, model.name) : undefined;
}

/** The events a member's badges say (class and interface members the history tracks), none for others. */
function memberEvents(history: SectionHistory, model: DeclarationReflection): DatedEvent[] | undefined {
  const parent = model.parent;
  if (!(parent instanceof DeclarationReflection) || !parent.kindOf(MEMBER_PARENT_KINDS)) return undefined;
  // A member this page shows as inherited is dated too: the history's member events follow what
  // readers can call on this declaration, declared or inherited (events.ts `memberEvents`), so
  // one it gained from a new base (DBAdapter.listeners in @powersync/common 2.0.0) says when it
  // came, and one that went with its base says when it went; an override that comes and goes
  // is a move, not an addition or a removal.
  const from = declaringPackage(parent);
  if (!from) return undefined;
  const key = memberHistoryKey(model.name, {
    constructor: model.kindOf(ReflectionKind.Constructor),
    isStatic: model.flags.isStatic,
  });
  return history.shownEvents(from, parent.name, key);
}

/**
 * What a symbol page's (or, given, a member's) badges say of its release, for the page model's
 * readers (search, twins, MCP), which say it as the page does: the release of the section's
 * package that first shipped it (`since`, the "Added in" badge's link) and, when that is the
 * documented release, its new mark (`data-new-in`, history/render.ts `newInRelease`).
 */
export function historyMarksOf(
  history: SectionHistory,
  documentedVersion: string,
  page: DeclarationReflection,
  member?: DeclarationReflection,
): Pick<Marks, 'since' | 'newIn'> {
  const events = member ? memberEvents(history, member) : pageEvents(history, page);
  if (!events) return {};
  return {
    since: sinceRelease(events, documentedVersion) ?? undefined,
    newIn: newInRelease(events, history.packageName, documentedVersion) ?? undefined,
  };
}

/** What the badges under a member heading say (class and interface members the history tracks), or none. */
export function memberHistoryBadges(
  history: SectionHistory,
  model: DeclarationReflection,
  pageUrl: string,
  documentedVersion: string,
  later?: LaterEvents,
): HistoryBadges | undefined {
  const events = memberEvents(history, model);
  if (!events) return undefined;
  return historyBadgeList(
    events,
    history.packageName,
    changesLinkFrom(pageUrl),
    documentedVersion,
    badgeContext(later, pageUrl),
  );
}

/** Puts the badges of each symbol page right under its title (page-blocks.ts). */
export function addPageHistoryBadges(
  app: Application,
  history: SectionHistory,
  documentedVersion: string,
  later?: LaterEvents,
): void {
  addPageBlock(app, 'content.begin', ({page}) => {
    const model = page.model;
    if (!isSymbolPage(model)) return '';
    const events = pageEvents(history, model);
    const badges =
      events &&
      historyBadgeList(
        events,
        history.packageName,
        changesLinkFrom(page.url),
        documentedVersion,
        badgeContext(later, page.url),
      );
    // Written as the page shows them, kept for the page's model as data (body-pieces.ts).
    return badges ? writeHistory(page, undefined, badges) : '';
  });
}

/** Writes `{section}/changes.md`. */
export function writeChangesPage(
  outDir: string,
  sdk: ResolvedSdk,
  history: SectionHistory,
  input: Pick<ChangesPageInput, 'pageOf' | 'lines' | 'elsewhere'>,
): void {
  const body = changesPage({
    sectionLabel: sdk.label,
    packageName: sdk.packageName,
    releases: history.changes(),
    installed: sdk.dependencyVersions,
    installSplits: scopeSplits(sdk.scopeResolutions ?? []),
    selfUrl: input.lines.find((line) => line.current)?.changesUrl,
    ...input,
  });
  const frontMatter = renderFrontMatter({
    slug: slugForPage(sdk.id, CHANGES_PAGE),
    title: `${sdk.label}: changes by release`,
    sidebar_label: 'Changes',
    description: `What each release of ${sdk.packageName} added, changed, deprecated and removed.`,
  });
  const compare: ChangesPageData = {
    sdk: sdk.id,
    packageName: sdk.packageName,
    releases: history.releases.map((release) => release.version).reverse(),
    documented: sdk.version,
  };
  // JSON is YAML: the compare form reads it as an object (renderFrontMatter would quote it).
  const withCompare = frontMatter.replace(
    /\n---\n/,
    `\n${CHANGES_FRONT_MATTER_KEY}: ${JSON.stringify(compare)}\n---\n`,
  );
  fs.writeFileSync(path.join(outDir, CHANGES_PAGE), withCompare + body);
}

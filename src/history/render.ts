/**
 * The history as Markdown (pure): the badges under a symbol's title and a member's heading, and
 * a section's Changes page. Plain Markdown and HTML tags, so the search records and the Markdown
 * twins read the same words as the page.
 */
import {CHANGE_GROUPS} from './changes-page-data';
import {movedPhrase, type Change} from './events';
import type {DatedEvent, ReleaseChanges} from './section-history';
import {shortName} from './section-history';
import {escapeHtml} from '../search/text';
import {compareVersions, isMajorRelease} from './versions';
import {splitSentence, type ScopeSplit} from '../manifest/scope-splits';
import {trimmedDeclarations} from './declaration-diff';
import {DECLARATION_CODE_CLASS, HISTORY_CLASS} from './classes';
import {withWordBreaks} from '../components/BreakableName/name-parts';
import type {HistoryBadge, HistoryBadges} from '../page-model/types';

export {HISTORY_CLASS, DECLARATION_CODE_CLASS};
/** Attribute of the badges naming the release a symbol is new in (`newInRelease`, which search's new mark also reads). */
export const NEW_IN_ATTRIBUTE = 'data-new-in';
/** The Changes page of a section, relative to the section's folder. */
export const CHANGES_PAGE = 'changes.md';
export {CHANGES_FRONT_MATTER_KEY, type ChangesPageData} from './changes-page-data';
/** Changed badges list the newest few; the Changes page has them all. */
/**
 * The Changes page lists the changes of its newest releases in full up to this many entries;
 * each older release keeps its heading (badges link to it), its facts and how many changes of
 * each kind it made, with a link that shows them (the compare form, from its history file):
 * the page stays a page (≈170 KB for the Web SDK's hundred releases, not half a megabyte).
 */
export const FULL_CHANGE_ENTRIES = 200;
/** The compare form's anchor on a Changes page (src/theme/ReleaseCompare). */
export const COMPARE_ANCHOR = 'compare';

/** Heading id of a release on the Changes page: `v1-31-0`. */
export const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

/** Markdown inline text: no emphasis, links or HTML from a declaration or doc text. */
const escapeInline = (text: string) => escapeHtml(text).replace(/([\\`*_[\]{}|~])/g, '\\$1');

/** `{@link Table}` and `{@link Table | the table}` as plain names. */
export const plainDocText = (text: string) =>
  text.replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*([^}]*))?\}/g, (_, target: string, label?: string) =>
    (label ?? target).trim(),
  );

/** `@powersync/common 1.6.1 (web 0.5.1)`, linked to the SDK release on the Changes page when there is one. */
function eventVersion(event: DatedEvent, sectionPackage: string, changesLink: string): string {
  const own = event.from === sectionPackage;
  const text = own
    ? `${event.from} ${event.version}`
    : `${event.from} ${event.version}${event.sdkVersion ? ` (${shortName(sectionPackage)} ${event.sdkVersion})` : ''}`;
  return event.sdkVersion ? `[${text}](${changesLink}#${releaseAnchor(event.sdkVersion)})` : text;
}

/** Array.prototype.findLastIndex, which the site's ES2022 lib does not declare. */
function lastIndexWhere<T>(items: T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index--) if (test(items[index])) return index;
  return -1;
}
const lastWhere = <T>(items: T[], test: (item: T) => boolean): T | undefined => items[lastIndexWhere(items, test)];

const badge = (kind: HistoryBadge['kind'], text: string): HistoryBadge => ({kind, text});

/** What a page knows beyond its release, to tell events after it from its own history. */
export interface BadgeContext {
  /**
   * The versions of the PowerSync packages the page's section reads (its clean install): an
   * event of another package that no release of the section shipped is later when it is newer
   * than the version read.
   */
  installed?: Readonly<Record<string, string>>;
  /** Where a later event's release is documented: a line's Changes page that has it. */
  laterLink?: (event: DatedEvent) => string | undefined;
}

/**
 * Whether an event comes after the release a page documents: a reader of that release does not
 * have it yet, and the page says so ("Later: removed in …"), apart from its own history.
 */
export function isLater(
  event: DatedEvent,
  documentedVersion: string,
  installed: BadgeContext['installed'] = {},
): boolean {
  if (event.sdkVersion !== undefined) return compareVersions(event.sdkVersion, documentedVersion) > 0;
  const read = installed[event.from];
  return read !== undefined && compareVersions(event.version, read) > 0;
}

/**
 * The "added" event of the declaration a page shows: the one added last, or, for a page of a
 * given release, the one that release has (added at or before it); -1 when none. Events after
 * the next "added" are another declaration of the name (removed, then added again later).
 */
function shownDeclaration(events: DatedEvent[], documentedVersion: string | undefined): number {
  return lastIndexWhere(
    events,
    (event) =>
      event.kind === 'added' &&
      (documentedVersion === undefined ||
        (event.sdkVersion !== undefined && compareVersions(event.sdkVersion, documentedVersion) <= 0)),
  );
}

/**
 * The release a symbol or member is new in (`web 2.4.0`) when the page's release added the
 * declaration it shows, else null: the badges' `data-new-in` and the search hit's new mark.
 */
export function newInRelease(events: DatedEvent[], sectionPackage: string, documentedVersion: string): string | null {
  if (sinceRelease(events, documentedVersion) !== documentedVersion) return null;
  return `${shortName(sectionPackage)} ${documentedVersion}`;
}

/**
 * The release of the section's package that first shipped the declaration a page of
 * `documentedVersion` shows (`0.5.1`): the one its "Added in" badge links; null when the
 * history knows no such release.
 */
export function sinceRelease(events: DatedEvent[], documentedVersion: string): string | null {
  const shown = shownDeclaration(events, documentedVersion);
  return shown < 0 ? null : (events[shown].sdkVersion ?? null);
}

/**
 * The badges of one symbol or member: where it came from (its current presence), its changes
 * since, its deprecation and its removal. Empty when the history knows nothing of it. On a
 * page of a given release, what came after it is worded and styled as later ("Later: removed
 * in @powersync/web 2.0.0") and links to a line that documents that release.
 */
export function historyBadgeList(
  events: DatedEvent[],
  sectionPackage: string,
  changesLink: string,
  /**
   * The release the page documents: the badges date the declaration that release has (a name
   * declared, removed and declared again has two), and a symbol added in it is marked new
   * (`data-new-in`, as search's new mark: `newInRelease`).
   */
  documentedVersion?: string,
  context: BadgeContext = {},
): HistoryBadges | undefined {
  const shown = shownDeclaration(events, documentedVersion);
  if (shown < 0) return undefined;
  const next = events.findIndex((event, index) => index > shown && event.kind === 'added');
  const all = events.slice(shown, next < 0 ? undefined : next);
  const later = (event: DatedEvent) =>
    documentedVersion !== undefined && isLater(event, documentedVersion, context.installed);
  const since = all.filter((event) => !later(event));
  const after = all.filter(later);
  const at = (event: DatedEvent) => eventVersion(event, sectionPackage, changesLink);
  const atLater = (event: DatedEvent) => {
    const link = context.laterLink?.(event);
    const text = eventVersion(event, sectionPackage, changesLink);
    return link ? `[${text.replace(/^\[(.*)\]\([^)]*\)$/, '$1')}](${link})` : text;
  };
  const parts = [badge('added', `Added in ${at(since[0])}`)];
  const changed = since.filter((event) => event.kind === 'changed');
  if (changed.length) {
    // Every release named and linked: "and 1 earlier" hid a release the reader could not reach.
    parts.push(badge('changed', `Changed in ${listWords(changed.map(at))}`));
  }
  const deprecated = lastWhere(since, (event) => event.kind === 'deprecated');
  if (deprecated) parts.push(badge('deprecated', `Deprecated since ${at(deprecated)}`));
  const removed = lastWhere(since, (event) => event.kind === 'removed');
  if (removed) parts.push(badge('removed', `Removed in ${at(removed)}`));
  // What the page's release does not have yet, in the order it came.
  const laterChanged = after.filter((event) => event.kind === 'changed');
  if (laterChanged.length) parts.push(badge('later', `Later: changed in ${listWords(laterChanged.map(atLater))}`));
  const laterDeprecated = after.find((event) => event.kind === 'deprecated');
  if (laterDeprecated) parts.push(badge('later', `Later: deprecated in ${atLater(laterDeprecated)}`));
  const laterRemoved = after.find((event) => event.kind === 'removed');
  if (laterRemoved) parts.push(badge('later', `Later: removed in ${atLater(laterRemoved)}`));
  const release = documentedVersion === undefined ? null : newInRelease(events, sectionPackage, documentedVersion);
  return {badges: parts, ...(release ? {newIn: release} : {})};
}

/** The badges as the page writes them: HTML for the site's styling around their Markdown. */
export function badgesHtml({badges, newIn}: HistoryBadges): string {
  const spans = badges.map(
    ({kind, text}) => `<span class="${HISTORY_CLASS}__badge ${HISTORY_CLASS}__badge--${kind}">${text}</span>`,
  );
  const attribute = newIn ? ` ${NEW_IN_ATTRIBUTE}="${escapeHtml(newIn)}"` : '';
  return `<div class="${HISTORY_CLASS}"${attribute}>\n\n${spans.join(' ')}\n\n</div>`;
}

export interface ChangesPageInput {
  sectionLabel: string;
  packageName: string;
  releases: ReleaseChanges[];
  /** Page of an exported name in this line's section (relative to the section folder), with its member anchors. */
  pageOf(name: string): {page: string; anchors: string[]} | undefined;
  /** Lines that document this section, with the package version each shows and its Changes page URL. */
  lines: {label: string; version: string; changesUrl: string; current: boolean}[];
  /** This page as a link from itself (`pathname://changes`), for the links that show an older release's changes. */
  selfUrl?: string;
  /**
   * The PowerSync packages this line's pages are read with, as a clean install of the documented
   * release resolves them (beside the SDK it is installed with): a peer range's lowest release,
   * which "built on" names, is not always what a reader gets.
   */
  installed?: Record<string, string>;
  /** Packages that install holds at two releases or more, and which declarations read which. */
  installSplits?: ScopeSplit[];
  /**
   * Releases the section reads that its line documents at another release (`documented`), and
   * the line whose pages its links to them go to (src/generate/cross-line-pages.ts).
   */
  elsewhere?: Array<{packageName: string; version: string; label: string; url: string; documented: string}>;
}

function changeName(change: Change, input: ChangesPageInput): string {
  const label = `\`${change.member ? `${change.name}.${change.member}` : change.name}\``;
  const target = change.kind === 'removed' && !change.member ? undefined : input.pageOf(change.name);
  // A computed member name (`[WatchedQueryListenerEvent.DATA]`) would break the link's brackets.
  if (!target || /[[\]]/.test(change.member ?? '')) return label;
  const anchor = change.member?.replace(/^static /, '').toLowerCase();
  const hash = anchor && target.anchors.includes(anchor) ? `#${anchor}` : '';
  return `[${label}](${target.page}${hash})`;
}

/**
 * A declaration as the code element's HTML: escaped, newlines as &#10;, and a <wbr/> between the
 * words of each long name, so a narrow screen breaks `createPowerSyncPlugin` between its words,
 * not anywhere (the element wraps its lines: it is not a scrolling code block).
 */
export const declarationHtml = (text: string) =>
  withWordBreaks(escapeHtml(text)).replace(/<wbr>/g, '<wbr/>').replace(/\n/g, '&#10;');

function changeLine(change: Change, input: ChangesPageInput): string {
  const origin = change.from === input.packageName ? '' : ` (from ${change.from})`;
  const what = change.member ? 'member' : change.symbolKind;
  const head = `- ${changeName(change, input)} ${what}${origin}`;
  if (change.kind === 'changed') {
    // One line of HTML (newlines as &#10;, shown by white-space: pre-wrap): a Markdown list item
    // ends at an unindented line, and <pre>, <details> or code of several lines would become the
    // theme's heavy code block and collapsible components, once per change (DECLARATION_CODE_CLASS
    // keeps this code a plain element: src/components/BreakableName/MdxCode.tsx).
    const decl = (label: string, text: string) =>
      `<div class="${HISTORY_CLASS}__decl"><span class="${HISTORY_CLASS}__label">${label}</span>` +
      `<code class="${DECLARATION_CODE_CLASS}">${declarationHtml(text)}</code></div>`;
    const shown = trimmedDeclarations(change.before!, change.after!);
    return `${head}\n\n  <div class="${HISTORY_CLASS}__diff">${decl('before', shown.before)}${decl('after', shown.after)}</div>\n`;
  }
  if (change.kind === 'moved') {
    const [lead, base, tail] = movedPhrase(change);
    const page = base ? input.pageOf(base) : undefined;
    const name = base && (page ? `[\`${base}\`](${page.page})` : `\`${base}\``);
    return `${head}: ${lead}${name}${tail}`;
  }
  if (change.message) return `${head}: ${escapeInline(plainDocText(change.message).replace(/\s+/g, ' '))}`;
  return head;
}

/** `a`, `a and b`, `a, b and c`. */
const listWords = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * "Links to declarations of @powersync/common 1.57.3 go to [Common 1.57](…), the release line
 * that documents that release; this line documents 1.45.0."
 */
export const elsewhereSentence = (release: NonNullable<ChangesPageInput['elsewhere']>[number]) =>
  `Links to declarations of ${release.packageName} ${release.version} go to [${release.label}](${release.url}), ` +
  `the release line that documents that release; this line documents ${release.documented}.`;

/** The section's Changes page (without front matter). */
export function changesPage(input: ChangesPageInput): string {
  const out: string[] = [
    `# ${input.sectionLabel}: changes by release`,
    '',
    `What each release of ${input.packageName} added, changed, deprecated and removed in what it exports, ` +
      `including what it re-exports from other PowerSync packages at the version it was built with. ` +
      `Read from the published declarations of every release; comments and formatting are not changes. ` +
      `A new major release is always listed in full.`,
  ];
  if (input.lines.length > 1)
    out.push(
      '',
      `The same history in every release line: ${input.lines
        .map((line) => (line.current ? `**${line.label}** (this one)` : `[${line.label}](${line.changesUrl})`))
        .join(', ')}.`,
    );
  let listed = 0;
  let collapsing = false;
  input.releases.forEach(({release, changes, initial}, index) => {
    out.push('', `## ${input.packageName} ${release.version} {#${releaseAnchor(release.version)}}`, '');
    const facts = [release.date ? `Published ${release.date}` : ''];
    const common = Object.entries(release.deps ?? {}).map(([name, version]) => `${name} ${version}`);
    if (common.length) facts.push(`built on ${common.join(', ')}`);
    const documented = input.lines.filter((line) => line.version === release.version);
    const installed = Object.entries(input.installed ?? {}).map(([name, version]) => {
      const split = input.installSplits?.find((s) => s.packageName === name);
      const others = split ? split.releases.map((r) => r.version).filter((v) => v !== version) : [];
      return `${name} ${[version, ...others].join(' and ')}`;
    });
    for (const line of documented)
      facts.push(
        !line.current
          ? `documented in [${line.label}](${line.changesUrl})`
          : installed.length
            ? `documented in this line as a clean install resolves it: ${installed.join(', ')}`
            : 'documented in this line',
      );
    out.push(facts.filter(Boolean).join(' · ') + '.');
    if (documented.some((line) => line.current) && input.installSplits?.length)
      out.push(
        '',
        input.installSplits
          .map((split) => splitSentence(split, {packageName: input.packageName, version: release.version}))
          .join(' '),
      );
    if (documented.some((line) => line.current) && input.elsewhere?.length)
      out.push('', input.elsewhere.map(elsewhereSentence).join(' '));
    if (initial !== undefined) {
      out.push('', `The first release the history reads: ${initial} exports.`);
      return;
    }
    if (!changes.length) {
      out.push('', 'No change to the exported API.');
      return;
    }
    const groups = CHANGE_GROUPS.map(([kind, title]) => ({
      title,
      changes: changes.filter((c) => c.kind === kind),
    })).filter((group) => group.changes.length > 0);
    // The newest release is always listed, and so is a new major, whatever its size: it is the
    // release a reader upgrading across it reads in full. From the first other release that would
    // pass the budget on, counts only.
    const previous = input.releases[index + 1]?.release.version;
    const breaking = previous !== undefined && isMajorRelease(release.version, previous);
    collapsing ||= index > 0 && !breaking && listed + changes.length > FULL_CHANGE_ENTRIES;
    if (collapsing && !breaking) {
      const before = input.releases[index + 1]?.release.version;
      const counts = groups.map((group) => `${group.changes.length} ${group.title.toLowerCase()}`).join(', ');
      const compare = before
        ? `: [show them](${input.selfUrl ?? 'changes'}?from=${before}&to=${release.version}#${COMPARE_ANCHOR})`
        : '';
      out.push('', `${changes.length} ${changes.length === 1 ? 'change' : 'changes'} (${counts})${compare}.`);
      return;
    }
    listed += changes.length;
    for (const group of groups)
      out.push(
        '',
        `**${group.title}** (${group.changes.length})`,
        '',
        ...group.changes.map((change) => changeLine(change, input)),
      );
  });
  return out.join('\n') + '\n';
}

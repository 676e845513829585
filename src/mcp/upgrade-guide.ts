/**
 * upgrade_guide: the upgrade guide of src/history/upgrade-guide.ts as Markdown, grouped by
 * release, each entry linked to the page (Markdown twin) of a line that documents it: the line
 * nearest the target release, else, for what was removed, the line nearest the one it left.
 */
import {twinUrl} from '../agents/urls';
import {releaseAnchor} from '../history/render';
import {
  GUIDE_GROUPS,
  guideGroups,
  inheritedWords,
  insteadWords,
  UnknownReleaseError,
  upgradeGuide,
  type GuideEntry,
  type UpgradeGuide,
} from '../history/upgrade-guide';
import {ToolInputError} from './errors';
import type {Reference, ReferenceLine} from './reference';
import {docText} from './release-facts';
import {exactRelease, nearestVersions} from './releases';
import {findMembers} from './symbols';

export type GuideDetail = 'summary' | 'full';

export interface UpgradeArgs {
  from: string;
  to?: string;
  /** 'summary' (the default): the counts, then only what needs code edits; 'full': every entry. */
  detail?: GuideDetail;
  /** At most this many entries listed (the counts always cover all). */
  limit?: number;
}

/**
 * What an upgrade must edit code for: a removed, renamed or changed declaration, and a member
 * that moved to another declaration and changed on the way. A member that only moved (to a base
 * or from one), a deprecation and an addition still compile.
 */
export const needsCodeEdit = (entry: GuideEntry): boolean =>
  entry.kind === 'removed' ||
  entry.kind === 'renamed' ||
  entry.kind === 'changed' ||
  (entry.kind === 'moved' && entry.typeChanged === true);

/**
 * Entries a summary lists before it says how many more there are: a 1.x → 2.x guide has 160
 * removals, about 18k tokens in full, more than an agent's answer should spend on a list it
 * will read the top of.
 */
export const SUMMARY_ENTRY_LIMIT = 40;

const PACKAGE_AT = /^(@[a-z0-9-]+\/[a-z0-9._-]+)@(.+)$/;

function parse(value: string, what: string): {packageName: string; version: string} {
  const match = PACKAGE_AT.exec(value.trim());
  if (!match)
    throw new ToolInputError(
      `${what} must be a package at an exact version, like "@powersync/web@1.31.0" (got "${value}").`,
    );
  return {packageName: match[1], version: match[2]};
}

/** The twin URL of a symbol (or member) in the first of `lines` whose section has its page. */
function pageLink(lines: ReferenceLine[], section: string, name: string, member?: string): string | undefined {
  for (const line of lines) {
    const site = line.site();
    const page = site.index.pages.find((p) => p.sdk === section && p.name === name);
    if (!page) continue;
    const found = member === undefined ? undefined : findMembers(page, member)[0];
    return `${twinUrl(site.index.site, page.route)}${found?.anchor ? `#${found.anchor}` : ''}`;
  }
  return undefined;
}

function entryLine(
  entry: GuideEntry,
  guide: {packageName: string; to: string},
  link: (e: GuideEntry) => string | undefined,
): string[] {
  const label = `\`${entry.member === undefined ? entry.name : `${entry.name}.${entry.member}`}\``;
  const url = link(entry);
  const what = entry.member === undefined ? entry.symbolKind : 'member';
  const origin = entry.from === guide.packageName ? '' : ` (from ${entry.from})`;
  const from = inheritedWords(entry);
  const inherited = from ? ` (${from})` : '';
  const head = `- ${url ? `[${label}](${url})` : label} ${what}${origin}${inherited}`;
  const message = entry.message ? docText(entry.message) : '';
  const beside = entry.addedBeside?.length
    ? `added beside it: ${entry.addedBeside.map((name) => `\`${name}\``).join(', ')}`
    : '';
  const said = [...insteadWords(entry, `${guide.packageName} ${guide.to}`), message && `"${message}"`, beside]
    .filter(Boolean)
    .join(' — ');
  const beforeAfter = [
    '',
    '  ```ts',
    `  // before`,
    ...indent(entry.before),
    '  // after',
    ...indent(entry.after),
    '  ```',
  ];
  switch (entry.kind) {
    case 'removed':
      return [`${head}${said ? `: ${said}` : ''}`];
    case 'renamed':
      return [`${head} → \`${entry.name}.${entry.renamedTo}\``];
    case 'moved': {
      const moved = entry.direction === 'in' ? 'now declared here' : `now comes from \`${entry.base}\``;
      return entry.typeChanged
        ? [`${head}: ${moved}, and its declaration changed`, ...beforeAfter]
        : [`${head}: ${moved}`];
    }
    case 'changed':
      return [head, ...beforeAfter];
    case 'deprecated':
      return [`${head}${said ? `: ${said}` : ''}`];
    default:
      return [head];
  }
}

const indent = (text: string | undefined) => (text ?? '').split('\n').map((line) => `  ${line}`);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The guide's counts: what needs code edits first, then the rest, then per release. */
function summaryLines(guide: UpgradeGuide): string[] {
  const entries = guide.releases.flatMap((release) => release.entries);
  const counted = (edit: boolean) =>
    GUIDE_GROUPS.map(([kind, title]) => {
      const count = entries.filter((entry) => entry.kind === kind && needsCodeEdit(entry) === edit).length;
      const words = kind === 'moved' && edit ? 'moved and changed' : title.toLowerCase();
      return count ? `${count} ${words}` : '';
    })
      .filter(Boolean)
      .join(', ');
  const edits = entries.filter(needsCodeEdit).length;
  const lines = [
    '## Summary',
    '',
    `- Needs code edits: ${edits === 0 ? 'nothing' : `${plural(edits, 'entry', 'entries')} (${counted(true)})`}`,
  ];
  const rest = counted(false);
  if (rest) lines.push(`- Still compiles: ${rest}`);
  for (const release of guide.releases) {
    const edit = release.entries.filter(needsCodeEdit).length;
    lines.push(
      `- ${release.version}: ${plural(release.entries.length, 'change')}${edit ? `, ${edit} needing code edits` : ''}`,
    );
  }
  return lines;
}

export function upgradeGuideTool(reference: Reference, args: UpgradeArgs): string {
  const detail = args.detail ?? 'summary';
  if (detail !== 'summary' && detail !== 'full')
    throw new ToolInputError(`detail must be "summary" or "full" (got "${String(detail)}").`);
  if (args.limit !== undefined && !(Number.isInteger(args.limit) && args.limit >= 0))
    throw new ToolInputError(`limit must be a whole number, 0 or more (got ${String(args.limit)}).`);
  const limit = args.limit ?? (detail === 'summary' ? SUMMARY_ENTRY_LIMIT : Infinity);
  const from = parse(args.from, 'from');
  const fromRelease = exactRelease(reference, from.packageName, from.version);
  const history = fromRelease.history;
  const newest = history.releases.at(-1)!.version;
  const to = args.to?.trim() ? parse(args.to, 'to') : {packageName: from.packageName, version: newest};
  if (to.packageName !== from.packageName)
    throw new ToolInputError(
      `from and to must be releases of the same package (got ${from.packageName} and ${to.packageName}).`,
    );
  const toRelease = exactRelease(reference, to.packageName, to.version);
  let guide;
  try {
    guide = upgradeGuide(history, fromRelease.version, toRelease.version);
  } catch (error) {
    if (error instanceof UnknownReleaseError)
      throw new ToolInputError(
        `${error.message}. Nearest known: ${nearestVersions(
          history.releases.map((r) => r.version),
          to.version,
        ).join(', ')}.`,
      );
    throw error;
  }
  const section = fromRelease.section.id;
  // Links: the pages of the line nearest the target first; a removed export's of the line nearest `from`.
  const newer = [toRelease.line, ...[...reference.lines].reverse().filter((line) => line !== toRelease.line)];
  const older = [fromRelease.line, ...reference.lines.filter((line) => line !== fromRelease.line)];
  const link = (entry: GuideEntry) =>
    pageLink(entry.kind === 'removed' || entry.kind === 'renamed' ? older : newer, section, entry.name, entry.member);
  const changesPage = (version: string) => {
    const site = toRelease.line.site();
    return `${twinUrl(site.index.site, `/${section}/changes`)}#${releaseAnchor(version)}`;
  };
  const count = guide.releases.reduce((sum, release) => sum + release.entries.length, 0);
  const out = [
    `# Upgrade guide: ${guide.packageName} ${guide.from} → ${guide.to}`,
    '',
    `${plural(count, 'change')} to the exported API in ${plural(guide.releases.length, 'release')}, read from each release's published declarations ` +
      `(what was added and removed again in between is left out). Links go to line ${toRelease.line.id}'s pages ` +
      `(${guide.packageName} ${toRelease.lineVersion}); a removed export's to line ${fromRelease.line.id}'s. ` +
      `Pass release "${guide.packageName}@${guide.to}" to the other tools for answers about the target release.`,
  ];
  if (count > 0) out.push('', ...summaryLines(guide));
  const listed = (entry: GuideEntry) => detail === 'full' || needsCodeEdit(entry);
  let shown = 0;
  let left = 0;
  for (const release of guide.releases) {
    const groups = guideGroups(release)
      .map((group) => ({...group, entries: group.entries.filter(listed)}))
      .filter((group) => group.entries.length > 0);
    if (groups.length === 0) continue;
    const header = [
      '',
      `## ${guide.packageName} ${release.version}${release.date ? ` (${release.date})` : ''}`,
      '',
      `Changes page: ${changesPage(release.version)}`,
    ];
    for (const group of groups) {
      const room = Math.max(0, Math.min(group.entries.length, limit - shown));
      left += group.entries.length - room;
      if (room === 0) continue;
      out.push(...header.splice(0), '', `### ${group.title} (${group.entries.length})`, '');
      for (const entry of group.entries.slice(0, room)) out.push(...entryLine(entry, guide, link));
      shown += room;
    }
  }
  const unlisted = detail === 'summary' ? count - shown - left : 0;
  if (left > 0 || unlisted > 0) {
    const more = [
      left > 0 && `${plural(left, 'entry', 'entries')} past the limit of ${limit}`,
      unlisted > 0 && `${unlisted} that still compile`,
    ]
      .filter(Boolean)
      .join(' and ');
    out.push(
      '',
      `Not listed here: ${more}. Call upgrade_guide again with detail "full" for every entry${left > 0 ? ', or a larger limit' : ''}.`,
    );
  }
  if (guide.releases.length === 0) out.push('', 'No change to the exported API between these releases.');
  return `${out.join('\n')}\n`;
}

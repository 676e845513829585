/**
 * upgrade_guide: the upgrade guide of src/history/upgrade-guide.ts as Markdown, grouped by
 * release, each entry linked to the page (Markdown twin) of a line that documents it: the line
 * nearest the target release, else, for what was removed, the line nearest the one it left.
 */
import {twinUrl} from '../agents/urls';
import {releaseAnchor} from '../history/render';
import {
  guideGroups,
  inheritedWords,
  insteadWords,
  UnknownReleaseError,
  upgradeGuide,
  type GuideEntry,
} from '../history/upgrade-guide';
import {ToolInputError} from './errors';
import type {Reference, ReferenceLine} from './reference';
import {docText} from './release-facts';
import {exactRelease, nearestVersions} from './releases';
import {findMembers} from './symbols';

export interface UpgradeArgs {
  from: string;
  to?: string;
}

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
    const heading = member === undefined ? undefined : findMembers(page, member)[0];
    return `${twinUrl(site.index.site, page.route)}${heading?.id ? `#${heading.id}` : ''}`;
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

export function upgradeGuideTool(reference: Reference, args: UpgradeArgs): string {
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
    `${count} ${count === 1 ? 'change' : 'changes'} to the exported API in ${guide.releases.length} ` +
      `${guide.releases.length === 1 ? 'release' : 'releases'}, read from each release's published declarations ` +
      `(what was added and removed again in between is left out). Links go to line ${toRelease.line.id}'s pages ` +
      `(${guide.packageName} ${toRelease.lineVersion}); a removed export's to line ${fromRelease.line.id}'s. ` +
      `Pass release "${guide.packageName}@${guide.to}" to the other tools for answers about the target release.`,
  ];
  for (const release of guide.releases) {
    out.push(
      '',
      `## ${guide.packageName} ${release.version}${release.date ? ` (${release.date})` : ''}`,
      '',
      `Changes page: ${changesPage(release.version)}`,
    );
    for (const group of guideGroups(release)) {
      out.push('', `### ${group.title} (${group.entries.length})`, '');
      for (const entry of group.entries) out.push(...entryLine(entry, guide, link));
    }
  }
  if (guide.releases.length === 0) out.push('', 'No change to the exported API between these releases.');
  return `${out.join('\n')}\n`;
}

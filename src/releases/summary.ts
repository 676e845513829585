/**
 * releases-summary.md (pure): per line, the versions before → after, and what the API history
 * records between them (added, removed, changed, deprecated names), ready as a pull request's body.
 */
import semver from 'semver';
import type {ChangeKind} from '../history/changes-page-data';
import {composedApi, diffApis, releaseAt} from '../history/events';
import type {HistoryData} from '../history/model';
import {decodePackage, type PackageReleases} from '../history/runs';
import type {KnownDifference} from '../tooling/fidelity/known';
import type {LinePlan, ReleasePlan} from './plan';

/** Names listed per kind and package; the rest is counted, so a body stays readable. */
export const NAMES_SHOWN = 30;
const KINDS: ChangeKind[] = ['added', 'removed', 'changed', 'deprecated', 'moved'];

/** The names whose `kind` changed from release `from` to `to` of a package, by kind. */
export function changedNames(
  history: HistoryData,
  packageName: string,
  from: string,
  to: string,
): Map<ChangeKind, string[]> {
  const packages: Record<string, PackageReleases> = {};
  for (const name of Object.keys(history.packages)) packages[name] = decodePackage(history, name);
  const pkg = packages[packageName];
  const result = new Map<ChangeKind, string[]>();
  if (!pkg) return result;
  const at = (version: string) => pkg.releases.findIndex((release) => release.version === version);
  const a = from ? at(from) : -1;
  const b = at(to);
  if (b < 0) return result;
  const before = a >= 0 ? composedApi(packages, packageName, a) : new Map();
  const after = composedApi(packages, packageName, b >= 0 ? b : releaseAt(pkg, to));
  for (const change of diffApis(before, after)) {
    const name = change.member ? `${change.name}.${change.member}` : change.name;
    const list = result.get(change.kind) ?? [];
    if (!list.includes(name)) list.push(name);
    result.set(change.kind, list);
  }
  return result;
}

/**
 * For a new line's release: the newest release of an earlier major that the history holds (what
 * the line before documents), so the summary lists what the new major breaks; none for a new package.
 */
export function previousMajorRelease(history: HistoryData, packageName: string, to: string): string | undefined {
  if (!history.packages[packageName]) return undefined;
  const major = semver.major(to);
  return decodePackage(history, packageName)
    .releases.map((release) => release.version)
    .filter((version) => semver.valid(version) && semver.major(version) < major)
    .sort(semver.rcompare)[0];
}

function lineSection(plan: LinePlan, history: HistoryData, sharedPackage: string): string[] {
  const out = [
    `## ${plan.added ? 'New line' : 'Line'} \`${plan.lineId}\` (${plan.label})`,
    '',
    '| package | before | after |',
    '|---|---|---|',
  ];
  if (plan.sharedFrom !== plan.sharedTo)
    out.push(`| ${sharedPackage} | ${plan.sharedFrom || '—'} | ${plan.sharedTo} |`);
  for (const move of plan.moves) out.push(`| ${move.packageName} | ${move.from || '—'} | ${move.to} |`);
  const changes = [
    ...(plan.sharedFrom !== plan.sharedTo
      ? [{packageName: sharedPackage, from: plan.sharedFrom, to: plan.sharedTo}]
      : []),
    ...plan.moves,
  ];
  for (const change of changes) {
    const {packageName, to} = change;
    // A new line's release is diffed against the newest of the major before (a new package's, against nothing).
    const from = change.from || previousMajorRelease(history, packageName, to);
    if (!from) continue;
    const names = changedNames(history, packageName, from, to);
    out.push('', `### ${packageName} ${from} → ${to}${change.from ? '' : ' (the major before → the new line)'}`, '');
    if (names.size === 0) {
      out.push('The history records no change to the exported API.');
      continue;
    }
    for (const kind of KINDS) {
      const list = names.get(kind);
      if (!list?.length) continue;
      const shown = list.slice(0, NAMES_SHOWN).map((name) => `\`${name}\``);
      const more = list.length > NAMES_SHOWN ? ` and ${list.length - NAMES_SHOWN} more` : '';
      out.push(`- ${kind} (${list.length}): ${shown.join(', ')}${more}`);
    }
  }
  return out;
}

export interface SummaryExtras {
  /**
   * Per line, its sections whose demos were not read for the release it now documents
   * (src/examples/usages-file.ts `staleSections`); the pages say "demos as of" for them.
   */
  staleDemos?: Map<string, string[]>;
  /** Why the demos were not read again (no copy given, and the fetch failed), when they were not. */
  demosProblem?: string;
  /** Per added line: the known fidelity differences it starts with, carried from the newest line. */
  carried?: Map<string, {from: string; file: string; entries: KnownDifference[]}>;
}

/** A carried difference's reason as one short line of the summary. */
const REASON_CHARS = 160;
const shortReason = (reason: string) => (reason.length > REASON_CHARS ? `${reason.slice(0, REASON_CHARS)}…` : reason);

export function releasesSummary(
  plan: ReleasePlan,
  history: HistoryData,
  sharedPackage: string,
  {staleDemos = new Map(), demosProblem, carried = new Map()}: SummaryExtras = {},
): string {
  const out = [
    '# SDK releases',
    '',
    'Proposed by `npm run releases`: each line moved to the newest releases of its major that install together.',
    '',
  ];
  if (plan.lines.length === 0) out.push('Nothing newer: every line documents its newest releases.');
  for (const line of plan.lines) out.push(...lineSection(line, history, sharedPackage), '');
  const stale = [...staleDemos].filter(([, sections]) => sections.length > 0);
  if (stale.length > 0)
    out.push(
      '## Demos not read again',
      '',
      `${demosProblem ? `No copy of the SDK repository was given (\`npm run releases -- --repo <powersync-js clone>\`) and ${demosProblem}` : 'The demos were not read for these releases'}. ` +
        'So these sections show the demos of an earlier release, and their pages say "demos as of" it ' +
        '(a section with no demos read on any line shows none):',
      '',
      ...stale.flatMap(([lineId, sections]) => sections.map((section) => `- line \`${lineId}\`, ${section}`)),
      '',
    );
  for (const [lineId, {from, file, entries}] of carried) {
    out.push(
      `## Fidelity check of the new line \`${lineId}\``,
      '',
      entries.length === 0
        ? `\`${file}\` starts empty: line \`${from}\` has no known difference in these sections. Any difference ` +
            'between a page and the compiler fails `npm test`.'
        : `\`${file}\` starts with line \`${from}\`'s ${entries.length} known difference(s) in these sections, ` +
            'accepted here for review; any other difference fails `npm test`, and one that no longer occurs is ' +
            'reported by it (remove it from the file):',
      '',
      ...entries.map((entry) => `- \`${entry.where}\`: ${shortReason(entry.reason)}`),
      '',
    );
  }
  if (plan.notes.length > 0) out.push('## Passed over', '', ...plan.notes.map((note) => `- ${note}`), '');
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * The "Used by" lists of a type page, pure: uses grouped per declaration (`usedByIndex`) and the
 * Markdown the page and its twin share (`usedBySection`). What counts as a use is read from
 * TypeDoc's model in used-by.ts.
 */
import {boxHtml} from '../../page-model/boxes';
import type {Box} from '../../page-model/types';

/** The groups in the order a page shows them, with their labels: the one place that names them. */
export const USED_BY_GROUPS = [
  {key: 'returnedBy', label: 'Returned by'},
  {key: 'acceptedBy', label: 'Accepted by'},
  {key: 'extendedBy', label: 'Extended by'},
  {key: 'implementedBy', label: 'Implemented by'},
  {key: 'propertyOf', label: 'Property of'},
] as const;
export type UsedByGroup = (typeof USED_BY_GROUPS)[number]['key'];

/** Entries of a group shown before the rest collapse into a `<details>` block. */
export const USED_BY_VISIBLE_ENTRIES = 10;
/** The section's heading and its anchor (heading-ids.ts slugs the heading to it). */
export const USED_BY_HEADING = 'Used by';
export const USED_BY_ANCHOR = 'used-by';

/** One declaration using another, before grouping. `Ref` is a reflection in the build, any key in tests. */
export interface Use<Ref> {
  group: UsedByGroup;
  /** The declaration used (whose page lists the use). */
  target: Ref;
  /** What uses it: the entry links here. */
  site: Ref;
  /** `PowerSyncDatabase.execute`, `useQuery`, `new PowerSyncDatabase`. */
  label: string;
  /** The parameter that takes it (Accepted by). */
  parameter?: string;
  /** Uses of the same declared member (an inherited member's copies) share it. */
  identity: string;
  /**
   * A member's use: the declaration that shows it (the member's owner), the declarations that
   * owner extends or implements (through type arguments too), and whether it is a copy TypeDoc
   * marks as inherited. Uses of one identity are listed where it is declared, else at each heir
   * that has no listed base: see `listedUses`.
   */
  owner?: Ref;
  ownerBases?: ReadonlySet<Ref>;
  inherited?: boolean;
}

export interface UsedByEntry<Ref> {
  site: Ref;
  label: string;
  /** Parameter names, in declaration order, without repeats. */
  parameters: string[];
}

export type UsedBy<Ref> = Partial<Record<UsedByGroup, UsedByEntry<Ref>[]>>;

/**
 * Groups uses by target and group, one entry per site (a member's overloads and parameters are
 * one entry); a declaration never lists itself as its own base. Entries sorted by label.
 */
export function usedByIndex<Ref>(uses: readonly Use<Ref>[]): Map<Ref, UsedBy<Ref>> {
  const byTarget = new Map<Ref, Map<UsedByGroup, Map<Ref, UsedByEntry<Ref>>>>();
  for (const use of listedUses(uses)) {
    if (use.site === use.target && (use.group === 'extendedBy' || use.group === 'implementedBy')) continue;
    const groups = byTarget.get(use.target) ?? new Map<UsedByGroup, Map<Ref, UsedByEntry<Ref>>>();
    byTarget.set(use.target, groups);
    const entries = groups.get(use.group) ?? new Map<Ref, UsedByEntry<Ref>>();
    groups.set(use.group, entries);
    const entry = entries.get(use.site) ?? {site: use.site, label: use.label, parameters: []};
    entries.set(use.site, entry);
    if (use.parameter && !entry.parameters.includes(use.parameter)) entry.parameters.push(use.parameter);
  }
  const index = new Map<Ref, UsedBy<Ref>>();
  for (const [target, groups] of byTarget) {
    const usedBy: UsedBy<Ref> = {};
    for (const {key} of USED_BY_GROUPS) {
      const entries = groups.get(key);
      if (entries?.size) usedBy[key] = [...entries.values()].sort((a, b) => compareLabels(a.label, b.label));
    }
    index.set(target, usedBy);
  }
  return index;
}

/**
 * The uses a page lists, of each declared member once where a reader meets it: among the uses of
 * one identity (a member and its inherited copies, for one target and group), a use is dropped
 * when another is at one of its owner's bases (the declared member, or the first heir given the
 * type argument that makes the use), or when it is a copy and the member's declaration has the
 * use itself (reached through a base no page documents, which `ownerBases` cannot follow). What
 * is left is the declared member, or every heir of a base no page documents: each is a page a
 * reader may hold (`TrackDiffOptions.hooks` and `CreateDiffTriggerOptions.hooks`).
 */
export function listedUses<Ref>(uses: readonly Use<Ref>[]): Use<Ref>[] {
  // group and identity → target → the uses of that member.
  const byIdentity = new Map<string, Map<Ref, Use<Ref>[]>>();
  for (const use of uses) {
    const key = `${use.group}\u0000${use.identity}`;
    const byTarget = byIdentity.get(key) ?? new Map<Ref, Use<Ref>[]>();
    byIdentity.set(key, byTarget);
    byTarget.set(use.target, [...(byTarget.get(use.target) ?? []), use]);
  }
  const listed: Use<Ref>[] = [];
  for (const byTarget of byIdentity.values())
    for (const candidates of byTarget.values()) {
      const owners = new Set(candidates.map((use) => use.owner ?? use.site));
      const declared = candidates.some((use) => !use.inherited);
      for (const use of candidates) {
        const own = use.owner ?? use.site;
        const atBase = [...(use.ownerBases ?? [])].some((base) => base !== own && owners.has(base));
        if (!atBase && !(use.inherited && declared)) listed.push(use);
      }
    }
  return listed;
}

const compareLabels = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The section's Markdown, '' when nothing uses the type. `link` gives an entry's relative
 * `.md` URL (with its anchor), or undefined to write the label unlinked.
 */
export function usedBySection<Ref>(
  usedBy: UsedBy<Ref> | undefined,
  link: (site: Ref) => string | undefined,
  /** Writes a group's collapsed rest (generation keeps it for the page's model: body-pieces.ts `writeBox`). */
  writeMore: (box: Box) => string = boxHtml,
): string {
  if (!usedBy) return '';
  const parts: string[] = [];
  for (const {key, label} of USED_BY_GROUPS) {
    const entries = usedBy[key];
    if (!entries?.length) continue;
    const items = entries.map((entry) => {
      const url = link(entry.site);
      const name = url ? `[\`${entry.label}\`](${url})` : `\`${entry.label}\``;
      const parameters = entry.parameters.map((parameter) => `\`${parameter}\``).join(', ');
      return `- ${name}${parameters ? ` (${parameters})` : ''}`;
    });
    parts.push(`**${label}** (${entries.length})`, items.slice(0, USED_BY_VISIBLE_ENTRIES).join('\n'));
    const rest = items.slice(USED_BY_VISIBLE_ENTRIES);
    // A native <details>: no script; the twin says its summary as a bold line.
    if (rest.length)
      parts.push(writeMore({kind: 'used-by-more', summary: `${rest.length} more`, markdown: rest.join('\n')}));
  }
  if (!parts.length) return '';
  return [`## ${USED_BY_HEADING}`, ...parts].join('\n\n');
}

/**
 * The "Used by" lists of a type page, pure: uses grouped per declaration (`usedByIndex`) and the
 * Markdown the page and its twin share (`usedBySection`). What counts as a use is read from
 * TypeDoc's model in used-by.ts.
 */
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
/** Class of the collapsed rest of a long group (styled in custom.css; allowed by the render check). */
export const USED_BY_MORE_CLASS = 'used-by-more';

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
  /** Uses of the same declaration (an inherited member's copies) share it and are listed once. */
  identity: string;
  /**
   * Among uses of one identity the lowest rank is listed: the declaration's own member before
   * the copies its heirs inherit (used-by.ts ranks a member by how many bases its owner has).
   */
  rank?: number;
}

export interface UsedByEntry<Ref> {
  site: Ref;
  label: string;
  /** Parameter names, in declaration order, without repeats. */
  parameters: string[];
}

export type UsedBy<Ref> = Partial<Record<UsedByGroup, UsedByEntry<Ref>[]>>;

/**
 * Groups uses by target and group. Uses of one identity are one entry: the lowest rank's (the
 * declared member's), then the first by label (so that the heir listed does not depend on reading order);
 * a declaration never lists itself as its own base. Entries sorted by label.
 */
export function usedByIndex<Ref>(uses: readonly Use<Ref>[]): Map<Ref, UsedBy<Ref>> {
  const byTarget = new Map<Ref, Map<UsedByGroup, Map<string, UsedByEntry<Ref>>>>();
  const ordered = [...uses].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || compareLabels(a.label, b.label));
  for (const use of ordered) {
    if (use.site === use.target && (use.group === 'extendedBy' || use.group === 'implementedBy')) continue;
    const groups = byTarget.get(use.target) ?? new Map<UsedByGroup, Map<string, UsedByEntry<Ref>>>();
    byTarget.set(use.target, groups);
    const entries = groups.get(use.group) ?? new Map<string, UsedByEntry<Ref>>();
    groups.set(use.group, entries);
    const entry = entries.get(use.identity) ?? {site: use.site, label: use.label, parameters: []};
    entries.set(use.identity, entry);
    if (entry.site === use.site && use.parameter && !entry.parameters.includes(use.parameter))
      entry.parameters.push(use.parameter);
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

const compareLabels = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The section's Markdown, '' when nothing uses the type. `link` gives an entry's relative
 * `.md` URL (with its anchor), or undefined to write the label unlinked.
 */
export function usedBySection<Ref>(usedBy: UsedBy<Ref> | undefined, link: (site: Ref) => string | undefined): string {
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
    // A native <details>: no script, and the twin keeps it as it is.
    if (rest.length)
      parts.push(
        `<details class="${USED_BY_MORE_CLASS}">\n<summary>${rest.length} more</summary>`,
        rest.join('\n'),
        '</details>',
      );
  }
  if (!parts.length) return '';
  return [`## ${USED_BY_HEADING}`, ...parts].join('\n\n');
}

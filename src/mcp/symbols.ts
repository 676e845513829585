/**
 * Finding symbol pages and their members in one line's agents index (pure over a BuiltSite):
 * names match exactly, else ignoring case, and answers use the declared case. A member is one
 * the page model lists in a member group (Constructors, Properties, Accessors, Methods, an
 * object type's Type Declaration), never a type parameter or a part of a signature (`Columns`
 * of `Table<Columns>`, `T` of `useQuery<T>`).
 */
import type {AgentsPage} from '../agents/agents-index';
import type {AgentsMember} from '../agents/members';
import {twinUrl} from '../agents/urls';
import {releaseAnchor} from '../history/render';
import {removalOf} from '../history/removed-symbol';
import {ToolInputError} from './errors';
import type {BuiltSite} from './site';

/** Names listed when a lookup fails (suggestions, a page's members). */
export const LISTED_NAMES = 30;
/** The groups whose members get_symbol and compare_symbol look up (TypeDoc's group titles). */
export const MEMBER_GROUPS: readonly string[] = [
  'Constructors',
  'Properties',
  'Accessors',
  'Methods',
  'Type Declaration',
];

/** An enumeration's members: its page lists them as table rows, so they have no part of the twin. */
export const ENUM_MEMBER_GROUP = 'Enumeration Members';

/**
 * A page's members by name, in page order: those of MEMBER_GROUPS and an enumeration's. What
 * get_symbol finds by name and compare_symbol compares (by their declarations in the index).
 */
export const namedMembers = (page: AgentsPage): AgentsMember[] =>
  (page.members ?? []).filter((member) => MEMBER_GROUPS.includes(member.group) || member.group === ENUM_MEMBER_GROUP);

export const listed = (names: readonly string[]) =>
  names.slice(0, LISTED_NAMES).join(', ') + (names.length > LISTED_NAMES ? `, … (${names.length} in all)` : '');

/** A member by its name (declared case first, then any case), else by its page anchor. */
export function findMembers(page: AgentsPage, member: string): AgentsMember[] {
  const wanted = member
    .trim()
    .replace(/\(\)$/, '')
    .replace(/^#/, '')
    .replace(/^static /, '');
  const all = namedMembers(page);
  const byName = all.filter((m) => m.name === wanted);
  if (byName.length > 0) return byName;
  const lower = wanted.toLowerCase();
  const anyCase = all.filter((m) => m.name.toLowerCase() === lower);
  return anyCase.length > 0 ? anyCase : all.filter((m) => m.anchor === wanted);
}

/** The TypeDoc kinds of the line's symbol pages (Class, Interface, TypeAlias, …). */
export const symbolKinds = (site: BuiltSite) =>
  [...new Set(site.index.pages.flatMap((page) => page.kind ?? []))].sort();

/** The line's kind of that name, ignoring case (`interface` → `Interface`), or an error listing them. */
export function checkKind(site: BuiltSite, kind: string | undefined): string | undefined {
  if (kind === undefined) return undefined;
  const kinds = symbolKinds(site);
  const found = kinds.find((k) => k.toLowerCase() === kind.trim().toLowerCase());
  if (!found) throw new ToolInputError(`Unknown kind "${kind}". Kinds: ${kinds.join(', ')}.`);
  return found;
}

export function checkSection(site: BuiltSite, section: string | undefined): void {
  if (section === undefined) return;
  if (!site.index.sections.some((s) => s.id === section))
    throw new ToolInputError(
      `Unknown section "${section}". Sections: ${site.index.sections.map((s) => s.id).join(', ')}.`,
    );
}

/** Symbol pages named `name` (exactly, else ignoring case) of any kind, in `section` when given. */
export function namedPages(site: BuiltSite, name: string, section?: string): AgentsPage[] {
  const candidates = site.index.pages.filter((page) => page.name && (section === undefined || page.sdk === section));
  const exact = candidates.filter((page) => page.name === name);
  if (exact.length > 0) return exact;
  const lower = name.toLowerCase();
  return candidates.filter((page) => page.name!.toLowerCase() === lower);
}

/** Another line, to say when it documents a name this one lacks. */
export interface OtherLine {
  id: string;
  /** `line v1 (Common 1.45)`. */
  name: string;
  site(): BuiltSite;
}

/**
 * What the line says of a name it no longer exports, section by section: what the not-found
 * page says (src/history/removed-symbol.ts over the same line map), with the replacement as a
 * get_symbol call when the line has it, and the Changes page's release.
 */
export function removalLines(site: BuiltSite, name: string, section?: string): string[] {
  const map = site.lineMap();
  if (!map) return [];
  const ids = section === undefined ? Object.keys(map.sections) : [section];
  return ids.flatMap((id) => {
    const removal = map.sections[id] ? removalOf(map.sections[id], name) : undefined;
    if (!removal) return [];
    const use = removal.use
      ? ` Use ${removal.use}${namedPages(site, removal.use, id).length > 0 ? ` (get_symbol: section "${id}", name "${removal.use}")` : ''}.`
      : removal.namedButGone
        ? ` Its deprecation named ${removal.namedButGone}, which ${removal.packageName} ${map.sections[id].version} does not export either.`
        : '';
    const changes = `${twinUrl(site.index.site, `/${id}/changes`)}#${releaseAnchor(removal.removedIn)}`;
    return [
      `${removal.name}${section === undefined ? ` (${id})` : ''} was removed in ${removal.packageName} ${removal.removedIn}.${use} Changes page: ${changes}.`,
    ];
  });
}

/**
 * No page of that name (and kind): an error saying so, and when the name is there as another
 * kind, which (`PowerSyncDatabase in web-sdk is a Class in this line`); else what the line
 * says of a name its release removed, and which other lines document it (as the not-found page
 * does); else similar names.
 */
export function notFound(
  site: BuiltSite,
  lineName: string,
  name: string,
  kind?: string,
  section?: string,
  others: readonly OtherLine[] = [],
): ToolInputError {
  const where = section ? ` in ${section}` : ' in any section';
  const otherKinds = [...new Set(namedPages(site, name, section).map((page) => page.kind))];
  if (kind && otherKinds.length > 0)
    return new ToolInputError(
      `${namedPages(site, name, section)[0].name}${where} is ${otherKinds.map((k) => `${/^[AEIOU]/.test(k ?? '') ? 'an' : 'a'} ${k}`).join(' and ')} in ${lineName}, not ${/^[AEIOU]/.test(kind) ? 'an' : 'a'} ${kind}: omit kind, or pass ${otherKinds.join(' or ')}.`,
    );
  const head = `No symbol named "${name}"${where} in ${lineName}.`;
  const removed = removalLines(site, name, section);
  const elsewhere = others
    .filter((other) => namedPages(other.site(), name, section).length > 0)
    .map((other) => `${other.name} documents it: pass release "${other.id}".`);
  if (removed.length > 0 || elsewhere.length > 0) return new ToolInputError([head, ...removed, ...elsewhere].join(' '));
  const needle = name.toLowerCase();
  const similar = [
    ...new Set(
      site.index.pages
        .filter((page) => page.name && (section === undefined || page.sdk === section))
        .map((page) => page.name!)
        .filter((other) => other.toLowerCase().includes(needle) || needle.includes(other.toLowerCase())),
    ),
  ];
  return new ToolInputError(
    `${head}${similar.length > 0 ? ` Similar names: ${listed(similar)}.` : ' Try the search tool.'}`,
  );
}

/** A member's parts of the twin, each as the twin has it. */
export const memberParts = (markdown: string, member: AgentsMember): string[] => {
  const lines = markdown.split('\n');
  return member.parts.map(([start, end]) => lines.slice(start, end).join('\n').trimEnd());
};

/**
 * Finding symbol pages and their members in one line's agents index (pure over a BuiltSite):
 * names match exactly, else ignoring case, and answers use the declared case. A member is a
 * heading of a member group (Constructors, Properties, Accessors, Methods, an object type's
 * Type Declaration), never a type parameter or a part of a signature (`Columns` of
 * `Table<Columns>`, `T` of `useQuery<T>`).
 */
import type {AgentsPage} from '../agents/agents-index';
import type {TwinHeading} from '../agents/twin';
import {ToolInputError} from './errors';
import type {BuiltSite} from './site';

/** Names listed when a lookup fails (suggestions, a page's members). */
export const LISTED_NAMES = 30;
/** TypeDoc writes groups as h2 and members as h3 under them. */
const GROUP_LEVEL = 2;
const MEMBER_LEVEL = 3;
/** The h2 groups whose h3 headings are members (TypeDoc's group titles). */
export const MEMBER_GROUPS: readonly string[] = [
  'Constructors',
  'Properties',
  'Accessors',
  'Methods',
  'Type Declaration',
];

export const listed = (names: readonly string[]) =>
  names.slice(0, LISTED_NAMES).join(', ') + (names.length > LISTED_NAMES ? `, … (${names.length} in all)` : '');

/** A heading's plain name: `connect()` → `connect`, `Constructor` → `constructor`. */
export const headingName = (heading: TwinHeading) => {
  const name = heading.title.replace(/\(\)$/, '').replace(/\?$/, '').trim();
  return name === 'Constructor' ? 'constructor' : name;
};

/** The member headings of a page, in page order. */
export function members(page: AgentsPage): TwinHeading[] {
  const out: TwinHeading[] = [];
  let group: string | undefined;
  for (const heading of page.headings) {
    if (heading.level === GROUP_LEVEL) group = heading.title;
    else if (heading.level === MEMBER_LEVEL && group !== undefined && MEMBER_GROUPS.includes(group)) out.push(heading);
  }
  return out;
}

/** A member by its name (declared case first, then any case), else by its page anchor. */
export function findMembers(page: AgentsPage, member: string): TwinHeading[] {
  const wanted = member
    .trim()
    .replace(/\(\)$/, '')
    .replace(/^#/, '')
    .replace(/^static /, '');
  const all = members(page);
  const byName = all.filter((heading) => headingName(heading) === wanted);
  if (byName.length > 0) return byName;
  const lower = wanted.toLowerCase();
  const anyCase = all.filter((heading) => headingName(heading).toLowerCase() === lower);
  return anyCase.length > 0 ? anyCase : all.filter((heading) => heading.id === wanted);
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

/**
 * No page of that name (and kind): an error saying so, and when the name is there as another
 * kind, which (`PowerSyncDatabase in web-sdk is a Class in this line`), else similar names.
 */
export function notFound(
  site: BuiltSite,
  lineName: string,
  name: string,
  kind?: string,
  section?: string,
): ToolInputError {
  const where = section ? ` in ${section}` : ' in any section';
  const otherKinds = [...new Set(namedPages(site, name, section).map((page) => page.kind))];
  if (kind && otherKinds.length > 0)
    return new ToolInputError(
      `${namedPages(site, name, section)[0].name}${where} is ${otherKinds.map((k) => `${/^[AEIOU]/.test(k ?? '') ? 'an' : 'a'} ${k}`).join(' and ')} in ${lineName}, not ${/^[AEIOU]/.test(kind) ? 'an' : 'a'} ${kind}: omit kind, or pass ${otherKinds.join(' or ')}.`,
    );
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
    `No symbol named "${name}"${where} in ${lineName}.${similar.length > 0 ? ` Similar names: ${listed(similar)}.` : ' Try the search tool.'}`,
  );
}

export const sliceLines = (markdown: string, heading: TwinHeading) =>
  markdown.split('\n').slice(heading.start, heading.end).join('\n').trimEnd();

/**
 * What the MCP tools answer, as functions of the built site (src/mcp/site.ts): Markdown text for
 * the agent, or a ToolInputError whose message says what was wrong and what is valid.
 * No MCP types here: src/mcp/server.ts wires these into the protocol.
 */
import type {AgentsPage} from '../agents/agents-index';
import type {TwinHeading} from '../agents/twin';
import {twinUrl} from '../agents/urls';
import {RECORD_KINDS} from '../search/schema';
import {MAX_QUERY_LENGTH} from '../search/text';
import type {BuiltSite} from './site';

export class ToolInputError extends Error {}

/** Hits a search returns unless asked otherwise, and at most. */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
/** Names listed when a lookup fails (suggestions, a page's members). */
const LISTED_NAMES = 30;
/** compare_symbol shows this many differing members in full, then names the rest. */
const COMPARED_MEMBERS = 20;
/** TypeDoc writes members as h3 under their group's h2. */
const MEMBER_LEVEL = 3;

export interface SearchArgs {
  query: string;
  section?: string;
  kind?: string;
  limit?: number;
}

export interface SymbolArgs {
  section: string;
  name: string;
  member?: string;
  kind?: string;
}

export interface CompareArgs {
  name: string;
  kind?: string;
}

const listed = (names: readonly string[]) =>
  names.slice(0, LISTED_NAMES).join(', ') + (names.length > LISTED_NAMES ? `, … (${names.length} in all)` : '');

function checkSection(site: BuiltSite, section: string | undefined): void {
  if (section === undefined) return;
  if (!site.index.sections.some((s) => s.id === section)) {
    throw new ToolInputError(
      `Unknown section "${section}". Sections: ${site.index.sections.map((s) => s.id).join(', ')}.`,
    );
  }
}

function checkKind(kind: string | undefined, kinds: readonly string[]): void {
  if (kind !== undefined && !kinds.includes(kind)) {
    throw new ToolInputError(`Unknown kind "${kind}". Kinds: ${kinds.join(', ')}.`);
  }
}

function checkName(value: string, what: string): string {
  const name = value.trim();
  if (!name) throw new ToolInputError(`${what} is empty.`);
  if (name.length > MAX_QUERY_LENGTH) {
    throw new ToolInputError(`${what} is ${name.length} characters long; at most ${MAX_QUERY_LENGTH} are allowed.`);
  }
  return name;
}

export function searchTool(site: BuiltSite, args: SearchArgs): string {
  const query = checkName(args.query, 'The query');
  checkSection(site, args.section);
  checkKind(args.kind, RECORD_KINDS);
  const limit = args.limit ?? SEARCH_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    throw new ToolInputError(`limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT} (got ${limit}).`);
  }
  const engine = site.search();
  if (!engine) throw new ToolInputError('This build has no embedded search index (it was built for hosted search).');
  const result = engine.search(query, {
    hitsPerPage: limit,
    ...(args.section ? {sdk: args.section} : {}),
    ...(args.kind ? {facetFilters: [`kind:${args.kind}`]} : {}),
  });
  const {url, baseUrl} = site.index.site;
  const filters = [args.section && `section ${args.section}`, args.kind && `kind ${args.kind}`]
    .filter(Boolean)
    .join(', ');
  const lines = [`${result.nbHits} results for "${query}"${filters ? ` (${filters})` : ''}; best first:`, ''];
  result.hits.forEach(({record}, i) => {
    const levels = [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' › ');
    const route = `/${record.url_without_anchor.slice(baseUrl.length)}`;
    const page = site.index.pages.find((p) => p.route === route);
    const member = record.anchor ? page?.headings.find((h) => h.id === record.anchor) : undefined;
    const call = page?.name
      ? ` get_symbol: section "${page.sdk}", name "${page.name}"${member ? `, member "${member.id}"` : ''}.`
      : '';
    lines.push(
      `${i + 1}. ${levels} (${record.kind}, ${record.sdk ?? 'site'})`,
      `   ${url}${record.url}`,
      `   Markdown: ${twinUrl(site.index.site, route)}.${call}`,
    );
    if (record.content) lines.push(`   ${record.content}`);
  });
  return lines.join('\n');
}

const sameName = (page: AgentsPage, name: string) => page.name === name;
const sameNameIgnoringCase = (page: AgentsPage, name: string) => page.name?.toLowerCase() === name.toLowerCase();

/** Symbol pages named `name` (exactly, else ignoring case), filtered by kind. */
function symbolPages(site: BuiltSite, name: string, kind: string | undefined, section?: string): AgentsPage[] {
  const candidates = site.index.pages.filter(
    (page) => page.name && (section === undefined || page.sdk === section) && (!kind || page.kind === kind),
  );
  const exact = candidates.filter((page) => sameName(page, name));
  return exact.length > 0 ? exact : candidates.filter((page) => sameNameIgnoringCase(page, name));
}

function notFound(site: BuiltSite, name: string, section?: string): ToolInputError {
  const needle = name.toLowerCase();
  const similar = [
    ...new Set(
      site.index.pages
        .filter((page) => page.name && (section === undefined || page.sdk === section))
        .map((page) => page.name!)
        .filter((other) => other.toLowerCase().includes(needle) || needle.includes(other.toLowerCase())),
    ),
  ];
  const where = section ? ` in ${section}` : ' in any section';
  return new ToolInputError(
    `No symbol named "${name}"${where}.${similar.length > 0 ? ` Similar names: ${listed(similar)}.` : ' Try the search tool.'}`,
  );
}

const symbolKinds = (site: BuiltSite) => [...new Set(site.index.pages.flatMap((page) => page.kind ?? []))].sort();

const sliceLines = (markdown: string, heading: TwinHeading) =>
  markdown.split('\n').slice(heading.start, heading.end).join('\n').trimEnd();

/** A heading's plain name: `connect()` → `connect`. */
const headingName = (heading: TwinHeading) => heading.title.replace(/\(\)$/, '').trim();

const members = (page: AgentsPage) => page.headings.filter((heading) => heading.level === MEMBER_LEVEL);

function findMembers(page: AgentsPage, member: string): TwinHeading[] {
  const wanted = member.trim().replace(/\(\)$/, '').replace(/^#/, '');
  const all = members(page);
  const byId = all.filter((heading) => heading.id === wanted);
  if (byId.length > 0) return byId;
  const byName = all.filter((heading) => headingName(heading) === wanted);
  return byName.length > 0 ? byName : all.filter((h) => headingName(h).toLowerCase() === wanted.toLowerCase());
}

export function getSymbolTool(site: BuiltSite, args: SymbolArgs): string {
  checkSection(site, args.section);
  const name = checkName(args.name, 'The name');
  checkKind(args.kind, symbolKinds(site));
  const pages = symbolPages(site, name, args.kind, args.section);
  if (pages.length === 0) throw notFound(site, name, args.section);
  const [page, ...others] = pages;
  const section = site.index.sections.find((s) => s.id === page.sdk)!;
  const markdown = site.readTwin(page.route);
  let body = markdown.trimEnd();
  let source = page.source;
  if (args.member !== undefined) {
    const member = checkName(args.member, 'The member');
    const found = findMembers(page, member);
    if (found.length === 0) {
      const names = [...new Set(members(page).map(headingName))];
      throw new ToolInputError(
        `${page.name} in ${page.sdk} has no member "${member}".${names.length > 0 ? ` Members: ${listed(names)}.` : ' It has no members.'}`,
      );
    }
    body = found.map((heading) => sliceLines(markdown, heading)).join('\n\n');
    source = /Defined in: \[[^\]]*\]\((\S+?)\)/.exec(body)?.[1] ?? source;
  }
  const head = [
    `Section: ${section.id} (${section.packageName} ${section.version})`,
    `Kind: ${page.kind}`,
    `Import: ${page.importLine}`,
    `Source: ${source ?? 'none (no unambiguous declaration in the published sources)'}`,
    `Markdown: ${twinUrl(site.index.site, page.route)}`,
  ];
  if (others.length > 0) {
    head.push(
      `Also named ${page.name} in this section: ${others.map((o) => o.kind).join(', ')} (pass kind to choose).`,
    );
  }
  return `${head.join('\n')}\n\n${body}`;
}

/** The declaration text of a part of a twin: its signature blocks (not examples, not the import line). */
function declarationText(markdown: string): string {
  const blocks = [...markdown.matchAll(/^```ts signature\n([\s\S]*?)\n```$/gm)].map((match) => match[1].trim());
  return blocks.join('\n');
}

/** Sections grouped by equal value, largest group first. */
function groupsOf<T>(
  entries: ReadonlyArray<[string, T]>,
  key: (value: T) => string,
): Array<{sections: string[]; value: T}> {
  const groups = new Map<string, {sections: string[]; value: T}>();
  for (const [section, value] of entries) {
    const k = key(value);
    const group = groups.get(k) ?? {sections: [], value};
    group.sections.push(section);
    groups.set(k, group);
  }
  return [...groups.values()].sort((a, b) => b.sections.length - a.sections.length);
}

export function compareSymbolTool(site: BuiltSite, args: CompareArgs): string {
  const name = checkName(args.name, 'The name');
  checkKind(args.kind, symbolKinds(site));
  const found = symbolPages(site, name, args.kind);
  if (found.length === 0) throw notFound(site, name);
  const kind = found[0].kind;
  const pages = found.filter((page) => page.kind === kind);
  const twins = new Map(pages.map((page) => [page.sdk, site.readTwin(page.route)]));
  const out = [
    `# ${pages[0].name} (${kind}) in ${pages.length} section${pages.length === 1 ? '' : 's'}: ${pages.map((p) => p.sdk).join(', ')}`,
  ];
  const otherKinds = [...new Set(found.map((page) => page.kind))].filter((k) => k !== kind);
  if (otherKinds.length > 0) out.push('', `Also a ${otherKinds.join(', ')} of this name (pass kind to compare it).`);

  out.push('', '## Declaration', '');
  const sameAs = groupsOf(
    pages.map((page): [string, string] => {
      // Sections whose declaration this page's cross-SDK data calls the same (src/cross-sdk/symbol-map.ts).
      const same = (page.alsoIn ?? []).filter((other) => !other.differs).map((other) => other.sdk);
      return [
        page.sdk,
        [page.sdk, ...same]
          .filter((sdk) => pages.some((p) => p.sdk === sdk))
          .sort()
          .join(', '),
      ];
    }),
    (v) => v,
  );
  if (sameAs.length === 1) out.push('The same declaration in every section.');
  else {
    out.push(
      'Not the same declaration everywhere (another package, or different text). Sections with the same one:',
      '',
    );
    for (const group of sameAs) out.push(`- ${group.value}`);
  }

  out.push('', '## Import lines', '');
  for (const group of groupsOf(
    pages.map((p): [string, string] => [p.sdk, p.importLine ?? '']),
    (v) => v,
  )) {
    out.push(`- ${group.sections.join(', ')}: \`${group.value}\``);
  }

  const topLevel = groupsOf(
    pages.map((page): [string, string] => {
      const twin = twins.get(page.sdk)!.split('\n');
      // A class, interface or enumeration declares its members under their own headings; a
      // function, type alias or variable page is one declaration (its signatures) from top to bottom.
      const hasMembers = page.headings.some((heading) => heading.level === MEMBER_LEVEL && heading.id);
      const firstHeading = hasMembers ? (page.headings[0]?.start ?? twin.length) : twin.length;
      return [page.sdk, declarationText(twin.slice(0, firstHeading).join('\n'))];
    }),
    (v) => v,
  ).filter((group) => group.value);
  if (topLevel.length > 1) {
    out.push('', '## Signatures that differ', '');
    for (const group of topLevel) out.push(`${group.sections.join(', ')}:`, '', '```ts', group.value, '```', '');
  }

  const memberIds = new Map<string, Map<string, string>>();
  for (const page of pages) {
    const twin = twins.get(page.sdk)!;
    for (const heading of members(page).filter((h) => h.id || h.title === 'Constructor')) {
      const id = heading.id ?? headingName(heading);
      const bySection = memberIds.get(id) ?? new Map<string, string>();
      const previous = bySection.get(page.sdk) ?? '';
      bySection.set(page.sdk, [previous, declarationText(sliceLines(twin, heading))].filter(Boolean).join('\n'));
      memberIds.set(id, bySection);
    }
  }
  const partial = [...memberIds].filter(([, bySection]) => bySection.size < pages.length);
  if (partial.length > 0) {
    out.push('', '## Members only in some sections', '');
    for (const [id, bySection] of partial) out.push(`- \`${id}\`: ${[...bySection.keys()].join(', ')}`);
  }
  const differing = [...memberIds].filter(
    ([, bySection]) => bySection.size > 1 && new Set(bySection.values()).size > 1,
  );
  if (differing.length > 0) {
    out.push('', '## Members declared differently', '');
    for (const [id, bySection] of differing.slice(0, COMPARED_MEMBERS)) {
      out.push(`### ${id}`, '');
      for (const group of groupsOf([...bySection], (v) => v)) {
        out.push(`${group.sections.join(', ')}:`, '', '```ts', group.value || '(no signature)', '```', '');
      }
    }
    if (differing.length > COMPARED_MEMBERS) {
      out.push(
        `…and ${differing.length - COMPARED_MEMBERS} more: ${listed(differing.slice(COMPARED_MEMBERS).map(([id]) => id))}`,
      );
    }
  }
  if (partial.length === 0 && differing.length === 0 && topLevel.length <= 1) {
    out.push('', 'Members and signatures are the same in every section.');
  }
  out.push('', 'Pages:', ...pages.map((page) => `- ${page.sdk}: ${twinUrl(site.index.site, page.route)}`));
  return `${out.join('\n').trimEnd()}\n`;
}

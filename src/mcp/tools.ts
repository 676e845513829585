/**
 * What the MCP tools answer, as functions of the reference (src/mcp/reference.ts): Markdown text
 * for the agent, or a ToolInputError whose message says what was wrong and what is valid.
 * Each tool answers from the line its `release` names (releases.ts; the newest line by
 * default); an exact release between lines adds what the API history says of it (release-facts.ts).
 * No MCP types here: src/mcp/server.ts wires these into the protocol.
 */
import type {AgentsPage} from '../agents/agents-index';
import type {AgentsMember} from '../agents/members';
import {pageUrl, twinUrl} from '../agents/urls';
import {chipFacetFilters, parseQuery} from '../search/query-syntax';
import {RECORD_KINDS} from '../search/schema';
import {MAX_QUERY_LENGTH} from '../search/text';
import {ToolInputError} from './errors';
import type {Reference, ReferenceLine} from './reference';
import {releaseFacts} from './release-facts';
import {packageReleaseOf, releaseTarget, type ExactRelease, type ReleaseTarget} from './releases';
import type {BuiltSite} from './site';
import {
  checkKind,
  checkSection,
  findMembers,
  listed,
  namedMembers,
  ENUM_MEMBER_GROUP,
  memberParts,
  namedPages,
  notFound,
  type OtherLine,
} from './symbols';

export {ToolInputError} from './errors';

/** Hits a search returns unless asked otherwise, and at most. */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
/** compare_symbol shows this many differing members in full, then names the rest. */
const COMPARED_MEMBERS = 20;

export interface SearchArgs {
  query: string;
  section?: string;
  kind?: string;
  limit?: number;
  release?: string;
}

export interface SymbolArgs {
  section: string;
  name: string;
  member?: string;
  kind?: string;
  release?: string;
}

export interface CompareArgs {
  name: string;
  kind?: string;
  release?: string;
}

function checkName(value: string, what: string): string {
  const name = value.trim();
  if (!name) throw new ToolInputError(`${what} is empty.`);
  if (name.length > MAX_QUERY_LENGTH) {
    throw new ToolInputError(`${what} is ${name.length} characters long; at most ${MAX_QUERY_LENGTH} are allowed.`);
  }
  return name;
}

const lineName = (line: ReferenceLine) => `line ${line.id} (${line.label})`;

/** The lines other than `line`, newest first: where a name this line lacks may be documented. */
const otherLines = (reference: Reference, line: ReferenceLine): OtherLine[] =>
  [...reference.lines]
    .reverse()
    .filter((other) => other !== line)
    .map((other) => ({id: other.id, name: lineName(other), site: other.site}));

/** The first lines of every answer: which line (and release) it is from. */
function releaseHead(target: ReleaseTarget): string[] {
  if (target.kind === 'line') return [`Line: ${lineName(target.line)}`];
  return [
    `Release: ${target.packageName} ${target.version}${builtOn(target)}. No line documents it: what it exports comes from the API history; ` +
      `the pages are ${lineName(target.line)}'s, of ${target.packageName} ${target.lineVersion}.`,
  ];
}

function builtOn(exact: ExactRelease): string {
  const deps = exact.history.releases.find((r) => r.version === exact.version)?.deps ?? {};
  const named = Object.entries(deps).filter(
    ([name]) =>
      exact.history.packageName !== name && name.startsWith('@powersync/') && !name.includes('shared-internals'),
  );
  return named.length ? ` (built on ${named.map(([name, version]) => `${name} ${version}`).join(', ')})` : '';
}

/** A hit's symbol name and member, to check it against an exact release. */
function hitSymbol(page: AgentsPage | undefined, anchor: string | null): {name: string; member?: string} | undefined {
  if (!page?.name) return undefined;
  const member = anchor ? namedMembers(page).find((m) => m.anchor === anchor) : undefined;
  return {name: page.name, ...(member ? {member: member.name} : {})};
}

export function searchTool(reference: Reference, args: SearchArgs): string {
  const query = checkName(args.query, 'The query');
  const target = releaseTarget(reference, args.release);
  const site = target.line.site();
  const of = packageReleaseOf(target);
  const section = args.section ?? of?.section.id;
  checkSection(site, section);
  if (args.kind !== undefined && !RECORD_KINDS.includes(args.kind as never))
    throw new ToolInputError(`Unknown kind "${args.kind}". Kinds: ${RECORD_KINDS.join(', ')}.`);
  const limit = args.limit ?? SEARCH_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    throw new ToolInputError(`limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT} (got ${limit}).`);
  }
  const engine = site.search();
  if (!engine) throw new ToolInputError('This build has no embedded search index (it was built for hosted search).');
  // The site's own query language, read as the modal and the search page read it (query-requests.ts).
  const parsed = parseQuery(query, site.index.sections);
  const result = engine.search(parsed.text, {
    hitsPerPage: limit,
    facetFilters: [
      ...chipFacetFilters(parsed.chips),
      ...(section ? [`sdk:${section}`] : []),
      ...(args.kind ? [`kind:${args.kind}`] : []),
    ],
  });
  const {url, baseUrl} = site.index.site;
  // A section the release chose, not the caller: say how to search them all.
  const releaseSection =
    args.section === undefined && of
      ? `section ${of.section.id}, ${of.release}'s; pass release "${target.line.id}"${
          target.kind === 'exact' ? ` (${target.packageName} ${target.lineVersion})` : ''
        } for every section`
      : undefined;
  const filters = [
    ...parsed.chips.map((chip) => chip.label),
    releaseSection ?? (section && `section ${section}`),
    args.kind && `kind ${args.kind}`,
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    ...releaseHead(target),
    `${result.nbHits} results for "${parsed.text || query}"${filters ? ` (${filters})` : ''}; best first:`,
    '',
  ];
  result.hits.forEach(({record}, i) => {
    const levels = [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' › ');
    const route = `/${record.url_without_anchor.slice(baseUrl.length)}`;
    const page = site.index.pages.find((p) => p.route === route);
    const member = record.anchor && page ? namedMembers(page).find((m) => m.anchor === record.anchor) : undefined;
    const call = page?.name
      ? ` get_symbol: section "${page.sdk}", name "${page.name}"${member ? `, member "${member.name}"` : ''}.`
      : '';
    lines.push(
      `${i + 1}. ${levels} (${record.kind}, ${record.sdk ?? 'site'})`,
      `   ${url}${record.url}`,
      `   Markdown: ${twinUrl(site.index.site, route)}.${call}`,
    );
    if (record.content) lines.push(`   ${record.content}`);
    const symbol =
      target.kind === 'exact' && page?.sdk === target.section.id ? hitSymbol(page, record.anchor) : undefined;
    if (target.kind === 'exact' && symbol) {
      const facts = releaseFacts(target.history, target.version, symbol.name, symbol.member);
      if (!facts.present) lines.push(`   ${facts.lines[0]}`);
    }
  });
  return lines.join('\n');
}

/** The line's page of a symbol, or an error that says what the line has instead. */
function symbolPage(
  reference: Reference,
  site: BuiltSite,
  line: ReferenceLine,
  args: SymbolArgs,
  name: string,
): {page: AgentsPage; others: AgentsPage[]} {
  const kind = checkKind(site, args.kind);
  const pages = namedPages(site, name, args.section).filter((page) => !kind || page.kind === kind);
  if (pages.length === 0) throw notFound(site, lineName(line), name, kind, args.section, otherLines(reference, line));
  const [page, ...others] = pages;
  return {page, others};
}

function lineSymbol(reference: Reference, site: BuiltSite, line: ReferenceLine, args: SymbolArgs): string {
  const name = checkName(args.name, 'The name');
  const {page, others} = symbolPage(reference, site, line, args, name);
  const section = site.index.sections.find((s) => s.id === page.sdk)!;
  const markdown = site.readTwin(page.route);
  let body = markdown.trimEnd();
  let source = page.source;
  let since = page.since;
  if (args.member !== undefined) {
    const member = checkName(args.member, 'The member');
    const found = findMembers(page, member);
    if (found.length === 0) {
      const names = [...new Set(namedMembers(page).map((m) => m.name))];
      throw new ToolInputError(
        `${page.name} in ${page.sdk} (${lineName(line)}) has no member "${member}".${names.length > 0 ? ` Members: ${listed(names)}.` : ' It has no members.'}`,
      );
    }
    body = found
      .flatMap((m) => (m.parts.length > 0 ? memberParts(markdown, m) : [tableRow(site, page, m)]))
      .join('\n\n');
    // The member's own declaration: never the page's, which is not where the member is declared.
    source = found.find((m) => m.source)?.source;
    // Likewise the release it came in: the member's, which may be later than its symbol's.
    since = found.find((m) => m.since)?.since;
  }
  const head = [
    `Section: ${section.id} (${section.packageName} ${section.version})`,
    `Kind: ${page.kind}`,
    `Import: ${page.importLine}`,
    ...(since ? [`Since: ${section.packageName} ${since}`] : []),
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

/**
 * An enumeration member, which its page (and twin) shows as a row of a table, not under a heading
 * of its own: its declaration from the index, and where the row is.
 */
function tableRow(site: BuiltSite, page: AgentsPage, member: AgentsMember): string {
  if (member.declarations === undefined)
    throw site.builtWithout('declarations', 'get_symbol for an enumeration member');
  const where = `${pageUrl(site.index.site, page.route)}${member.anchor ? `#${member.anchor}` : ''}`;
  return [
    `### ${member.name}`,
    '',
    '```ts',
    ...member.declarations,
    '```',
    '',
    `A row of the ${ENUM_MEMBER_GROUP} table, with its description (in the Markdown too): ${where}`,
  ].join('\n');
}

export function getSymbolTool(reference: Reference, args: SymbolArgs): string {
  const target = releaseTarget(reference, args.release);
  const site = target.line.site();
  checkSection(site, args.section);
  const name = checkName(args.name, 'The name');
  const of = packageReleaseOf(target);
  if (of && args.section !== of.section.id)
    throw new ToolInputError(
      `${of.release} is a release of section ${of.section.id}, not ${args.section}: pass section "${of.section.id}", or the release of ${args.section}'s package (resolve_release gives it).`,
    );
  if (target.kind === 'line')
    return `${releaseHead(target).join('\n')}\n${lineSymbol(reference, site, target.line, args)}`;
  const member = args.member === undefined ? undefined : checkName(args.member, 'The member');
  const facts = releaseFacts(target.history, target.version, name, member);
  const out = [...releaseHead(target), '', ...facts.lines];
  // The nearest line's page (or member) below the facts: its doc comments and links, of its release.
  try {
    const page = lineSymbol(reference, site, target.line, {
      ...args,
      name: facts.name ?? name,
      member: facts.member ?? member,
    });
    out.push('', `## As ${lineName(target.line)} documents it (${target.packageName} ${target.lineVersion})`, '', page);
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    out.push(
      '',
      `${lineName(target.line)} (${target.packageName} ${target.lineVersion}) has no page for it: ${error.message}`,
    );
  }
  return out.join('\n');
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

function compareInLine(reference: Reference, site: BuiltSite, line: ReferenceLine, args: CompareArgs): string {
  const name = checkName(args.name, 'The name');
  const kind = checkKind(site, args.kind);
  const found = namedPages(site, name).filter((page) => !kind || page.kind === kind);
  if (found.length === 0) throw notFound(site, lineName(line), name, kind, undefined, otherLines(reference, line));
  const first = found[0].kind;
  const pages = found.filter((page) => page.kind === first);
  // Declarations as each page shows them, from its page model (src/page-model/declarations.ts).
  const declared = (declarations: string[] | undefined) => {
    if (declarations === undefined) throw site.builtWithout('declarations', 'compare_symbol');
    return declarations.join('\n');
  };
  const out = [
    `# ${pages[0].name} (${first}) in ${pages.length} section${pages.length === 1 ? '' : 's'}: ${pages.map((p) => p.sdk).join(', ')}`,
  ];
  const otherKinds = [...new Set(namedPages(site, name).map((page) => page.kind))].filter((k) => k !== first);
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
  // Each section's package release that first exported it (the page model's), where its history says.
  const since = pages.filter((page) => page.since);
  if (since.length > 0) {
    out.push('', '## Since', '');
    for (const page of since)
      out.push(`- ${page.sdk}: ${site.index.sections.find((s) => s.id === page.sdk)!.packageName} ${page.since}`);
  }

  // A class, interface or enumeration has none of its own: its members declare.
  const topLevel = groupsOf(
    pages.map((page): [string, string] => [page.sdk, declared(page.declarations)]),
    (v) => v,
  ).filter((group) => group.value);
  if (topLevel.length > 1) {
    out.push('', '## Signatures that differ', '');
    for (const group of topLevel) out.push(`${group.sections.join(', ')}:`, '', '```ts', group.value, '```', '');
  }

  // Members by their declared name (`resolvedFlags`, not the anchor `resolvedflags`).
  const memberTexts = new Map<string, Map<string, string>>();
  for (const page of pages)
    for (const member of namedMembers(page)) {
      const bySection = memberTexts.get(member.name) ?? new Map<string, string>();
      const previous = bySection.get(page.sdk) ?? '';
      bySection.set(page.sdk, [previous, declared(member.declarations)].filter(Boolean).join('\n'));
      memberTexts.set(member.name, bySection);
    }
  const partial = [...memberTexts].filter(([, bySection]) => bySection.size < pages.length);
  if (partial.length > 0) {
    out.push('', '## Members only in some sections', '');
    for (const [key, bySection] of partial) out.push(`- \`${key}\`: ${[...bySection.keys()].join(', ')}`);
  }
  const differing = [...memberTexts].filter(
    ([, bySection]) => bySection.size > 1 && new Set(bySection.values()).size > 1,
  );
  if (differing.length > 0) {
    out.push('', '## Members declared differently', '');
    for (const [key, bySection] of differing.slice(0, COMPARED_MEMBERS)) {
      out.push(`### ${key}`, '');
      for (const group of groupsOf([...bySection], (v) => v)) {
        out.push(`${group.sections.join(', ')}:`, '', '```ts', group.value || '(no signature)', '```', '');
      }
    }
    if (differing.length > COMPARED_MEMBERS) {
      out.push(
        `…and ${differing.length - COMPARED_MEMBERS} more: ${listed(differing.slice(COMPARED_MEMBERS).map(([key]) => key))}`,
      );
    }
  }
  if (partial.length === 0 && differing.length === 0 && topLevel.length <= 1) {
    out.push('', 'Members and signatures are the same in every section.');
  }
  out.push('', 'Pages:', ...pages.map((page) => `- ${page.sdk}: ${twinUrl(site.index.site, page.route)}`));
  return `${out.join('\n').trimEnd()}\n`;
}

export function compareSymbolTool(reference: Reference, args: CompareArgs): string {
  const target = releaseTarget(reference, args.release);
  const name = checkName(args.name, 'The name');
  const head = releaseHead(target);
  if (target.kind === 'exact') {
    const facts = releaseFacts(target.history, target.version, name);
    head.push('', ...facts.lines, '', `The comparison below is of ${lineName(target.line)}'s sections.`);
  }
  return `${head.join('\n')}\n\n${compareInLine(reference, target.line.site(), target.line, args)}`;
}

/**
 * Parity of the page model (src/page-model/types.ts) with the readers that recover a page's
 * structure from its Markdown (issue #56): for every symbol page of every release line, what the
 * old reader finds and what the model says, and every difference, each with the rule it falls
 * under. A reader moves onto the model when every difference is one the note names as intended.
 *
 *   node --import tsx src/tooling/page-model-parity.ts [--list]   (after generation of each line)
 *
 * Readers compared:
 * - `mcp-members`: the member lookup the MCP server had (the h3 headings of the twin under a
 *   member group heading, by name and heading id) against the model's members it now reads
 *   (src/agents/members.ts), and each such member's part of the twin;
 * - `heading-anchors`: the heading ids the page's Markdown gives it (markdown-readers.ts),
 *   which generation recorded for the cross-SDK switcher before it took the model's
 *   (src/page-model/anchors.ts): TypeDoc's groups and members, not the positional ids of
 *   page sections and parameters;
 * - `title`: the title the page's `# ` heading shows (markdown-readers.ts), which the front matter
 *   carried before it took the model's;
 * - `declarations`: what compare_symbol compared before it read the model's declarations
 *   (src/page-model/declarations.ts): the ```` ```ts signature ```` blocks of the twin before its
 *   first section (the symbol's own) and of each member's part, as written, against the model's
 *   declarations laid out as a block (the theme writes each block from those tokens).
 */
import fs from 'node:fs';
import path from 'node:path';
import {pageMarkdown} from '../generate/articles/stub';
import {parseFrontMatter} from '../agents/front-matter';
import {markdownTwin, type Twin, type TwinHeading} from '../agents/twin';
import {headingAnchors, unescapedHeadingTitle} from './markdown-readers';
import {MEMBER_GROUPS} from '../mcp/symbols';
import {agentsMembers} from '../agents/members';
import {pageAnchors} from '../page-model/anchors';
import {memberDeclarationTokens, symbolDeclarationTokens} from '../page-model/declarations';
import {
  PAGE_MODEL_SUFFIX,
  PageModelError,
  parsePageModel,
  tokensText,
  type Member,
  type PageModel,
} from '../page-model/types';

export interface Difference {
  reader: 'mcp-members' | 'heading-anchors' | 'title' | 'declarations';
  page: string;
  /** What the old reader had that the model lacks (`-`) or the model has that it lacked (`+`). */
  side: '-' | '+';
  what: string;
  /** The rule it falls under (the note names each), or `unexplained`. */
  rule: string;
}

/** A member as the MCP lookup names it: `connect`, `constructor`, with its heading id. */
export interface NamedMember {
  name: string;
  id?: string;
}

/**
 * The old lookup the MCP server had before it read the model: the twin's member headings (h3
 * under a member group's h2), named by their text (`connect()` → `connect`, `Constructor` →
 * `constructor`). Kept here as the page's view to hold the model to.
 */
export function membersFromTwin(headings: TwinHeading[]): NamedMember[] {
  const out: NamedMember[] = [];
  let group: string | undefined;
  for (const heading of headings) {
    if (heading.level === 2) group = heading.title;
    else if (heading.level === 3 && group !== undefined && MEMBER_GROUPS.includes(group)) {
      const name = heading.title.replace(/\(\)$/, '').replace(/\?$/, '').trim();
      out.push({name: name === 'Constructor' ? 'constructor' : name, ...(heading.id ? {id: heading.id} : {})});
    }
  }
  return out;
}

/** Members the model lists in a member group whose part the agents index did not find in the twin. */
export function membersWithoutPart(
  page: string,
  model: PageModel,
  memberLines: ReadonlyMap<number, [number, number]>,
): Difference[] {
  return agentsMembers(model, memberLines)
    .filter((member) => MEMBER_GROUPS.includes(member.group) && member.parts.length === 0)
    .map((member) => ({
      reader: 'mcp-members' as const,
      page,
      side: '+' as const,
      what: `${member.name}#${member.anchor ?? ''} (no part of the twin)`,
      rule: 'unexplained',
    }));
}

/** The model's members of the groups the MCP lookup reads. */
export function membersFromModel(model: PageModel): NamedMember[] {
  return model.members
    .filter((member) => MEMBER_GROUPS.includes(member.group))
    .map((member) => ({
      name: member.kind === 'Constructor' ? 'constructor' : member.name,
      ...(member.anchor ? {id: member.anchor} : {}),
    }));
}

const memberKey = (member: NamedMember) => `${member.name}#${member.id ?? ''}`;

/** Why a member difference is there, when a named rule explains it. */
function memberRule(member: NamedMember): string {
  // Overloaded constructors are one heading each on the page, without an explicit id (the site
  // numbers them constructor, constructor-1, …); the model has the one member TypeDoc has.
  if (member.name === 'constructor') return 'constructor-headings';
  return 'unexplained';
}

/**
 * The twin names an optional method by its heading (`postCheckpointRequest()?`), which
 * `headingName` reads as `postCheckpointRequest()`: a name no one asks for, so get_symbol could
 * not find the member. The model has the declared name.
 */
const optionalMethodName = (old: NamedMember, model: NamedMember) =>
  old.name === `${model.name}()` && old.id === model.id;

/**
 * The twin's heading has no id of its own (an object type's member written `### retries?`); the
 * model has the id the site's slugger gives it, which is one of the page's heading ids.
 */
const implicitHeadingId = (old: NamedMember, model: NamedMember, pageAnchors: ReadonlySet<string>) =>
  old.id === undefined && old.name === model.name && model.id !== undefined && pageAnchors.has(model.id);

/** `pageAnchors`: the heading ids the site gives the page (heading-anchors.ts). */
export function compareMembers(
  page: string,
  old: NamedMember[],
  model: NamedMember[],
  pageAnchors: ReadonlySet<string> = new Set(),
): Difference[] {
  const differences: Difference[] = [];
  const implicit = old.flatMap((member) => {
    const found = model.find((m) => implicitHeadingId(member, m, pageAnchors));
    return found ? [[member, found] as const] : [];
  });
  for (const [, found] of implicit)
    differences.push({reader: 'mcp-members', page, side: '+', what: memberKey(found), rule: 'implicit-heading-id'});
  old = old.filter((member) => !implicit.some(([o]) => o === member));
  model = model.filter((member) => !implicit.some(([, m]) => m === member));
  for (const member of old) {
    const declared = model.find((m) => optionalMethodName(member, m));
    if (declared)
      differences.push({
        reader: 'mcp-members',
        page,
        side: '+',
        what: `${memberKey(declared)} (was ${member.name})`,
        rule: 'optional-method-name',
      });
  }
  old = old.filter((member) => !model.some((m) => optionalMethodName(member, m)));
  model = model.filter((member) => !differences.some((d) => d.what.startsWith(`${memberKey(member)} (was`)));
  const oldKeys = new Set(old.map(memberKey));
  const modelKeys = new Set(model.map(memberKey));
  for (const member of old)
    if (!modelKeys.has(memberKey(member)))
      differences.push({
        reader: 'mcp-members',
        page,
        side: '-',
        what: memberKey(member),
        rule: memberRule(member),
      });
  for (const member of model)
    if (!oldKeys.has(memberKey(member)))
      differences.push({
        reader: 'mcp-members',
        page,
        side: '+',
        what: memberKey(member),
        rule: memberRule(member),
      });
  return dedupe(differences);
}

/** The old reader of declarations: a part of the twin's signature blocks, as written. */
export function declarationsFromTwin(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts signature\n([\s\S]*?)\n```$/gm)].map((match) => match[1]);
}

/**
 * The signature block's line breaks and indentation (`watch(\n  sql: string,` is `watch(sql:
 * string,`), the leading `|` of a union laid out one member a line, and `{ }` written for an
 * empty object type.
 */
const layoutFree = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/([:(<,=]) \| /g, '$1 ')
    .replace(/\(\| /g, '(')
    .replace(/\{ \}/g, '{}');

export function compareDeclarations(page: string, what: string, old: string[], model: string[]): Difference[] {
  if (old.join('\n') === model.join('\n')) return [];
  const oldFree = old.map(layoutFree);
  const modelFree = model.map(layoutFree);
  const rule =
    oldFree.join('\n') === modelFree.join('\n')
      ? 'layout'
      : // The part of a method returning an object type held that type's own "Type Declaration"
        // blocks after its signature: not the method's declaration.
        modelFree.length > 0 &&
          oldFree.length > modelFree.length &&
          modelFree.every((text, index) => oldFree[index] === text)
        ? 'return-type-blocks'
        : 'unexplained';
  return [
    {
      reader: 'declarations',
      page,
      side: '+',
      what: `${what}: ${model.join(' | ') || '(none)'} (was ${old.join(' | ') || '(none)'})`,
      rule,
    },
  ];
}

/** A member's declarations as its blocks lay them out. */
const memberBlocks = (member: Member) =>
  member.signatures.map((tokens) => tokensText(memberDeclarationTokens(member, tokens)));

/** What compare_symbol compared before and after, for one page: the symbol's own, then each member's. */
function declarationDifferences(page: string, model: PageModel, twin: Twin) {
  const lines = twin.markdown.split('\n');
  const members = agentsMembers(model, twin.memberLines)
    .map((member, index) => ({member, model: model.members[index]}))
    .filter(({member}) => MEMBER_GROUPS.includes(member.group) && member.parts.length > 0);
  const headEnd = members.length > 0 ? (twin.headings[0]?.start ?? lines.length) : lines.length;
  return [
    ...compareDeclarations(
      page,
      '(symbol)',
      declarationsFromTwin(lines.slice(0, headEnd).join('\n')),
      model.signatures.map((tokens) => tokensText(symbolDeclarationTokens(model.kind, tokens))),
    ),
    ...members.flatMap(({member, model: declared}) =>
      compareDeclarations(
        page,
        member.name,
        member.parts.flatMap(([start, end]) => declarationsFromTwin(lines.slice(start, end).join('\n'))),
        memberBlocks(declared),
      ),
    ),
  ];
}

/** Heading ids the site's slugger makes of a name: `Columns` → `columns`, `TLocal` → `tlocal`. */
const nameSlug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}_-]/gu, '');

/** The page's type parameter and parameter names, which the theme writes as headings under their sections. */
function parameterNames(model: PageModel): Set<string> {
  const names = new Set(model.typeParameters.map(nameSlug));
  for (const tokens of [...model.signatures, ...model.members.flatMap((m) => m.signatures)])
    for (const token of tokens) if (token.kind === 'name') names.add(nameSlug(token.text));
  return names;
}

export function compareAnchors(page: string, old: string[], model: PageModel): Difference[] {
  const parameters = parameterNames(model);
  const anchorRule = (anchor: string) =>
    parameters.has(anchor.replace(/-\d+$/, '')) && !PAGE_SECTION_ANCHOR.test(anchor)
      ? 'parameter-headings'
      : sectionRule(anchor);
  const known = new Set(pageAnchors(model));
  const recorded = new Set(old);
  const differences: Difference[] = [];
  for (const anchor of old)
    if (!known.has(anchor))
      differences.push({reader: 'heading-anchors', page, side: '-', what: anchor, rule: anchorRule(anchor)});
  for (const anchor of known)
    if (!recorded.has(anchor))
      differences.push({
        reader: 'heading-anchors',
        page,
        side: '+',
        what: anchor,
        rule: anchor === 'constructor' ? 'constructor-headings' : 'unexplained',
      });
  return differences;
}

/** Headings the theme and our sections write that are no TypeDoc group or member (the model's next fields). */
const PAGE_SECTION_ANCHOR =
  /^(example|examples|extends|extended-by|implements|implemented-by|hierarchy|type-parameters|parameters|returns|throws|see|remarks|deprecated|since|call-signature|index-signature|indexable|type-declaration|union-members|type-literal|used-by|in-the-demos|overrides|inherited-from|implementation-of|get-signature|set-signature)(-\d+)?$/;

function sectionRule(anchor: string): string {
  if (/^constructor(-\d+)?$/.test(anchor)) return 'constructor-headings';
  if (PAGE_SECTION_ANCHOR.test(anchor)) return 'page-sections';
  return 'unexplained';
}

function dedupe(differences: Difference[]): Difference[] {
  const seen = new Set<string>();
  return differences.filter((d) => {
    const key = `${d.side}${d.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every symbol page of one line's reference folder with its model; pages without one are listed. */
export function compareReferenceDir(referenceDir: string): {
  pages: number;
  missing: string[];
  /** Models the validator refused (another version: generated before the model changed). */
  invalid: string[];
  differences: Difference[];
} {
  const differences: Difference[] = [];
  const missing: string[] = [];
  const invalid: string[] = [];
  let pages = 0;
  const section = {id: '', label: '', packageName: '', version: ''};
  // Headings do not depend on where links lead: any answer will do.
  const links = {
    resolveTarget: () => undefined,
    twinOfFile: (file: string) => `twin:${file}`,
    twinOfRoute: (route: string) => route,
  };
  for (const entry of fs.readdirSync(referenceDir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const page = path.relative(referenceDir, file);
    if (!/^[^/]+\/(classes|interfaces|type-aliases|functions|variables|enumerations)\//.test(page)) continue;
    const modelFile = file.replace(/\.md$/, PAGE_MODEL_SUFFIX);
    if (!fs.existsSync(modelFile)) {
      missing.push(page);
      continue;
    }
    pages++;
    let model: PageModel;
    try {
      model = parsePageModel(JSON.parse(fs.readFileSync(modelFile, 'utf8')), modelFile);
    } catch (error) {
      if (!(error instanceof PageModelError)) throw error;
      invalid.push(`${page}: ${error.message.split('\n')[0]}`);
      continue;
    }
    // As generation wrote it: the build makes the page a stub of its article (src/generate/articles).
    const markdown = pageMarkdown(fs.readFileSync(file, 'utf8'), model.body);
    const {body} = parseFrontMatter(markdown, file);
    const title = unescapedHeadingTitle(body) ?? /^# (.+)$/m.exec(body)?.[1].trim();
    const twin = markdownTwin({file, body, section, model}, links);
    differences.push(
      ...compareMembers(
        page,
        membersFromTwin(twin.headings),
        membersFromModel(model),
        new Set(headingAnchors(markdown)),
      ),
      ...membersWithoutPart(page, model, twin.memberLines),
    );
    differences.push(...compareAnchors(page, headingAnchors(markdown), model));
    differences.push(...declarationDifferences(page, model, twin));
    if (title !== model.title)
      differences.push({
        reader: 'title',
        page,
        side: '-',
        what: `${String(title)} ≠ ${model.title}`,
        rule: 'unexplained',
      });
  }
  return {pages, missing, invalid, differences};
}

/** The reference folders of every line that has been generated: the default line's, then `lines/{id}/reference`. */
export function referenceDirs(siteDir: string): Array<{line: string; dir: string}> {
  const dirs = [{line: 'current', dir: path.join(siteDir, 'reference')}];
  const linesDir = path.join(siteDir, 'lines');
  for (const id of fs.existsSync(linesDir) ? fs.readdirSync(linesDir).sort() : []) {
    const dir = path.join(linesDir, id, 'reference');
    if (fs.existsSync(dir)) dirs.push({line: id, dir});
  }
  return dirs.filter(({dir}) => fs.existsSync(dir));
}

function main(): void {
  const list = process.argv.includes('--list');
  let unexplained = 0;
  for (const {line, dir} of referenceDirs(process.cwd())) {
    const {pages, missing, invalid, differences} = compareReferenceDir(dir);
    const byRule = new Map<string, Difference[]>();
    for (const d of differences)
      byRule.set(`${d.reader} ${d.rule}`, [...(byRule.get(`${d.reader} ${d.rule}`) ?? []), d]);
    console.log(`${line}: ${pages} pages with a model, ${missing.length} without`);
    for (const [rule, found] of [...byRule].sort()) {
      console.log(`  ${rule}: ${found.length} on ${new Set(found.map((d) => d.page)).size} pages`);
      if (list || rule.endsWith('unexplained'))
        for (const d of found.slice(0, list ? Infinity : 15)) console.log(`    ${d.side} ${d.page} ${d.what}`);
    }
    for (const page of missing.slice(0, 10)) console.log(`  no model: ${page}`);
    if (invalid.length > 0) console.log(`  ${invalid.length} models refused by the validator, e.g. ${invalid[0]}`);
    unexplained += differences.filter((d) => d.rule === 'unexplained').length + missing.length + invalid.length;
  }
  console.log(unexplained === 0 ? 'parity: every difference is a named one' : `parity: ${unexplained} unexplained`);
  process.exitCode = unexplained === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();

/**
 * Fidelity: every documented declaration's types on the built page are the types the
 * TypeScript compiler reports under `strict` (src/tooling/fidelity/) for the package as a
 * reader's clean install resolves it: each section's package (beside the SDK it is installed
 * with) installed anew with npm into `.cache/fidelity/` (src/tooling/fidelity/clean-install.ts),
 * never the tree that generated the pages. Type parameters with their constraints and defaults
 * as declared, and a type argument left out only where it is its parameter's default. Also:
 * every export of every entry point has a page and every symbol page and member heading is an
 * export or member the install has, a page says "Internal" exactly when its declaration's own
 * doc comment says `@internal`, what each declaration's and member's doc comment says is on its
 * page (doc-comments.ts), each line of every `@example` is a line of code there, and type names
 * in signature blocks are links (or on the short allow-list below, with the reason).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import {loadArticle} from '../../src/tooling/load-html';
import {readBuilt} from './build-files';
import type {AnyNode, Element} from 'domhandler';
import {DomUtils} from 'htmlparser2';
import {compilerOptionsFor} from '../../src/generate/typedoc/options';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';
import {
  compilerOptions,
  declaredSymbols,
  strictProgram,
  typeArgumentDefaults,
  type DeclaredShape,
  type DeclaredSymbol,
  type TypeArgumentDefaults,
} from '../../src/tooling/fidelity/compiler-types';
import {compareShapes, parseSignatureBlock} from '../../src/tooling/fidelity/rendered-types';
import {knownFile as knownFileOf, readKnownDifferences} from '../../src/tooling/fidelity/known';
import {readSerializedIndex} from '../../src/search/index-format';
import {DEPRECATED_MARK} from '../../src/search/schema';
import {readAgentsIndex, type AgentsPage} from '../../src/agents/agents-index';
import {AGENTS_INDEX_FILE} from '../../src/agents/urls';

// Every release line: build/{id} against clean installs of its sections' packages.
const lines = cleanInstallLines();
await cleanInstalls(lines.flatMap((line) => line.installs));
type Sdk = ReturnType<(typeof lines)[number]['sdks']>[number];
const PAGE_FOLDERS = ['classes', 'interfaces', 'enumerations', 'functions', 'type-aliases', 'variables'];
// Our own strict, whatever the generator's options say: a generator that loses it is caught.
const optionsFor = (sdk: Sdk) => compilerOptions({...compilerOptionsFor(sdk), strict: true});

interface Finding {
  sdk: string;
  where: string;
  problem: string;
}

const headingName = (text: string) =>
  text
    .replace(/[\u200b#]/g, '')
    .trim()
    // `name?`, `name()`, and an optional method's `name()?`.
    .replace(/\?$/, '')
    .replace(/\(\)$/, '')
    .replace(/\?$/, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Declarations of `name` among signature texts (not expansions of parameter objects). */
function declaring(texts: string[], name: string): string[] {
  const modifiers =
    '(?:(?:abstract|static|readonly|protected|public|private|get|set|async|declare|function|const|let|type|new)\\s+)*';
  const pattern = new RegExp(`^${modifiers}${escapeRegExp(name)}\\??\\s*[<(:=]`);
  return texts.filter((text) => pattern.test(text.trim()) || (name === 'constructor' && /^new\s/.test(text.trim())));
}

/** Signature blocks of `name` inside a scope: blocks that declare it. */
function blocksDeclaring(scope: AnyNode[], name: string): string[] {
  // The scope's nodes and their descendants, in document order (domutils directly: a Cheerio
  // selection per node of every page cost more than the comparison).
  return declaring(
    DomUtils.findAll(isSignatureBlock, scope).map((code) => DomUtils.textContent(code)),
    name,
  );
}

const isSignatureBlock = (element: Element) =>
  element.name === 'pre' && (element.attribs.class ?? '').split(/\s+/).includes('signature');

/** The nodes after a member's h3 (among the page's `headings`) up to the next h2/h3. */
function memberScope($: cheerio.CheerioAPI, headings: AnyNode[], memberName: string): AnyNode[] | undefined {
  // A constructor's heading is the theme's "Constructor" (a property named `constructor`, inherited
  // from Object, keeps its name).
  const named = (name: string) => headings.find((h) => headingName($(h).text()) === name);
  const heading = named(memberName) ?? (memberName === 'constructor' ? named('Constructor') : undefined);
  if (!heading) return undefined;
  const scope: AnyNode[] = [];
  for (let node = heading.next; node; node = node.next) {
    if (node.type === 'tag' && /^h[23]$/.test((node as {name: string}).name)) break;
    scope.push(node);
  }
  return scope;
}

/**
 * What compareShapes finds, by the declaration's text with its whitespace collapsed (the types
 * are compared normalised): the agents index's declaration is most often the page's block
 * laid out on one line, so its check reuses the block's.
 */
const compared = new WeakMap<DeclaredShape, Map<string, string[]>>();
function problemsOf(shape: DeclaredShape, text: string, defaults: TypeArgumentDefaults): string[] {
  const key = text.replace(/\s+/g, ' ').trim();
  let byText = compared.get(shape);
  if (!byText) compared.set(shape, (byText = new Map()));
  let problems = byText.get(key);
  if (!problems) byText.set(key, (problems = compareShapes(shape, parseSignatureBlock(text), defaults)));
  return problems;
}

function compare(
  expected: DeclaredShape[],
  blocks: string[],
  where: string,
  sdk: string,
  findings: Finding[],
  defaults: TypeArgumentDefaults,
): number {
  if (expected.length === 0) return 0;
  if (blocks.length < expected.length) {
    findings.push({
      sdk,
      where,
      problem: `${expected.length} declaration(s), ${blocks.length} signature block(s) on the page`,
    });
    return expected.length;
  }
  expected.forEach((shape, index) => {
    for (const problem of problemsOf(shape, blocks[index], defaults))
      findings.push({sdk, where: `${where}#${index + 1}`, problem});
  });
  return expected.length;
}

/** Member headings of class and interface pages that name no member: the constructor's. */
const STRUCTURAL_HEADINGS = new Set(['Constructor']);

/** Every documented export of a section's entry points, the main one first, each with the specifier that exports it. */
function entryPointSymbols(program: ReturnType<typeof strictProgram>, sdk: Sdk) {
  const seen = new Set<string>();
  return sdk.entryPoints.flatMap((entry) =>
    declaredSymbols(program, entry.path).flatMap((symbol) => {
      const key = `${symbol.folder}/${symbol.name}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{...symbol, specifier: entry.specifier}];
    }),
  );
}

/** A line's search hits of one symbol page: the page's title, and each member's hit (its URL and title). */
interface PageHits {
  title?: string;
  members: [url: string, title: string][];
}

/**
 * A line's search hits of symbol pages and their members, by the page's path after the line's
 * folder (`web-sdk/classes/Table`; its members' `web-sdk/classes/Table#close`), each with the
 * text its title shows.
 */
function symbolHits(buildDir: string, sdkIds: readonly string[]): Map<string, PageHits> {
  const hits = new Map<string, PageHits>();
  const records = readSerializedIndex(JSON.parse(readBuilt(path.join(buildDir, 'search-index.json'))));
  for (const record of records) {
    const title =
      record.type === 'lvl1' ? record.hierarchy.lvl1 : record.type === 'lvl3' ? record.hierarchy.lvl3 : null;
    const at = sdkIds.map((id) => record.url.indexOf(`/${id}/`)).find((index) => index >= 0);
    if (!title || at === undefined) continue;
    const url = record.url.slice(at + 1);
    const hash = url.indexOf('#');
    const page = hash < 0 ? url : url.slice(0, hash);
    let ofPage = hits.get(page);
    if (!ofPage) hits.set(page, (ofPage = {members: []}));
    if (hash < 0) ofPage.title = title;
    else ofPage.members.push([url, title]);
  }
  return hits;
}

/** A member hit's name as the compiler names the member: `close() (deprecated)` → `close`, `Constructor` → `constructor`. */
const hitMemberName = (title: string) => {
  const name = title.replace(/( \([^()]*\))+$/, '').replace(/\??(\(\))?\??$/, '');
  return name === 'Constructor' ? 'constructor' : name;
};

/**
 * Whether each hit of the section says "(deprecated)" exactly where the declarations say
 * `@deprecated`: the page's hit and each member's (members reached through their heading's
 * anchor, named as the hit shows them).
 */
function deprecationMarks(sdk: Sdk, symbol: DeclaredSymbol, hits: Map<string, PageHits>) {
  const findings: string[] = [];
  let checked = 0;
  let deprecated = 0;
  const page = `${sdk.id}/${symbol.folder}/${symbol.name}`;
  const check = (where: string, title: string, expected: boolean) => {
    checked += 1;
    if (expected) deprecated += 1;
    if (title.includes(DEPRECATED_MARK) !== expected)
      findings.push(`${where}: the hit "${title}" ${expected ? 'lacks' : 'has'} "${DEPRECATED_MARK.trim()}"`);
  };
  const {title: own, members = []} = hits.get(page) ?? {};
  if (own === undefined) findings.push(`${page}: no search hit`);
  else check(page, own, symbol.deprecated);
  for (const [url, title] of members) {
    const expected = symbol.memberDeprecations.get(hitMemberName(title));
    if (expected !== undefined) check(url, title, expected);
  }
  return {findings, checked, deprecated};
}

/**
 * The declarations the MCP server's compare_symbol compares, as the line's agents index publishes
 * them (from the page models, src/page-model/declarations.ts), against the compiler's: the same
 * check as the page's signature blocks, for the view that is not read from the page.
 */
function checkIndexDeclarations(
  page: AgentsPage | undefined,
  symbol: DeclaredSymbol,
  where: string,
  sdk: string,
  defaults: TypeArgumentDefaults,
): {checked: number; findings: Finding[]} {
  const findings: Finding[] = [];
  if (!page) return {checked: 0, findings: [{sdk, where, problem: 'no page in the agents index'}]};
  let checked = compare(symbol.shapes, declaring(page.declarations ?? [], symbol.name), where, sdk, findings, defaults);
  for (const list of [symbol.members, symbol.typeMembers])
    for (const [member, shapes] of list) {
      const found = (page.members ?? []).filter((m) => m.name === member);
      // A member the page lacks is the page check's finding.
      if (found.length === 0) continue;
      const texts = found.flatMap((m) => m.declarations ?? []);
      checked += compare(shapes, declaring(texts, member), `${where}.${member}`, sdk, findings, defaults);
    }
  return {checked, findings};
}

function checkSection(
  sdk: Sdk,
  buildDir: string,
  hits: Map<string, PageHits>,
  agents: ReadonlyMap<string, AgentsPage>,
) {
  const program = strictProgram(
    sdk.entryPoints.map((entry) => entry.path),
    optionsFor(sdk),
  );
  const defaults = typeArgumentDefaults(program);
  const findings: Finding[] = [];
  let checked = 0;
  let internalPages = 0;
  let comments = 0;
  const missingComments: string[] = [];
  let examples = 0;
  const missingExamples: string[] = [];
  const marks = {findings: [] as string[], checked: 0, deprecated: 0};
  const index = {checked: 0, findings: [] as Finding[]};
  // The clean install's own declarations, or a type-only peer of the site's: never another
  // install's @powersync package, which would compare the pages with what generated them.
  const cleanRoot = path.resolve(sdk.packageRoot, '../../..');
  for (const file of program.getSourceFiles())
    if (
      /[/\\]node_modules[/\\]@powersync[/\\]/.test(file.fileName) &&
      !path.resolve(file.fileName).startsWith(cleanRoot)
    )
      findings.push({sdk: sdk.id, where: file.fileName, problem: 'read from outside the clean install'});
  const symbols = entryPointSymbols(program, sdk);
  findings.push(...pagesWithoutExport(sdk, buildDir, symbols));
  for (const symbol of symbols) {
    const file = path.join(buildDir, sdk.id, symbol.folder, `${symbol.name}.html`);
    const where = `${sdk.id}/${symbol.folder}/${symbol.name}`;
    if (!fs.existsSync(file)) {
      findings.push({sdk: sdk.id, where, problem: `exported by ${symbol.specifier}, but has no page`});
      continue;
    }
    // What is checked is all in the page's article (its import line too): parsed alone.
    const $ = loadArticle(readBuilt(file));
    // A symbol declared twice (node 2.x: `const PowerSyncDatabase` and `interface PowerSyncDatabase`) has a page for each.
    const pages = PAGE_FOLDERS.map((folder) => path.join(buildDir, sdk.id, folder, `${symbol.name}.html`))
      .filter((page) => fs.existsSync(page))
      .map((page) => (page === file ? $ : loadArticle(readBuilt(page))));
    const text = pages
      .map((page) => page('article').text())
      .join(' ')
      .replace(/\s+/g, ' ');
    for (const comment of symbol.comments) {
      comments += 1;
      if (!text.includes(comment)) missingComments.push(`${where}: "${comment}"`);
    }
    const symbolMarks = deprecationMarks(sdk, symbol, hits);
    marks.findings.push(...symbolMarks.findings);
    marks.checked += symbolMarks.checked;
    marks.deprecated += symbolMarks.deprecated;
    const codeLines = new Set(pages.flatMap((page) => codeLinesOf(page)));
    for (const example of symbol.examples) {
      examples += 1;
      const missing = example.lines.find((line) => !codeLines.has(line.replace(/\s+/g, ' ')));
      if (missing !== undefined) missingExamples.push(`${where}: "${missing}"`);
      if (example.caption && !text.includes(example.caption))
        missingExamples.push(`${where}: caption "${example.caption}"`);
    }
    const importLine = $('[data-import-line]').first().text();
    // A symbol exported by name may be imported as the default its entry also exports; one exported only as the default must be.
    const imports = [`import ${symbol.name} from`, ...(symbol.defaultExport ? [] : [`{ ${symbol.name} }`])];
    if (!importLine.includes(`'${symbol.specifier}'`) || !imports.some((form) => importLine.includes(form)))
      findings.push({
        sdk: sdk.id,
        where,
        problem: `the import line "${importLine}" does not import from ${symbol.specifier}`,
      });
    findings.push(...membersWithoutDeclaration($, symbol, where, sdk.id));
    const article = $('article .theme-doc-markdown').children().toArray();
    // The page's own flag: before its first section heading (a function's, under each signature).
    const firstSection = symbol.folder === 'functions' ? -1 : article.findIndex((node) => $(node).is('h2'));
    const flagged = article.slice(0, firstSection < 0 ? undefined : firstSection).some(
      (node) =>
        $(node).is('p') &&
        $(node)
          .find('strong > code')
          .toArray()
          .some((code) => $(code).text().trim() === 'Internal'),
    );
    if (flagged) internalPages += 1;
    if (flagged !== symbol.internal)
      findings.push({
        sdk: sdk.id,
        where,
        problem: symbol.internal
          ? 'declared @internal, the page does not say Internal'
          : 'the page says Internal, its declaration is not @internal',
      });
    checked += compare(symbol.shapes, blocksDeclaring(article, symbol.name), where, sdk.id, findings, defaults);
    const indexed = checkIndexDeclarations(
      agents.get(`/${sdk.id}/${symbol.folder}/${symbol.name}`),
      symbol,
      where,
      sdk.id,
      defaults,
    );
    index.checked += indexed.checked;
    index.findings.push(...indexed.findings);
    // A class's or interface's every member has a heading; an alias's object type's, where its page lists them.
    const memberLists: Array<[Map<string, DeclaredShape[]>, boolean]> = [
      [symbol.members, true],
      [symbol.typeMembers, false],
    ];
    const headings = $('article h3').toArray();
    for (const [list, required] of memberLists)
      for (const [member, shapes] of list) {
        const scope = memberScope($, headings, member);
        if (!scope) {
          if (required)
            findings.push({sdk: sdk.id, where: `${where}.${member}`, problem: 'member not documented on the page'});
          continue;
        }
        checked += compare(shapes, blocksDeclaring(scope, member), `${where}.${member}`, sdk.id, findings, defaults);
      }
  }
  const common = sdk.dependencyVersions['@powersync/common'];
  return {
    sdk: sdk.id,
    version: sdk.version,
    common,
    checked,
    findings,
    internalPages,
    comments,
    missingComments,
    examples,
    missingExamples,
    marks,
    index,
  };
}

/** Symbol pages of the section that no entry point of the clean install exports (as that kind). */
function pagesWithoutExport(
  sdk: Sdk,
  buildDir: string,
  symbols: Array<DeclaredSymbol & {specifier: string}>,
): Finding[] {
  const exported = new Set(symbols.flatMap((symbol) => symbol.folders.map((folder) => `${folder}/${symbol.name}`)));
  return PAGE_FOLDERS.flatMap((folder) => {
    const dir = path.join(buildDir, sdk.id, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `${folder}/${file.slice(0, -'.html'.length)}`)
      .filter((page) => !exported.has(page))
      .map((page) => ({
        sdk: sdk.id,
        where: `${sdk.id}/${page}`,
        problem: `a page for what ${sdk.packageName}@${sdk.version} does not export`,
      }));
  });
}

/** The groups of a class or interface page whose h3 headings are its members (not type parameters or a call's parameters). */
const MEMBER_GROUPS = new Set(['constructors', 'properties', 'accessors', 'methods']);

/** Member headings of a class or interface page that are no member of its declaration in the clean install. */
function membersWithoutDeclaration(
  $: cheerio.CheerioAPI,
  symbol: DeclaredSymbol,
  where: string,
  sdk: string,
): Finding[] {
  if (symbol.folder !== 'classes' && symbol.folder !== 'interfaces') return [];
  let group = '';
  const names: string[] = [];
  for (const node of $('article .theme-doc-markdown').children().toArray()) {
    if ($(node).is('h2')) group = $(node).attr('id') ?? '';
    else if ($(node).is('h3') && MEMBER_GROUPS.has(group)) names.push(headingName($(node).text()));
  }
  return names
    .filter((name) => !STRUCTURAL_HEADINGS.has(name) && !symbol.members.has(name))
    .map((name) => ({sdk, where: `${where}.${name}`, problem: 'documented, but not a member of the declaration'}));
}

/** The lines of every code block in a page's article, trimmed, runs of white space as one space. */
function codeLinesOf($: cheerio.CheerioAPI): string[] {
  return $('article pre')
    .toArray()
    .flatMap((pre) => {
      const tokenLines = $(pre).find('.token-line').toArray();
      return tokenLines.length > 0 ? tokenLines.map((line) => $(line).text()) : $(pre).text().split('\n');
    })
    .map((line) => line.replace(/\s+/g, ' ').trim());
}

test('the build exists', () => {
  for (const line of lines)
    assert.ok(fs.existsSync(path.join(line.buildDir, 'index.html')), 'run `npm run build` first');
});

/**
 * Differences known today, each with the reason it is not fixed yet (fidelity-known.json; a
 * release line's in fidelity-known.{id}.json; src/tooling/fidelity/known.ts). A new difference
 * fails, and so does a known one that is gone (remove it from the file), except one `npm run
 * releases` carried into a line it added from the line before (`carriedFrom`): that one is
 * reported by name, as the file to edit, and does not fail.
 */
const key = (f: {where: string; problem: string}) => `${f.where}: ${f.problem}`;

const sectionResults = new Map<string, ReturnType<typeof checkSection>[]>();
const resultsOf = (line: (typeof lines)[number]) => {
  let results = sectionResults.get(line.id);
  if (!results) {
    const sdks = line.sdks();
    const hits = symbolHits(
      line.buildDir,
      sdks.map((sdk) => sdk.id),
    );
    const agents = new Map(
      readAgentsIndex(JSON.parse(readBuilt(path.join(line.buildDir, AGENTS_INDEX_FILE)))).pages.map((page) => [
        page.route,
        page,
      ]),
    );
    sectionResults.set(line.id, (results = sdks.map((sdk) => checkSection(sdk, line.buildDir, hits, agents))));
  }
  return results;
};

for (const line of lines) {
  test(`line ${line.id}: every documented type is the type the compiler reports under strict`, (t) => {
    const known = readKnownDifferences(path.resolve('.'), line);
    const knownFile = knownFileOf(line);
    const all: Finding[] = [];
    let checked = 0;
    let internalPages = 0;
    for (const result of resultsOf(line)) {
      checked += result.checked;
      internalPages += result.internalPages;
      all.push(...result.findings);
    }
    // Each line documents @internal declarations: a reader that stopped finding the flag fails on
    // each of them above, and here if none was read at all.
    assert.ok(internalPages > 0, 'no page flagged Internal');
    if (process.env.FIDELITY_REPORT)
      fs.writeFileSync(
        `${process.env.FIDELITY_REPORT}.${line.id}.json`,
        JSON.stringify(
          {
            checked,
            findings: all,
            sections: resultsOf(line).map(({sdk, version, common, checked: declarations, findings}) => ({
              sdk,
              version,
              common,
              checked: declarations,
              findings: findings.length,
            })),
          },
          null,
          1,
        ),
      );
    // A reader that stopped finding declarations would pass with nothing checked.
    assert.ok(checked > 2000, `only ${checked} declarations checked`);
    const knownKeys = new Set(known.map(key));
    const found = new Set(all.map(key));
    const fresh = all.filter((f) => !knownKeys.has(key(f))).map(key);
    const gone = known.filter((f) => !found.has(key(f)));
    for (const f of gone.filter((f) => f.carriedFrom))
      t.diagnostic(
        `carried from line ${f.carriedFrom}, not found on line ${line.id}: remove it from ${knownFile}: ${f.where}`,
      );
    assert.deepEqual(
      fresh,
      [],
      `${fresh.length} of ${checked} declarations differ from the compiler (new):\n${fresh.join('\n').slice(0, 20000)}`,
    );
    assert.deepEqual(
      gone.filter((f) => !f.carriedFrom).map(key),
      [],
      `known differences that are gone: remove them from ${knownFile}`,
    );
  });

  test(`line ${line.id}: compare_symbol's declarations (the agents index's) are the types the compiler reports`, () => {
    // The page's known differences are the model's too: both are made from TypeDoc's reflections.
    const known = new Set(readKnownDifferences(path.resolve('.'), line).map(key));
    let checked = 0;
    const fresh: string[] = [];
    for (const {index} of resultsOf(line)) {
      checked += index.checked;
      fresh.push(...index.findings.map(key).filter((found) => !known.has(found)));
    }
    assert.ok(checked > 2000, `only ${checked} declarations checked`);
    assert.deepEqual(fresh, [], `${fresh.length} of ${checked} declarations differ from the compiler`);
  });

  test(`line ${line.id}: what every declaration's doc comment says is on its page`, () => {
    const results = resultsOf(line);
    const missing = results.flatMap((result) => result.missingComments);
    // A reader that stopped finding comments would pass with nothing checked.
    const read = results.reduce((sum, result) => sum + result.comments, 0);
    assert.ok(read > 800, `only ${read} doc comments read`);
    assert.deepEqual(missing, [], `doc comments missing from their pages:\n${missing.join('\n')}`);
  });

  test(`line ${line.id}: every @example in the declarations is on its page, line for line`, () => {
    const results = resultsOf(line);
    const missing = results.flatMap((result) => result.missingExamples);
    // A reader that stopped finding examples would pass with nothing checked.
    const read = results.reduce((sum, result) => sum + result.examples, 0);
    assert.ok(read > 100, `only ${read} examples read`);
    assert.deepEqual(missing, [], `example lines not on their pages as code:\n${missing.join('\n')}`);
  });

  test(`line ${line.id}: search hits say "(deprecated)" exactly where the declarations say @deprecated`, (t) => {
    const results = resultsOf(line);
    const findings = results.flatMap((result) => result.marks.findings);
    const checked = results.reduce((sum, result) => sum + result.marks.checked, 0);
    const deprecated = results.reduce((sum, result) => sum + result.marks.deprecated, 0);
    // A reader that stopped finding hits, or deprecations, would pass with nothing compared.
    t.diagnostic(`${checked} hits compared, ${deprecated} of them deprecated`);
    assert.ok(checked > 2000, `only ${checked} hits compared`);
    assert.ok(deprecated > 10, `only ${deprecated} deprecated declarations among the hits`);
    assert.deepEqual(findings.slice(0, 40), [], `${findings.length} of ${checked} hits disagree with the declarations`);
  });
}

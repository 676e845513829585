/**
 * Cross-SDK features in the built HTML: source links point at lines that declare the
 * symbol (checked against the published packages' src/ files in each section's install, at the
 * release it holds), the "Also in" line and the import line are in the static pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';
import manifest from '../../src/sdk-manifest';
import {readSiteSettings} from '../../src/site-settings';
import {listBuiltPages} from '../../src/tooling/build-output';
import {builtPageHtml as pageHtml, generatedPageLinks, readBuilt} from './build-files';
import {lineFolders} from '../../src/lines/active';
import {allLines, defaultLineOf} from '../../src/lines/lines';
import {scopeLayout} from '../../src/tooling/fidelity/scope-layout';
import {readAgentsIndex} from '../../src/agents/agents-index';
import {AGENTS_INDEX_FILE} from '../../src/agents/urls';
import {SYMBOLS_FILE} from '../../src/generate/typedoc/paths';
import {parseFrontMatter} from '../../src/agents/front-matter';
import {readPageMarkdown} from '../../src/generate/articles/stub';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();
const blobPrefix = `https://github.com/${manifest.sourceRepository}/blob/`;
const packages = [manifest.shared, ...manifest.sdks];
const DEFAULT_LINE = defaultLineOf(manifest).id;
const layouts = new Map<string, Record<string, string>>();
/** Where the install of the section a built page belongs to (in line `lineId`) holds `packageName` at `version`, if it does. */
function installedAt(page: string, packageName: string, version: string, lineId = DEFAULT_LINE): string | undefined {
  const dir = path.resolve(lineFolders(manifest, lineId).installDirOf(page.split(path.sep)[0]));
  if (!layouts.has(dir)) layouts.set(dir, scopeLayout(dir));
  const [location] = Object.entries(layouts.get(dir)!).find(
    ([where, installed]) => installed === version && where.endsWith(`node_modules/${packageName}`),
  ) ?? [undefined];
  return location && path.join(dir, location);
}

const builtPages = () => listBuiltPages(buildDir, {baseUrl}).map((page) => path.join(buildDir, page.file));

/** The symbol a heading names: `Class: Table<C>` → Table, `connect()` → connect, `Constructor` → constructor. */
function headingSymbol(text: string): string {
  const withoutPrefix = text
    .replace(/\u200b/g, '')
    .trim()
    .replace(/^[A-Za-z ]+:\s+/, '');
  if (withoutPrefix === 'Constructor') return 'constructor';
  return withoutPrefix.match(/^[\w$]+/)?.[0] ?? withoutPrefix;
}

interface SourceLink {
  page: string;
  symbol: string;
  url: string;
}

/** Groups whose h3 headings are members; other h2 sections (Returns, Call Signature…) belong to the page's symbol. */
const MEMBER_GROUPS = new Set([
  'Constructors',
  'Properties',
  'Accessors',
  'Methods',
  'Enumeration Members',
  'Type Declaration',
]);

/** Every "Defined in" link, paired with the symbol of the page title (h1) or of the member heading (h3) above it. */
function sourceLinks(): SourceLink[] {
  const links: SourceLink[] = [];
  for (const file of builtPages()) {
    const html = readBuilt(file);
    if (!html.includes('Defined in:')) continue;
    const page = loadArticle(html);
    let pageSymbol = '';
    let symbol = '';
    let inMemberGroup = false;
    page('article h1, article h2, article h3, article p').each((_, element) => {
      const node = page(element);
      const text = node
        .text()
        .replace(/\u200b/g, '')
        .trim();
      if (element.tagName === 'h1') {
        pageSymbol = symbol = headingSymbol(text);
      } else if (element.tagName === 'h2') {
        inMemberGroup = MEMBER_GROUPS.has(text);
        symbol = pageSymbol;
      } else if (element.tagName === 'h3') {
        if (inMemberGroup) symbol = headingSymbol(text);
      } else if (text.startsWith('Defined in:')) {
        // Any link, or none: a line that is not a link into the repository is reported.
        const url = node.find('a').attr('href') ?? '';
        links.push({page: path.relative(buildDir, file), symbol, url});
      }
    });
  }
  return links;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does this source line declare `name` (as a top-level declaration, a member, an enum member or a parameter property)? */
function declares(line: string, name: string): boolean {
  const n = escape(name);
  if (name === 'constructor') return /\bconstructor\s*\(/.test(line);
  return (
    new RegExp(`\\b(class|interface|enum|type|function\\*?|const|let|var|namespace)\\s+${n}\\b`).test(line) ||
    // constructor(protected options: X): a parameter property.
    new RegExp(`\\b(?:public|protected|private|readonly)\\s+(?:readonly\\s+)?${n}\\s*\\??\\s*[:,)]`).test(line) ||
    new RegExp(
      `(?:^|[{;,])\\s*(?:(?:export|public|protected|private|static|readonly|abstract|async|declare|override|get|set)\\s+)*\\*?${n}\\s*[?!]?\\s*(?:[(:<=;,]|$)`,
    ).test(line)
  );
}

/** Reads a published source line once per file. */
const sourceFiles = new Map<string, string[]>();

/** Why `url` is not a line of the published src/ that declares `symbol` for the section of `page`; none when it is. */
function sourceProblem(page: string, symbol: string, url: string, lineId = DEFAULT_LINE): string | undefined {
  const match = url.startsWith(blobPrefix)
    ? url.slice(blobPrefix.length).match(/^(@[^/]+\/[^@]+)@([^/]+)\/(.+)#L(\d+)$/)
    : null;
  if (!match) return `${page}: unexpected link ${url}`;
  const [, packageName, version, repoPath, lineText] = match;
  // A package no section documents (`@powersync/shared-internals`) sits in the monorepo's packages/ too.
  const pkg = packages.find((p) => p.packageName === packageName) ?? {
    packageName,
    repoDirectory: `packages/${packageName.split('/')[1]}`,
  };
  // The release the page's section reads: React 1.8.2's Table is @powersync/common 1.57.3's.
  const installed = installedAt(page, packageName, version, lineId);
  if (!installed || !repoPath.startsWith(`${pkg.repoDirectory}/src/`))
    return `${page}: ${url} is not at a release's src/ that the section's install holds`;
  const local = path.join(installed, repoPath.slice(pkg.repoDirectory.length + 1));
  if (!sourceFiles.has(local))
    sourceFiles.set(local, fs.existsSync(local) ? fs.readFileSync(local, 'utf8').split('\n') : []);
  const line = sourceFiles.get(local)![Number(lineText) - 1];
  return line === undefined || !declares(line, symbol)
    ? `${page}: ${symbol} → ${url}: ${JSON.stringify(line)}`
    : undefined;
}

test('every source link points at a line of the published src/ file that declares the symbol', () => {
  const links = sourceLinks();
  assert.ok(links.length >= 50, `only ${links.length} source links found in build/`);
  const failures = links.flatMap((link) => sourceProblem(link.page, link.symbol, link.url) ?? []);
  console.log(
    `# source links checked: ${links.length}, in ${sourceFiles.size} source files, failures: ${failures.length}`,
  );
  assert.deepEqual(failures.slice(0, 40), []);
});

test("the agents index's sources (get_symbol's Source line), of pages and members, declare what they are given for", () => {
  // From the page model, not the page: checked like the page's links, against the published src/.
  const failures: string[] = [];
  let pages = 0;
  let members = 0;
  for (const {id} of allLines(manifest)) {
    const file = path.join(buildDir, lineFolders(manifest, id).buildFolder, AGENTS_INDEX_FILE);
    for (const page of readAgentsIndex(JSON.parse(fs.readFileSync(file, 'utf8'))).pages) {
      const where = page.route.replace(/^\//, '');
      if (page.source && page.name) {
        pages += 1;
        const problem = sourceProblem(where, page.name, page.source, id);
        if (problem) failures.push(`${id}: ${problem}`);
      }
      for (const member of page.members ?? []) {
        if (!member.source) continue;
        members += 1;
        const problem = sourceProblem(where, member.name, member.source, id);
        if (problem) failures.push(`${id}: ${problem}`);
      }
    }
  }
  assert.ok(pages > 1500 && members > 9000, `only ${pages} page and ${members} member sources`);
  assert.deepEqual(failures.slice(0, 40), []);
});

test('the declaration checker itself rejects lines that do not declare the symbol', () => {
  assert.equal(declares('export class Table<Columns> {', 'Table'), true);
  assert.equal(declares('  async connect(', 'connect'), true);
  assert.equal(declares('  protected options: TableOptions;', 'options'), true);
  assert.equal(declares('  constructor(protected options: Options) {', 'options'), true);
  assert.equal(declares('  constructor(options: Options) {', 'options'), false);
  assert.equal(declares('  get columns() {', 'columns'), true);
  assert.equal(declares("  TEXT = 'TEXT',", 'TEXT'), true);
  assert.equal(declares('    return this.connect();', 'connect'), false);
  assert.equal(declares('export class TableV2 extends Table {', 'Table'), false);
  assert.equal(declares('  // connect: see below', 'connect'), false);
  assert.equal(declares('export type Options = { retries: number; delay?: number };', 'delay'), true);
});

test('a shared class page lists its other sections and the import line for its own package', () => {
  const page = loadHtml(pageHtml('node-sdk/classes/Table'));
  const also = page('[data-also-in] a');
  const targets = also.map((_, a) => page(a).attr('href')).get();
  assert.deepEqual(targets.sort(), [`${baseUrl}react-native-sdk/classes/Table`, `${baseUrl}web-sdk/classes/Table`]);
  assert.equal(page('[data-also-in] a[data-differs="true"]').length, 0, 'Table is the same declaration everywhere');
  assert.equal(page('[data-import-line]').text(), "import { Table } from '@powersync/node';");
  // Right under the title.
  assert.equal(page('article h1').first().next().is('[data-symbol-header]'), true);
});

test('a class declared per SDK is marked as differing; a symbol found nowhere else has no "Also in"', () => {
  const page = loadHtml(pageHtml('web-sdk/classes/PowerSyncDatabase'));
  const differing = page('[data-also-in] a[data-differs="true"]')
    .map((_, a) => page(a).attr('data-sdk'))
    .get();
  assert.deepEqual(differing.sort(), ['capacitor-sdk', 'node-sdk', 'react-native-sdk']);
  assert.match(page('[data-also-in]').text(), /\(differs\)/);
  assert.equal(page('[data-import-line]').text(), "import { PowerSyncDatabase } from '@powersync/web';");
  const webOnly = loadHtml(pageHtml('web-sdk/enumerations/WASQLiteVFS'));
  assert.equal(webOnly('[data-also-in]').length, 0);
  assert.equal(webOnly('[data-import-line]').text(), "import { WASQLiteVFS } from '@powersync/web';");
});

test('hooks link across the React family', () => {
  const page = loadHtml(pageHtml('react-sdk/functions/useQuery'));
  const sdks = page('[data-also-in] a')
    .map((_, a) => page(a).attr('data-sdk'))
    .get()
    .sort();
  assert.deepEqual(sdks, ['react-native-sdk', 'tanstack-react-query-sdk', 'vue-sdk']);
  assert.equal(page('[data-also-in] a[data-sdk="tanstack-react-query-sdk"]').attr('data-differs'), 'true');
});

test('pages that are not symbol pages have no symbol header', () => {
  for (const route of ['', 'node-sdk', 'node-sdk/globals', 'node-sdk/classes']) {
    assert.equal(loadHtml(pageHtml(route))('[data-symbol-header]').length, 0, route || 'landing page');
  }
});

test('the anchors recorded for the switcher are ids of the built page', () => {
  for (const [route, file] of [
    ['node-sdk/classes/Table', 'reference/node-sdk/classes/Table.md'],
    ['web-sdk/classes/PowerSyncDatabase', 'reference/web-sdk/classes/PowerSyncDatabase.md'],
    ['node-sdk/enumerations/ColumnType', 'reference/node-sdk/enumerations/ColumnType.md'],
    ['react-sdk/functions/useQuery', 'reference/react-sdk/functions/useQuery.md'],
  ]) {
    const frontMatter = fs.readFileSync(file, 'utf8').match(/^powersync_symbol: (.*)$/m);
    assert.ok(frontMatter, `${file} has no powersync_symbol front matter`);
    const anchors = (JSON.parse(frontMatter[1]) as {anchors: string[]}).anchors;
    const page = loadHtml(pageHtml(route));
    const missing = anchors.filter((id) => page(`[id="${id}"]`).length === 0);
    assert.deepEqual(missing, [], `${route}: recorded anchors missing from the HTML`);
    // Group and member headings only: a page section's or parameter's id (`returns-2`,
    // `parameters`) is numbered by its place on this page, so another SDK's page uses it elsewhere.
    const memberHeadings = page('h2[id], h3[id], a[id]')
      .toArray()
      .map((element) => page(element).attr('id')!);
    const sections = memberHeadings.filter((id) =>
      /^(parameters|returns|type-parameters|extends|used-by|in-the-demos)(-\d+)?$/.test(id),
    );
    assert.ok(sections.length > 0, `${route} has page section headings`);
    assert.deepEqual(
      anchors.filter((id) => sections.includes(id)),
      [],
      `${route}: positional ids recorded`,
    );
    if (!route.includes('/functions/')) assert.ok(anchors.length > 0, `${file} records no anchors`);
  }
});

test('the declarations a page links are recorded as its writers write them: each decl: link of the page, in order', () => {
  // The cross-SDK step resolves a page's `decl:` links from what generation recorded
  // (symbols.json `linkedDeclarations`), never reading the page: a link missing there would
  // fall back to a source line or plain code on the page. Here the generated pages are read,
  // their signature blocks' links from the page models.
  let pages = 0;
  let linked = 0;
  const wrong: string[] = [];
  for (const line of allLines(manifest)) {
    const folders = lineFolders(manifest, line.id);
    for (const section of fs.readdirSync(folders.cacheDir)) {
      const symbolsFile = path.join(folders.cacheDir, section, SYMBOLS_FILE);
      if (!fs.existsSync(symbolsFile)) continue;
      const recorded = (
        JSON.parse(fs.readFileSync(symbolsFile, 'utf8')) as {linkedDeclarations: Record<string, string[]>}
      ).linkedDeclarations;
      const dir = path.join(folders.referenceDir, section);
      for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
        if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
        const page = path.relative(dir, path.join(entry.parentPath, entry.name));
        const {body} = parseFrontMatter(readPageMarkdown(path.join(dir, page)), page);
        const onPage = [
          ...new Set(
            generatedPageLinks(path.join(dir, page), body)
              .map((link) => link.target)
              .filter((target) => target.kind === 'decl')
              .map((target) => target.key),
          ),
        ];
        pages += 1;
        linked += onPage.length > 0 ? 1 : 0;
        if (JSON.stringify(onPage) !== JSON.stringify(recorded[page] ?? []))
          wrong.push(`${line.id}/${section}/${page}: page ${onPage.length}, recorded ${(recorded[page] ?? []).length}`);
      }
    }
  }
  assert.ok(pages > 2000 && linked > 300, `${pages} pages, ${linked} with decl: markers`);
  assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} pages differ`);
});

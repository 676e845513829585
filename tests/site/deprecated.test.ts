/**
 * Deprecated symbols are marked where readers meet them: struck through in the sidebar, a
 * notice under the page title, "(deprecated)" on their search hits.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import {builtSiteFiles, readBuilt} from './build-files';
import {listBuildFiles} from '../../src/tooling/build-output';
import {readSerializedIndex} from '../../src/search/index-format';
import {DEPRECATED_MARK} from '../../src/search/schema';
import {readSiteSettings} from '../../src/site-settings';
import {modelsOfBuiltPages} from './build-files';
import {tokensText} from '../../src/page-model/types';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();
const read = (file: string) => readBuilt(path.join(buildDir, file));

test('every deprecated sidebar entry is styled and leads to a page with the deprecation notice', () => {
  const $ = loadHtml(read('web-sdk/classes/TableV2.html'));
  const entries = $('.typedoc-sidebar-item-deprecated > a.menu__link')
    .map((_, a) => $(a).attr('href'))
    .get();
  assert.ok(
    entries.some((href) => href.endsWith('/web-sdk/classes/TableV2')),
    `deprecated entries: ${entries.join(', ')}`,
  );
  for (const href of entries) {
    const page = loadHtml(read(`${href.slice(baseUrl.length)}.html`));
    const notice = page('article .api-deprecated');
    assert.equal(notice.length, 1, `${href} has no deprecation notice`);
    assert.match(notice.text(), /^\s*Deprecated\b/);
  }
  const css = builtSiteFiles(buildDir)
    .list()
    .filter((file) => file.endsWith('.css'))
    .map(read)
    .join('\n');
  assert.ok(
    /\.typedoc-sidebar-item-deprecated>\.menu__link\{[^}]*text-decoration:line-through/.test(css),
    'no line-through rule for deprecated sidebar entries',
  );
});

test('search hits of deprecated symbols say so in their title', () => {
  const records = readSerializedIndex(JSON.parse(read('search-index.json')));
  const titleOf = (page: string) =>
    records.find((r) => r.url === `${baseUrl}web-sdk/classes/${page}` && r.type === 'lvl1')?.hierarchy.lvl1 ?? '';
  assert.ok(
    titleOf('TableV2').startsWith('Class: TableV2') && titleOf('TableV2').endsWith(DEPRECATED_MARK),
    `TableV2 hit: ${titleOf('TableV2')}`,
  );
  assert.ok(
    titleOf('Table').startsWith('Class: Table') && !titleOf('Table').endsWith(DEPRECATED_MARK),
    `Table hit: ${titleOf('Table')}`,
  );
  const member = records.find(
    (r) =>
      r.url.endsWith('/web-sdk/enumerations/SyncClientImplementation#enumeration-member-javascript') &&
      r.type === 'lvl3',
  );
  assert.equal(member?.hierarchy.lvl3, `JAVASCRIPT${DEPRECATED_MARK}`);
});

test('a deprecated accessor is struck through and marked in search like every deprecated member', () => {
  // `@deprecated` on `get clientImplementation()` (common 1.57) and `get dataFlowStatus()` (2.3).
  for (const [line, page, member] of [
    ['v1', 'classes/SyncStatus', 'clientimplementation'],
    ['v2', 'interfaces/SyncStatus', 'dataflowstatus'],
  ]) {
    const $ = loadHtml(read(`${line}/web-sdk/${page}.html`));
    const heading = $(`article h3#${member}`);
    assert.equal(heading.length, 1, `${line}: no heading #${member}`);
    assert.equal(heading.find('del').length, 1, `${line}: ${heading.text()} is not struck through`);
    const records = readSerializedIndex(JSON.parse(read(`${line}/search-index.json`)));
    const hit = records.find((r) => r.url.endsWith(`/${line}/web-sdk/${page}#${member}`) && r.type === 'lvl3');
    assert.ok(hit?.hierarchy.lvl3?.endsWith(DEPRECATED_MARK), `${line} search hit: ${hit?.hierarchy.lvl3}`);
  }
});

test('a deprecated symbol’s title reads like any other: the kind a label above the name, only the name struck through', () => {
  // Issue #54 item 2: `# ~~Class: TableV2<Columns>~~` was a struck-through "Class: TableV2<Columns>"
  // in the body font, with no label. A page that is not deprecated gives the title's shape.
  const titleHtml = (file: string) => {
    const html = read(file);
    const start = html.indexOf('<h1');
    return start < 0 ? '' : html.slice(start, html.indexOf('</h1>', start) + 5);
  };
  const titles = new Map(
    listBuildFiles(buildDir)
      .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
      .map((file) => [file, titleHtml(file)] as const),
  );
  const titleOf = (file: string) => loadHtml(titles.get(file) ?? '')('h1');
  const normal = titleOf('web-sdk/classes/Table.html');
  const [kindClass, nameClass] = [normal.children().eq(0).attr('class'), normal.children().eq(1).attr('class')];
  assert.ok(normal.attr('class') && kindClass && nameClass, `Table's title has no label and name: ${normal.html()}`);
  const deprecated = [...titles].filter(([, h1]) => h1.includes('<del')).map(([file]) => file);
  const wrong: string[] = [];
  for (const file of deprecated) {
    const h1 = titleOf(file);
    const [kind, name] = [h1.children().eq(0), h1.children().eq(1)];
    const text = h1.text();
    const shaped =
      h1.attr('class') === normal.attr('class') &&
      kind.attr('class') === kindClass &&
      kind.find('del').length === 0 &&
      name.attr('class') === nameClass &&
      name.children('del').length === 1 &&
      // The kind and its colon stay in the heading's text (search, twins and selection read "Class: TableV2").
      /^(Abstract Class|Class|Interface|Enumeration|Function|Type Alias|Variable): \S/.test(text) &&
      name.children('del').text() === text.slice(text.indexOf(': ') + 2);
    if (!shaped) wrong.push(`${file}: ${h1.html()}`);
  }
  // About 40 pages in all (TableV2, the deprecated options and factories of each line).
  assert.ok(deprecated.length > 20, `only ${deprecated.length} deprecated titles found`);
  assert.ok(
    deprecated.some((file) => file.startsWith('v1/')),
    'the check reads the other lines’ pages too',
  );
  assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} of ${deprecated.length} deprecated titles`);
});

test('a deprecated page says its @deprecated message once, in the notice under its title', () => {
  // The notice is written from the comment's tag by the theme (deprecation-notice.ts), and the
  // comment it came from leaves the tag out; the page model records the message independently.
  const wrong: string[] = [];
  const pages = modelsOfBuiltPages(buildDir).filter(({model}) => model.deprecated);
  for (const {model, html} of pages) {
    const $ = loadHtml(readBuilt(html));
    const article = $('article');
    const notice = article.find('.api-deprecated');
    const message = notice
      .text()
      .replace(/^\s*Deprecated\b/, '')
      .trim();
    const said = tokensText(model.deprecation ?? []).trim();
    const deprecatedHeadings = article.find('h2').filter((_, h2) => $(h2).text().trim() === 'Deprecated');
    const problem =
      notice.length !== 1
        ? `${notice.length} notices`
        : notice.prevAll('h2').length > 0
          ? 'the notice is not under the title'
          : deprecatedHeadings.length > 0
            ? 'a "Deprecated" section besides the notice'
            : Boolean(message) !== Boolean(said)
              ? `the notice says "${message}", the comment "${said}"`
              : undefined;
    if (problem) wrong.push(`${model.sdk}/${model.page}: ${problem}`);
  }
  assert.ok(pages.length > 20, `only ${pages.length} deprecated pages found`);
  assert.ok(
    pages.some(({model}) => model.kind === 'Function'),
    'function pages, whose message is a signature’s, are among them',
  );
  assert.deepEqual(wrong, []);
});

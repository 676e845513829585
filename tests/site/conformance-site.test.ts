/**
 * Spec §1–§3 facts that the build decides, checked on `build/` and on the data the build
 * leaves in `.docusaurus/` (both made by `npm run build`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import {readSiteSettings} from '../../src/site-settings';
import {listBuiltPages} from '../../src/tooling/build-output';
import {readBuilt} from './build-files';
import {readRoutesModule, type DeclaredRoute} from '../../src/plugins/client-routes/table';

const buildDir = path.resolve('build');
const generated = path.resolve('.docusaurus');
const {baseUrl} = readSiteSettings();
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(generated, file), 'utf8'));

const htmlFiles = () => listBuiltPages(buildDir, {baseUrl}).map((page) => page.file);

test('one docs version: current, labelled Next, the last one, main doc README, no drafts; breadcrumbs on', () => {
  const docs = readJson('globalData.json')['docusaurus-plugin-content-docs'].default;
  assert.equal(docs.versions.length, 1);
  const [version] = docs.versions;
  assert.deepEqual(
    {
      name: version.name,
      label: version.label,
      isLast: version.isLast,
      path: version.path,
      mainDocId: version.mainDocId,
      draftIds: version.draftIds,
    },
    {name: 'current', label: 'Next', isLast: true, path: baseUrl, mainDocId: 'README', draftIds: []},
  );
  assert.deepEqual(Object.keys(version.sidebars), ['api'], 'a single docs sidebar');
  // Every doc is in the route table with its path and sidebar; the global data, in every page's
  // bundle, does not repeat the list (src/plugins/docs).
  assert.deepEqual(version.docs, []);
  assert.equal(docs.breadcrumbs, true);
});

test('a doc: id, path and optional sidebar, in its metadata and in the route table', () => {
  const dir = path.join(generated, 'docusaurus-plugin-content-docs', 'default');
  const file = fs
    .readdirSync(dir)
    .find((name) => /^site-reference-node-sdk-classes-table-md-[0-9a-f]+\.json$/.test(name));
  assert.ok(file, 'metadata of node-sdk/classes/Table');
  const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  assert.deepEqual(
    {id: doc.id, path: doc.permalink, sidebar: doc.sidebar},
    {id: 'node-sdk/classes/Table', path: `${baseUrl}node-sdk/classes/Table`, sidebar: 'api'},
  );
  const routes = readRoutesModule(fs.readFileSync(path.join(generated, 'routes.js'), 'utf8'));
  const flat = (list: DeclaredRoute[]): DeclaredRoute[] => list.flatMap((r) => [r, ...flat(r.routes ?? [])]);
  const route = flat(routes).find((r) => r.path === doc.permalink && r.exact);
  assert.equal(route?.sidebar, 'api');
});

test('route table entries carry a hashed suffix; no route ends in .html, so a .html path always means the clean path', () => {
  const routes = Object.keys(readJson('routesChunkNames.json'));
  assert.ok(routes.length > 800, `${routes.length} routes`);
  for (const route of routes) {
    assert.match(route, /^\/.*-[0-9a-f]{3}$/, route);
    assert.ok(route.startsWith(baseUrl), `${route} is outside the base path`);
    assert.doesNotMatch(route.replace(/-[0-9a-f]{3}$/, ''), /\.html$/, route);
  }
});

test('only the English locale: every page is lang="en" and no other locale was built', () => {
  const files = htmlFiles();
  assert.ok(files.length > 800);
  for (const file of files.filter((_, i) => i % 25 === 0)) {
    assert.equal(loadHtml(readBuilt(path.join(buildDir, file)))('html').attr('lang'), 'en', file);
  }
  assert.deepEqual(readJson('i18n.json').locales, ['en']);
});

test('no form sends data anywhere: no POST form; a form with an action only opens the site’s own search page', () => {
  // The not-found page's search box is a GET of the search page (src/theme/NotFound/Content):
  // a link the reader fills in, answered by the static host, as it works without JavaScript.
  for (const file of htmlFiles()) {
    const html = readBuilt(path.join(buildDir, file));
    if (!html.includes('<form')) continue;
    const $ = loadHtml(html);
    $('form').each((_, form) => {
      const action = $(form).attr('action');
      // Each line's search page: `{base}search`, `{base}v2/search`.
      if (action !== undefined)
        assert.ok(action.startsWith(baseUrl) && action.endsWith('/search'), `${file} has a form with action ${action}`);
      assert.notEqual(($(form).attr('method') ?? 'get').toLowerCase(), 'post', `${file} has a POST form`);
    });
  }
});

test('the search page has no docs sidebar', () => {
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'search.html'), 'utf8'));
  assert.equal($('.theme-doc-sidebar-container').length, 0);
  assert.equal($('h1').first().text(), 'Search the documentation');
});

test('table-of-contents entries are level 2 and level 3 headings only', () => {
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'node-sdk/classes/AbstractPowerSyncDatabase.html'), 'utf8'));
  const targets = $('.table-of-contents a[href^="#"]')
    .map((_, a) => $(a).attr('href')!.slice(1))
    .get();
  assert.ok(targets.length > 20);
  const levels = new Set(targets.map((id) => $(`[id="${id}"]`).prop('tagName')?.toLowerCase()));
  assert.deepEqual([...levels].sort(), ['h2', 'h3']);
  assert.ok($('article h4[id]').length > 0, 'the page has h4 headings, kept out of the table of contents');
});

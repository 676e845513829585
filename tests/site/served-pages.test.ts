/**
 * What browser tests used to read from a loaded page and the served pages already show: checks
 * moved here from tests/e2e (issue #53: a page load in Chromium costs about 0.4 CPU-seconds, a
 * browser test 0.6 or more; reading the built file costs next to nothing). Hydration renders
 * what the server rendered (React reports a mismatch as an error: the crawl fails on it), so
 * the served HTML is what the reader has; what the app does with it stays in the browser tests.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import {readSiteSettings} from '../../src/site-settings';
import {builtPageHtml} from './build-files';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();

const served = (route: string) => loadHtml(builtPageHtml(route));

// Moved from the browser (tests/e2e/copy-page.spec.ts loaded each page and looked for the button
// and the twin's link): both are in the served HTML. That the button copies, from the pointer and
// the keyboard, and falls back to a selection, the browser tests of Copy page check.
test('section index pages and pages without a sidebar have the button too; the landing page has none', () => {
  for (const route of ['web-sdk', 'web-sdk/globals']) {
    const page = served(route);
    const button = page('article button[data-copy-page]');
    assert.equal(button.length, 1, `${route}: one Copy page button`);
    assert.equal(button.text().trim(), 'Copy page', route);
    assert.equal(button.is('[hidden], [disabled]'), false, `${route}: the button is shown and enabled`);
    const twin = page('head link[rel="alternate"][type="text/markdown"]');
    assert.equal(twin.length, 1, `${route}: one link to the Markdown twin`);
    assert.equal(twin.attr('href'), `${baseUrl}${route}.md`, route);
    assert.ok(fs.existsSync(path.join(buildDir, `${route}.md`)), `${route}: the twin is built`);
  }
  const landing = served('');
  assert.equal(landing('[data-copy-page]').length, 0, 'the landing page has no Copy page button');
  assert.equal(landing('button').filter((_, b) => landing(b).text().trim() === 'Copy page').length, 0);
});

// Moved from the browser (tests/e2e/cross-sdk.spec.ts followed the link in the app): the links,
// their targets and what the target page shows are served. Following a link in the app is what
// the browser tests of links check (kept-html.spec.ts, site.spec.ts, cross-sdk.spec.ts's switcher).
test('"Also in" links lead to the same symbol in another section', () => {
  const page = served('node-sdk/classes/Table');
  const alsoIn = page('article [data-also-in]');
  assert.match(alsoIn.text(), /^Also in\b/);
  const links = alsoIn.find('a');
  assert.deepEqual(
    links.map((_, a) => page(a).text().trim()).get(),
    ['React Native SDK', 'Web SDK'],
    'the other sections, in the order shown',
  );
  const imports: Record<string, string> = {
    'React Native SDK': "import { Table } from '@powersync/react-native';",
    'Web SDK': "import { Table } from '@powersync/web';",
  };
  for (const a of links.toArray()) {
    const name = page(a).text().trim();
    const href = page(a).attr('href') ?? '';
    assert.match(href, /\/classes\/Table$/, name);
    const target = served(href);
    assert.equal(target('article h1').first().text().trim(), 'Class: Table<Columns>', `${name}: ${href}`);
    assert.equal(target('[data-import-line]').text(), imports[name], `${name}: ${href}`);
  }
});

// Moved from the browser (tests/e2e/shell-navbar.spec.ts loaded the search page and a class page
// to read the navbar link's state): both are served. On the not-found page, whose one 404.html
// the app renders for the path it was asked for, and after navigating in the app, the browser
// test reads it.
test('"API reference" is marked active in the served pages of its sidebar, and not on the search page', () => {
  const apiReference = (route: string) => {
    const page = served(route);
    const link = page('nav.navbar .navbar__items a.navbar__link').filter(
      (_, a) => page(a).text().trim() === 'API reference',
    );
    assert.equal(link.length, 1, `${route}: one "API reference" link`);
    return {active: link.hasClass('navbar__link--active'), current: link.attr('aria-current') ?? null};
  };
  for (const route of ['', 'node-sdk', 'node-sdk/classes/Table', 'web-sdk/changes'])
    assert.deepEqual(apiReference(route), {active: true, current: 'page'}, route || 'the landing page');
  assert.deepEqual(apiReference('search'), {active: false, current: null}, 'the search page');
});

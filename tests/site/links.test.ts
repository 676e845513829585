/**
 * Every internal link and #anchor of the built site resolves (src/tooling/link-check). Docusaurus
 * only warns about broken links and does not see anchors inside generated API pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkLinks, formatBrokenLinks, scanPage} from '../../src/tooling/link-check/links';
import {builtSiteFiles, readBuilt} from './build-files';
import {readSiteSettings} from '../../src/site-settings';

const buildDir = path.resolve('build');
const {url: siteUrl, baseUrl} = readSiteSettings();

test('no broken internal link or anchor in the built site', () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'run `npm run build` first');
  const report = checkLinks(builtSiteFiles(buildDir), {baseUrl, siteUrl});
  console.log(
    `[links] ${report.links} internal links checked in ${report.pages} pages, ${report.brokenTargets.length} broken targets`,
  );
  assert.ok(report.pages > 800, `only ${report.pages} pages found`);
  assert.ok(report.links > 50_000, `only ${report.links} links checked`);
  assert.equal(report.broken.length, 0, formatBrokenLinks(report));
});

test('an inherited member links to the member heading, not to a parameter of the same name', () => {
  // TableV2 inherits Table.columns; Table also has a type parameter `Columns` and a
  // constructor parameter `columns`, so implicit heading numbering put `#columns-1` on the parameter.
  const tableV2 = readBuilt(path.join(buildDir, 'web-sdk/classes/TableV2.html'));
  const link = scanPage(tableV2).references.find((r) => /\/web-sdk\/classes\/Table#columns/.test(r.url));
  assert.ok(link, 'TableV2 links to Table#columns…');
  const anchor = decodeURIComponent(link.url.split('#')[1]);
  const table = scanPage(readBuilt(path.join(buildDir, 'web-sdk/classes/Table.html')));
  const target = table.headings.get(anchor);
  assert.ok(target, `Table has a heading #${anchor}`);
  assert.equal(target.level, 3);
  assert.match(target.text, /^columns\b/);
  assert.match(target.parent ?? '', /^(Properties|Accessors)$/);
});

test('section index pages (package READMEs) link the demos at the repository root, where they are', () => {
  const wrong: string[] = [];
  let demoLinks = 0;
  for (const sdk of ['node-sdk', 'web-sdk', 'react-native-sdk']) {
    for (const {url} of scanPage(readBuilt(path.join(buildDir, `${sdk}.html`))).references) {
      if (!/\/demos\b/.test(url) || !url.startsWith('https://github.com/')) continue;
      demoLinks += 1;
      // `../demos/…` from packages/{sdk}/ used to become packages/demos/…, which does not exist.
      if (url.includes('/packages/demos')) wrong.push(`${sdk}: ${url}`);
    }
  }
  assert.ok(demoLinks >= 3, `found ${demoLinks} demo links`);
  assert.deepEqual(wrong, []);
});

/** Each page's search records kept between builds (src/plugins/search/records-cache.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cachedExtractor, type PageOptions} from '../../src/plugins/search/records-cache';
import {extractRecords, recordSource} from '../../src/search/records';
import {scratchDir} from '../scratch-dir';

const here = path.dirname(fileURLToPath(import.meta.url));
const page = fs.readFileSync(path.join(here, 'fixtures/search-class-page.html'), 'utf8');
const URL = '/powersync-js/node-sdk/classes/AbstractPowerSyncDatabase';
const OPTIONS: PageOptions = {lvl0: 'Node SDK', sdk: 'node-sdk'};

/** The same page as the next build renders it: its assets renamed, its text the same. */
const renamedAssets = (html: string) =>
  html
    .replace('assets/css/styles.css', 'assets/css/styles.0123abcd.css')
    .replace('assets/js/main.js', 'assets/js/main.89abcdef.js')
    .replace('</head>', '<link rel=preload href=/powersync-js/assets/js/42.feedf00d.js as=script></head>');

/** A site folder with the code the cache's key reads (copies of the real folders). */
function siteWithCode(): {siteDir: string; cacheFile: string} {
  const siteDir = scratchDir('records-cache');
  for (const folder of ['src/search', 'src/history']) {
    fs.cpSync(path.resolve(folder), path.join(siteDir, folder), {recursive: true});
  }
  const parserPackage = path.join(siteDir, 'node_modules/htmlparser2/package.json');
  fs.mkdirSync(path.dirname(parserPackage), {recursive: true});
  fs.copyFileSync(path.resolve('node_modules/htmlparser2/package.json'), parserPackage);
  return {siteDir, cacheFile: path.join(siteDir, '.cache/search/records-site.json')};
}

/** One build's worth of extraction: the pages given, then the cache saved. */
function build(siteDir: string, cacheFile: string, pages: Array<[string, string, PageOptions]>) {
  const extractor = cachedExtractor(siteDir, cacheFile);
  const records = pages.map(([html, url, options]) => extractor.extract(html, url, options));
  return {records, counts: extractor.save()};
}

test('a page whose build only renamed its assets is not parsed again, and its records are the same', () => {
  const {siteDir, cacheFile} = siteWithCode();
  const first = build(siteDir, cacheFile, [[page, URL, OPTIONS]]);
  assert.deepEqual(first.counts, {parsed: 1, reused: 0});
  assert.notEqual(renamedAssets(page), page);
  assert.equal(recordSource(renamedAssets(page)), recordSource(page));
  const second = build(siteDir, cacheFile, [[renamedAssets(page), URL, OPTIONS]]);
  assert.deepEqual(second.counts, {parsed: 0, reused: 1});
  assert.deepEqual(second.records[0], extractRecords(renamedAssets(page), URL, OPTIONS));
});

test('a page is parsed again when its text, title, URL or section changes', () => {
  const {siteDir, cacheFile} = siteWithCode();
  build(siteDir, cacheFile, [[page, URL, OPTIONS]]);
  const changed: Array<[string, string, PageOptions]> = [
    [page.replace('Constructors', 'Constructs'), URL, OPTIONS],
    [page.replace('<title data-rh=true>Abstract Class', '<title data-rh=true>Class'), URL, OPTIONS],
    [page, `${URL}2`, OPTIONS],
    [page, URL, {lvl0: 'Web SDK', sdk: 'web-sdk'}],
  ];
  for (const [html, url, options] of changed) {
    const next = build(siteDir, cacheFile, [[html, url, options]]);
    assert.deepEqual(next.counts, {parsed: 1, reused: 0}, `${url} ${options.lvl0}`);
    assert.deepEqual(next.records[0], extractRecords(html, url, options));
    build(siteDir, cacheFile, [[page, URL, OPTIONS]]); // back to the first build's cache
  }
});

test('every page is parsed again when the code that reads pages changed', () => {
  const {siteDir, cacheFile} = siteWithCode();
  build(siteDir, cacheFile, [[page, URL, OPTIONS]]);
  fs.appendFileSync(path.join(siteDir, 'src/search/records.ts'), '\n// changed\n');
  assert.deepEqual(build(siteDir, cacheFile, [[page, URL, OPTIONS]]).counts, {parsed: 1, reused: 0});
});

test('an unreadable cache file means every page is parsed, and the build goes on', () => {
  const {siteDir, cacheFile} = siteWithCode();
  fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
  fs.writeFileSync(cacheFile, '{"code": "trunc');
  const next = build(siteDir, cacheFile, [[page, URL, OPTIONS]]);
  assert.deepEqual(next.counts, {parsed: 1, reused: 0});
  assert.deepEqual(build(siteDir, cacheFile, [[page, URL, OPTIONS]]).counts, {parsed: 0, reused: 1});
});

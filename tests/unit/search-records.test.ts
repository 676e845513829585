import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {extractRecords, pageKindOf, withoutPageChrome} from '../../src/search/records';
import {
  buildSerializedIndex,
  INDEX_FORMAT,
  readSerializedIndex,
  validateSerializedIndex,
} from '../../src/search/index-format';
import {symbolName, termsOfWord} from '../../src/search/text';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = fs.readFileSync(path.join(here, 'fixtures/search-class-page.html'), 'utf8');
const PAGE = '/powersync-js/node-sdk/classes/AbstractPowerSyncDatabase';
/**
 * A rendered page with all the site's chrome around its article. Symbol pages' records come
 * from their page models (search-model-records.test.ts); what is read of a rendered page is
 * the same for every page.
 */
const records = extractRecords(fixture, PAGE, {lvl0: 'Node SDK', sdk: 'node-sdk'});

test('page record: hierarchy, URL, facets from the docsearch meta tags, stable objectIDs', () => {
  const [page, intro] = records;
  assert.deepEqual(page.hierarchy, {
    lvl0: 'Node SDK',
    lvl1: 'Abstract Class: AbstractPowerSyncDatabase',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(page.url, PAGE);
  assert.equal(page.url_without_anchor, PAGE);
  assert.equal(page.anchor, null);
  assert.equal(page.content, null);
  assert.equal(page.sdk, 'node-sdk');
  assert.equal(page.language, 'en');
  assert.equal(page.docusaurus_tag, 'docs-default-current');
  assert.equal(page.objectID, PAGE);
  assert.equal(intro.objectID, `${PAGE}~content`);
  // Entities are decoded: the record holds plain text.
  assert.equal(
    intro.content,
    'The core database class: opens the local SQLite database & syncs it with the PowerSync Service.',
  );
  assert.deepEqual(
    records.map((r) => r.position),
    records.map((_, i) => i),
  );
});

test('navbar, sidebar, breadcrumbs, TOC, footers, code examples and hash-links are not indexed', () => {
  const allText = JSON.stringify(records);
  for (const marker of [
    'NAVBARTEXT',
    'SIDEBARTEXT',
    'BREADCRUMBTEXT',
    'TOCTEXT',
    'TOCBUTTONTEXT',
    'FOOTERTEXT',
    'DOCFOOTERTEXT',
    'PAGINATIONTEXT',
    'ANNOUNCEMENTTEXT',
    'NAVMETA',
    'EXAMPLECODE',
    'Skip to main content',
    'Direct link',
  ]) {
    assert.ok(!allText.includes(marker), `${marker} must not be indexed`);
  }
  assert.ok(!/[\u200B\u00A0]/.test(allText), 'no zero-width or non-breaking spaces');
});

test('lvl0 may be computed from the URL; pages without the markdown container give no records', () => {
  const viaFunction = extractRecords(fixture, PAGE, {
    lvl0: (url) => (url.includes('/node-sdk/') ? 'Node (computed)' : '?'),
  });
  assert.equal(viaFunction[0].hierarchy.lvl0, 'Node (computed)');
  assert.equal(viaFunction[0].sdk, null);
  assert.deepEqual(extractRecords('<html><body><p>nothing</p></body></html>', '/x', {lvl0: 'X'}), []);
});

test('prose pages (SDK index): h2 and h3 become lvl2/lvl3 records; code blocks are not text', () => {
  const html = `<article><div class="theme-doc-markdown markdown"><header><h1>React Hooks for PowerSync</h1></header>
<p>The <code>@powersync/react</code> package provides hooks.
<h2 class="anchor" id=usage>Usage<a href=#usage class=hash-link>\u200b</a></h2>
<h3 class="anchor" id=context>Context<a href=#context class=hash-link>\u200b</a></h3>
<p>Configure a PowerSync DB connection.</p>
<div class=language-jsx><pre><code>import { PowerSyncContext } from "@powersync/react";</code></pre></div>
<ul><li><a href=/x>Only a link</a></li><li>A list item with text</li></ul></div></article>`;
  const prose = extractRecords(html, '/b/react-sdk', {lvl0: 'React SDK', sdk: 'react-sdk'});
  assert.deepEqual(
    prose.map((r) => [r.type, r.kind, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
    [
      ['lvl1', 'page', null, null, null, null],
      ['content', 'page', null, null, null, 'The @powersync/react package provides hooks.'],
      ['lvl2', 'page', 'usage', 'Usage', null, null],
      ['lvl3', 'page', 'context', 'Usage', 'Context', null],
      ['content', 'page', 'context', 'Usage', 'Context', 'Configure a PowerSync DB connection. A list item with text'],
    ],
  );
});

test('page kinds come from the URL; functions named use… are hooks', () => {
  assert.equal(pageKindOf('/b/node-sdk/classes/Table'), 'class');
  assert.equal(pageKindOf('/b/node-sdk/enumerations/ColumnType'), 'enumeration');
  assert.equal(pageKindOf('/b/node-sdk/functions/sanitizeSQL'), 'function');
  assert.equal(pageKindOf('/b/react-sdk/functions/useQuery'), 'hook');
  assert.equal(pageKindOf('/b/web-sdk/functions/AsyncWASQLiteModuleFactory'), 'function');
  assert.equal(pageKindOf('/b/node-sdk/classes'), 'page');
  assert.equal(pageKindOf('/b/node-sdk/globals'), 'page');
  assert.equal(pageKindOf('/b/node-sdk/constructor/x'), 'page');
});

test('symbol names and index terms: kinds, generics and camelCase', () => {
  assert.equal(symbolName('Class: Table<Columns>'), 'Table');
  assert.equal(symbolName('Abstract Class: AbstractPowerSyncDatabase'), 'AbstractPowerSyncDatabase');
  assert.equal(symbolName('Function: usePowerSync()'), 'usePowerSync');
  assert.equal(symbolName('options?'), 'options');
  assert.deepEqual(termsOfWord('useSuspenseQuery'), ['usesuspensequery', 'use', 'suspense', 'query', 'suspensequery']);
  assert.ok(termsOfWord('WASQLiteVFS').includes('sqlitevfs'));
  assert.ok(termsOfWord('PSInternalTable').includes('internaltable'));
  assert.ok(termsOfWord('_isReadyPromise').includes('isreadypromise'));
  // Marks are for the reader: names used for ranking leave them out.
  assert.equal(symbolName('Class: TableV2<Columns> (deprecated)'), 'TableV2');
  assert.equal(symbolName('old() (deprecated)'), 'old');
});

test('the serialised index round-trips to the same records and rejects foreign files', () => {
  const other = extractRecords(fixture, '/powersync-js/web-sdk/classes/AbstractPowerSyncDatabase', {
    lvl0: 'Web SDK',
    sdk: 'web-sdk',
  });
  const all = [...records, ...other];
  const index = buildSerializedIndex(all);
  assert.equal(index.format, INDEX_FORMAT);
  // Content records are folded into their heading rows; strings are shared by both pages.
  assert.equal(index.rows.type.length, all.filter((r) => r.type !== 'content').length);
  assert.equal(index.strings.filter((s) => s.startsWith('The core database class')).length, 1);
  const json = JSON.parse(JSON.stringify(index));
  assert.deepEqual(readSerializedIndex(json), all);
  assert.throws(() => validateSerializedIndex({format: 'something-else'}), {name: 'IndexFormatError'});
  assert.throws(() => validateSerializedIndex({...json, strings: json.strings.slice(0, 3)}), /out of range/);
  assert.throws(() => validateSerializedIndex('<!doctype html>'), {name: 'IndexFormatError'});
});

test('records are read from the head and the article only: the navbar and sidebar are not parsed', () => {
  const page =
    '<html><head><title>T</title></head><body><nav>sidebar <b>links</b></nav><div><article><h1>A</h1></article></div></body></html>';
  assert.equal(
    withoutPageChrome(page),
    '<html><head><title>T</title></head><article><h1>A</h1></article></div></body></html>',
  );
  const noArticle = '<html><head></head><body><div class="theme-doc-markdown"><h1>A</h1></div></body></html>';
  assert.equal(withoutPageChrome(noArticle), noArticle);
  const articleInHead = '<html><head><script>"<article"</script></head><body><article></article></body></html>';
  assert.equal(
    withoutPageChrome(articleInHead),
    articleInHead,
    'an <article in the head is no article: the page is kept whole',
  );
});

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
const records = extractRecords(fixture, PAGE, {lvl0: 'Node SDK', sdk: 'node-sdk'});

const summary = (r: (typeof records)[number]) =>
  `${r.type} ${r.kind} ${r.anchor ?? '-'} ${r.hierarchy.lvl2 ?? '-'} > ${r.hierarchy.lvl3 ?? '-'}`;

test('a TypeDoc class page becomes a page record, member records with anchors, and text records', () => {
  assert.deepEqual(records.map(summary), [
    'lvl1 class - - > -',
    'content class - - > -',
    'lvl3 constructor constructor Constructors > Constructor',
    'content constructor constructor Constructors > Constructor',
    'lvl3 property closed Properties > closed',
    'content property closed Properties > closed',
    'lvl3 property options-1 Properties > options',
    'content property options-1 Properties > options',
    'lvl3 accessor connected Accessors > connected',
    'content accessor connected Accessors > connected',
    'lvl3 method disconnectandclear Methods > disconnectAndClear()',
    'content method disconnectandclear Methods > disconnectAndClear()',
    'lvl3 method getall Methods > getAll()',
    'content method getall Methods > getAll()',
    'lvl3 method watch Methods > watch()',
    'content method watch Methods > watch()',
  ]);
});

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

test('member records: anchor from the heading id, signature then description, capped', () => {
  const method = records.find((r) => r.anchor === 'disconnectandclear' && r.type === 'lvl3')!;
  assert.equal(method.url, `${PAGE}#disconnectandclear`);
  assert.equal(method.objectID, `${PAGE}#disconnectandclear`);
  assert.equal(method.url_without_anchor, PAGE);
  assert.equal(method.hierarchy.lvl1, 'Abstract Class: AbstractPowerSyncDatabase');
  const text = records.find((r) => r.anchor === 'disconnectandclear' && r.type === 'content')!;
  assert.equal(
    text.content,
    'disconnectAndClear(options?): Promise<void>; Disconnect and clear the database. Use this when logging out. The database can still be queried after this is called, but the tables…',
  );
  assert.ok(text.content!.length <= 180);
  const accessor = records.find((r) => r.anchor === 'connected' && r.type === 'content')!;
  assert.equal(
    accessor.content,
    'get connected(): boolean; Whether a connection to the PowerSync service is currently open.',
  );
  const getAll = records.find((r) => r.anchor === 'getall' && r.type === 'content')!;
  assert.equal(
    getAll.content,
    'getAll<T>(sql, parameters?): Promise<T[]>; Execute a read-only query and return results as Array<string> rows & columns, e.g. "SELECT * FROM lists".',
  );
  // Two call signatures with the same description: the text is kept once, the second signature not at all.
  const watch = records.find((r) => r.anchor === 'watch' && r.type === 'content')!;
  assert.equal(
    watch.content,
    'watch(sql, parameters?, options?): AsyncIterable<QueryResult>; Watch a query; never renders <img src=x onerror=alert(1)> as markup.',
  );
});

test('navbar, sidebar, breadcrumbs, TOC, footers, examples, parameter types and hash-links are not indexed', () => {
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
    'DEFAULT_DISCONNECT_CLEAR_OPTIONS',
    'BaseObserver',
    'Direct link',
  ]) {
    assert.ok(!allText.includes(marker), `${marker} must not be indexed`);
  }
  assert.ok(!/[\u200B\u00A0]/.test(allText), 'no zero-width or non-breaking spaces');
  // The overloaded constructor is one hit.
  assert.equal(records.filter((r) => r.kind === 'constructor' && r.type === 'lvl3').length, 1);
});

test('lvl0 may be computed from the URL; pages without the markdown container give no records', () => {
  const viaFunction = extractRecords(fixture, PAGE, {
    lvl0: (url) => (url.includes('/node-sdk/') ? 'Node (computed)' : '?'),
  });
  assert.equal(viaFunction[0].hierarchy.lvl0, 'Node (computed)');
  assert.equal(viaFunction[0].sdk, null);
  assert.deepEqual(extractRecords('<html><body><p>nothing</p></body></html>', '/x', {lvl0: 'X'}), []);
});

test('enumeration pages: one member record per anchored row of the members table', () => {
  const html = `<article><div class="theme-doc-markdown markdown"><header><h1>Enumeration: ColumnType</h1></header>
<h2 class="anchor" id=enumeration-members>Enumeration Members<a href=#enumeration-members class=hash-link>&#8203;</a></h2>
<table><thead><tr><th>Enumeration Member<th>Value<th>Description<tbody><tr><td><a id=enumeration-member-integer></a> <code>INTEGER</code><td><code>"INTEGER"</code><td>Whole numbers<tr><td><a id=enumeration-member-text></a> <code>TEXT</code><td><code>"TEXT"</code><td></table></div></article>`;
  const enumRecords = extractRecords(html, '/b/node-sdk/enumerations/ColumnType', {lvl0: 'Node SDK', sdk: 'node-sdk'});
  assert.deepEqual(
    enumRecords.map((r) => [r.type, r.kind, r.anchor, r.hierarchy.lvl3, r.content]),
    [
      ['lvl1', 'enumeration', null, null, null],
      ['lvl3', 'member', 'enumeration-member-integer', 'INTEGER', null],
      ['content', 'member', 'enumeration-member-integer', 'INTEGER', 'INTEGER = "INTEGER" Whole numbers'],
      ['lvl3', 'member', 'enumeration-member-text', 'TEXT', null],
      ['content', 'member', 'enumeration-member-text', 'TEXT', 'TEXT = "TEXT"'],
    ],
  );
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
  assert.equal(index.strings.filter((s) => s.startsWith('disconnectAndClear(options?)')).length, 1);
  const json = JSON.parse(JSON.stringify(index));
  assert.deepEqual(readSerializedIndex(json), all);
  assert.throws(() => validateSerializedIndex({format: 'something-else'}), {name: 'IndexFormatError'});
  assert.throws(() => validateSerializedIndex({...json, strings: json.strings.slice(0, 3)}), /out of range/);
  assert.throws(() => validateSerializedIndex('<!doctype html>'), {name: 'IndexFormatError'});
});

test('the symbol header and "Defined in" source lines are not indexed as content', () => {
  const planted = fixture.replace(
    '</h1></header>',
    "</h1></header><div class=symbolHeader data-symbol-header><p data-also-in>Also in <a href=/powersync-js/web-sdk/classes/AbstractPowerSyncDatabase>Web SDK</a></p><div><code data-import-line>import { AbstractPowerSyncDatabase } from '@powersync/node';</code><button>Copy</button></div></div>" +
      '<p>Defined in: <a href="https://github.com/powersync-ja/powersync-js/blob/x/packages/common/src/client/AbstractPowerSyncDatabase.ts#L10">packages/common/src/client/AbstractPowerSyncDatabase.ts:10</a></p>',
  );
  assert.notEqual(planted, fixture, 'the fixture has the title to plant after');
  const records = extractRecords(planted, '/powersync-js/node-sdk/classes/AbstractPowerSyncDatabase', {
    lvl0: 'Node SDK',
    sdk: 'node-sdk',
  });
  const text = records.map((r) => `${r.content ?? ''} ${Object.values(r.hierarchy).join(' ')}`).join(' ');
  assert.doesNotMatch(text, /Also in|import \{|Defined in/);
  assert.match(text, /opens the local SQLite database/);
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

test('deprecated symbols: the page notice, a member Deprecated section or table tag marks the hit title', () => {
  const classPage = `<article><div class="theme-doc-markdown markdown"><header><h1><del>Class: TableV2&lt;Columns></del></h1></header>
<div class="alert alert--warning api-deprecated" role=note><p><strong>Deprecated</strong><p>Use Table instead.</div><p>Generate a table.
<h2 id=methods>Methods</h2><h3 id=old>old()</h3><pre><code>old(): void;</code></pre><h4 id=deprecated>Deprecated</h4><p>Gone soon.
<h3 id=fresh>fresh()</h3><pre><code>fresh(): void;</code></pre><p>Current.</div></article>`;
  const classRecords = extractRecords(classPage, '/b/web-sdk/classes/TableV2', {lvl0: 'Web SDK'});
  assert.deepEqual(
    classRecords.filter((r) => r.type !== 'content').map((r) => [r.hierarchy.lvl1, r.hierarchy.lvl3]),
    [
      ['Class: TableV2<Columns> (deprecated)', null],
      ['Class: TableV2<Columns> (deprecated)', 'old() (deprecated)'],
      ['Class: TableV2<Columns> (deprecated)', 'fresh()'],
    ],
  );
  assert.equal(classRecords[1].content, 'Deprecated Use Table instead. Generate a table.');

  const enumPage = `<article><div class="theme-doc-markdown markdown"><header><h1>Enumeration: SyncClientImplementation</h1></header>
<h2 id=enumeration-members>Enumeration Members</h2><table><thead><tr><th>Enumeration Member<th>Value<th>Description<tbody>
<tr><td><a id=enumeration-member-javascript></a> <code>JAVASCRIPT</code><td><code>"js"</code><td>Decodes in JS. <strong>Deprecated</strong> Don't use.
<tr><td><a id=enumeration-member-rust></a> <code>RUST</code><td><code>"rust"</code><td><strong><code>Experimental</code></strong> Rust. <strong>Compatibility warning</strong> Mind.</table></div></article>`;
  const enumRecords = extractRecords(enumPage, '/b/web-sdk/enumerations/SyncClientImplementation', {lvl0: 'Web SDK'});
  assert.deepEqual(
    enumRecords.filter((r) => r.type === 'lvl3').map((r) => r.hierarchy.lvl3),
    ['JAVASCRIPT (deprecated)', 'RUST'],
  );
  // The mark is for the reader: names used for ranking leave it out.
  assert.equal(symbolName('Class: TableV2<Columns> (deprecated)'), 'TableV2');
  assert.equal(symbolName('old() (deprecated)'), 'old');
});

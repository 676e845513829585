/**
 * `has:example` and "used in N demos" (src/examples, src/search): a page's "In the demos" block
 * marks the symbol's or member's hit, and the operator filters on it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractRecords} from '../../src/search/records';
import {SearchEngine} from '../../src/search/engine';
import {chipFacetFilters, parseQuery} from '../../src/search/query-syntax';
import {symbolName} from '../../src/search/text';
import {recordHas} from '../../src/search/schema';

const page = `<article><div class="theme-doc-markdown markdown"><header><h1>Class: PowerSyncDatabase</h1></header>
<div class="api-history" data-new-in="web 1.0.0"><span>Added</span></div><p>A database.
<h2 id=methods>Methods</h2>
<h3 id=watch>watch()</h3><pre><code>watch(sql: string): void;</code></pre><p>Watches a query.
<details class="in-the-demos" data-demos="3"><summary>In the demos: used in 5 files of 21 demos</summary><p>Read at tag.<pre><code>db.watch('x')</code></pre></details>
<h3 id=close>close()</h3><pre><code>close(): void;</code></pre><p>Closes it.
<h2 id=in-the-demos>In the demos</h2><div class="in-the-demos-section" data-demos="1"><p>Used in 1 file of 21 demos at tag.</p><pre><code>new PowerSyncDatabase()</code></pre></div>
</div></article>`;

test('a symbol or member the demos call says "used in N demos" on its hit, and has:example finds only those', () => {
  const records = extractRecords(page, '/b/web-sdk/classes/PowerSyncDatabase', {lvl0: 'Web SDK', sdk: 'web-sdk'});
  const headings = records.filter((r) => r.type !== 'content').map((r) => r.hierarchy[r.type as 'lvl1' | 'lvl3']);
  assert.deepEqual(headings, [
    'Class: PowerSyncDatabase (used in 1 demo) (new in web 1.0.0)',
    'watch() (used in 3 demos)',
    'close()',
  ]);
  // The demo code and the block's text are not the member's text.
  assert.ok(records.every((r) => !/db\.watch|Read at|new PowerSyncDatabase/.test(r.content ?? '')));
  assert.equal(symbolName('watch() (used in 3 demos)'), 'watch');
  assert.deepEqual(records.filter((r) => r.type !== 'content').map(recordHas), [['example'], ['example'], []]);

  const parsed = parseQuery('has:example watch', []);
  assert.deepEqual(
    parsed.chips.map((c) => c.label),
    ['Used in the demos'],
  );
  assert.equal(parsed.text, 'watch');
  const engine = new SearchEngine(records);
  const names = (query: string) => {
    const {text, chips} = parseQuery(query, []);
    return engine
      .search(text, {facetFilters: chipFacetFilters(chips)})
      .hits.map((hit) => hit.record.hierarchy.lvl3 ?? hit.record.hierarchy.lvl1);
  };
  assert.ok(names('close').includes('close()'));
  assert.deepEqual(names('has:example close'), []);
  assert.ok(names('has:example watch').includes('watch() (used in 3 demos)'));
});

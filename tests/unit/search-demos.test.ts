/**
 * `has:example` and "used in N demos" (src/examples, src/search): what the usages file says of a
 * symbol or member (the page's "In the demos") marks its hit, and the operator filters on it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {modelRecords} from '../../src/search/model-records';
import {type PageModel} from '../../src/page-model/types';
import {pageModel} from './fixtures/page-model';
import {SearchEngine} from '../../src/search/engine';
import {chipFacetFilters, parseQuery} from '../../src/search/query-syntax';
import {symbolName} from '../../src/search/text';
import {recordHas} from '../../src/search/schema';

const method = (name: string, summary: string): PageModel['members'][number] => ({
  name,
  kind: 'Method',
  group: 'Methods',
  anchor: name,
  flags: {},
  signatures: [[{text: `${name}(): void`, kind: 'name'}]],
  summary: [{text: summary, kind: 'text'}],
});

const model = pageModel({
  sdk: 'web-sdk',
  package: '@powersync/web',
  packageVersion: '1.0.0',
  page: 'classes/PowerSyncDatabase.md',
  name: 'PowerSyncDatabase',
  kind: 'Class',
  title: 'Class: PowerSyncDatabase',
  importLine: "import { PowerSyncDatabase } from '@powersync/web';",
  description: [{text: 'A database.', kind: 'text'}],
  groups: [{title: 'Methods', anchor: 'methods'}],
  members: [method('watch', 'Watches a query.'), method('close', 'Closes it.')],
});

test('a symbol or member the demos call says "used in N demos" on its hit, and has:example finds only those', () => {
  // The demos' counts as generation gives them to the model (usages.json, by the declaring
  // package: src/generate/typedoc/demos.ts); new in the page's release too: the demos mark
  // comes before the status mark.
  const [watch, close] = model.members;
  const records = modelRecords(
    {...model, demos: 1, newIn: 'web 1.0.0', members: [{...watch, demos: 3}, close]},
    {url: '/b/web-sdk/classes/PowerSyncDatabase', lvl0: 'Web SDK', sdk: 'web-sdk', language: 'en', docusaurusTag: 'd'},
  );
  const headings = records.filter((r) => r.type !== 'content').map((r) => r.hierarchy[r.type as 'lvl1' | 'lvl3']);
  assert.deepEqual(headings, [
    'Class: PowerSyncDatabase (used in 1 demo) (new in web 1.0.0)',
    'watch() (used in 3 demos)',
    'close()',
  ]);
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

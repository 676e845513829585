/**
 * The API history in search: badges are not snippet text, a symbol new in the documented
 * release is marked on its hit (`is:new`), removed symbols get records pointing to the release
 * that dropped them and the replacement their `@deprecated` text names (`is:removed`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {modelRecords} from '../../src/search/model-records';
import {pageModel} from './fixtures/page-model';
import {SearchEngine} from '../../src/search/engine';
import {buildSerializedIndex} from '../../src/search/index-format';
import {chipFacetFilters, parseQuery} from '../../src/search/query-syntax';
import {headingStatus, recordStatus} from '../../src/search/schema';
import {symbolName} from '../../src/search/text';
import {removedSymbolRecords} from '../../src/search/history-records';
import {SectionHistory} from '../../src/history/section-history';
import {newInRelease} from '../../src/history/render';
import {historyBadges} from './fixtures/history-badges';
import type {PackageReleases} from '../../src/history/runs';
import type {ReleaseApi, SymbolState} from '../../src/history/model';

const symbol = (decl: string, extra: Partial<SymbolState> = {}): SymbolState => ({
  kind: decl.split(' ')[0],
  decl,
  members: {},
  ...extra,
});
const release = (version: string) => ({version, date: '2026-01-01'});

/** `@powersync/x`: 1.0.0 has Old (deprecated for New) and useOld; 2.0.0 has New and Fresh. */
function history(): SectionHistory {
  const v1: ReleaseApi = {
    symbols: {
      Old: symbol('class Old', {deprecated: 'Use {@link New} instead.'}),
      useOld: symbol('function useOld(): void;'),
      New: symbol('class New'),
    },
    reexports: {},
  };
  const v2: ReleaseApi = {
    symbols: {New: symbol('class New'), Fresh: symbol('class Fresh', {members: {go: {decl: 'go(): void;'}}})},
    reexports: {},
  };
  const pkg: PackageReleases = {releases: [release('1.0.0'), release('2.0.0')], apis: [v1, v2]};
  return new SectionHistory({'@powersync/x': pkg}, '@powersync/x');
}

/** `Fresh`'s page: a class 2.0.0 added, with its method `go`. */
const fresh = pageModel({
  sdk: 'x-sdk',
  package: '@powersync/x',
  packageVersion: '2.0.0',
  page: 'classes/Fresh.md',
  name: 'Fresh',
  kind: 'Class',
  title: 'Class: Fresh',
  importLine: "import { Fresh } from '@powersync/x';",
  description: [{text: 'A fresh class.', kind: 'text'}],
  groups: [{title: 'Methods', anchor: 'methods'}],
  members: [
    {
      name: 'go',
      kind: 'Method',
      group: 'Methods',
      anchor: 'go',
      flags: {},
      signatures: [[{text: 'go(): void', kind: 'name'}]],
      summary: [{text: 'Goes.', kind: 'text'}],
    },
  ],
});

const pageOptions = (sdk: string, url: string) => ({
  url,
  lvl0: sdk.toUpperCase(),
  sdk,
  language: 'en',
  docusaurusTag: 'docs-default-current',
});

test('a symbol and a member the documented release added are marked new on their hits, as the badges say', () => {
  const events = history().eventsOf('@powersync/x', 'Fresh');
  const badges = historyBadges(events, '@powersync/x', '../changes.md', '2.0.0');
  assert.match(badges, /^<div class="api-history" data-new-in="x 2\.0\.0">/);
  assert.equal(newInRelease(events, '@powersync/x', '2.0.0'), 'x 2.0.0');
  // The model carries the mark as generation gives it (src/generate/typedoc/history.ts historyMarksOf).
  const newIn = newInRelease(events, '@powersync/x', '2.0.0')!;
  const marked = {...fresh, newIn, members: fresh.members.map((member) => ({...member, newIn}))};
  const records = modelRecords(marked, pageOptions('x-sdk', '/x-sdk/classes/Fresh'));
  const title = records.find((r) => r.type === 'lvl1')!;
  assert.equal(title.hierarchy.lvl1, 'Class: Fresh (new in x 2.0.0)');
  assert.equal(records.find((r) => r.type === 'content' && !r.anchor)!.content, 'A fresh class.');
  const member = records.find((r) => r.type === 'lvl3')!;
  assert.equal(member.hierarchy.lvl3, 'go() (new in x 2.0.0)');
  assert.equal(symbolName(title.hierarchy.lvl1!), 'Fresh');
  assert.equal(symbolName('go() (new in x 2.0.0) (deprecated)'), 'go');
  // Added in an earlier release than the documented one: not new.
  assert.doesNotMatch(historyBadges(events, '@powersync/x', '../changes.md', '2.1.0'), /data-new-in/);
  assert.equal(newInRelease(events, '@powersync/x', '2.1.0'), null);
  assert.equal(modelRecords(fresh, pageOptions('x-sdk', '/x-sdk/classes/Fresh'))[0].hierarchy.lvl1, 'Class: Fresh');
});

/** Records of what the X SDK at `version` no longer exports. */
const removedAt = (version: string, changesUrl = '/x-sdk/changes') =>
  removedSymbolRecords({
    history: history(),
    section: {id: 'x-sdk', label: 'X SDK', version},
    changesUrl,
    language: 'en',
    docusaurusTag: 'docs-default-current',
  });

test('removed symbols become records that point to the release and name the replacement', () => {
  const records = removedAt('2.0.0', '/base/x-sdk/changes');
  const headings = records.filter((r) => r.type === 'lvl1');
  assert.deepEqual(
    headings.map((r) => [r.hierarchy.lvl1, r.kind, r.url]),
    [
      ['Old (removed in x 2.0.0; use New)', 'class', '/base/x-sdk/changes#v2-0-0'],
      ['useOld (removed in x 2.0.0)', 'hook', '/base/x-sdk/changes#v2-0-0'],
    ],
  );
  assert.equal(records[1].content, 'Removed in @powersync/x 2.0.0. Use New instead.');
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'ids are unique');
  assert.equal(headingStatus(headings[0].hierarchy.lvl1), 'removed');
  assert.equal(symbolName(headings[0].hierarchy.lvl1!), 'Old');
  // Nothing was removed before the first release.
  assert.deepEqual(removedAt('1.0.0'), []);
});

test('is:new, is:deprecated and is:removed are chips and status facets; a removed symbol ranks after a live one', () => {
  const parsed = parseQuery('is:removed Old', []);
  assert.deepEqual(
    parsed.chips.map((c) => c.label),
    ['Removed'],
  );
  assert.equal(parsed.text, 'Old');
  assert.deepEqual(chipFacetFilters(parseQuery('is:new is:deprecated', []).chips), [
    ['status:new', 'status:deprecated'],
  ]);
  assert.deepEqual(parseQuery('is:shiny', []).chips, [], 'an unknown value is text');

  const removed = removedAt('2.0.0');
  // A live `Old` in another section, whose method `go` is new.
  const live = modelRecords(
    {...fresh, name: 'Old', title: 'Class: Old', members: [{...fresh.members[0], newIn: 'x 2.0.0'}]},
    pageOptions('y-sdk', '/y-sdk/classes/Old'),
  );
  const engine = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(buildSerializedIndex([...removed, ...live]))));
  const hits = engine.search('Old').hits;
  assert.deepEqual(
    hits.slice(0, 2).map((hit) => hit.record.url),
    ['/y-sdk/classes/Old', '/x-sdk/changes#v2-0-0'],
  );
  const onlyRemoved = engine.search('Old', {facetFilters: chipFacetFilters(parseQuery('is:removed', []).chips)});
  assert.ok(onlyRemoved.hits.length > 0);
  assert.ok(onlyRemoved.hits.every((hit) => recordStatus(hit.record) === 'removed'));
  const onlyNew = engine.search('go', {facetFilters: chipFacetFilters(parseQuery('is:new', []).chips)});
  assert.deepEqual(
    onlyNew.hits.map((hit) => hit.record.url),
    ['/y-sdk/classes/Old#go'],
  );
});

/** Query operators, chips and type-search syntax (src/search/query-syntax.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chipFacetFilters, parseQuery, withoutChip} from '../../src/search/query-syntax';
import {
  MODAL_HIGHLIGHTED,
  modalSearch,
  withQueryOperators,
  searchWithOperators,
  withOptionalFilters,
} from '../../src/search/query-requests';
import {MAX_QUERY_LENGTH} from '../../src/search/text';

const sections = [
  {id: 'web-sdk', label: 'Web SDK'},
  {id: 'react-native-sdk', label: 'React Native SDK'},
  {id: 'react-sdk', label: 'React SDK'},
];
const parse = (q: string) => parseQuery(q, sections);
const labels = (q: string) => parse(q).chips.map((c) => c.label);

test('kind and sdk operators become chips and facet filters, combinable with words', () => {
  const parsed = parse('kind:hook status sdk:react');
  assert.equal(parsed.text, 'status');
  assert.deepEqual(
    parsed.chips.map((c) => c.label),
    ['Kind: hook', 'SDK: React SDK'],
  );
  assert.deepEqual(chipFacetFilters(parsed.chips), [['kind:hook'], ['sdk:react-sdk']]);
  assert.deepEqual(chipFacetFilters(parse('kind:enum').chips), [['kind:enumeration']]);
  assert.deepEqual(chipFacetFilters(parse('kind:class Table').chips), [['kind:class']]);
  // The section's id works as well as its short name, in any case; two kinds are either.
  assert.deepEqual(labels('sdk:web-sdk'), ['SDK: Web SDK']);
  assert.deepEqual(labels('SDK:React-Native'), ['SDK: React Native SDK']);
  assert.deepEqual(chipFacetFilters(parse('kind:class kind:enum').chips), [['kind:class', 'kind:enumeration']]);
});

test('an unknown operator, or a known one with an unknown value, is searched as text', () => {
  for (const q of ['foo:bar table', 'kind:widget table', 'sdk:flutter table', 'http://x']) {
    const parsed = parse(q);
    assert.deepEqual(parsed.chips, [], q);
    assert.equal(parsed.text, q);
  }
});

test('type search: -> returns, name: Type and (Type) accept, combinable with words', () => {
  assert.deepEqual(parse('-> SyncStatus'), {
    text: '',
    chips: [{kind: 'returns', values: ['syncstatus'], label: 'Returns: SyncStatus', start: 0, end: 13}],
  });
  assert.deepEqual(labels('tx: Transaction'), ['Accepts: Transaction']);
  assert.deepEqual(labels('(Transaction)'), ['Accepts: Transaction']);
  assert.deepEqual(labels('(Transaction, string) -> Promise'), ['Returns: Promise', 'Accepts: Transaction, string']);
  const combined = parse('watch -> SyncStatus');
  assert.equal(combined.text, 'watch', 'a word before -> stays a word');
  assert.deepEqual(chipFacetFilters(combined.chips), ['returns:syncstatus']);
  assert.deepEqual(chipFacetFilters(parse('tx: Transaction').chips), ['accepts:transaction']);
  // An operator needs no space after the colon; a parameter needs one.
  assert.deepEqual(labels('tx:Transaction'), []);
});

test('removing a chip removes exactly its operator', () => {
  const q = 'kind:hook status sdk:react';
  const [kind, sdk] = parse(q).chips;
  assert.equal(withoutChip(q, kind), 'status sdk:react');
  assert.equal(withoutChip(q, sdk), 'kind:hook status ');
  const typed = 'watch -> SyncStatus';
  assert.equal(withoutChip(typed, parse(typed).chips[0]), 'watch ');
});

test('the 64-character limit holds: an operator past it is not read', () => {
  const long = `${'a'.repeat(MAX_QUERY_LENGTH - 4)} kind:hook`;
  const parsed = parse(long);
  assert.deepEqual(parsed.chips, []);
  assert.ok(parsed.text.length <= MAX_QUERY_LENGTH);
  assert.ok(!parsed.text.includes('kind:hook'));
});

test('markup in a query stays text: chips hold only what they matched', () => {
  const parsed = parse('<img src=x onerror=alert(1)> kind:class');
  assert.deepEqual(labels('<img src=x onerror=alert(1)> kind:class'), ['Kind: class']);
  assert.equal(parsed.text, '<img src=x onerror=alert(1)>');
  assert.deepEqual(labels('-> <b>'), []);
});

test('requests: operators become facet filters, ANDed with the request own; the typed query comes back', async () => {
  const call = {requests: [{indexName: 'i', query: 'kind:hook status', facetFilters: ['language:en']}]};
  const rewritten = withQueryOperators(call, sections);
  assert.deepEqual(rewritten.requests[0], {
    indexName: 'i',
    type: 'default',
    query: 'status',
    facetFilters: ['language:en', ['kind:hook']],
  });
  assert.equal(withQueryOperators({requests: [{indexName: 'i', query: 'table'}]}, sections).requests[0].query, 'table');
  const response = await searchWithOperators(
    async (c: typeof call) => ({results: c.requests.map((r) => ({query: r.query, hits: []}))}),
    call,
    sections,
  );
  assert.equal((response.results[0] as {query: string}).query, 'kind:hook status');
});

test('requests: optional filters are added after each request own, in either request shape; none leaves the call as is', () => {
  const call = {
    requests: [
      {indexName: 'i', query: 'watch', optionalFilters: ['kind:class']},
      {indexName: 'i', params: 'query=table'},
    ],
  };
  const ranked = withOptionalFilters(call, ['sdk:web-sdk']);
  assert.deepEqual(ranked.requests[0], {
    indexName: 'i',
    type: 'default',
    query: 'watch',
    optionalFilters: ['kind:class', 'sdk:web-sdk'],
  });
  assert.deepEqual(ranked.requests[1], {
    indexName: 'i',
    type: 'default',
    query: 'table',
    optionalFilters: ['sdk:web-sdk'],
  });
  const flat: Array<{indexName: string; query: string; optionalFilters?: unknown}> = [{indexName: 'i', query: 'a'}];
  assert.deepEqual(withOptionalFilters(flat, ['sdk:x'])[0]?.optionalFilters, ['sdk:x']);
  assert.equal(withOptionalFilters(call, []), call);
});

test('a modal search asks for the one highlight DocSearch shows, unless the request names its own', async () => {
  const sent: unknown[] = [];
  const search = (call: unknown) => {
    sent.push(call);
    return Promise.resolve({results: [{query: ''}]});
  };
  await modalSearch(search, {requests: [{indexName: 'i', query: 'table'}]}, sections, 'web-sdk');
  await modalSearch(
    search,
    {requests: [{indexName: 'i', query: 'table', attributesToHighlight: ['content']}]},
    sections,
    null,
  );
  const highlights = (call: unknown) =>
    (call as {requests: Array<{attributesToHighlight?: unknown}>}).requests[0].attributesToHighlight;
  assert.deepEqual(MODAL_HIGHLIGHTED, ['hierarchy.lvl0']);
  assert.deepEqual(highlights(sent[0]), ['hierarchy.lvl0']);
  assert.deepEqual(highlights(sent[1]), ['content']);
});

test('a page title copied into the box is a name of that kind, not a parameter of that type', () => {
  const parsed = parse('Interface: PowerSyncDatabase');
  assert.equal(parsed.text, 'PowerSyncDatabase');
  assert.deepEqual(chipFacetFilters(parsed.chips), [['kind:interface']]);
  assert.deepEqual(chipFacetFilters(parse('Abstract Class: AbstractPowerSyncDatabase').chips), [['kind:class']]);
  assert.deepEqual(chipFacetFilters(parse('Type Alias: SyncStatusOptions').chips), [['kind:type-alias']]);
  assert.deepEqual(chipFacetFilters(parse('Function: useQuery').chips), [['kind:function', 'kind:hook']]);
  // A kind the index has no facet for: the label is dropped, the name searched.
  assert.deepEqual(parse('Variable: usePowerSync'), {text: 'usePowerSync', chips: []});
  // Only a title's label at the start, as titles write it; a parameter stays a parameter.
  assert.deepEqual(labels('interface: PowerSyncDatabase'), ['Accepts: PowerSyncDatabase']);
  assert.deepEqual(labels('db: PowerSyncDatabase'), ['Accepts: PowerSyncDatabase']);
});

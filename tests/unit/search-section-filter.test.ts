import assert from 'node:assert/strict';
import test from 'node:test';
import {SearchEngine} from '../../src/search/engine';
import {answerRequests} from '../../src/search/algolia-response';
import {searchWithSection, sectionFromSearch, withSectionFilter} from '../../src/search/section-filter';
import {corpusRecords as searchCorpus} from './fixtures/search-corpus';

const known = ['node-sdk', 'web-sdk'];

test('?sdk= names a known section, anything else means all sections', () => {
  assert.equal(sectionFromSearch('?q=table&sdk=web-sdk', known), 'web-sdk');
  assert.equal(sectionFromSearch('?q=table&sdk=nope', known), null);
  assert.equal(sectionFromSearch('?q=table', known), null);
  assert.equal(sectionFromSearch('?sdk=', known), null);
});

test('setting the section keeps the other parameters', () => {
  assert.equal(searchWithSection('?q=a+b', 'node-sdk'), '?q=a+b&sdk=node-sdk');
  assert.equal(searchWithSection('?q=a&sdk=node-sdk', 'web-sdk'), '?q=a&sdk=web-sdk');
  assert.equal(searchWithSection('?q=a&sdk=node-sdk', null), '?q=a');
  assert.equal(searchWithSection('?sdk=node-sdk', null), '');
});

test('the filter is ANDed with the request filters, in both request styles, and null changes nothing', () => {
  const v5 = {requests: [{indexName: 'i', query: 'x', facetFilters: [['language:en']]}]};
  assert.deepEqual(withSectionFilter(v5, 'web-sdk').requests[0].facetFilters, [['language:en'], 'sdk:web-sdk']);
  const v4 = [{indexName: 'i', params: 'query=x&facetFilters=%5B%22language%3Aen%22%5D'}];
  assert.deepEqual((withSectionFilter(v4, 'node-sdk')[0] as Record<string, unknown>).facetFilters, [
    'language:en',
    'sdk:node-sdk',
  ]);
  assert.equal(withSectionFilter(v5, null), v5);
});

test('a filtered call only returns hits of that section', () => {
  const engine = new SearchEngine(searchCorpus());
  const call = {requests: [{indexName: 'i', query: 'table', hitsPerPage: 1000}]};
  const all = (answerRequests(engine, call.requests).results[0] as {hits: Array<{sdk: string}>}).hits;
  const sections = new Set(all.map((h) => h.sdk));
  assert.ok(sections.size > 1, 'unfiltered hits span sections');
  for (const sdk of sections) {
    const {results} = answerRequests(engine, withSectionFilter(call, sdk).requests);
    const hits = (results[0] as {hits: Array<{sdk: string}>}).hits;
    assert.ok(hits.length > 0, `hits in ${sdk}`);
    assert.ok(hits.every((h) => h.sdk === sdk));
  }
});

/**
 * What the modal and the search page answer, over the index the build shipped, asked in Node as
 * the site asks it (src/tooling/shipped-search.ts: DocSearch's request, the modal's operators and
 * section ranking, the search page's client). Which hits a query finds, in which order, with which
 * kind, marks and snippet is the engine's: checked here without a browser. The browser tests
 * (tests/e2e/search*.spec.ts) check that the modal and the page show what these answers hold.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AlgoliaHit} from '../../src/search/algolia-response';
import {hitPath, shippedSearch, SNIPPET_WORDS} from '../../src/tooling/shipped-search';

const search = shippedSearch();

const paths = (hits: AlgoliaHit[]) => hits.map((h) => hitPath(h.url));
const first = (hits: AlgoliaHit[]) => paths(hits)[0] ?? '';
/** Words of a marked-up snippet, as a reader counts them on screen. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

test('modal: an exact class name ranks its page first; each hit has its SDK section and its kind', async () => {
  const {hits} = await search.modal('Table');
  assert.match(first(hits), /\/[a-z-]+-sdk\/classes\/Table$/);
  assert.equal(hits[0].kind, 'class');
  const sections = [...new Set(hits.map((h) => h.hierarchy?.lvl0 ?? ''))];
  assert.ok(sections.length > 1, `sections: ${sections.join(', ')}`);
  for (const section of sections) assert.match(section, / SDK$/);
});

test('modal: prefixes, camelCase words, members with anchors and typos find the symbol', async () => {
  const prefix = await search.modal('usePow');
  assert.match(first(prefix.hits), /\/functions\/usePowerSync$/);
  assert.equal(prefix.hits[0].kind, 'hook');
  assert.match(prefix.hits[0]._snippetResult?.hierarchy?.lvl1?.value ?? '', /<mark>usePow<\/mark>/i);

  assert.match(first((await search.modal('suspense query')).hits), /\/functions\/useSuspenseQuery$/);

  const member = await search.modal('disconnectAndClear');
  assert.match(first(member.hits), /\/classes\/\w*PowerSyncDatabase#disconnectandclear$/);
  assert.equal(member.hits[0].kind, 'method');

  assert.match(first((await search.modal('PowerSyncDatabse')).hits), /\/classes\/PowerSyncDatabase$/);
});

test('modal: content snippets are at most 10 words, 5 when DocSearch asks for 5 (screens up to 768 px)', async () => {
  const longest = async (snippetWords: number) => {
    const {hits} = await search.modal('Creates a new Table instance', {snippetWords});
    const snippets = hits.map((h) => h._snippetResult?.content?.value).filter((s): s is string => Boolean(s));
    assert.ok(snippets.length > 0, 'content hits');
    return Math.max(...snippets.map(words));
  };
  const wide = await longest(SNIPPET_WORDS.wide);
  assert.ok(wide > SNIPPET_WORDS.narrow && wide <= SNIPPET_WORDS.wide, `${wide} words`);
  assert.ok((await longest(SNIPPET_WORDS.narrow)) <= SNIPPET_WORDS.narrow);
});

test('modal: operators filter the hits and combine with words; an unknown operator is text', async () => {
  const hooks = await search.modal('kind:hook status');
  assert.ok(hooks.hits.length > 0);
  assert.deepEqual(new Set(hooks.hits.map((h) => h.kind)), new Set(['hook']));
  assert.match(first(hooks.hits), /\/functions\/useStatus$/);

  // With `kind:class` removed (the chip's ×), members named table are back, all in the Node SDK.
  const node = await search.modal('sdk:node table');
  assert.ok(node.hits.some((h) => /\/classes\/CrudEntry#/.test(hitPath(h.url))));
  assert.deepEqual(new Set(node.hits.map((h) => h.hierarchy?.lvl0)), new Set(['Node SDK']));
  const classes = await search.modal('kind:class sdk:node table');
  assert.deepEqual(new Set(classes.hits.map((h) => `${h.kind} ${h.hierarchy?.lvl0}`)), new Set(['class Node SDK']));

  const unknown = await search.modal('kind:widget Table');
  assert.ok(unknown.hits.length > 0);
  assert.equal(unknown.query, 'kind:widget Table', 'searched as typed');
});

test('modal: type search finds the property holding a type on a Web SDK page, and methods accepting one', async () => {
  const returns = await search.modal('-> SyncStatus', {section: 'web-sdk'});
  assert.match(first(returns.hits), /\/web-sdk\/classes\/\w*PowerSyncDatabase#currentstatus$/);
  const accepts = await search.modal('tx: Transaction');
  assert.match(first(accepts.hits), /PowerSyncDatabase#(read|write)transaction$/);
});

test('modal: `has:example` keeps what the demos call, each hit saying in how many (issue #46)', async () => {
  const title = (h: AlgoliaHit) => h.hierarchy?.lvl1 ?? '';
  const all = await search.modal('kind:hook sdk:react');
  assert.ok(
    all.hits.some((h) => title(h).includes('useSuspenseQuery')),
    'some hooks no demo calls',
  );
  const called = await search.modal('kind:hook sdk:react has:example');
  assert.ok(called.hits.length > 0);
  assert.ok(!called.hits.some((h) => title(h).includes('useSuspenseQuery')));
  assert.equal(called.hits.filter((h) => /^Function: useQuery\(\) \(used in \d+ demos\)/.test(title(h))).length, 1);
  for (const hit of called.hits) assert.match(title(hit), /\(used in \d+ demos?\)/);
});

test('modal: the section being read ranks first, the others follow; outside any section the plain order', async () => {
  const web = await search.modal('watch', {section: 'web-sdk'});
  assert.equal(first(web.hits), '/powersync-js/web-sdk/classes/PowerSyncDatabase#watch');
  assert.equal(web.hits[0].hierarchy?.lvl0, 'Web SDK');
  assert.ok(
    web.hits.some((h) => h.hierarchy?.lvl0 !== 'Web SDK'),
    'other sections follow',
  );
  const landing = await search.modal('watch', {section: null});
  assert.equal(first(landing.hits), '/powersync-js/capacitor-sdk/classes/PowerSyncDatabase#watch');
});

test('search page: answers ?q=, lists a symbol shared by sections once, counts what the modal counts', async () => {
  assert.match(first((await search.searchPage('SyncStatus')).hits), /\/classes\/SyncStatus$/);

  const shared = await search.searchPage('upload queue');
  assert.equal(shared.hits[0].hierarchy?.lvl1, 'Class: UploadQueueStats');
  const pages = shared.hits.filter((h) => !h.anchor);
  assert.equal(pages.filter((h) => h.hierarchy?.lvl1 === 'Class: UploadQueueStats').length, 1);
  assert.deepEqual(
    shared.hits[0].sections?.map((s) => [s.label, hitPath(s.url)]),
    [
      ['Node SDK', '/powersync-js/node-sdk/classes/UploadQueueStats'],
      ['React Native SDK', '/powersync-js/react-native-sdk/classes/UploadQueueStats'],
      ['Web SDK', '/powersync-js/web-sdk/classes/UploadQueueStats'],
    ],
  );

  const modal = await search.modal('watched query');
  assert.ok(modal.nbHits > 20);
  assert.equal((await search.searchPage('watched query')).nbHits, modal.nbHits, '"See all {count} results"');

  const all = await search.searchPage('Table');
  const web = await search.searchPage('Table', {sdk: 'web-sdk'});
  assert.ok(web.nbHits > 0 && web.nbHits < all.nbHits);
  for (const path of paths(web.hits)) assert.match(path, /\/web-sdk(\/|$)/);
});

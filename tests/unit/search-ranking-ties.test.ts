/**
 * Ranking rules for hits that tie on their name (issue #54): a symbol whose page says to use
 * another, copies of one symbol in several sections, operator-only searches, and words matched
 * only through a typo. Small synthetic sites through the real record maker (fixtures/search-corpus).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SearchEngine} from '../../src/search/engine';
import {RANKING, supersededBy, Tier} from '../../src/search/ranking';
import manifest from '../../src/sdk-manifest';
import {chipFacetFilters, parseQuery} from '../../src/search/query-syntax';
import {sectionOptionalFilters} from '../../src/search/section-context';
import {BASE, pageRecords} from './fixtures/search-corpus';

type Page = Parameters<typeof pageRecords>[0];

function engineOf(pages: Page[]): SearchEngine {
  return new SearchEngine(pages.flatMap((page) => pageRecords(page)));
}

const paths = (engine: SearchEngine, query: string, options = {}) =>
  engine.search(query, options).hits.map((h) => h.record.url.replace(BASE, ''));

const connect: [string, string, string] = [
  'connect()',
  'connect(connector): Promise<void>;',
  'Connects to the service.',
];
const close: [string, string, string] = ['close()', 'close(): Promise<void>;', 'Closes the database.'];

test('a page whose description says "Use X instead" ranks, with its members, after X of its section', () => {
  assert.equal(
    supersededBy('Internal Use PowerSyncDatabase instead, this class is internal.', 'webpowersyncdatabase'),
    'PowerSyncDatabase',
  );
  assert.equal(supersededBy('Opens it. For a file, use path instead.', 'x'), null, 'only the first sentence');
  assert.equal(supersededBy('Use Table instead.', 'Table'), null, 'not itself');

  const pages = (intro: string): Page[] => [
    // Listed first and richer: without the rule, it wins every tie.
    {
      sdk: 'web-sdk',
      path: 'classes/WebPowerSyncDatabase',
      title: 'Class: WebPowerSyncDatabase',
      intro,
      groups: {Methods: [connect, close]},
    },
    {
      sdk: 'web-sdk',
      path: 'interfaces/PowerSyncDatabase',
      title: 'Interface: PowerSyncDatabase',
      intro: 'A database.',
      groups: {Methods: [connect]},
    },
  ];
  const superseded = engineOf(pages('Internal Use PowerSyncDatabase instead, this class is only used by other SDKs.'));
  assert.equal(paths(superseded, 'connect')[0], 'web-sdk/interfaces/PowerSyncDatabase#connect');
  // Naming no symbol of the section, or further on than the first sentence: nothing changes.
  for (const intro of ['Use SomethingElse instead.', 'The web database. For a worker, use PowerSyncDatabase instead.'])
    assert.equal(paths(engineOf(pages(intro)), 'connect')[0], 'web-sdk/classes/WebPowerSyncDatabase#connect', intro);
});

test('copies of a symbol that tie on everything: the section that defines it first, the reader’s own before it', () => {
  const hook = (sdk: string): Page => ({
    sdk,
    path: 'functions/useQuery',
    title: 'Function: useQuery()',
    intro: 'A hook to access the results of a watched query.',
  });
  // React Native re-exports React's hook with the same text, and sorts first by name.
  const engine = engineOf([hook('react-native-sdk'), hook('react-sdk')]);
  assert.deepEqual(paths(engine, 'useQuery'), ['react-sdk/functions/useQuery', 'react-native-sdk/functions/useQuery']);
  assert.equal(
    paths(engine, 'useQuery', {optionalFilters: sectionOptionalFilters('react-native-sdk')})[0],
    'react-native-sdk/functions/useQuery',
    'on a React Native page, its own copy',
  );
  // A renamed section would silently lose its place.
  const sections = manifest.sdks.map((sdk) => sdk.id);
  assert.deepEqual(
    RANKING.sectionOrder.filter((id) => !sections.includes(id)),
    [],
  );
});

test('operators without words (has:example): the symbols most demos call first, after symbol order', () => {
  const demos = (page: Page, count: number): Page & {demos: number} => ({...page, demos: count});
  const pages = [
    demos({sdk: 'web-sdk', path: 'classes/Column', title: 'Class: Column', intro: 'A column.'}, 2),
    demos({sdk: 'web-sdk', path: 'classes/Schema', title: 'Class: Schema', intro: 'A schema.'}, 18),
    demos({sdk: 'web-sdk', path: 'functions/useQuery', title: 'Function: useQuery()', intro: 'A hook.'}, 30),
  ];
  // Each page's "In the demos" count, as the usages file gives it.
  const records = pages.flatMap((page) => pageRecords(page, {demos: page.demos}));
  const engine = new SearchEngine(records);
  const {text, chips} = parseQuery('has:example', []);
  // Classes before functions still (symbol order), then by use: not by name.
  assert.deepEqual(paths(engine, text, {facetFilters: chipFacetFilters(chips)}), [
    'web-sdk/classes/Schema',
    'web-sdk/classes/Column',
    'web-sdk/functions/useQuery',
  ]);
  // With words, the words rank: an exact name before a busier prefix match.
  assert.equal(paths(engine, 'column')[0], 'web-sdk/classes/Column');
});

test('qualified names: every word as typed before a word reached only through a typo', () => {
  const engine = engineOf([
    {
      sdk: 'web-sdk',
      path: 'classes/PowerSyncDatabase',
      title: 'Class: PowerSyncDatabase',
      intro: 'A database.',
      groups: {
        Methods: [
          ['unloadListener()', 'unloadListener(): void;', 'Closes on page unload.'],
          ['getUploadQueueStats()', 'getUploadQueueStats(): Promise<UploadQueueStats>;', 'Counts pending changes.'],
        ],
      },
    },
  ]);
  // "data" is a word of the page's name for both; "upload" is in getUploadQueueStats as typed,
  // and only a typo of unloadListener's "unload" (which, shorter, won the tie).
  const hits = engine.search('upload data').hits;
  assert.deepEqual(
    hits.map((h) => [h.record.anchor, h.tier]),
    [
      ['getuploadqueuestats', Tier.QualifiedName],
      ['unloadlistener', Tier.QualifiedNameWithTypos],
    ],
  );
  assert.equal(
    paths(engine, 'PowerSincDatabase unloadListener')[0],
    'web-sdk/classes/PowerSyncDatabase#unloadlistener',
  );
});

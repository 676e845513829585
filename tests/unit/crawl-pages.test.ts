import {test} from 'node:test';
import assert from 'node:assert/strict';
import {NOT_FOUND_ROUTE, builtPages, evenlySpaced, spreadSample} from '../../src/tooling/crawl/pages';
import {
  OTHER_HOSTS_UNREACHABLE,
  SITE_HOST,
  isOtherHost,
  isOtherHostLoadFailure,
} from '../../src/tooling/crawl/other-hosts';

const files = [
  'index.html',
  '404.html',
  'search.html',
  'node-sdk.html',
  'node-sdk/globals.html',
  'node-sdk/classes.html',
  ...Array.from({length: 20}, (_, i) => `node-sdk/interfaces/I${String(i).padStart(2, '0')}.html`),
  'node-sdk/classes/Table.html',
  'node-sdk/enumerations/ColumnType.html',
  'react-sdk/functions/useQuery.html',
  'assets/js/main.js',
  'sitemap.xml',
];

test('built pages are classified by kind and section; the not-found page is reached through an unknown path', () => {
  const pages = builtPages(files);
  assert.equal(pages.length, 29);
  const kind = (route: string) => pages.find((p) => p.route === route)?.kind;
  assert.equal(kind(''), 'landing');
  assert.equal(kind('search'), 'search');
  assert.equal(kind(NOT_FOUND_ROUTE), 'not-found');
  assert.equal(kind('node-sdk'), 'section-index');
  assert.equal(kind('node-sdk/globals'), 'globals');
  assert.equal(kind('node-sdk/classes'), 'classes-index');
  assert.equal(kind('node-sdk/classes/Table'), 'class');
  assert.equal(kind('react-sdk/functions/useQuery'), 'function');
  assert.equal(pages.find((p) => p.route === 'react-sdk/functions/useQuery')?.section, 'react-sdk');
});

test('the spread keeps every one-of-a-kind page and an even pick of each group, the same every time', () => {
  const sample = spreadSample(builtPages(files), 8);
  const interfaces = sample.filter((p) => p.kind === 'interface').map((p) => p.route);
  assert.deepEqual(
    interfaces,
    ['node-sdk/interfaces/I00', 'node-sdk/interfaces/I19', 'node-sdk/interfaces/I10'].sort(),
  );
  assert.equal(sample.filter((p) => p.kind !== 'interface').length, 9);
  assert.deepEqual(spreadSample(builtPages(files), 8), sample);
});

test('evenly spaced picks include both ends', () => {
  assert.deepEqual(evenlySpaced([1, 2, 3, 4, 5, 6, 7], 3), [1, 4, 7]);
  assert.deepEqual(evenlySpaced([1, 2], 5), [1, 2]);
  assert.deepEqual(evenlySpaced([1, 2, 3], 1), [1]);
});

test('other hosts: any http(s) host but the site’s; the console line of their failed loads only', () => {
  assert.equal(isOtherHost('https://github.com/powersync-ja/x.png'), true);
  assert.equal(isOtherHost('http://localhost:4173/powersync-js/'), true);
  assert.equal(isOtherHost(`http://${SITE_HOST}:4173/powersync-js/img/logo.svg`), false);
  assert.equal(isOtherHost('data:image/gif;base64,R0lGOD'), false);
  assert.equal(isOtherHost('not a url'), false);
  assert.match(OTHER_HOSTS_UNREACHABLE, new RegExp(`MAP \\* ~NOTFOUND, EXCLUDE ${SITE_HOST.replaceAll('.', '\\.')}$`));
  const failed = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
  assert.equal(isOtherHostLoadFailure(failed, 'https://github.com/a.png'), true);
  assert.equal(isOtherHostLoadFailure(failed, `http://${SITE_HOST}:4173/a.png`), false);
  assert.equal(isOtherHostLoadFailure('Uncaught TypeError: x', 'https://github.com/a.js'), false);
});

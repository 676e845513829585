import {test} from 'node:test';
import assert from 'node:assert/strict';
import {NOT_FOUND_ROUTE, builtPages, featureSpread, pageFeatures} from '../../src/tooling/crawl/pages';
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
  'react-sdk.html',
  'react-sdk/globals.html',
  'react-sdk/classes.html',
  'react-sdk/functions/useQuery.html',
  'assets/js/main.js',
  'sitemap.xml',
];

test('built pages are classified by kind and section; the not-found page is reached through an unknown path', () => {
  const pages = builtPages(files);
  assert.equal(pages.length, 32);
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

test('the spread: the landing, search and not-found pages, and the fewest others showing every feature, kind and section', () => {
  const pages = builtPages(files);
  const features = new Map<string, string[]>([
    ['node-sdk/interfaces/I03', ['deprecated']],
    ['node-sdk/interfaces/I07', ['in-the-demos', 'deprecated']],
    ['node-sdk/interfaces/I12', ['in-the-demos']],
    ['node-sdk/classes/Table', ['history-badge']],
  ]);
  const featuresOf = (page: {route: string}) => new Set(features.get(page.route) ?? ['member']);
  const spread = featureSpread(pages, featuresOf);
  assert.deepEqual(
    spread.map((p) => p.route),
    // I07 shows two features at once; the class and the function bring their kind, the function
    // its section. A section index, a globals and a classes-index page each bring their kind:
    // one of each, not one a section (react-sdk's globals and classes index add nothing more).
    [
      '',
      NOT_FOUND_ROUTE,
      'node-sdk/classes',
      'node-sdk/classes/Table',
      'node-sdk/enumerations/ColumnType',
      'node-sdk/globals',
      'node-sdk/interfaces/I07',
      'react-sdk',
      'react-sdk/functions/useQuery',
      'search',
    ],
  );
  assert.deepEqual(featureSpread(pages, featuresOf), spread);
});

test("a page's features: its classes, not code tokens' nor its own doc id", () => {
  const html = `<html class="docs-doc-id-node-sdk/classes/Table plugin-docs"><main class="container  deprecated">
    <span class="token keyword">const</span><div class="codeBlock_qGQc language-ts"></div></main></html>`;
  assert.deepEqual([...pageFeatures(html)].sort(), ['codeBlock_qGQc', 'container', 'deprecated', 'plugin-docs']);
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

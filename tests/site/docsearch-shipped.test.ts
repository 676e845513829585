/**
 * Search constants of spec section 9 in the DocSearch modal as the built site ships it: the
 * one chunk of build/assets/js that holds the modal (bundled and patched at build time), not
 * the vendor package under node_modules. A constant found here is what readers' browsers run;
 * the browser tests named next to it in docs/CONFORMANCE.md show the behaviour where they can.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {EMBEDDED_SEARCH_NAME} from '../../src/theme/SearchBar/spec-translations';
import {SEARCH_CONFIG_FILE} from '../../src/plugins/search/constants';
import {docSearchModalChunk, shippedProgressBarDelay, shippedStallThreshold} from '../../src/tooling/shipped-bundle';

// One build serves both modes (the mode is read from search-config.json when search is first
// used), so this one modal chunk is the hosted search's too.
test('build: exactly one script holds the DocSearch modal', () => {
  assert.doesNotThrow(() => docSearchModalChunk('build'));
});

const {file, source} = docSearchModalChunk('build');
/** Identifiers are renamed by the minifier: `\w+` stands for any of them. */
const CONSTANTS: Array<[string, RegExp]> = [
  ['@docsearch/react version 3.9.0', /\w+="3\.9\.0"/],
  ['modal input limit: 64 characters (autocomplete default 512 overridden)', /maxLength:64\}/],
  ['selected text prefill: at most 64 characters', /window\.getSelection\(\)\.toString\(\)\.slice\(0,64\)/],
  ['hits per page requested: 20', /highlightPostTag:"<\/mark>",hitsPerPage:20,/],
  ['hits per group by default: 5', /\w+\[\w+\]\.length<\(\w+\|\|5\)/],
  ['recent searches kept: 7, or 4 with favourites', /limit:0===\w+\.getAll\(\)\.length\?7:4/],
  ['favourite searches kept: 10', /"__DOCSEARCH_FAVORITE_SEARCHES__"\.concat\(\w+\),limit:10\}/],
  ['stall threshold: 300 ms', /\bstallThreshold:300,/],
  ['client timeouts: connect 1000, read 2000, write 30000 ms', /timeouts:\{connect:1e3,read:2e3,write:3e4\}/],
  [
    'timeouts grow with the retry count',
    /getTimeout:function\((\w+),(\w+)\)\{return\(0===(\w+)\.length&&0===\1\?1:\3\.length\+3\+\1\)\*\2\}/,
  ],
  ['a failed or timed-out host is marked down', /isTimedOut\?"timed out":"down"/],
  ['a down host is skipped for 120000 ms', /isUp:function\(\)\{return"up"===(\w+)\|\|Date\.now\(\)-(\w+)>12e4\}/],
];

for (const [what, pattern] of CONSTANTS) {
  test(`the shipped DocSearch modal: ${what}`, () => {
    assert.match(source, pattern, `${file} does not contain ${pattern}`);
  });
}

test('the shipped DocSearch modal: snippet length: 10 words, 5 on screens up to 768 px', () => {
  const words = /(\w+)=\w+\.useRef\(10\)/.exec(source);
  assert.ok(words, 'the snippet word count starts at 10');
  const ref = words[1];
  assert.ok(source.includes(`"content:".concat(${ref}.current)`), 'content snippets use that count');
  assert.ok(source.includes(`matchMedia("(max-width: 768px)").matches&&(${ref}.current=5)`), '5 up to 768 px');
});

test('the shipped stall threshold and progress-bar delay are the spec values (the browser tests bound time by these)', () => {
  assert.equal(shippedStallThreshold('build'), 300);
  assert.equal(shippedProgressBarDelay('build'), 200);
});

test('the shipped DocSearch modal: the footer names what answers when told to, else shows Algolia’s logo', () => {
  // The footer patch (src/plugins/search/docsearch-patch.ts): "Search by" and a name as text.
  assert.match(
    source,
    /className:"DocSearch-Logo"\},[\w.$]+\?[^;]{0,200}"data-search-by"/,
    `${file}: the footer patch is missing`,
  );
});

test('the shipped search box tells an embedded search’s footer to name the site’s own index', () => {
  // The built site is the embedded one (hosted search: its search-config.json): some script passes
  // the name (src/theme/SearchBar/spec-translations.ts) as the footer's `searchByName`.
  const dir = path.join('build', 'assets', 'js');
  const words = EMBEDDED_SEARCH_NAME.replace(/^.*’s /, '');
  const passing = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return text.includes(words) && text.includes('searchByName');
    });
  assert.ok(passing.length > 0, `no script of ${dir} names "${words}" for the footer`);
});

test('the built site tells the browser it searches its own index, and nothing preconnects to a provider', () => {
  // What the browser reads on the first search (src/search/search-config.ts); the hosted
  // file the build writes is checked in tests/unit/search-config.test.ts.
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join('build', SEARCH_CONFIG_FILE), 'utf8')), {mode: 'local'});
  const page = fs.readFileSync(path.join('build', 'web-sdk', 'classes', 'PowerSyncDatabase.html'), 'utf8');
  assert.doesNotMatch(page, /rel="?preconnect"?[^>]*algolia/);
});

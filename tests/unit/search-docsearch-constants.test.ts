/**
 * Search constants of spec section 9 that live inside the pinned @docsearch/react 3.9.0 bundle
 * (its own copy of autocomplete-core and algoliasearch-lite). The browser tests check the
 * behaviours; this pins the numbers, so an upgrade that changes one fails here by name.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import test from 'node:test';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
const bundle = fs.readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');

const CONSTANTS: Array<[string, string]> = [
  ['@docsearch/react version', 'var rn="3.9.0"'],
  ['modal input limit: 64 characters (autocomplete default 512 overridden)', 'maxLength:64'],
  ['selected text prefill: at most 64 characters', 'window.getSelection().toString().slice(0,64)'],
  ['hits per page requested: 20', 'hitsPerPage:20'],
  ['snippet length: 10 words, 5 on screens up to 768 px', '"(max-width: 768px)").matches&&(J.current=5)'],
  ['hits per group by default: 5', 'e[o].length<(r||5)'],
  ['recent searches kept: 7, or 4 with favourites', 'limit:0===G.getAll().length?7:4'],
  ['favourite searches kept: 10', '"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10'],
  ['stall threshold: 300 ms', 'stallThreshold:300'],
  ['client timeouts: connect 1000, read 2000, write 30000 ms', 'timeouts:{connect:1e3,read:2e3,write:3e4}'],
  ['timeouts grow with the retry count', 'getTimeout:function(e,t){return(0===i.length&&0===e?1:i.length+3+e)*t}'],
  ['a failed or timed-out host is marked down', 'isTimedOut?"timed out":"down"'],
  ['client set-up errors', 'throw new Error("`appId` is missing.")'],
];

for (const [what, code] of CONSTANTS) {
  test(`DocSearch 3.9.0 constant: ${what}`, () => {
    assert.ok(bundle.includes(code), `expected ${code} in @docsearch/react`);
  });
}

test('DocSearch 3.9.0 constant: a down host is skipped for 120000 ms', () => {
  const down = /isUp:function\(\)\{return"up"===t\|\|Date\.now\(\)-r>(\w+)\}/.exec(bundle);
  assert.ok(down, 'host status code');
  assert.match(bundle, new RegExp(`(?:var |[,;])${down[1]}=12e4[,;]`));
});

/**
 * The navbar search answers from the line the page shows (src/theme/SearchBar/search-line.ts):
 * its own build's, or on the not-found page under another line's path, that line's index,
 * sections, hosted `line` facet and search page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchLineOf, searchPageOf} from '../../src/theme/SearchBar/search-line';

const own = {
  path: '/powersync-js/',
  sections: [
    {id: 'attachments-sdk', label: 'Attachments'},
    {id: 'web-sdk', label: 'Web SDK'},
  ],
  line: 'current',
};
const v2 = {id: 'v2', label: 'Common 2.3', path: '/powersync-js/v2/'};
const shell = {info: {...v2, siteBase: '/powersync-js/', newest: v2, lines: [v2]}};

test('a page searches its own line', () => {
  assert.deepEqual(searchLineOf(own, null), {...own, foreign: false});
  const ownShown = {info: {...shell.info, id: 'current', path: '/powersync-js/'}};
  assert.equal(searchLineOf(own, ownShown).foreign, false);
});

test('the not-found page under v2/ searches v2: its index path, its sections once known, its facet', () => {
  const before = searchLineOf(own, shell);
  assert.deepEqual(before, {path: '/powersync-js/v2/', sections: [], line: 'v2', foreign: true});
  const sections = [{id: 'web-sdk', label: 'Web SDK'}];
  assert.deepEqual(searchLineOf(own, {...shell, sections}).sections, sections);
});

test('the search page of the searched line', () => {
  assert.equal(searchPageOf('/powersync-js/v2/', 'search', 'a b&c'), '/powersync-js/v2/search?q=a%20b%26c');
});

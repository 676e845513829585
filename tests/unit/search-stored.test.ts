import assert from 'node:assert/strict';
import test from 'node:test';
import {
  cleanedStorageValue,
  isSafeHitUrl,
  lineListWrites,
  RECENT_SEARCHES_KEY_PREFIX,
  sanitizeStoredSearches,
} from '../../src/search/stored-searches';

const origin = 'https://example.dev';
const hit = (over: Record<string, unknown> = {}) => ({
  objectID: 'a',
  url: '/powersync-js/node-sdk/classes/Table',
  type: 'lvl1',
  hierarchy: {lvl0: 'Node SDK', lvl1: 'Class: Table&lt;Columns&gt;', lvl2: null},
  content: null,
  ...over,
});

test('stored hits keep already-escaped text exactly', () => {
  assert.deepEqual(sanitizeStoredSearches([hit()], origin), [hit()]);
  assert.equal(cleanedStorageValue(JSON.stringify([hit()]), origin), null, 'clean storage is not rewritten');
});

test('markup planted in stored text becomes inert text', () => {
  const planted = hit({
    hierarchy: {lvl0: 'x', lvl1: '<img src=x onerror=alert(1)>', lvl2: '<svg onload=alert(1)>'},
    content: '<script>alert(1)</script>',
  });
  const [clean] = sanitizeStoredSearches([planted], origin);
  assert.deepEqual(clean.hierarchy, {
    lvl0: 'x',
    lvl1: '&lt;img src=x onerror=alert(1)&gt;',
    lvl2: '&lt;svg onload=alert(1)&gt;',
  });
  assert.equal(clean.content, '&lt;script&gt;alert(1)&lt;/script&gt;');
  assert.ok(!JSON.stringify(clean).includes('<'));
});

test('entries with unsafe or foreign urls, or without an objectID, are dropped', () => {
  const value = [
    hit({objectID: '1', url: 'javascript:alert(1)'}),
    hit({objectID: '2', url: ' JaVaScRiPt:alert(1)'}),
    hit({objectID: '3', url: 'data:text/html,<b>x</b>'}),
    hit({objectID: '4', url: 'https://evil.example/x'}),
    hit({objectID: '5', url: '//evil.example/x'}),
    hit({objectID: 6}),
    'not an object',
    null,
    hit({objectID: '7', url: `${origin}/powersync-js/web-sdk`}),
  ];
  assert.deepEqual(
    sanitizeStoredSearches(value, origin).map((h) => h.objectID),
    ['7'],
  );
  assert.equal(isSafeHitUrl('/powersync-js/a\u0000b', origin), false);
});

test('storage that is not JSON or not a list is emptied', () => {
  assert.equal(cleanedStorageValue('{not json', origin), '[]');
  assert.equal(cleanedStorageValue('{"a":1}', origin), '[]');
  assert.equal(cleanedStorageValue(null, origin), null);
});

test('each release line has its own stored searches: the shared key holds the searched line’s', () => {
  const key = `${RECENT_SEARCHES_KEY_PREFIX}powersync-js`;
  const storage = new Map<string, string>();
  const open = (line: string) => {
    for (const [to, value] of lineListWrites((k) => storage.get(k) ?? null, key, line))
      if (value === null) storage.delete(to);
      else storage.set(to, value);
    return storage.get(key) ?? null;
  };
  const current = JSON.stringify([{objectID: 'a', url: '/powersync-js/web-sdk/classes/Table'}]);
  const v1 = JSON.stringify([{objectID: 'b', url: '/powersync-js/v1/web-sdk/classes/TableV2'}]);
  storage.set(key, current);
  // A list from before lines were told apart stays with the first line opened.
  assert.equal(open('current'), current);
  assert.equal(open('v1'), null, 'v1 does not see the default line’s searches');
  storage.set(key, v1); // DocSearch saves a search made on v1
  assert.equal(open('current'), current);
  assert.equal(open('current'), current, 'opening the same line again writes nothing');
  assert.deepEqual(
    lineListWrites((k) => storage.get(k) ?? null, key, 'current'),
    [],
  );
  assert.equal(open('v1'), v1);
  assert.equal(open('v2'), null);
});

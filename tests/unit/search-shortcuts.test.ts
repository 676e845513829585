import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isToggleShortcut} from '../../src/theme/SearchBar/use-search-shortcuts';

const key = (init: Partial<KeyboardEvent> & {tagName?: string; editable?: boolean}) =>
  ({
    key: '',
    code: '',
    metaKey: false,
    ctrlKey: false,
    ...init,
    target: {tagName: init.tagName ?? 'BODY', isContentEditable: init.editable ?? false},
  }) as unknown as KeyboardEvent;

test('Ctrl+K and ⌘+K toggle the modal, open or closed; K alone does not', () => {
  for (const open of [false, true]) {
    assert.equal(isToggleShortcut(key({key: 'k', ctrlKey: true}), open), true);
    assert.equal(isToggleShortcut(key({key: 'K', metaKey: true}), open), true);
    assert.equal(isToggleShortcut(key({key: 'k'}), open), false);
  }
});

test('Escape only closes; "/" only opens, and never while the reader types in a field', () => {
  assert.equal(isToggleShortcut(key({code: 'Escape', key: 'Escape'}), true), true);
  assert.equal(isToggleShortcut(key({code: 'Escape', key: 'Escape'}), false), false);
  assert.equal(isToggleShortcut(key({key: '/'}), false), true);
  assert.equal(isToggleShortcut(key({key: '/'}), true), false);
  for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT'])
    assert.equal(isToggleShortcut(key({key: '/', tagName}), false), false);
  assert.equal(isToggleShortcut(key({key: '/', editable: true}), false), false);
});

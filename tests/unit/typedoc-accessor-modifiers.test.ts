import {test} from 'node:test';
import assert from 'node:assert/strict';
import {reorderModifiers, reorderSignatureModifiers} from '../../src/generate/typedoc/accessor-modifiers';

test('accessor keywords follow the modifiers, modifiers are in TypeScript order', () => {
  assert.equal(
    reorderModifiers('get protected powersync(): AbstractPowerSyncDatabase;'),
    'protected get powersync(): AbstractPowerSyncDatabase;',
  );
  assert.equal(
    reorderModifiers('set protected static x(value: number): void;'),
    'protected static set x(value: number): void;',
  );
  assert.equal(
    reorderModifiers('abstract protected openAdapter(): DBAdapter;'),
    'protected abstract openAdapter(): DBAdapter;',
  );
  assert.equal(reorderModifiers('readonly static NAME: string;'), 'static readonly NAME: string;');
  // Already in order, or a member named like a keyword: unchanged.
  assert.equal(reorderModifiers('protected get x(): T;'), 'protected get x(): T;');
  assert.equal(reorderModifiers('get(): T;'), 'get(): T;');
  assert.equal(reorderModifiers('readonly get: Getter;'), 'readonly get: Getter;');
});

test('only the first line of ts code blocks is reordered', () => {
  const page = [
    '### powersync',
    '```ts',
    'get protected powersync(): AbstractPowerSyncDatabase;',
    '```',
    '```ts signature',
    'get protected storage(): StorageAdapter;',
    '```',
    'get protected prose stays',
    '```js',
    'get protected other();',
    '```',
  ].join('\n');
  assert.equal(
    reorderSignatureModifiers(page),
    page
      .replace('get protected powersync', 'protected get powersync')
      .replace('get protected storage', 'protected get storage'),
  );
});

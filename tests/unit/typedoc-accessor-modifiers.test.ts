import {test} from 'node:test';
import assert from 'node:assert/strict';
import {modifiersInTypeScriptOrder} from '../../src/generate/typedoc/accessor-modifiers';

// The stock helper's output (typedoc-plugin-markdown's getReflectionFlags): each flag in
// backticks, in its own fixed order (abstract, const, private, protected, readonly, static).
test('flags in TypeScript order, an accessor keyword after them', () => {
  assert.equal(modifiersInTypeScriptOrder('`protected`', 'get'), '`protected` **get**');
  assert.equal(modifiersInTypeScriptOrder('`protected` `static`', 'set'), '`protected` `static` **set**');
  assert.equal(modifiersInTypeScriptOrder('`abstract` `protected`'), '`protected` `abstract`');
  assert.equal(modifiersInTypeScriptOrder('`readonly` `static`'), '`static` `readonly`');
  assert.equal(modifiersInTypeScriptOrder('`protected` `readonly` `static`'), '`protected` `static` `readonly`');
});

test('nothing to order: no flags, an accessor alone, a word TypeScript does not order', () => {
  assert.equal(modifiersInTypeScriptOrder(''), '');
  assert.equal(modifiersInTypeScriptOrder('', 'get'), '**get**');
  assert.equal(modifiersInTypeScriptOrder('`const`'), '`const`');
});

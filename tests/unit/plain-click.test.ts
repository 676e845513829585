import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isPlainClick} from '../../src/components/plain-click';

test("a plain click is the main button without a modifier; any other is the browser's", () => {
  const click = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false};
  assert.equal(isPlainClick(click), true);
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
    assert.equal(isPlainClick({...click, [key]: true}), false, key);
  assert.equal(isPlainClick({...click, button: 1}), false, 'middle button');
  assert.equal(isPlainClick({...click, button: 2}), false, 'secondary button');
});

/** Object types keep the readonly of their members (src/generate/typedoc/readonly-members.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withReadonlyMembers} from '../../src/generate/typedoc/readonly-members';

const ro = (name: string) => ({name, flags: {isReadonly: true}});
const lines = (...text: string[]) => text.join('\n');

test('readonly members of an object type get their modifier back; others and nested ones stay', () => {
  // The partial's output: names in backticks (the code block drops them), nested types indented further.
  const stock = lines(
    '\\{',
    '  `debug`: 20;',
    '  `name?`: string;',
    '  `nested`: \\{',
    '     `debug`: number;',
    '  \\};',
    "  `'a-b'`: 1;",
    '\\}',
  );
  assert.equal(
    withReadonlyMembers(stock, [ro('debug'), {name: 'name'}, ro('a-b'), {name: 'nested'}]),
    lines(
      '\\{',
      '  readonly `debug`: 20;',
      '  `name?`: string;',
      '  `nested`: \\{',
      '     `debug`: number;',
      '  \\};',
      "  readonly `'a-b'`: 1;",
      '\\}',
    ),
  );
  assert.equal(withReadonlyMembers(stock, [{name: 'debug'}]), stock, 'no readonly member: unchanged');
  // Methods and accessors are never written readonly.
  const method = {name: 'run', flags: {isReadonly: true}, signatures: [{}]};
  assert.equal(
    withReadonlyMembers(lines('\\{', '  `run`(): void;', '\\}'), [method]),
    lines('\\{', '  `run`(): void;', '\\}'),
  );
});

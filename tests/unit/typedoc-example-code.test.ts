import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutCommentPrefix} from '../../src/generate/typedoc/example-code';

// What TypeDoc 0.28 makes of `@example` followed by a line starting with `{` (TriggerManager.d.ts).
const leaked = [
  '```ts',
  '{',
  "     *  'INSERT': sanitizeSQL`json_extract(NEW.data, '$.list_id') = ${sanitizeUUID(list.id)}`,",
  '     *',
  "     *  'DELETE': `TRUE`",
  '     * }',
  '```',
].join('\n');

test('an example whose lines after the first carry the comment prefix loses the prefix', () => {
  assert.equal(
    withoutCommentPrefix(leaked),
    [
      '```ts',
      '{',
      " 'INSERT': sanitizeSQL`json_extract(NEW.data, '$.list_id') = ${sanitizeUUID(list.id)}`,",
      '',
      " 'DELETE': `TRUE`",
      '}',
      '```',
    ].join('\n'),
  );
});

test('example code without the leaked prefix is left as it is', () => {
  const cases = [
    '```ts\nconst a = 1;\n```',
    '```ts\nconst a = {\n  b: 1,\n};\n```',
    // A line of its own that starts with `*` is code (a product, a list in a string).
    '```ts\nconst area = width\n  * height;\nconst b = 2;\n```',
    '```ts\n```',
  ];
  for (const code of cases) assert.equal(withoutCommentPrefix(code), code);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withDeprecationNotice} from '../../src/generate/typedoc/deprecation-notice';

test('the Deprecated section of a page moves into a notice under the title', () => {
  const page = [
    '---',
    'slug: "/x"',
    '---',
    '',
    '# ~~Class: TableV2~~',
    '',
    'Defined in: x',
    '',
    'Generate a new table',
    '',
    '## Deprecated',
    '',
    'You should use [Table](Table.md) instead.',
    '',
    '```ts',
    '## not a heading',
    '```',
    '',
    '### Still the message',
    '',
    '## Extends',
    '',
    '- Table',
  ].join('\n');
  const result = withDeprecationNotice(page);
  assert.equal(
    result,
    [
      '---',
      'slug: "/x"',
      '---',
      '',
      '# ~~Class: TableV2~~',
      '',
      '<div class="alert alert--warning api-deprecated" role="note">',
      '',
      '**Deprecated**',
      '',
      'You should use [Table](Table.md) instead.',
      '',
      '```ts',
      '## not a heading',
      '```',
      '',
      '### Still the message',
      '',
      '</div>',
      '',
      'Defined in: x',
      '',
      'Generate a new table',
      '',
      '## Extends',
      '',
      '- Table',
    ].join('\n'),
  );
});

test('a deprecated page without a Deprecated section still gets the notice', () => {
  assert.equal(
    withDeprecationNotice('# Function: f()\n\ntext\n'),
    '# Function: f()\n\n<div class="alert alert--warning api-deprecated" role="note">\n\n**Deprecated**\n\n</div>\n\ntext\n',
  );
  assert.equal(withDeprecationNotice('no title'), 'no title');
});

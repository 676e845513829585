import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {CommentDisplayPart} from 'typedoc';
import {firstSentenceParts, plainText, tableCellMarkdown} from '../../src/generate/typedoc/comment-summary';
import {anyPackageKey, declarationLink} from '../../src/generate/typedoc/type-links';

const text = (value: string): CommentDisplayPart => ({kind: 'text', text: value});
const code = (value: string): CommentDisplayPart => ({kind: 'code', text: value});
const link = (value: string, target?: string): CommentDisplayPart => ({
  kind: 'inline-tag',
  tag: '@link',
  text: value,
  ...(target ? {target} : {}),
});

// "Performs a {@link AbstractPowerSyncDatabase.getAll} operation for a watched query. More."
const getAllQuery = [
  text('Performs a '),
  link('AbstractPowerSyncDatabase.getAll', 'x'),
  text(' operation for a watched query.\nMore.'),
];

test('the first sentence ends in text, never at a dot inside a link or inline code', () => {
  assert.deepEqual(firstSentenceParts(getAllQuery), [
    text('Performs a '),
    link('AbstractPowerSyncDatabase.getAll', 'x'),
    text(' operation for a watched query.'),
  ]);
  assert.deepEqual(firstSentenceParts([text('Use '), code('`a.b`'), text(' here. Then')]), [
    text('Use '),
    code('`a.b`'),
    text(' here.'),
  ]);
  // A dot directly followed by the next part does not end the sentence.
  assert.equal(plainText(firstSentenceParts([text('See A.'), link('B'), text(' too. No.')])), 'See A.B too.');
  assert.deepEqual(firstSentenceParts([text('  Only code:\n'), code('```ts\nx()\n```')]), [text('Only code:')]);
  assert.deepEqual(firstSentenceParts([]), []);
});

test('the first sentence is cut at the length cap with an ellipsis, never inside a link', () => {
  const long = firstSentenceParts([text('x'.repeat(250))], 200);
  assert.equal(long[0].text.length, 200);
  assert.ok(long[0].text.endsWith('…'));
  assert.deepEqual(firstSentenceParts([text('a'.repeat(10)), link('Target')], 12), [text('a'.repeat(10)), text('…')]);
});

test('plain text keeps link text and drops link syntax, backticks and emphasis', () => {
  assert.equal(
    plainText([
      text('An implementation of '),
      link('DBAdapter'),
      text(' using the **Capacitor** [plugin](https://x.test) and '),
      code('`execute`'),
      text('.'),
    ]),
    'An implementation of DBAdapter using the Capacitor plugin and execute.',
  );
});

test('a table cell keeps Markdown, links resolved tags, codes unresolved ones, escapes what breaks the cell', () => {
  const urlOf = (part: CommentDisplayPart) =>
    'target' in part && typeof part.target === 'string' ? `./${part.target}` : undefined;
  assert.equal(
    tableCellMarkdown(
      [
        text('For '),
        link('WatchedQuery', 'interfaces/WatchedQuery.md'),
        text(' and '),
        link('Missing'),
        text(' via [plugin](https://x.test) `a|b<T>` a|b <T> {x}'),
      ],
      urlOf,
    ),
    'For [WatchedQuery](./interfaces/WatchedQuery.md) and `Missing` via [plugin](https://x.test) `a\\|b<T>` a\\|b \\<T\\> \\{x\\}',
  );
  assert.equal(
    tableCellMarkdown([code('`a|b`'), link('DEFAULT_ROW_COMPARATOR', 'v.md')], urlOf),
    '`a\\|b`[DEFAULT\\_ROW\\_COMPARATOR](./v.md)',
  );
});

test('a declaration link reads as its name in summaries (unresolved-links.ts)', () => {
  const part: CommentDisplayPart = {
    kind: 'inline-tag',
    tag: '@linkcode',
    text: 'DBAdapter',
    target: declarationLink({key: anyPackageKey('DBAdapter')}),
  };
  const parts = [text('An implementation of '), part, text(' using the Capacitor plugin. More.')];
  assert.equal(plainText(firstSentenceParts(parts, 200)), 'An implementation of DBAdapter using the Capacitor plugin.');
});

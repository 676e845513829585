import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Comment, CommentTag, type CommentDisplayPart} from 'typedoc';
import {inlineHtmlToMarkdown, moveExampleCaptions} from '../../src/generate/typedoc/comment-html';

const text = (value: string): CommentDisplayPart => ({kind: 'text', text: value});

test('an example caption on the line after @example becomes the example title', () => {
  const comment = new Comment(
    [],
    [
      new CommentTag('@example', [
        text('<caption>Use this instead</caption>\n'),
        {kind: 'code', text: '```js\nnew Table()\n```'},
      ]),
    ],
  );
  moveExampleCaptions(comment);
  assert.equal(comment.blockTags[0].name, 'Use this instead');
  assert.deepEqual(comment.blockTags[0].content, [{kind: 'code', text: '```js\nnew Table()\n```'}]);

  const titled = new Comment([], [new CommentTag('@example', [text('<caption>Other</caption>')])]);
  titled.blockTags[0].name = 'Kept';
  moveExampleCaptions(titled);
  assert.equal(titled.blockTags[0].name, 'Kept');
});

test('inline HTML in comment text becomes Markdown; type syntax like Array<T> is left alone', () => {
  assert.equal(inlineHtmlToMarkdown('<b>bold</b>, <em>it</em>, <code>x</code>'), '**bold**, _it_, `x`');
  assert.equal(inlineHtmlToMarkdown('a<br/>b'), 'a\n\nb');
  assert.equal(inlineHtmlToMarkdown('see <caption>Title</caption>'), 'see _Title_');
  assert.equal(inlineHtmlToMarkdown('Array<T> or Promise<string>'), 'Array<T> or Promise<string>');
});

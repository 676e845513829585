import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Comment, CommentTag, type CommentDisplayPart} from 'typedoc';
import {
  STAGE_NOTE_TAG,
  moveStageNotes,
  splitTrailingNote,
  stageNotesInSource,
  withStageNote,
} from '../../src/generate/typedoc/stage-notes';

const text = (value: string): CommentDisplayPart => ({kind: 'text', text: value});
const joined = (parts: readonly CommentDisplayPart[]) => parts.map((part) => part.text).join('');

test('stage notes are read from doc comments, continuation lines included, up to the next tag', () => {
  const source = `
/**
 * Create a sync stream.
 *
 * @returns A {@link SyncStream} instance.
 * @experimental Sync streams are currently in alpha.
 */
/**
 * Raw tables.
 *
 * @experimental Please note that this feature is experimental, and not covered by semver or
 * stability guarantees.
 * @see Other
 */
/**
 * @experimental
 * @alpha This is currently experimental.
 */
/** @beta */
`;
  assert.deepEqual(Object.fromEntries(stageNotesInSource(source)), {
    '@experimental': [
      'Sync streams are currently in alpha.',
      'Please note that this feature is experimental, and not covered by semver or\nstability guarantees.',
    ],
    '@alpha': ['This is currently experimental.'],
  });
});

test('a note is split off the end of the block TypeDoc appended it to, links before it kept', () => {
  const parts: CommentDisplayPart[] = [
    text('A '),
    {kind: 'inline-tag', tag: '@link', text: 'SyncStream'},
    text(' instance that can be subscribed to.\n Sync streams are currently in alpha.'),
  ];
  const split = splitTrailingNote(parts, 'Sync streams are currently in alpha.');
  assert.ok(split);
  assert.equal(joined(split.kept), 'A SyncStream instance that can be subscribed to.');
  assert.equal(split.kept[1].kind, 'inline-tag');
  assert.equal(joined(split.note), 'Sync streams are currently in alpha.');
  // Over several parts, with a line break inside the note.
  const spread = splitTrailingNote(
    [text('Summary.\n\nPlease note that '), {kind: 'code', text: '`this`'}, text(' is\nnew.')],
    'Please note that `this` is\nnew.',
  );
  assert.deepEqual(spread?.kept, [text('Summary.')]);
  assert.equal(joined(spread!.note), 'Please note that `this` is\nnew.');
});

test('a block that is only the note, or does not end with it, is left alone', () => {
  assert.equal(
    splitTrailingNote([text('Sync streams are currently in alpha.')], 'Sync streams are currently in alpha.'),
    undefined,
  );
  assert.equal(
    splitTrailingNote([text('Something else entirely.')], 'Sync streams are currently in alpha.'),
    undefined,
  );
});

test('notes move out of a @returns block and out of the summary into a stage-note tag per stage', () => {
  const notes = stageNotesInSource('/**\n * @experimental\n * @alpha Alpha note.\n * @experimental Stage note.\n */');
  const comment = new Comment(
    [text('Summary.\n\nAlpha note.')],
    [new CommentTag('@returns', [text('The stream.\n Stage note.')])],
    new Set(['@experimental', '@alpha']),
  );
  const returns = comment.blockTags[0].content;
  moveStageNotes(comment, notes);
  assert.equal(joined(comment.summary), 'Summary.');
  // The tag's own array is changed: TypeDoc later moves this tag object to the signature.
  assert.equal(comment.blockTags[0].content, returns);
  assert.equal(joined(returns), 'The stream.');
  const moved = comment.blockTags.filter((tag) => tag.tag === STAGE_NOTE_TAG);
  assert.deepEqual(
    moved.map((tag) => [tag.name, joined(tag.content)]),
    [
      ['@alpha', 'Alpha note.'],
      ['@experimental', 'Stage note.'],
    ],
  );
});

test('the note is written after the stage badge, and only where the badge is', () => {
  const comment = new Comment(
    [text('Summary.')],
    // As moveStageNotes writes it: named by its stage.
    [Object.assign(new CommentTag(STAGE_NOTE_TAG, [text('In alpha.')]), {name: '@experimental'})],
    new Set(['@experimental']),
  );
  // As the stock partial: the modifier badges, then a blank line and the rest; without badges
  // the rest still follows that blank line.
  const stockLike = (c: Comment) =>
    [
      [...c.modifierTags].map((tag) => `**\`${tag[1].toUpperCase()}${tag.slice(2)}\`**`).join(' '),
      joined(c.summary),
      ...c.blockTags.map((t) => t.tag),
    ].join('\n\n');
  assert.equal(withStageNote(comment, true, stockLike, joined), '**`Experimental`** In alpha.\n\nSummary.');
  // A rendering without the badge (a signature's tags only) gets no note, and never the tag itself.
  assert.equal(
    withStageNote(comment, false, () => '**Returns**', joined),
    '**Returns**',
  );
  // Without a note, the stock rendering as it is.
  const bare = new Comment([text('Summary.')], [], new Set(['@experimental']));
  assert.equal(withStageNote(bare, true, stockLike, joined), '**`Experimental`**\n\nSummary.');
});

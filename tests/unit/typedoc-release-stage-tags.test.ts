import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Comment} from 'typedoc';
import {setAsideFurtherStages} from '../../src/generate/typedoc/release-stage-tags';
import {STAGE_NOTE_TAG, moveStageNotes, withStageNote} from '../../src/generate/typedoc/stage-notes';

test('the release stages after the first one written are set aside, and returned to be put back', () => {
  const comment = new Comment();
  for (const tag of ['@experimental', '@alpha', '@deprecated'] as const) comment.modifierTags.add(tag);
  assert.deepEqual(setAsideFurtherStages(comment), ['@alpha']);
  assert.deepEqual([...comment.modifierTags], ['@experimental', '@deprecated']);
});

test("with two stages, each note follows its own stage's badge", () => {
  // Capacitor's CapacitorSQLiteAdapter: `@experimental` alone, then `@alpha This is currently experimental…`.
  const note = 'This is currently experimental and may change without a major version bump.';
  const comment = new Comment([{kind: 'text', text: `An adapter. ${note}`}]);
  comment.modifierTags.add('@experimental');
  comment.modifierTags.add('@alpha');
  moveStageNotes(comment, new Map([['@alpha', [note]]]));
  assert.deepEqual(comment.summary, [{kind: 'text', text: 'An adapter.'}]);
  assert.deepEqual(
    comment.blockTags.map((tag) => [tag.tag, tag.name]),
    [[STAGE_NOTE_TAG, '@alpha']],
  );
  const badges = (c: Comment) =>
    `${[...c.modifierTags].map((tag) => `**\`${tag[1].toUpperCase()}${tag.slice(2)}\`**`).join(' ')}\n\n${c.summary.map((p) => p.text).join('')}`;
  const rendered = withStageNote(comment, true, badges, (parts) => parts.map((p) => p.text).join(''));
  assert.equal(rendered, `**\`Experimental\`** **\`Alpha\`** ${note}\n\nAn adapter.`);
});

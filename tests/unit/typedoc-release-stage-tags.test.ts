import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Comment} from 'typedoc';
import {dropExtraReleaseStages} from '../../src/generate/typedoc/release-stage-tags';

test('one release-stage modifier per comment: the first one written is kept', () => {
  const comment = new Comment();
  for (const tag of ['@experimental', '@alpha', '@deprecated'] as const) comment.modifierTags.add(tag);
  dropExtraReleaseStages(comment);
  assert.deepEqual([...comment.modifierTags], ['@experimental', '@deprecated']);
});

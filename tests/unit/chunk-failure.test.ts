import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isChunkLoadFailure} from '../../src/client-modules/chunk-failure';

test('webpack chunk load errors are recognised, other errors are not', () => {
  const chunkError = Object.assign(new Error('Loading chunk 51430 failed.\n(error: http://x/assets/js/a.js)'), {
    name: 'ChunkLoadError',
  });
  assert.equal(isChunkLoadFailure(chunkError), true);
  assert.equal(isChunkLoadFailure(new Error('Loading CSS chunk 12 failed.')), true);
  assert.equal(isChunkLoadFailure(new TypeError('x is undefined')), false);
  assert.equal(isChunkLoadFailure('Loading chunk 1 failed'), false);
  assert.equal(isChunkLoadFailure(undefined), false);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {disableViewportPrefetch} from '../../src/client-modules/prefetch-on-intent';

test('viewport prefetch is turned off, hover/touch preload is kept', () => {
  const calls: string[] = [];
  // Docusaurus's own object is read-only: assigning to it throws.
  const target = {
    docusaurus: Object.freeze({
      prefetch: (p: string) => calls.push(`prefetch ${p}`),
      preload: (p: string) => calls.push(`preload ${p}`),
    }),
  };
  disableViewportPrefetch(target);
  assert.equal(target.docusaurus.prefetch('/a'), false);
  target.docusaurus.preload('/b');
  assert.deepEqual(calls, ['preload /b']);
  assert.doesNotThrow(() => disableViewportPrefetch({}));
});

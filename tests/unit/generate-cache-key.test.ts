/** The per-section generation cache (src/generate/cache-key.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cacheKey} from '../../src/generate/cache-key';
import {activeLine} from '../../src/lines/active';
import type {ResolvedSdk} from '../../src/manifest/validate';

test('a build of one release line does not reuse pages generated for all of them, or the reverse', () => {
  const saved = process.env.SITE_LINES;
  const keyWith = (lines: string | undefined) => {
    if (lines === undefined) delete process.env.SITE_LINES;
    else process.env.SITE_LINES = lines;
    const {manifest} = activeLine();
    // The key reads the entry as it is; the resolved fields are not what this test is about.
    const web = manifest.sdks.find((sdk) => sdk.id === 'web-sdk') as unknown as ResolvedSdk;
    return cacheKey(process.cwd(), manifest, web);
  };
  try {
    // The Changes page links the other lines' Changes pages: one line's build has no such links.
    assert.notEqual(keyWith('current'), keyWith(undefined));
    assert.equal(keyWith(undefined), keyWith(undefined));
  } finally {
    if (saved === undefined) delete process.env.SITE_LINES;
    else process.env.SITE_LINES = saved;
  }
});

/**
 * The compare form's pair order (src/theme/ReleaseCompare/compare-model.ts): a pair asked newer
 * first is shown older first with a note, checked against semver's own ordering over the
 * releases the lines install (their package.json), not the history that lists them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {orderedPair, reversedNote} from '../../src/theme/ReleaseCompare/compare-model';

const installed = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@powersync/web/package.json'), 'utf8')) as {version: string})
    .version;
/** Each line's Web SDK, the default line's included (lines/current/installs/web-sdk). */
const releases = fs.readdirSync('lines').map((line) => installed(path.join('lines', line, 'installs', 'web-sdk')));

test('every pair of installed web releases is compared older first; one asked newer first says it was reversed', () => {
  assert.ok(releases.length >= 3, releases.join(', '));
  let reversed = 0;
  for (const from of releases)
    for (const to of releases) {
      const ordered = orderedPair({from, to});
      assert.ok(semver.lte(ordered.pair.from, ordered.pair.to), `${from} → ${to}`);
      assert.deepEqual([ordered.pair.from, ordered.pair.to].sort(), [from, to].sort());
      assert.equal(ordered.reversed !== undefined, semver.gt(from, to), `${from} → ${to}`);
      if (ordered.reversed) {
        assert.deepEqual(ordered.reversed, {from, to});
        reversed++;
      }
    }
  assert.equal(reversed, (releases.length * (releases.length - 1)) / 2);
});

test('the note names the pair shown and calls the asked one a downgrade', () => {
  const {pair, reversed} = orderedPair({from: '2.4.0', to: '1.31.0'});
  assert.deepEqual(pair, {from: '1.31.0', to: '2.4.0'});
  assert.ok(reversed);
  const note = reversedNote('@powersync/web', reversed);
  assert.match(note, /^Showing 1\.31\.0 → 2\.4\.0: the pair was reversed\./);
  assert.match(note, /@powersync\/web 2\.4\.0 to 1\.31\.0 is a downgrade/);
  // Numeric, not text, order: 1.10.0 is newer than 1.9.0.
  assert.equal(orderedPair({from: '1.10.0', to: '1.9.0'}).reversed?.from, '1.10.0');
  assert.equal(orderedPair({from: '1.9.0', to: '1.10.0'}).reversed, undefined);
});

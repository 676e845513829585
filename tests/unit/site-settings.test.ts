import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementResetScript, announcementStorageKeys} from '../../src/site-settings';

/** Runs the inline script against a stand-in for window.localStorage. */
function runWith(storage: Record<string, string>, id: string): Record<string, string> {
  const localStorage = {
    getItem: (key: string) => storage[key] ?? null,
    setItem: (key: string, value: string) => void (storage[key] = value),
  };
  new Function('localStorage', announcementResetScript(id))(localStorage);
  return storage;
}

test('a dismissal recorded for another announcement id is forgotten before the page paints', () => {
  const storage = runWith(
    {[announcementStorageKeys.id]: 'release-old', [announcementStorageKeys.dismissed]: 'true'},
    'release-new',
  );
  assert.equal(storage[announcementStorageKeys.dismissed], 'false');
  // The id itself is left for the theme to update, so it still sees a new announcement.
  assert.equal(storage[announcementStorageKeys.id], 'release-old');
});

test('a dismissal of the current announcement id is kept', () => {
  const storage = runWith(
    {[announcementStorageKeys.id]: 'release-new', [announcementStorageKeys.dismissed]: 'true'},
    'release-new',
  );
  assert.equal(storage[announcementStorageKeys.dismissed], 'true');
});

test('storage that throws is ignored, and the id cannot break out of the script', () => {
  const throwing = {
    getItem() {
      throw new Error('SecurityError');
    },
  };
  assert.doesNotThrow(() => new Function('localStorage', announcementResetScript('x'))(throwing));
  assert.doesNotMatch(announcementResetScript('</script><script>alert(1)'), /<\/script>/);
});

/**
 * @docsearch/react 3.9.0 bundles @algolia/autocomplete-core 1.17.9, whose `onInput` ends
 * every search with `.finally(() => setStatus('idle'))`. When the search client fails,
 * DocSearch sets status 'error' in its own catch, and that finally overwrites it at once:
 * the "Unable to fetch results" screen never stays on screen (the spec requires it).
 *
 * The fix belongs in that status handling, so we patch exactly that expression in the
 * pinned bundle: keep 'error' once set, and do not re-throw an error that is already
 * shown (it would surface as an unhandled rejection). The next keystroke starts a new
 * search, which sets 'loading' again, so typing retries. A version bump that changes
 * the code makes the build fail here instead of silently losing the fix.
 */
const ORIGINAL = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const PATCHED =
  '.catch((function(e){if("error"!==c.getState().status)throw e}))' +
  '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

export const PATCH_MARKER = '/* powersync: docsearch error status kept */';

export function patchDocSearchBundle(source: string): string {
  if (source.includes(PATCH_MARKER)) return source;
  const occurrences = source.split(ORIGINAL).length - 1;
  if (occurrences !== 1) {
    throw new Error(
      `[search] cannot apply the DocSearch error-status fix: expected the autocomplete status code once in @docsearch/react, found it ${occurrences} times. ` +
        'Was @docsearch/react upgraded from 3.9.0? Review src/plugins/search/docsearch-patch.ts.',
    );
  }
  return `${PATCH_MARKER}\n${source.replace(ORIGINAL, PATCHED)}`;
}

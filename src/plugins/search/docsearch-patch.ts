/**
 * Fixes applied to the pinned @docsearch/react 3.9.0 bundle at build time, where the defects
 * are (not in a wrapper around them). Each expression must occur exactly once: a version bump
 * that changes the code fails the build here, naming the fix, instead of silently losing it.
 */

import {applyCodeFixes, type CodeFix} from '../code-fixes';

const FIXES: readonly CodeFix[] = [
  {
    /**
     * DocSearch bundles @algolia/autocomplete-core 1.17.9, whose `onInput` ends every search
     * with `.finally(() => setStatus('idle'))`. When the search client fails, DocSearch sets
     * status 'error' in its own catch, and that finally overwrites it at once: the "Unable to
     * fetch results" screen never stays on screen (the spec requires it). Keep 'error' once set,
     * and do not re-throw an error that is already shown (it would surface as an unhandled
     * rejection). The next keystroke starts a new search, which sets 'loading' again.
     */
    name: 'error-status fix',
    original: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    patched:
      '.catch((function(e){if("error"!==c.getState().status)throw e}))' +
      '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    /**
     * DocSearch sets the error status only for the client's RetryError (every host failed).
     * A search that fails otherwise (an API error such as an invalid key or filter, or a
     * response that is not JSON) was re-thrown unshown: the modal said "No results for …",
     * which blames the query, and the page got an unhandled rejection. Every failed search
     * shows the error screen; the error-status fix above then keeps it and does not re-throw.
     */
    name: 'error screen for every failure',
    original: '.catch((function(e){throw"RetryError"===e.name&&l("error"),e}))',
    patched: '.catch((function(e){throw l("error"),e}))',
  },
  {
    /**
     * The bundled algoliasearch-lite 5.19.0 transporter marks a failed host down (spec: for
     * 120 s) with `hostsCache.set(host, …)` where `host` is the host *with its previous status
     * and timestamp*, but looks hosts up by the bare `{url, accept, protocol}`: the key never
     * matches, so a down host is tried first again on every keystroke, each time waiting for it
     * to fail. Store under the bare host, as it is looked up.
     */
    name: 'host-down key fix',
    original: 'r.set(i,qr(i,g.isTimedOut?"timed out":"down"))',
    patched: 'r.set({url:i.url,accept:i.accept,protocol:i.protocol},qr(i,g.isTimedOut?"timed out":"down"))',
  },
  {
    /**
     * Once the key matches, the host's status comes back from localStorage as plain JSON,
     * without the `isUp()`/`isTimedOut()` methods that `createStatefulHost` (here `qr`) adds:
     * rebuild them from the stored status and time, with the same 120 s rule (`Rr`).
     */
    name: 'host status rehydration fix',
    original: 'return r.get(e,(function(){return Promise.resolve(qr(e))}))',
    patched:
      'return r.get(e,(function(){return Promise.resolve(qr(e))})).then((function(h){' +
      'var s=h&&h.status||"up",u=h&&h.lastUpdate||0;' +
      'return y(y({},e),{},{status:s,lastUpdate:u,' +
      'isUp:function(){return"up"===s||Date.now()-u>Rr},' +
      'isTimedOut:function(){return"timed out"===s&&Date.now()-u<=Rr}})}))',
  },
  {
    /**
     * The modal computes three values on every render that it keeps only from the first:
     * `useRef(window.getSelection().toString())` (a layout flush, as the modal's own results
     * have just changed the DOM) and `useRef(createStoredSearches(…))` twice (a localStorage
     * write and delete to probe storage, and a JSON parse of the favourites). The modal
     * renders several times per keystroke, so this was a large share of each keystroke's
     * time. Compute them once, with lazy `useState` initialisers: same values, same hook count.
     */
    name: 'render-once initial values',
    original:
      'Q=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,64):"").current,' +
      'W=e.useRef(A||Q).current,Z=nn(r,n,P),' +
      'G=e.useRef(xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})).current,' +
      'Y=e.useRef(xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})).current',
    patched:
      'Q=e.useState((function(){return"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""}))[0],' +
      'W=e.useRef(A||Q).current,Z=nn(r,n,P),' +
      'G=e.useState((function(){return xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})}))[0],' +
      'Y=e.useState((function(){return xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})}))[0]',
  },
  {
    /**
     * The footer always shows "Search by" and Algolia's logo, linked to Algolia's DocSearch
     * page. With the embedded index nothing is sent to Algolia, so that claims a service that
     * does not answer. When the modal's footer texts name what does answer (`searchByName`,
     * src/theme/SearchBar/spec-translations.ts), the footer says "Search by" and that name, as
     * plain text; without it (hosted search) Algolia's logo stays, as its terms ask.
     */
    name: 'footer names what answers',
    original: 'e.createElement("div",{className:"DocSearch-Logo"},e.createElement(Jt,{translations:{searchByText:b}}))',
    patched:
      'e.createElement("div",{className:"DocSearch-Logo"},n.searchByName?' +
      'e.createElement("span",{className:"DocSearch-Label","data-search-by":""},b," ",n.searchByName):' +
      'e.createElement(Jt,{translations:{searchByText:b}}))',
  },
];

export const PATCH_MARKER =
  '/* powersync: docsearch fixes applied (error status, host health, render work, footer attribution) */';

export function patchDocSearchBundle(source: string): string {
  return applyCodeFixes(source, {
    fixes: FIXES,
    marker: PATCH_MARKER,
    problem: (fix, occurrences) =>
      `[search] cannot apply the DocSearch ${fix.name}: expected its code once in @docsearch/react, found it ${occurrences} times. ` +
      'Was @docsearch/react upgraded from 3.9.0? Review src/plugins/search/docsearch-patch.ts.',
  });
}

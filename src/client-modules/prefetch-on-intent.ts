/**
 * Client module: route chunks are fetched when a reader shows intent (hovering or touching a
 * link, which Docusaurus answers with `preload`), not for every internal link that scrolls into
 * view. Docusaurus's viewport prefetch made a class page download the chunks of every sidebar
 * link in sight: dozens of requests per page view that the page does not need,
 * paid by readers on phones, plus a scan of the whole route table per visible link.
 */

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

/**
 * Turns viewport prefetching off; hover/touch preloading stays as it is. The global is replaced,
 * not patched: Docusaurus's object is read-only, and Link looks the function up at each call.
 */
export function disableViewportPrefetch(target: {docusaurus?: DocusaurusGlobal}): void {
  if (target.docusaurus && target.docusaurus.prefetch !== noPrefetch)
    target.docusaurus = {...target.docusaurus, prefetch: noPrefetch};
}

const noPrefetch = () => false;

// Runs on the first render too (before any IntersectionObserver callback), after clientEntry has
// set `window.docusaurus`, which is not there yet when client modules are first evaluated.
export function onRouteDidUpdate(): void {
  disableViewportPrefetch(window as unknown as {docusaurus?: DocusaurusGlobal});
}

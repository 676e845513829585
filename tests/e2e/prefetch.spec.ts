import {expect, test} from './shared-page';
import {afterIntersectionObservers} from './shell-helpers';

// Route chunks load on intent (hover/touch), not for every link in view (src/client-modules/prefetch-on-intent.ts).
// The worker's page with its HTTP cache off for the test, as an empty cache of a fresh context has
// it (shell-navigation.spec.ts's prefetch tests do the same): every chunk the page loads is a
// request the test sees. The CDP session's setting goes with the session, detached after it.
test('a class page prefetches no route chunks for the links in view; hovering a link preloads its page', async ({
  sharedPage: page,
}) => {
  const uncached = await page.context().newCDPSession(page);
  try {
    await uncached.send('Network.enable');
    await uncached.send('Network.setCacheDisabled', {cacheDisabled: true});
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('node-sdk/classes/Table');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Viewport prefetching would start from the links' IntersectionObserver callbacks: wait for those.
    await afterIntersectionObservers(page);
    const loaded = new Set(chunks);
    const prefetched = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href),
    );
    expect(prefetched).toEqual([]);

    const link = page.locator('.theme-doc-sidebar-menu a[href$="/node-sdk/classes/Column"]');
    await link.hover();
    await expect.poll(() => chunks.filter((url) => !loaded.has(url)).length).toBeGreaterThan(0);
  } finally {
    await uncached.detach();
  }
});

/**
 * Loading faults that are not about search: a route chunk that fails to load, and a
 * browser with JavaScript disabled.
 */
import {type Page, type Request, type Route} from '@playwright/test';
// One page per worker (./shared-page.ts), which removes the routes and listeners a test set.
import {expect, test} from './shared-page';
import {loadAndSettle} from '../../src/tooling/crawl/watch-page';

/**
 * JS files a page requests before React hydrates it: the code its route needs. Asked on the
 * test's own page with a pass-through route set, which turns the page's caches off (Playwright
 * does so while any route is set), so each file is requested, however the page came to have it.
 */
async function chunksBeforeHydration(page: Page, url: string): Promise<string[]> {
  const chunks: string[] = [];
  let hydrated = false;
  const onRequest = (request: Request) => {
    if (!hydrated && request.url().endsWith('.js')) chunks.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  hydrated = true;
  page.off('request', onRequest);
  return chunks;
}

interface FailureCase {
  from: string;
  to: string;
  /** The chunk to fail, among those the target page needs and the first page did not load. */
  pick: (chunks: string[], request: (url: string) => Promise<string>) => Promise<string>;
  go: (page: Page) => Promise<void>;
  url: RegExp;
  heading: string | RegExp;
}

async function chunkFailure(page: Page, baseURL: string, c: FailureCase) {
  const passThrough = (route: Route) => route.continue();
  await page.route('**/*.js', passThrough);
  const fromChunks = await chunksBeforeHydration(page, `${baseURL}${c.from}`);
  const routeChunks = (await chunksBeforeHydration(page, `${baseURL}${c.to}`)).filter(
    (url) => !fromChunks.includes(url),
  );
  await page.unroute('**/*.js', passThrough);
  expect(routeChunks.length).toBeGreaterThan(0);
  const blockedChunk = await c.pick(routeChunks, async (url) => (await page.request.get(url)).text());

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let blocked = false;
  await page.route(
    (url) => url.href === blockedChunk,
    (route) => (blocked ? route.abort() : route.continue()),
  );
  await loadAndSettle(page, `${baseURL}${c.from}`);

  blocked = true;
  await c.go(page);
  // Spec §8: route preload failure → a warning is logged and the page is reloaded in full.
  await expect.poll(() => warnings.some((w) => w.includes(blockedChunk))).toBe(true);
  await expect(page).toHaveURL(c.url);
  // The reloaded page shows its server-rendered content, and says that loading failed.
  await expect(page.locator('article h1').first()).toHaveText(c.heading);
  const failure = page.getByRole('alert').filter({hasText: 'could not be loaded'});
  await expect(failure).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

  // Retry, once the chunk is served again: the page loads fully and works.
  blocked = false;
  await failure.getByRole('button', {name: 'Retry'}).click();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(failure).toHaveCount(0);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Node SDK', exact: true}).click();
  await expect(page).toHaveURL(/\/node-sdk$/);
}

/** The test body for one failure case. */
const failingChunk =
  (failure: FailureCase) =>
  ({sharedPage: page, baseURL}: {sharedPage: Page; baseURL?: string}) =>
    chunkFailure(page, baseURL!, failure);

// Titles as literals: docs/CONFORMANCE.md names these tests (tests/unit/conformance.test.ts).
test(
  'a route chunk that fails: a warning and a full reload, then error text with Retry; Retry works once the chunk loads',
  failingChunk({
    from: 'node-sdk/classes',
    to: 'node-sdk/classes/Table',
    pick: async (chunks) => chunks[0]!,
    go: (p) => p.locator('article').getByRole('link', {name: 'Table', exact: true}).first().click(),
    url: /\/node-sdk\/classes\/Table$/,
    heading: 'Class: Table<Columns>',
  }),
);

test(
  'the routes module of another section that fails: the same warning, reload and Retry (src/plugins/client-routes)',
  failingChunk({
    from: 'node-sdk/classes',
    to: 'web-sdk',
    // The section's module: the chunk names and loaders of the Web SDK's routes.
    pick: async (chunks, request) => {
      for (const url of chunks) if (/chunkNames:/.test(await request(url))) return url;
      throw new Error(`no section module among ${chunks.join(', ')}`);
    },
    go: (p) => p.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Web SDK', exact: true}).click(),
    url: /\/web-sdk$/,
    heading: /\S/,
  }),
);

// What each page kind serves is read from build/ (tests/site/built-site.test.ts, "every page kind
// is readable from the static HTML"): without scripts a page is that HTML. The browser adds its
// CSS: one context without JavaScript, over a page of each kind that differs in layout.
test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});
  test('a class page, the search page and the not-found page show their served content', async ({page}) => {
    await test.step('class page', async () => {
      await page.goto('web-sdk/classes/Table');
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(/^Class: Table<Columns>$/);
      await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(/Methods/);
      // Navigation works without scripts: links are real links.
      await expect(page.locator('nav a[href]').first()).toBeVisible();
    });
    await test.step('search page: the page and its form are there, results need JavaScript', async () => {
      await page.goto('search?q=table');
      await expect(page.getByRole('heading', {level: 1})).toContainText(/Search/i);
    });
    await test.step('the not-found page still offers the search and the landing page', async () => {
      const response = await page.goto('v2/web-sdk/classes/Nope');
      expect(response?.status()).toBe(404);
      await expect(page.locator('form[role="search"] input[name="q"]')).toBeVisible();
      await expect(page.getByRole('link', {name: 'Common 1.45', exact: true})).toHaveAttribute(
        'href',
        '/powersync-js/',
      );
    });
  });
});

/**
 * Loading faults that are not about search: a route chunk that fails to load, and a
 * browser with JavaScript disabled.
 */
import {test, expect, type Browser} from '@playwright/test';
import {loadAndSettle, stubExternalRequests} from '../../src/tooling/crawl/watch-page';

/** JS files a page requests before React hydrates it: the code its route needs. */
async function chunksBeforeHydration(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  const chunks: string[] = [];
  let hydrated = false;
  page.on('request', (request) => {
    if (!hydrated && request.url().endsWith('.js')) chunks.push(request.url());
  });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  hydrated = true;
  await page.close();
  return chunks;
}

test('a route chunk that fails: a warning and a full reload, then error text with Retry; Retry works once the chunk loads', async ({
  page,
  browser,
  baseURL,
}) => {
  const from = `${baseURL}node-sdk/classes`;
  const to = `${baseURL}node-sdk/classes/Table`;
  const fromChunks = await chunksBeforeHydration(browser, from);
  const routeChunks = (await chunksBeforeHydration(browser, to)).filter((url) => !fromChunks.includes(url));
  expect(routeChunks.length).toBeGreaterThan(0);
  const blockedChunk = routeChunks[0];

  await stubExternalRequests(page, new URL(baseURL!).origin);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let blocked = false;
  await page.route(
    (url) => url.href === blockedChunk,
    (route) => (blocked ? route.abort() : route.continue()),
  );
  await loadAndSettle(page, from);

  blocked = true;
  await page.locator('article').getByRole('link', {name: 'Table', exact: true}).first().click();
  // Spec §8: route preload failure → a warning is logged and the page is reloaded in full.
  await expect.poll(() => warnings.some((w) => w.includes(blockedChunk))).toBe(true);
  await expect(page).toHaveURL(/\/node-sdk\/classes\/Table$/);
  // The reloaded page shows its server-rendered content, and says that loading failed.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Table<Columns>');
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
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});
  const PAGES: Array<[string, string, RegExp, RegExp]> = [
    ['landing', './', /^API Reference for JS SDKs$/, /Node SDK/],
    ['section index', 'web-sdk', /^Web SDK$|PowerSync/, /Installation|Usage|npm/i],
    ['globals', 'node-sdk/globals', /^@powersync\/node$/, /Classes/],
    ['classes index', 'node-sdk/classes', /^Classes$/, /AbstractPowerSyncDatabase/],
    ['class', 'web-sdk/classes/Table', /^Class: Table<Columns>$/, /Methods/],
    ['enumeration', 'node-sdk/enumerations/ColumnType', /^Enumeration: ColumnType$/, /TEXT/],
    ['function', 'react-sdk/functions/useQuery', /^Function: useQuery\(\)$/, /Parameters/],
    ['not-found', 'no-such-page', /^Page Not Found$/, /could not find/i],
  ];
  for (const [kind, route, title, text] of PAGES) {
    test(`${kind} is readable from the static HTML`, async ({page}) => {
      await page.goto(route);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(title);
      await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(text);
      // Navigation works without scripts: links are real links.
      await expect(page.locator('nav a[href]').first()).toBeVisible();
    });
  }
  test('search page: the page and its form are there, results need JavaScript', async ({page}) => {
    await page.goto('search?q=table');
    await expect(page.getByRole('heading', {level: 1})).toContainText(/Search/i);
  });
});

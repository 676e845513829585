/**
 * Loading faults that are not about search: a route chunk that fails to load, and a
 * browser with JavaScript disabled.
 */
import {test, expect, type Browser, type Page} from '@playwright/test';
import {loadAndSettle} from '../../src/tooling/crawl/watch-page';

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

interface FailureCase {
  from: string;
  to: string;
  /** The chunk to fail, among those the target page needs and the first page did not load. */
  pick: (chunks: string[], request: (url: string) => Promise<string>) => Promise<string>;
  go: (page: Page) => Promise<void>;
  url: RegExp;
  heading: string | RegExp;
}

async function chunkFailure(page: Page, browser: Browser, baseURL: string, c: FailureCase) {
  const fromChunks = await chunksBeforeHydration(browser, `${baseURL}${c.from}`);
  const routeChunks = (await chunksBeforeHydration(browser, `${baseURL}${c.to}`)).filter(
    (url) => !fromChunks.includes(url),
  );
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
  ({page, browser, baseURL}: {page: Page; browser: Browser; baseURL?: string}) =>
    chunkFailure(page, browser, baseURL!, failure);

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
  test('every page kind is readable from the static HTML', async ({page}) => {
    for (const [kind, route, title, text] of PAGES) {
      await test.step(kind, async () => {
        await page.goto(route);
        await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(title);
        await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(text);
        // Navigation works without scripts: links are real links.
        await expect(page.locator('nav a[href]').first()).toBeVisible();
      });
    }
  });
  test('search page: the page and its form are there, results need JavaScript', async ({page}) => {
    await page.goto('search?q=table');
    await expect(page.getByRole('heading', {level: 1})).toContainText(/Search/i);
  });
});

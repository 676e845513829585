/**
 * Contextual search on the built site with the embedded index (issue #16, items 1 and 4):
 * the modal ranks the section being read first; the search page offers that section as a
 * one-click filter and lists a symbol shared by several sections once, with its sections.
 */
import {type Page} from '@playwright/test';
// The test outside the serial block starts with its own `goto`: one page per worker (./shared-page.ts).
import {borrowWorkerPage, expect, test} from './shared-page';

const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function clientReady(page: Page): Promise<void> {
  await expect(page.locator('.navbar').getByRole('button', {name: /system mode|light mode|dark mode/})).toBeEnabled();
}

/** Opens the modal on the page as it is and types the query. */
async function search(page: Page, query: string): Promise<void> {
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

async function searchFrom(page: Page, path: string, query: string): Promise<void> {
  await page.goto(path);
  await clientReady(page);
  await search(page, query);
}

const firstHitPath = async (page: Page) => {
  const href = (await hits(page).first().locator('a').first().getAttribute('href')) ?? '';
  const url = new URL(href, 'http://x');
  return url.pathname + url.hash;
};

/**
 * One page load for the section ranking and the search page's section button, as a reader goes:
 * from the landing page to the search page, from there to a Web SDK page, and from its modal to
 * the search page again. Each test starts where the one before left the page, in the app.
 */
test.describe.serial('contextual search, on one page moving through the app', () => {
  let page: Page;
  // The worker's page, not a context of its own (./shared-page.ts borrowWorkerPage).
  let giveBack: () => Promise<void>;
  test.beforeAll(async ({workerPage}, testInfo) => {
    ({page, giveBack} = await borrowWorkerPage(workerPage, testInfo.project.use.baseURL!));
    await page.goto('./');
    await clientReady(page);
  });
  test.afterAll(async () => {
    await giveBack();
  });

  test('outside any section there is no context: the landing page keeps the plain order', async () => {
    await search(page, 'watch');
    await expect.poll(() => firstHitPath(page)).toBe('/powersync-js/capacitor-sdk/classes/PowerSyncDatabase#watch');
  });

  test('the search page opened without a section offers no section button', async () => {
    // "See all results" from the landing page's modal.
    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expect(page).toHaveURL(/\/search\?q=watch$/);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('button', {name: /^Only /})).toHaveCount(0);
  });

  test('the search page lists a symbol shared by sections once, with its sections as links', async () => {
    await page.locator('.main-wrapper form input[type="search"]').fill('upload queue');
    await expect(page).toHaveURL(/\/search\?q=upload(\+|%20)queue$/);
    const titles = page.locator('main article h2');
    await expect(titles.first()).toHaveText('Class: UploadQueueStats');
    await expect(titles.filter({hasText: /^Class: UploadQueueStats$/})).toHaveCount(1);
    const sections = page.locator('main article').first().locator('a.search-result-section');
    await expect(sections).toHaveText(['Node SDK', 'React Native SDK', 'Web SDK']);
    await expect(sections.nth(2)).toHaveAttribute('href', '/powersync-js/web-sdk/classes/UploadQueueStats');
    await sections.nth(2).click();
    await expect(page).toHaveURL(/\/web-sdk\/classes\/UploadQueueStats$/);
    await expect(page.locator('h1')).toContainText('UploadQueueStats');
  });

  test('on a Web SDK page, `watch` finds the Web SDK method first, in the first group', async () => {
    await search(page, 'watch');
    await expect.poll(() => firstHitPath(page)).toBe('/powersync-js/web-sdk/classes/PowerSyncDatabase#watch');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Web SDK');
    // Grouped by section as before: the other sections follow.
    await expect(page.locator('.DocSearch-Hit-source').nth(1)).not.toHaveText('Web SDK');
  });

  test('"See all results" from a section: the search page offers that section as a one-click filter', async () => {
    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expect(page).toHaveURL(/\/search\?q=watch&from=web-sdk$/);
    const only = page.getByRole('button', {name: 'Only Web SDK'});
    await expect(only).toBeVisible();
    await only.click();
    await expect(page).toHaveURL(/[?&]sdk=web-sdk/);
    await expect(page.getByRole('combobox', {name: 'SDK'})).toHaveValue('web-sdk');
    await expect(only).toHaveCount(0);
    const results = page.locator('main article h2 a');
    await expect(results.first()).toBeVisible();
    for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toContain('/web-sdk/');
  });
});

test('the modal keeps its query and hits when the page under it moves to another section; new searches rank that section', async ({
  sharedPage: page,
}) => {
  await searchFrom(page, 'node-sdk/classes/Table', 'watch');
  await page.keyboard.press('Escape');
  // Hold the next page's code, so that search is opened while the address has already changed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Web SDK', exact: true}).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.keyboard.press('Control+k');
  await input(page).fill('watch');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Node SDK');
  release();
  await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', {hasText: /^Web SDK$/})).toBeVisible();
  await expect(input(page)).toHaveValue('watch');
  await expect(hits(page).first()).toBeVisible();
  await expect(input(page)).toBeFocused();
  // The next search is sent from the Web SDK's page: its section ranks first.
  await input(page).press('Backspace');
  await input(page).press('h');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Web SDK');
});

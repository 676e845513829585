/**
 * API history in the browser (issue #15): the badges (readable in both themes and at 390 px:
 * wayfinding.spec.ts, on the TableV2 page it loads), the Changes page's compare form (any two releases, kept in the URL, the history fetched only on
 * use, a failed fetch shown and retried). Search for new and removed symbols:
 * tests/site/history-search.test.ts.
 */
import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {hydrated, routerGo} from './shell-helpers';
import {trackRequests} from '../../src/tooling/crawl/watch-page';

const HISTORY_FILE = /\/web-sdk\/api-history\.json$/;
const form = (page: Page) => page.locator('[data-release-compare]');

async function openChanges(page: Page, path = 'web-sdk/changes'): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (HISTORY_FILE.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto(path);
  await hydrated(page);
  await expect(form(page)).toBeVisible();
  return fetched;
}

// One load for the form as served and as used: first on a phone, where the form wraps to its
// tallest, nothing moves when it loads; then, at a desktop's width, the reader compares.
test('compare any two releases: the diff, the pair kept in the URL, the history fetched on use only', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.addInitScript(() => {
    const w = window as unknown as {__shifts: number};
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  const fetched = await openChanges(page);
  // Served inert without JavaScript: tests/site/history.test.ts reads the served form.
  await test.step('the compare form is served with the page: nothing moves when it loads', async () => {
    await expect(page.getByRole('button', {name: 'Compare'})).toBeEnabled();
    await expect(page.locator('[data-release-compare] select').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__shifts: number}).__shifts)).toBeLessThan(0.01);
  });
  await page.setViewportSize({width: 1280, height: 720});
  // Defaults: the release this line documents and the one before it.
  await expect(page.getByLabel('From release', {exact: true})).toHaveValue('1.30.0');
  await expect(page.getByLabel('To release', {exact: true})).toHaveValue('1.31.0');
  expect(fetched).toEqual([]);
  await page.getByLabel('From release', {exact: true}).selectOption('2.3.1');
  await page.getByLabel('To release', {exact: true}).selectOption('2.4.0');
  await page.getByRole('button', {name: 'Compare'}).click();
  const added = form(page).locator('[data-change-kind="added"]');
  await expect(added).toContainText('DisconnectAndClearOptions.soft member (from @powersync/common)');
  await expect(form(page)).toContainText('changes from @powersync/web 2.3.1 to 2.4.0');
  expect(fetched).toHaveLength(1);
  await expect(page).toHaveURL(/\?from=2\.3\.1&to=2\.4\.0$/);
  // The other way round is a downgrade: shown from the older release, with a note saying so.
  await page.getByLabel('From release', {exact: true}).selectOption('2.4.0');
  await page.getByLabel('To release', {exact: true}).selectOption('2.3.1');
  await page.getByRole('button', {name: 'Compare'}).click();
  await expect(form(page).locator('[data-compare-reversed]')).toContainText(
    'Showing 2.3.1 → 2.4.0: the pair was reversed',
  );
  await expect(form(page).locator('[data-change-kind="added"]')).toContainText('DisconnectAndClearOptions.soft');
  expect(fetched).toHaveLength(1);
  // A compared pair in the URL opens on its comparison: here brought by the reader's Back and
  // Forward (a route change, which the form follows); a shared URL's load is wayfinding.spec.ts's
  // (the Changes page › a shared compare URL answers on load).
  await routerGo(page, '?from=1.6.0&to=1.7.0');
  await expect(page.getByLabel('From release', {exact: true})).toHaveValue('1.6.0');
  await expect(page.getByLabel('To release', {exact: true})).toHaveValue('1.7.0');
  await expect(form(page).locator('[data-change-kind="deprecated"]')).toContainText(
    'TableV2 class (from @powersync/common): You should use Table instead',
  );
  await expect(form(page).locator('[data-change-kind="changed"]')).toContainText(
    'class TableV2<Columns extends ColumnsType = ColumnsType> extends Table<Columns>',
  );
  // Its members now come from Table: moved, not removed.
  const moved = form(page).locator('[data-change-kind="moved"]');
  await expect(moved).toContainText('TableV2.columns member (from @powersync/common): now comes from Table');
  await expect(moved.locator('code', {hasText: /^Table$/})).toHaveCount(4);
  await expect(form(page).locator('[data-change-kind="removed"]')).not.toContainText('TableV2.columns');
});

test("the diff code loads with a Changes page's form only, never with another page", async ({sharedPage: page}) => {
  // A string of the diff code (src/history/events.ts), which minifying keeps; the Vue SDK's
  // Changes page has no moved member, so its own content does not say it.
  const marker = 'now comes from ';
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const carrying = async () => (await Promise.all(scripts)).filter((body) => body.includes(marker)).length;
  // Counted once what each page started has finished: a script still loading is counted too.
  const requests = trackRequests(page);
  await page.goto('node-sdk/classes/Table');
  await hydrated(page);
  await requests.idle();
  expect(await carrying(), 'a class page loads none of it').toBe(0);
  // The Changes page reached in the app: its route's code loads then, as on a load of it.
  await routerGo(page, '/powersync-js/vue-sdk/changes');
  await expect(page.getByRole('button', {name: 'Compare'})).toBeEnabled();
  await requests.idle();
  expect(await carrying(), "the Changes page's form loads it").toBe(1);
});

// Badges readable and fitting in light, dark and at 390 px: wayfinding.spec.ts, on the load of
// the same page that reads its history there.

// Search for a removed symbol and for `is:new` on the newest line is the engine's answer, read in
// Node: tests/site/history-search.test.ts.

// One load: the history's first fetch fails, the next compare fetches it, and the guide reads
// that same history.
test("the upgrade guide: the compare form's pair as a readable page, grouped by release, from the same history", async ({
  sharedPage: page,
}) => {
  await page.route(HISTORY_FILE, (route) => route.fulfill({status: 503, body: 'down'}));
  const fetched = await openChanges(page);
  await test.step('a failed history fetch says so, and the next compare tries again', async () => {
    await page.getByRole('button', {name: 'Compare'}).click();
    await expect(form(page).getByRole('alert')).toHaveText(
      'The release history could not be loaded. Check your connection and compare again.',
    );
    expect(fetched).toHaveLength(1);
    await page.unroute(HISTORY_FILE);
    await page.getByRole('button', {name: 'Compare'}).click();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect(form(page)).toContainText('from @powersync/web 1.30.0 to 1.31.0');
    expect(fetched).toHaveLength(2);
  });
  await page.getByLabel('From release', {exact: true}).selectOption('2.3.1');
  await page.getByLabel('To release', {exact: true}).selectOption('2.4.0');
  await page.getByRole('button', {name: 'Compare'}).click();
  await expect(form(page).locator('[data-change-kind="added"]')).toContainText('DisconnectAndClearOptions.soft');
  // Under the diff, the same pair's guide.
  await form(page).getByRole('link', {name: 'Upgrade guide from @powersync/web 2.3.1 to 2.4.0'}).click();
  await expect(page).toHaveURL(/\?from=2\.3\.1&to=2\.4\.0&view=guide#compare$/);
  const guide = form(page).locator('[data-upgrade-guide]');
  await expect(guide.getByRole('heading', {name: 'Upgrade guide: @powersync/web 2.3.1 → 2.4.0'})).toBeVisible();
  await expect(guide.locator('[data-guide-release="2.4.0"] [data-guide-kind="added"]')).toContainText(
    'DisconnectAndClearOptions.soft member (from @powersync/common)',
  );
  // The diff and the guide read the history the second compare fetched: no fetch since.
  expect(fetched).toHaveLength(2);
  // A guide link across a major release, brought by a route change as above (a shared URL's
  // load is the same reading of the URL): what was removed, with its replacement.
  await routerGo(page, '?from=1.39.1&to=2.0.0&view=guide');
  const removed = form(page).locator('[data-guide-release="2.0.0"] [data-guide-kind="removed"]');
  await expect(removed).toContainText(
    'TableV2 class (from @powersync/common): use Table — You should use Table instead',
  );
  await expect(removed.getByRole('link', {name: 'Table', exact: true})).toHaveAttribute(
    'href',
    /\/web-sdk\/classes\/Table$/,
  );
  // The button asks for the form's pair; backwards is a downgrade: the upgrade's guide, with a note.
  await page.getByLabel('From release', {exact: true}).selectOption('2.4.0');
  await page.getByLabel('To release', {exact: true}).selectOption('2.3.1');
  await form(page).getByRole('button', {name: 'Upgrade guide'}).click();
  await expect(form(page).locator('[data-compare-reversed]')).toContainText(
    'Showing 2.3.1 → 2.4.0: the pair was reversed',
  );
  await expect(guide.getByRole('heading', {name: 'Upgrade guide: @powersync/web 2.3.1 → 2.4.0'})).toBeVisible();
});

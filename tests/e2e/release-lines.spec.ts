/**
 * Issue #14: release lines in the browser. The dropdown links to the equivalent page in each
 * line (same route and anchor, else the line's main page), remembers the choice, discards a
 * stale one, works by keyboard and at 390 px; older lines show the newest-line banner;
 * `{base}latest/…` leads to the newest line; search answers from the page's own line.
 */
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import manifest from '../../src/sdk-manifest';
import {
  hydrated,
  lineDropdown as dropdown,
  lineLink,
  lineToggle as toggle,
  openLineMenu,
  routerGo,
  seedLocalStorage,
} from './shell-helpers';
import {RELEASE_LINE_KEY} from '../../src/theme/ReleaseLines/stored-line';
import {trackRequests} from '../../src/tooling/crawl/watch-page';

const newest = manifest.lines!.at(-1)!;
const v1 = manifest.lines!.find((line) => line.id === 'v1')!;

// One load of the Table page for both: what loads before the first pointer, then the links.
test('each line links to this page’s equivalent: the same symbol and anchor, whatever its route there', async ({
  sharedPage: page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const requests = trackRequests(page);
  await page.goto('web-sdk/classes/Table#insertonly');
  await hydrated(page);
  await test.step('the dropdown names the page’s line and loads the lines only on intent', async () => {
    await expect(toggle(page)).toHaveText(manifest.defaultLine!.label);
    await requests.idle();
    expect(requested.filter((p) => p.endsWith('versions.json') || p.endsWith('line-map.json'))).toEqual([]);
    await openLineMenu(page);
    await expect(lineLink(page, 'v1')).toHaveText(v1.label);
    await expect(dropdown(page).locator('a[data-line]')).toHaveCount(3);
    expect(requested).toContain('/powersync-js/versions.json');
  });
  await expect(lineLink(page, newest.id)).toHaveAttribute(
    'href',
    `/powersync-js/${newest.id}/web-sdk/classes/Table#insertonly`,
  );
  await expect(lineLink(page, 'current')).toHaveAttribute('aria-current', 'page');
  // PowerSyncDatabase is an interface merged with its constructor in the Web SDK 2.x: that page
  // (tests/e2e/wayfinding.spec.ts covers the fallbacks). Reached in the app, as the reader's
  // Back and Forward reach it: the dropdown follows the route.
  await routerGo(page, 'PowerSyncDatabase#close');
  await expect(page.locator('article h1')).toHaveText(/PowerSyncDatabase/);
  await openLineMenu(page, newest.id);
  await expect(lineLink(page, newest.id)).toHaveAttribute(
    'href',
    `/powersync-js/${newest.id}/web-sdk/interfaces/PowerSyncDatabase#close`,
  );
  await expect(lineLink(page, 'v1')).toHaveAttribute(
    'href',
    '/powersync-js/v1/web-sdk/classes/PowerSyncDatabase#close',
  );
  await openLineMenu(page);
  await lineLink(page, 'v1').click();
  await expect(page).toHaveURL(/\/powersync-js\/v1\/web-sdk\/classes\/PowerSyncDatabase#close$/);
  await hydrated(page);
  await expect(toggle(page)).toHaveText(v1.label);
  await expect(page.locator('article h1')).toHaveText(/PowerSyncDatabase/);
  expect(await page.evaluate((key) => localStorage.getItem(key), RELEASE_LINE_KEY)).toBe('v1');
});

// One load of a 1.x page for both: first at a phone's width, then at a desktop's.
test('an older line’s pages show the newest-line banner, linking to the same page there; the newest line’s do not', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('v1/web-sdk/classes/Table');
  await hydrated(page);
  // Moved from wayfinding.spec.ts ("readable titles"), which loaded the same page for it.
  await test.step('at 390 px the announcement and the release banner take one line each', async () => {
    for (const selector of [
      '[data-release-line-banner] p',
      '.theme-announcement-bar [class*="announcementBarContent"]',
    ]) {
      const element = page.locator(selector).first();
      const lines = await element.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        return tops.size;
      });
      expect(lines, selector).toBe(1);
    }
  });
  await page.setViewportSize({width: 1280, height: 720});
  const banner = page.locator('[data-release-line-banner]');
  await expect(banner).toContainText(
    `You are reading the reference for ${v1.label}. The newest release line is ${newest.label}`,
  );
  const link = banner.locator(`a[data-line="${newest.id}"]`);
  // The static link names a page that surely exists (the line's main page) until the maps load.
  await expect(link).toHaveAttribute('href', `/powersync-js/${newest.id}/`);
  // A click with no pointer before it (no hover, no routes yet) still lands on the same page there.
  await link.evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(new RegExp(`/powersync-js/${newest.id}/web-sdk/classes/Table$`));
  await hydrated(page);
  await expect(page.locator('[data-release-line-banner]')).toHaveCount(0);
  // The default line is older too: its static HTML already has the banner.
  const html = await (await page.request.get('web-sdk/classes/Table')).text();
  expect(html).toContain('data-release-line-banner');
});

test('the remembered line: offered on another line’s pages; a stored line that no longer exists is discarded', async ({
  sharedPage: page,
}) => {
  await seedLocalStorage(page, {[RELEASE_LINE_KEY]: 'v1'});
  await page.goto('web-sdk/classes/Table');
  await hydrated(page);
  await expect(page.locator('[data-release-line-banner]')).toContainText(`You chose ${v1.label}`);
  await page.locator('[data-release-line-banner] a[data-line="v1"]').hover();
  await expect(page.locator('[data-release-line-banner] a[data-line="v1"]')).toHaveAttribute(
    'href',
    '/powersync-js/v1/web-sdk/classes/Table',
  );
  await page.evaluate((key) => localStorage.setItem(key, 'v0-gone'), RELEASE_LINE_KEY);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), RELEASE_LINE_KEY)).toBeNull();
  await expect(page.locator('[data-release-line-banner]')).not.toContainText('You chose');
});

// One load for both keyboard patterns: each ends with the menu closed and the focus on the toggle.
test('keyboard: Tab to the dropdown, Enter opens it, Tab reaches the lines, Escape closes it; ArrowDown and ArrowUp open the lines and move between them', async ({
  sharedPage: page,
}) => {
  await page.goto('web-sdk');
  await hydrated(page);
  await test.step('Tab to the dropdown, Enter opens it, Tab reaches the lines, Escape closes it', async () => {
    await toggle(page).focus();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(lineLink(page, 'v2')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(lineLink(page, 'current')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
  });
  // Issue #54 item 12: Tab reached the lines, ArrowDown did nothing (the menu-button pattern of WAI-ARIA).
  await test.step('ArrowDown from the toggle opens the lines and moves into them; the arrows move between them', async () => {
    await page.keyboard.press('ArrowDown');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(lineLink(page, 'current')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(lineLink(page, 'v1')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(lineLink(page, newest.id)).toBeFocused();
    // Past the last, the first again; ArrowUp goes back.
    await page.keyboard.press('ArrowDown');
    await expect(lineLink(page, 'current')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(lineLink(page, newest.id)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    // ArrowUp from the toggle opens on the last line.
    await page.keyboard.press('ArrowUp');
    await expect(lineLink(page, newest.id)).toBeFocused();
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});
  test('the lines are in the mobile menu', async ({sharedPage: page}) => {
    await page.goto('web-sdk/classes/Table');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    // A doc page's menu opens on its sidebar (shown once the theme has measured the window,
    // which may follow hydration): the release lines are in the main menu behind it.
    const back = menu.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await back.click();
    const button = menu.getByRole('button', {name: /^Release line:/});
    await button.click();
    await expect(menu.locator(`a[data-line="${newest.id}"]`)).toBeVisible();
    await expect(menu.locator(`a[data-line="${newest.id}"]`)).toHaveAttribute(
      'href',
      `/powersync-js/${newest.id}/web-sdk/classes/Table`,
    );
  });
});

// latest/ leads to the newest line, keeping the query and hash: its pages are a line of script,
// read from build/ (tests/site/release-lines.test.ts).

// One load of a page of the newest line: its modal, then its search page reached in the app.
test('search answers from the page’s own line; the search page says which line it searches and links the same search in the others', async ({
  sharedPage: page,
}) => {
  await page.goto(`${newest.id}/web-sdk`);
  await hydrated(page);
  await test.step('the modal answers from the page’s own line', async () => {
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('PowerSyncDatabase');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    const hrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith(`/powersync-js/${newest.id}/`))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
  await test.step('the search page says which line it searches and links the same search in the others', async () => {
    // Reached in the app, as the reader's Back and Forward reach it (it reads ?q= as it mounts).
    await routerGo(page, `/powersync-js/${newest.id}/search?q=table`);
    const note = page.locator('[data-search-line]');
    await expect(note).toContainText(`Searching the ${newest.label} release line.`);
    await expect(note.locator('a[data-line="current"]')).toHaveAttribute('href', '/powersync-js/search?q=table');
    await expect(note.locator('a[data-line="v1"]')).toHaveAttribute('href', '/powersync-js/v1/search?q=table');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute(
      'href',
      new RegExp(`^/powersync-js/${newest.id}/`),
    );
  });
});

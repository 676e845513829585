/**
 * Spec §2 "Shell", §4 "States" and §7 "Browser storage": colour mode, announcement bar and
 * what happens when the browser refuses storage.
 */
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import manifest from '../../src/sdk-manifest';
import {announcementId} from '../../src/site-settings';
import {colourToggle, hydrated, recordConsole} from './shell-helpers';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode', () => {
  test('light by default, with no stored choice', async ({sharedPage: page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('node-sdk');
    await hydrated(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle cycles system → light → dark → system with the labels "system mode", "light mode", "dark mode"', async ({
    sharedPage: page,
  }) => {
    await page.goto('./');
    await hydrated(page);
    const toggle = colourToggle(page);
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      if (i > 0) await toggle.click();
      seen.push(`${await toggle.getAttribute('title')}=${await html(page).getAttribute('data-theme')}`);
    }
    expect(seen).toEqual(['system mode=light', 'light mode=light', 'dark mode=dark', 'system mode=light']);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
  });

  test('the choice survives a reload and is stored under the key "theme" (no suffix)', async ({sharedPage: page}) => {
    await page.goto('./');
    await hydrated(page);
    const toggle = colourToggle(page);
    await toggle.click(); // light
    await toggle.click(); // dark
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    // Set by the inline script before the page paints, then kept by React.
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await hydrated(page);
    await expect(colourToggle(page)).toHaveAttribute('title', 'dark mode');
    await page.goto('web-sdk/classes/WebRemote');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle is disabled until the client is ready', async ({sharedPage: page, request}) => {
    const served = await (await request.get('./')).text();
    expect(served).toMatch(/<button[^>]*\bdisabled\b[^>]*title="system mode"/);
    // Without the site's scripts the page stays server-rendered: the toggle stays disabled.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(colourToggle(page)).toBeDisabled();
    await page.unroute('**/*.js');
    await page.reload();
    await hydrated(page);
    await expect(colourToggle(page)).toBeEnabled();
  });

  test('prefers-color-scheme: dark is followed in system mode, and overridden by an explicit choice', async ({
    sharedPage: page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('react-sdk');
    await hydrated(page);
    await expect(colourToggle(page)).toHaveAttribute('title', 'system mode');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await colourToggle(page).click(); // system → light
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');
  const currentId = announcementId(manifest);

  test('shown on every page kind until dismissed; the dismissal is remembered per bar id', async ({
    sharedPage: page,
  }) => {
    await page.goto('./');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(`${manifest.shared.packageName} ${manifest.shared.version}`);
    await page.goto('node-sdk/globals');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => ({...localStorage}))).toMatchObject({
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': currentId,
    });
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
    await page.goto('web-sdk/classes/WebRemote');
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('follows the colour mode: a light bar in light mode, a dark bar in dark mode', async ({sharedPage: page}) => {
    const luminance = () =>
      bar(page).evaluate((el) => {
        const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
        return (r + g + b) / 3;
      });
    await page.goto('./');
    await hydrated(page);
    expect(await luminance()).toBeGreaterThan(200);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await luminance()).toBeLessThan(60);
  });

  test('shown again when the bar id changes (a documented SDK version was bumped)', async ({sharedPage: page}) => {
    await page.goto('./');
    await hydrated(page);
    // A reader who dismissed the bar of an earlier release.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'release-0000000000');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(currentId);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

test.describe('browser storage unavailable', () => {
  test('every page kind renders and works, a warning is logged, nothing is shown to the reader', async ({
    sharedPage: page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const log = recordConsole(page, {expectedFailedLoads: [/\/no\/such\/page$/]});
    const pages: Array<[string, RegExp]> = [
      ['./', /API Reference for JS SDKs/],
      ['node-sdk', /PowerSync SDK for Node\.js/],
      ['node-sdk/classes/Table', /Class: Table/],
      ['web-sdk/enumerations/WASQLiteVFS', /Enumeration: WASQLiteVFS/],
      ['react-sdk/functions/useQuery', /Function: useQuery/],
      ['vue-sdk/globals', /vue/i],
      ['search?q=Table', /Search/],
      ['no/such/page', /Page Not Found/],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(heading);
      await expect(page.locator('body')).not.toContainText(/storage is not available|localStorage|SecurityError/i);
      await expect(page.locator('[role=alert], [role=alertdialog], dialog[open]')).toHaveCount(0);
    }
    expect(log.warnings.join('\n')).toContain('Docusaurus browser storage is not available');
    expect(log.errors).toEqual([]);

    // The shell still works, for this page view.
    await page.goto('node-sdk/classes/Table');
    await hydrated(page);
    await colourToggle(page).click();
    await colourToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Web SDK', exact: true}).click();
    await expect(page).toHaveURL(/\/web-sdk$/);
    // The address changes at the click; search runs on the new page once it has rendered.
    await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', {hasText: /^Web SDK$/})).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search docs').fill('PowerSyncDatabase');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(log.errors).toEqual([]);
  });
});

test.describe('preferred docs version', () => {
  const KEY = 'docs-preferred-version-default';

  test('a stored version that matches no version of the docs plugin is discarded; the existing one is kept', async ({
    sharedPage: page,
  }) => {
    await page.goto('node-sdk');
    await hydrated(page);
    // As left by an older deployment that had a version "1.x"; then the current version's own name.
    for (const [stored, kept] of [
      ['1.x', null],
      ['current', 'current'],
    ] as const) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, stored]);
      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(kept);
      await expect(page.locator('.breadcrumbs')).toContainText('Node SDK');
    }
  });
});

/**
 * Spec §2 "Shell", §4 "States" and §7 "Browser storage": colour mode, announcement bar and the
 * stored docs version. What happens when the browser refuses storage: faults-storage.spec.ts.
 */
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import manifest from '../../src/sdk-manifest';
import {announcementId} from '../../src/site-settings';
import {colourToggle, hydrated, seedLocalStorage} from './shell-helpers';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode', () => {
  // One load of the landing page: its first state is a fresh reader's, then the reader clicks.
  // That the toggle is served disabled (until the client is ready) is read from build/:
  // tests/site/built-site.test.ts.
  test('light by default; the ready toggle cycles system → light → dark → system; the choice survives a reload under the key "theme"', async ({
    sharedPage: page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('./');
    await hydrated(page);
    const toggle = colourToggle(page);
    await test.step('light by default, with no stored choice', async () => {
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      // Served disabled; the client enables it once it is ready.
      await expect(toggle).toBeEnabled();
    });
    await test.step('the toggle cycles system → light → dark → system with the labels "system mode", "light mode", "dark mode"', async () => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        if (i > 0) await toggle.click();
        seen.push(`${await toggle.getAttribute('title')}=${await html(page).getAttribute('data-theme')}`);
      }
      expect(seen).toEqual(['system mode=light', 'light mode=light', 'dark mode=dark', 'system mode=light']);
      await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
    });
    await test.step('the choice survives a reload and is stored under the key "theme" (no suffix)', async () => {
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

  // One flow: a fresh reader sees the bar in both modes, dismisses it, and sees it again once
  // the bar id changes (as a later deployment with a bumped SDK version gives it).
  test('shown on every page kind until dismissed, remembered per bar id, shown again when the id changes; light or dark with the colour mode', async ({
    sharedPage: page,
  }) => {
    await page.goto('./');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(`${manifest.shared.packageName} ${manifest.shared.version}`);
    await test.step('follows the colour mode: a light bar in light mode, a dark bar in dark mode', async () => {
      const luminance = () =>
        bar(page).evaluate((el) => {
          const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
          return (r + g + b) / 3;
        });
      expect(await luminance()).toBeGreaterThan(200);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      expect(await luminance()).toBeLessThan(60);
    });
    await test.step('shown on every page kind until dismissed; the dismissal is remembered per bar id', async () => {
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
    await test.step('shown again when the bar id changes (a documented SDK version was bumped)', async () => {
      // A reader who dismissed the bar of an earlier release.
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-0000000000'));
      await page.reload();
      await hydrated(page);
      await expect(bar(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(currentId);
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
    });
  });
});

test.describe('preferred docs version', () => {
  const KEY = 'docs-preferred-version-default';

  test('a stored version that matches no version of the docs plugin is discarded; the existing one is kept', async ({
    sharedPage: page,
  }) => {
    // As left by an older deployment that had a version "1.x"; then the current version's own name.
    await seedLocalStorage(page, {[KEY]: '1.x'});
    await page.goto('node-sdk');
    for (const [stored, kept] of [
      ['1.x', null],
      ['current', 'current'],
    ] as const) {
      if (stored !== '1.x') {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, stored]);
        await page.reload();
      }
      await hydrated(page);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(kept);
      await expect(page.locator('.breadcrumbs')).toContainText('Node SDK');
    }
  });
});

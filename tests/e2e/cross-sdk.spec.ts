import {type Page} from '@playwright/test';
// Tests share one page per worker (./shared-page.ts: it removes a test's init scripts and
// permissions after it); the touch screen needs a context of its own and takes `page`.
import {expect, test} from './shared-page';
import {navbarAtTop, routerGo} from './shell-helpers';

const STORAGE_KEY = 'powersync-api.preferred-sdk';

/** The SDK switcher in the desktop navbar, and its menu. */
const switcher = (page: Page) =>
  page.locator('.navbar__items .dropdown').filter({has: page.locator('a[data-sdk="web-sdk"]')});
const switcherToggle = (page: Page) => switcher(page).locator('> a.navbar__link');

async function chooseSdk(page: Page, sdk: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const start = page.url();
  await navbarAtTop(page);
  await expect(switcherToggle(page)).toBeInViewport();
  await switcherToggle(page).hover();
  await switcher(page).locator(`a[data-sdk="${sdk}"]`).click();
  await expect(page).not.toHaveURL(start);
}

// "Also in" links, their targets and what those show are served: tests/site/served-pages.test.ts.

// One load: the reader switches, moves to another symbol whose anchor the other section lacks
// and switches again, then to a section without the symbol, and sees the remembered choice
// outside the SDK sections.
test('the SDK switcher keeps the symbol and its #anchor, drops an anchor the other section lacks, falls back to the section index when the symbol is not there, and remembers the choice', async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/Table#columnmap');
  await expect(switcherToggle(page)).toHaveText('Node SDK');
  await chooseSdk(page, 'web-sdk');
  await expect(page).toHaveURL(/\/web-sdk\/classes\/Table#columnmap$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Table<Columns>');
  await expect(switcherToggle(page)).toHaveText('Web SDK');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('web-sdk');
  // A page of the Node SDK again, reached in the app (a load of its own before).
  await test.step('the switcher drops an anchor the other section does not have', async () => {
    // Node's AbortOperation inherits Error.captureStackTrace from @types/node; the web one does not.
    await routerGo(page, '/powersync-js/node-sdk/classes/AbortOperation#capturestacktrace');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/AbortOperation/);
    await expect(switcherToggle(page)).toHaveText('Node SDK');
    await chooseSdk(page, 'web-sdk');
    await expect(page).toHaveURL(/\/web-sdk\/classes\/AbortOperation$/);
  });
  await test.step('the switcher falls back to the section index when the symbol is not there', async () => {
    await chooseSdk(page, 'react-sdk');
    await expect(page).toHaveURL(/\/react-sdk$/);
    await expect(page.locator('.breadcrumbs')).toContainText('React SDK');
  });
  // Outside the SDK sections the remembered SDK is shown.
  await page.goto('./');
  await expect(switcherToggle(page)).toHaveText('React SDK');
});

// One load: the pointer first (from where a fresh page has it), then the keyboard.
test('the switcher opens on hover and closes when the pointer leaves; it opens on Enter and closes on an outside click or focus', async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/Table');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const dropdown = switcher(page);
  await test.step('the switcher opens on hover and closes when the pointer leaves', async () => {
    const vue = dropdown.locator('a[data-sdk="vue-sdk"]');
    await expect(vue).toBeHidden();
    await switcherToggle(page).hover();
    await expect(vue).toBeVisible();
    await page.locator('article h1').hover();
    await expect(vue).toBeHidden();
  });
  await test.step('the switcher opens on Enter and closes on an outside click or focus', async () => {
    await switcherToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await expect(dropdown.locator('a[data-sdk="vue-sdk"]')).toBeVisible();
    // On the title's text: the article's top-left corner is the breadcrumbs' home link, whose
    // click started a navigation that could land between the next focus and Enter.
    await page.locator('article h1').click({position: {x: 2, y: 2}});
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await expect(page).toHaveURL(/\/node-sdk\/classes\/Table$/);
    await switcherToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('article a').first().focus();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });
});

test.describe('touch screen', () => {
  test.use({hasTouch: true});

  test('the switcher opened with Enter closes on a touch outside it', async ({page}) => {
    await page.goto('node-sdk/classes/Table');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const dropdown = switcher(page);
    await switcherToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    // A touch inside the menu keeps it open; one outside closes it.
    await dropdown.locator('.dropdown__menu').dispatchEvent('touchstart');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('article h1').dispatchEvent('touchstart');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });
});

test('a storage failure does not break the switcher', async ({sharedPage: page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('storage disabled');
      },
    });
  });
  await page.goto('node-sdk/classes/Table');
  await chooseSdk(page, 'web-sdk');
  await expect(page).toHaveURL(/\/web-sdk\/classes\/Table$/);
  await expect(switcherToggle(page)).toHaveText('Web SDK');
  expect(errors).toEqual([]);
});

test('the copy button puts the import line on the clipboard', async ({sharedPage: page}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('react-sdk/functions/useQuery');
  await expect(page.locator('[data-import-line]')).toHaveText("import { useQuery } from '@powersync/react';");
  const button = page.getByRole('button', {name: 'Copy import line'});
  await button.click();
  await expect(button).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import { useQuery } from '@powersync/react';",
  );
});

test.describe('phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  // One flow: into a section from the menu on an SDK page, out to the landing page, and back in
  // through the menu with a client-side navigation.
  test('the switcher in the mobile menu starts expanded on an SDK page, collapsed elsewhere, and expands when the page becomes one of its sections', async ({
    sharedPage: page,
  }) => {
    // The dropdown's list item, found by its toggle (the list itself is not rendered while collapsed).
    const mobileSwitcher = page.locator(
      '.navbar-sidebar li.menu__list-item:has(> .menu__list-item-collapsible > a[aria-label*="SDK"])',
    );
    const openMainMenu = async () => {
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await page.getByRole('button', {name: '← Back to main menu'}).click();
    };
    await page.goto('node-sdk/classes/Table');
    await openMainMenu();
    await expect(mobileSwitcher).not.toHaveClass(/menu__list-item--collapsed/);
    await mobileSwitcher.locator('a[data-sdk="web-sdk"]').click();
    await expect(page).toHaveURL(/\/web-sdk\/classes\/Table$/);

    // The landing page is outside every SDK section (it shows the docs sidebar too).
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openMainMenu();
    await expect(mobileSwitcher).toHaveClass(/menu__list-item--collapsed/);
    await expect(mobileSwitcher.locator('a[data-sdk="web-sdk"]')).toBeHidden();

    await test.step('the switcher in the mobile menu expands when the page becomes one of its sections', async () => {
      // A client-side navigation into a section, with the menu still there.
      await page.locator('.navbar-sidebar').getByRole('link', {name: 'API reference'}).click();
      await expect(page).toHaveURL(/\/capacitor-sdk$/);
      await expect(page.locator('.breadcrumbs')).toContainText('Capacitor SDK');
      await openMainMenu();
      await expect(mobileSwitcher).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(mobileSwitcher.locator('a[data-sdk="capacitor-sdk"]')).toBeVisible();
    });
  });
});

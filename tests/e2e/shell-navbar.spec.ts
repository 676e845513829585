/**
 * Spec §2 "Shell" and §4 "Navbar on scroll", "Mobile sidebar", "Layout": navbar items,
 * skip link, footer, hide-on-scroll, and the mobile menu (< 996 px).
 */
import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {hydrated, scrollBy} from './shell-helpers';

const navbar = (page: Page) => page.locator('nav.navbar');
/** Bottom edge of the navbar; ≤ 0 means it is slid out of view. */
async function navbarBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);
}
// One load of a class page for all three: the skip link is checked first, from the load's own focus.
test('a class page on a desktop: the skip link first, navbar items left and right, a sidebar category that animates', async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/Table');
  await hydrated(page);
  await test.step('the skip link is the first stop of the keyboard and moves focus to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the announcement bar and the navbar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() =>
      Boolean(document.querySelector('main')?.contains(document.activeElement)),
    );
    expect(focusedInMain).toBe(true);
  });
  await test.step('navbar items sit left and right', async () => {
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    const right = page.locator('.navbar__items--right');
    await expect(left.locator('a.navbar__brand')).toHaveAttribute('href', /\/react-native-sdk$/);
    await expect(left.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', /\/capacitor-sdk$/);
    await expect(right.getByRole('link', {name: 'Source code on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/powersync-ja/powersync-js',
    );
    await expect(right.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(right.getByRole('button', {name: 'Search'})).toBeVisible();
    const leftBox = (await left.boundingBox())!;
    const rightBox = (await right.boundingBox())!;
    expect(leftBox.x + leftBox.width).toBeLessThanOrEqual(rightBox.x);
  });
  await test.step('a collapsible sidebar category collapses and expands with an ease-in-out height animation', async () => {
    const category = page.locator('.theme-doc-sidebar-item-category-level-1', {
      has: page.getByRole('link', {name: 'Node SDK', exact: true}),
    });
    const list = category.locator('> ul.menu__list');
    await expect(list).toBeVisible();
    // Record every inline style the list goes through while it animates.
    await list.evaluate((element) => {
      const w = window as unknown as {listStyles: string[]};
      w.listStyles = [];
      new MutationObserver(() => w.listStyles.push(element.getAttribute('style') ?? '')).observe(element, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    const caret = category.locator('> .menu__list-item-collapsible').getByRole('button');
    await expect(caret).toHaveAccessibleName(/Collapse sidebar category/);
    await caret.click();
    await expect(list).toBeHidden();
    await expect(category).toHaveClass(/menu__list-item--collapsed/);
    await expect(caret).toHaveAccessibleName(/Expand sidebar category/);
    await caret.click();
    await expect(list).toBeVisible();
    const styles = await page.evaluate(() => (window as unknown as {listStyles: string[]}).listStyles);
    expect(styles.some((style) => /transition: height \d+ms ease-in-out/.test(style))).toBe(true);
  });
});

// In the served pages of its sidebar it is marked, and not on the search page: read from build/
// (tests/site/served-pages.test.ts). The not-found page is rendered by the app for the path it
// was asked for, not served as such; from there the reader follows the link in the app.
test('"API reference" is not marked active on the not-found page, and is once the reader follows it to a page of its sidebar', async ({
  sharedPage: page,
}) => {
  const apiReference = page.locator('.navbar__items').getByRole('link', {name: 'API reference'});
  await page.goto('node-sdk/classes/Nope');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(apiReference).not.toHaveClass(/navbar__link--active/);
  await apiReference.click();
  await expect(page).toHaveURL(/\/capacitor-sdk$/);
  await expect(page.locator('h1')).toContainText('Capacitor');
  await expect(apiReference).toHaveClass(/navbar__link--active/);
  await expect(apiReference).toHaveAttribute('aria-current', 'page');
});

test('hide on scroll: hides past its height going down, returns going up, hides on a hash target', async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/AbstractPowerSyncDatabase');
  await hydrated(page);
  expect(await navbarBottom(page)).toBeGreaterThan(0);
  await scrollBy(page, 1500);
  await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
  await scrollBy(page, -300, 3);
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
  // Following a link to a heading on the page hides the bar so it does not cover the heading.
  await page.locator('.table-of-contents a[href^="#"]').nth(3).click();
  await expect(page).toHaveURL(/#/);
  await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
});

test.describe('mobile (width < 996 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  // One load of a class page for the menu, its scroll lock and the 996 px switch (the window
  // resized as a reader's is: the theme's window-size hook and the CSS follow it as on a load),
  // and one of a page without the docs sidebar.
  test('the mobile menu: secondary docs menu, scroll lock, closed at desktop width, the 996 px switch; a page without the docs sidebar opens the main menu', async ({
    sharedPage: page,
  }) => {
    await page.goto('node-sdk/classes/Table');
    await hydrated(page);
    const sidebar = page.locator('.navbar-sidebar');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    await test.step('the menu shows the docs sidebar as a secondary menu; "← Back to main menu" returns to the main menu', async () => {
      // Desktop-only parts are gone at this width.
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
      await expect(navbar(page).getByRole('link', {name: 'API reference'})).toBeHidden();
      await toggle.click();
      await expect(sidebar).toBeVisible();
      // On a docs page the secondary menu (the docs sidebar) is shown first.
      await expect(sidebar.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(1);
      // The docs sidebar: this section's category, other sections as links to their index (the
      // SDK switcher in the main menu links "Web SDK" too).
      const docsMenu = sidebar.locator('.navbar-sidebar__item').nth(1);
      await expect(docsMenu.locator('a.menu__link--sublist', {hasText: /^Node SDK$/})).toBeVisible();
      await expect(docsMenu.locator('a.menu__link:not(.menu__link--sublist)', {hasText: /^Web SDK$/})).toBeVisible();
      await page.getByRole('button', {name: '← Back to main menu'}).click();
      await expect(sidebar.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(0);
      await expect(sidebar.getByRole('link', {name: 'API reference'})).toBeVisible();
      await expect(sidebar.getByRole('link', {name: 'Source code on GitHub'})).toBeVisible();
    });
    await test.step('page scrolling is locked while the menu is open, and the menu is forced closed on a desktop-wide viewport', async () => {
      await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
      expect(await overflow()).toBe('hidden');
      await page.setViewportSize({width: 1280, height: 844});
      await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
      await expect.poll(overflow).toBe('visible');
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
      await page.setViewportSize({width: 390, height: 844});
      await expect(sidebar).toBeHidden();
    });
    await test.step('the layout switches at 996 px: up to 996 is mobile, 997 is desktop', async () => {
      await page.setViewportSize({width: 996, height: 800});
      await expect(toggle).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
      await page.setViewportSize({width: 997, height: 800});
      await expect(toggle).toBeHidden();
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
      await page.setViewportSize({width: 390, height: 844});
    });
    await test.step('going to the docs from the main menu works', async () => {
      await toggle.click();
      await page.getByRole('button', {name: '← Back to main menu'}).click();
      await sidebar.getByRole('link', {name: 'API reference'}).click();
      await expect(page).toHaveURL(/\/capacitor-sdk$/);
    });
    await test.step('a page without the docs sidebar opens the main menu directly', async () => {
      await page.goto('node-sdk/globals');
      await hydrated(page);
      await toggle.click();
      await expect(sidebar.getByRole('link', {name: 'API reference'})).toBeVisible();
    });
  });
});

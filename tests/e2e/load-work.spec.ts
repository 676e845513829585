/**
 * Work a page does while it loads and hydrates that it does not need to do (issue #18: the
 * phone's total blocking time). Each test names one cost that was measured in a trace and
 * fails when it comes back: a collator built during hydration, the server's desktop sidebar
 * hydrated or removed and a hidden mobile menu rendered on a phone, the navbar rendered with
 * every state of the search page's results (search-page-layout.spec.ts, on that page's one
 * load), components rendered again right after hydration.
 */
import fs from 'node:fs';
import path from 'node:path';
import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {hydrated, reactOwned} from './shell-helpers';
import {loadHtml} from '../../src/tooling/load-html';

const CLASS_PAGE = 'node-sdk/classes/Table';

/**
 * Counts calls of `String.prototype.localeCompare` and `Intl.Collator` from the start of the
 * page: the first one builds ICU's collator, which took longer than the rest of a class
 * page's hydration on a phone (theme-common memoizes props by sorting their names with it).
 */
async function countCollation(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(`
    window.__collations = 0;
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (...args) { window.__collations++; return compare.apply(this, args); };
    const Collator = Intl.Collator;
    Intl.Collator = function (...args) { window.__collations++; return new Collator(...args); };
  `);
  return () => page.evaluate(() => (window as unknown as {__collations: number}).__collations);
}

/** Whatever hydration set off (effects, the renders they cause) has run once the page is idle. */
const afterIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));

/**
 * Components React renders in each commit from the start of the page (through the hook React
 * DevTools uses, which production React calls too). A fiber rendered in a commit when it is
 * new in the committed tree and has React's PerformedWork flag: a subtree React skipped keeps
 * its fibers, and one it cloned without rendering has the flag cleared. The first commit is
 * hydration (its fibers are all new, and counted apart).
 */
async function countRenders(page: Page): Promise<() => Promise<{commits: number; after: number[]}>> {
  await page.addInitScript(`
    window.__commits = [];
    let seen = new WeakSet();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, isDisabled: false, renderers: new Map(), inject() { return 1; }, checkDCE() {},
      onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      onCommitFiberRoot(id, root) {
        const next = new WeakSet();
        let rendered = 0;
        const walk = (fiber) => {
          for (let f = fiber; f; f = f.sibling) {
            next.add(f);
            const component = f.type !== null && typeof f.type !== 'string';
            if (component && !seen.has(f) && (f.flags & 1) === 1) rendered++;
            if (f.child) walk(f.child);
          }
        };
        walk(root.current.child);
        seen = next;
        window.__commits.push(rendered);
      },
    };
  `);
  return async () => {
    await afterIdle(page);
    const commits = await page.evaluate(() => (window as unknown as {__commits: number[]}).__commits);
    return {commits: commits.length, after: commits.slice(1)};
  };
}

// One load of the class page for both costs (each counted by its own init script), then the search page.
for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px, hydrating a class page renders few components again and builds no collator; nor does the search page`, async ({
    sharedPage: page,
  }) => {
    // Right after hydration the theme's providers learn the browser and the window size, and
    // every component that reads them renders again in one task. The doc layout chose its
    // table of contents by window size (src/theme/DocItem/Layout), and the navbar's content,
    // which reads the mobile sidebar's state, rendered each navbar item again
    // (src/theme/NavbarItem): 237 and 244 components at 390 and 1280 px before, 171 and 185 after.
    await page.setViewportSize(viewport);
    const renders = await countRenders(page);
    const collations = await countCollation(page);
    await page.goto(CLASS_PAGE);
    await hydrated(page);
    // Code blocks with their buttons have rendered (the buttons appear once hydrated).
    await expect(page.locator('article .theme-code-block button').first()).toBeAttached();
    const {commits, after} = await renders();
    expect(commits, 'React committed the hydration').toBeGreaterThan(0);
    expect(after.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(200);
    expect(await collations()).toBe(0);

    await page.goto('search?q=Table');
    await expect(page.locator('article').first()).toBeVisible();
    expect(await collations()).toBe(0);
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test("a doc page keeps the server's sidebar unhydrated and renders the mobile menu only when the reader reaches for it", async ({
    sharedPage: page,
  }) => {
    // The server's desktop sidebar and its number of links, as parsed.
    await page.addInitScript(`
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        window.__sidebar = document.querySelector('.theme-doc-sidebar-container');
        window.__sidebarLinks = window.__sidebar ? window.__sidebar.querySelectorAll('a').length : 0;
      });
    `);
    await page.goto(CLASS_PAGE);
    await hydrated(page);
    const mobileMenu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
    // The server's sidebar is still there with all its links, and hidden: the phone's menu is the navbar's.
    const served = await page.evaluate(() => {
      const w = window as unknown as {__sidebar: Element | null; __sidebarLinks: number};
      return {
        connected: w.__sidebar?.isConnected ?? false,
        links: w.__sidebarLinks,
        now: w.__sidebar?.querySelectorAll('a').length,
      };
    });
    expect(served.links).toBeGreaterThan(10);
    expect(served).toEqual({connected: true, links: served.links, now: served.links});
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    // ...and not hydrated: React owns none of its elements.
    expect(await reactOwned(page, '.theme-doc-sidebar-container .menu')).toBe(0);
    // The hidden mobile sidebar is not rendered until the reader reaches for its toggle (a
    // pointer on it, before any click); then the panel is there, hidden, without the docs links.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.dispatchEvent('pointerdown');
    await expect(mobileMenu).toBeAttached();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(mobileMenu.locator('a')).toHaveCount(0);

    await toggle.click();
    await expect(mobileMenu.getByRole('link', {name: 'Table', exact: true})).toBeVisible();
    await expect(mobileMenu.getByRole('link', {name: 'Table', exact: true})).toHaveClass(/menu__link--active/);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await mobileMenu.getByRole('link', {name: 'Schema', exact: true}).click();
    await expect(page).toHaveURL(/\/node-sdk\/classes\/Schema$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();

    // The layout becomes desktop: the sidebar is the app's, current and working.
    await page.setViewportSize({width: 1280, height: 844});
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Schema', exact: true})).toHaveClass(/menu__link--active/);
    expect(await reactOwned(page, '.theme-doc-sidebar-container .menu')).toBeGreaterThan(10);
    await sidebar.getByRole('link', {name: 'Column', exact: true}).click();
    await expect(page).toHaveURL(/\/node-sdk\/classes\/Column$/);
    await expect(sidebar.getByRole('link', {name: 'Column', exact: true})).toHaveClass(/menu__link--active/);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test("a doc page keeps the server's tables of contents: the desktop one hidden, the mobile one working; the keyboard opens the mobile sidebar", async ({
    sharedPage: page,
  }) => {
    // The theme removed the desktop table of contents once hydration had told it the window
    // is a phone's (src/theme/DocItem/Layout); CSS hides it there, as before hydration.
    await page.addInitScript(`
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.__toc = document.querySelector('.theme-doc-toc-desktop');
      });
    `);
    await page.goto(CLASS_PAGE);
    await hydrated(page);
    await afterIdle(page);
    const served = await page.evaluate(() => {
      const toc = (window as unknown as {__toc: Element | null}).__toc;
      return {parsed: toc !== null, connected: toc?.isConnected ?? false};
    });
    expect(served).toEqual({parsed: true, connected: true});
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();

    const mobileToc = page.getByRole('button', {name: 'On this page'});
    await mobileToc.click();
    const link = page.locator('.theme-doc-toc-mobile').getByRole('link', {name: 'columns', exact: true});
    const target = await link.getAttribute('href');
    expect(target).toMatch(/^#columns/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target!)).toBeInViewport();

    // Still no mobile sidebar rendered: a keyboard reader gets it from the focused toggle.
    await test.step('a keyboard reader gets the mobile sidebar from the focused toggle', async () => {
      await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    });
  });
});

// The search page's results render without rendering the navbar again: search-page-layout.spec.ts,
// on the one load of the search page that its layout checks use.

test('a link to a far member of a long page lands on its heading', async ({sharedPage: page}) => {
  // The page's last member heading, read from the served page.
  const served = loadHtml(fs.readFileSync(path.join('build', `${CLASS_PAGE}.html`), 'utf8'));
  const id = served('article .theme-doc-markdown > h3').last().attr('id');
  expect(id).toBeTruthy();
  // Arriving with the hash: the browser scrolls before the app runs, and hydration again.
  await page.goto(`${CLASS_PAGE}#${id}`);
  await hydrated(page);
  await afterIdle(page);
  const heading = page.locator(`[id="${id}"]`);
  const navbar = await page.locator('.navbar').boundingBox();
  // At the top of the screen, its scroll margin above it (the theme hides the navbar when it
  // scrolls to a heading): not above the screen, and not pushed down by what renders above it.
  const {y} = (await heading.boundingBox())!;
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y).toBeLessThan(navbar!.height + 40);
});

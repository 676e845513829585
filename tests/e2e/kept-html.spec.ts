/**
 * Plain content of a reference page keeps the server's HTML at hydration
 * (src/components/KeptHtml): React takes none of its elements, its links still work as the
 * app's (route code on hover, navigation in place), and a page reached by navigation renders
 * the same content from its code.
 */
import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import {tokenStyle} from '../../src/plugins/code-tokens';
import {cssColour, hydrated, reactOwned, recordConsole, watchNavigation} from './shell-helpers';

const PAGE = 'node-sdk/classes/Table';
/** The first signature of the page (the constructor) and a type name linked in it. */
const signature = (page: Page) => page.locator('article pre.signature').first();
const typeLink = (page: Page) => signature(page).getByRole('link', {name: 'TableV2Options'});

// One load of the Table page for both: what hydration keeps, then its links followed in the app.
test('a class page hydrates without its plain content: text, headings, signatures, code, the table of contents and the footer stay as served, in the code theme of each mode; the contents still follow the reader; a link in kept content: hovering preloads its route code, a click navigates in place, Ctrl+click opens a tab', async ({
  sharedPage: page,
}) => {
  const log = recordConsole(page);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(PAGE);
  await hydrated(page);
  // Inside kept blocks React owns nothing; the page's header (with its copy button) is hydrated.
  expect(await reactOwned(page, 'article pre.signature code')).toBe(0);
  expect(await reactOwned(page, 'article pre.prism-code code')).toBe(0);
  expect(await reactOwned(page, 'article .theme-doc-markdown > p')).toBe(0);
  expect(await reactOwned(page, 'article .theme-doc-markdown > h3')).toBe(0);
  expect(await reactOwned(page, 'article [data-symbol-header]')).toBeGreaterThan(0);
  await expect(signature(page)).toContainText('new Table<Columns extends ColumnsType = ColumnsType>(columns: Columns');
  expect(log.errors).toEqual([]);
  // The same load in both modes: the reader's system turns dark (no mode was chosen).
  for (const [scheme, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)
    await test.step(`${scheme}: a kept signature block has the ${scheme} code theme's background and token colours`, async () => {
      await page.emulateMedia({colorScheme: scheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(signature(page)).toHaveCSS('background-color', cssColour(String(theme.plain.backgroundColor)));
      const keyword = signature(page).locator('.token.keyword').first();
      await expect(keyword).toHaveText('new');
      await expect(keyword).toHaveCSS('color', cssColour(String(tokenStyle(theme, 'keyword').color)));
    });
  await test.step('the table of contents and the footer are kept as served; the contents still follow the reader and scroll in place', async () => {
    const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
    await expect(toc).toBeVisible();
    expect(await reactOwned(page, '.theme-doc-toc-desktop .table-of-contents')).toBe(0);
    expect(await reactOwned(page, 'footer.footer')).toBe(0);
    await expect(page.locator('footer.footer').getByRole('link', {name: 'Documentation'})).toHaveAttribute(
      'href',
      'https://docs.powersync.com',
    );

    const navigation = await watchNavigation(page);
    const link = toc.locator('a[href^="#"]').nth(5);
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const top = () => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
    await expect.poll(top).toBeLessThan(150);
    expect(await top()).toBeGreaterThanOrEqual(-2);
    // The theme's highlight marks the heading being read, on the kept links.
    await expect(link).toHaveClass(/table-of-contents__link--active/);
    await expect(toc.locator('.table-of-contents__link--active')).toHaveCount(1);
    expect(await navigation.sameDocument()).toBe(true);
  });
  await test.step('a link in kept content: hovering preloads its route code, a click navigates in place, Ctrl+click opens a tab', async () => {
    // On the same load, scrolled to the heading the contents led to.
    const context = page.context();
    const navigation = await watchNavigation(page);
    await typeLink(page).hover();
    await expect.poll(navigation.preloaded).toContain('/powersync-js/node-sdk/interfaces/TableV2Options');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      typeLink(page).click({modifiers: ['ControlOrMeta']}),
    ]);
    await expect(tab).toHaveURL((url) => url.pathname === '/powersync-js/node-sdk/interfaces/TableV2Options');
    await expect(page).toHaveURL(/\/classes\/Table(#[^/]*)?$/);

    await typeLink(page).click();
    await expect(page).toHaveURL(/\/interfaces\/TableV2Options$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(['Interface: TableV2Options']);
    expect(await navigation.sameDocument()).toBe(true);

    // Back: the class page is now rendered by the app from its code, its links the app's own.
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(['Class: Table<Columns>']);
    await expect(signature(page)).toContainText(
      'new Table<Columns extends ColumnsType = ColumnsType>(columns: Columns',
    );
    expect(await reactOwned(page, 'article pre.signature code')).toBeGreaterThan(0);
    await typeLink(page).click();
    await expect(page).toHaveURL(/\/interfaces\/TableV2Options$/);
    expect(await navigation.sameDocument()).toBe(true);
  });
});

// Kept example code following a colour mode switch after load: code-blocks.spec.ts, on the
// load its highlighting and copy button use.

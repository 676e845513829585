/**
 * Code blocks after hydration: highlighted by build-time tokens (no Prism in the browser)
 * with the code theme of the colour mode, following the mode as it changes, and the theme's
 * copy button copies the code.
 */
import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import {themeToDict} from '../../src/prism/token-props';
import {tokenStyle} from '../../src/plugins/code-tokens';
import {colourToggle, cssColour, reactOwned} from './shell-helpers';

const PAGE = 'web-sdk/classes/PowerSyncDatabase';
const FIRST_LINE = '// Potentially a query from an ORM like Drizzle';

/** The code block of the customQuery example. */
const example = (page: Page) => page.locator('.theme-code-block').filter({hasText: FIRST_LINE}).first();

const commentColour = (theme: typeof lightCodeTheme) =>
  cssColour(String(themeToDict(theme, 'javascript').comment.color));

// One load for all of it: the reader's system turns dark while the page is up (no mode chosen),
// then back; the reader then picks dark with the toggle, and copies the example.
test('example code is highlighted with the code theme of each mode after hydration (light, then dark), follows the toggle, and its copy button copies it', async ({
  sharedPage: page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The example is kept as served at hydration (src/components/KeptHtml): React owns none of it.
  expect(await reactOwned(page, 'article pre.prism-code code')).toBe(0);
  for (const [scheme, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)
    await test.step(`${scheme}: example code is highlighted with the ${scheme} code theme after hydration`, async () => {
      await page.emulateMedia({colorScheme: scheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const comment = example(page).locator('.token.comment').first();
      await expect(comment).toHaveText(FIRST_LINE);
      await expect(comment).toHaveCSS('color', commentColour(theme));
      await expect(example(page).locator('.token.keyword').first()).toHaveText('const');
    });

  // Moved from tests/e2e/kept-html.spec.ts ("kept example code follows a colour mode switch after
  // load"), which loaded the same page for it.
  await test.step('kept example code follows a colour mode switch after load', async () => {
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const comment = example(page).locator('.token.comment').first();
    const inMode = (theme: typeof lightCodeTheme) => ({
      color: cssColour(String(tokenStyle(theme, 'comment').color ?? theme.plain.color)),
      fontStyle: tokenStyle(theme, 'comment').fontStyle ?? 'normal',
    });
    const shown = () =>
      comment.evaluate((e) => ({color: getComputedStyle(e).color, fontStyle: getComputedStyle(e).fontStyle}));
    await expect.poll(shown).toEqual(inMode(lightCodeTheme));
    // The toggle cycles through the modes; dark comes within three clicks.
    for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i++)
      await colourToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(shown).toEqual(inMode(darkCodeTheme));
  });

  await test.step('the copy button of an example copies its code', async () => {
    const block = example(page);
    await block.hover();
    const button = block.getByRole('button', {name: /copy code/i});
    // "Copied" shows for a second only: a poll on a busy host can miss it. The button itself
    // records whether its label ever said so, from before the click on.
    await button.evaluate((element) => {
      new MutationObserver(() => {
        if (/copied/i.test(element.getAttribute('aria-label') ?? '')) element.dataset.wasCopied = 'true';
      }).observe(element, {attributes: true, attributeFilter: ['aria-label']});
    });
    await button.click();
    await expect(block.locator('button[data-was-copied="true"]')).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(0, 2)).toEqual([FIRST_LINE, 'const query = db.select().from(lists);']);
  });
});

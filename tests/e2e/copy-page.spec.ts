import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {COPY_PAGE_MESSAGES} from '../../src/theme/CopyPage/copy-page';

const PAGE = 'web-sdk/classes/PowerSyncDatabase';
const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const status = (page: Page) => page.locator('[data-copy-page-status]');

async function twinText(page: Page): Promise<string> {
  const response = await page.request.get(`${PAGE}.md`);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  return response.text();
}

async function open(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

// One load for the pointer, the keyboard and a browser without a clipboard: the clipboard is
// emptied between the first two, so the second copy is the keyboard's own; then the page loses
// its clipboard (the button reads it at each click, src/theme/CopyPage/copy-page.ts).
test('Copy page puts the page twin on the clipboard and announces it; it works from the keyboard; without a clipboard it selects the Markdown', async ({
  sharedPage: page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const twin = await twinText(page);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPY_PAGE_MESSAGES.copied);
  await expect(status(page)).toHaveAttribute('role', 'status');
  const copied = await clipboard();
  expect(copied).toBe(twin);
  expect(copied).toMatch(/^# Class: PowerSyncDatabase\n/);
  await test.step('Copy page works from the keyboard', async () => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copyButton(page).focus();
    await expect(copyButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(clipboard).toBe(twin);
    await expect(status(page)).toHaveText(COPY_PAGE_MESSAGES.copied);
  });
  await test.step('without a clipboard, Copy page selects the Markdown for the reader to copy', async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
      });
    });
    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPY_PAGE_MESSAGES.select);
    const area = page.locator('[data-copy-page-text]');
    await expect(area).toBeFocused();
    const selected = await area.evaluate((el: HTMLTextAreaElement) =>
      el.value.slice(el.selectionStart, el.selectionEnd),
    );
    expect(selected).toBe(twin);
    await page.keyboard.press('Escape');
    await expect(area).toHaveCount(0);
  });
});

// Which pages serve the button and the twin's link (section index and globals pages do, the
// landing page does not) is read from build/: tests/site/served-pages.test.ts.

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

// One load for the pointer and the keyboard: the clipboard is emptied between the two, so the
// second copy is the keyboard's own.
test('Copy page puts the page twin on the clipboard and announces it; it works from the keyboard', async ({
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
});

test('without a clipboard, Copy page selects the Markdown for the reader to copy', async ({sharedPage: page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
    });
  });
  await open(page);
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPY_PAGE_MESSAGES.select);
  const area = page.locator('[data-copy-page-text]');
  await expect(area).toBeFocused();
  const selected = await area.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe(await twinText(page));
  await page.keyboard.press('Escape');
  await expect(area).toHaveCount(0);
});

test('section index pages and pages without a sidebar have the button too; the landing page has none', async ({
  sharedPage: page,
}) => {
  for (const path of ['web-sdk', 'web-sdk/globals']) {
    await open(page, path);
    await expect(copyButton(page)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      new RegExp(`/${path}\\.md$`),
    );
  }
  await open(page, '');
  await expect(copyButton(page)).toHaveCount(0);
});

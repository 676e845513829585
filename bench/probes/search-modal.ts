import type {Browser, Locator, Page} from 'playwright-core';
import {launchChromium} from '../lib/chromium-flags';
import {docSearchUi} from '../sites';

/**
 * A browser on `url` with the search modal open and its index loaded (a first query answered),
 * as the bench has it before it times keystrokes (search-latency.ts).
 */
export async function openSearchModal(url: string): Promise<{browser: Browser; page: Page; input: Locator}> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url, {waitUntil: 'load'});
    await docSearchUi.open(page);
    const input = page.locator(docSearchUi.input);
    await input.pressSequentially('Table', {delay: 80});
    await page.waitForSelector(docSearchUi.hit);
    return {browser, page, input};
  } catch (error) {
    await browser.close();
    throw error;
  }
}

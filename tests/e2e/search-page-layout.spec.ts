import {test, expect} from '@playwright/test';

// The search page renders its results after load; the footer must not be pushed down in view (src/css/custom.css).
test('search page: results appear without shifting the layout', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {layoutShift: number}).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) (window as unknown as {layoutShift: number}).layoutShift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('search?q=Table');
  await expect(page.locator('article').first()).toBeVisible();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
  expect(shift).toBeLessThan(0.1);
});

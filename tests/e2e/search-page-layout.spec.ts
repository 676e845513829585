// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';

type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean};
type Recorder = {observer: PerformanceObserver; total: number};

// The search page renders its results after load; the footer must not be pushed down in view (src/css/custom.css).
test('search page: results appear without shifting the layout', async ({sharedPage: page}) => {
  await page.addInitScript(() => {
    const add = (entries: PerformanceEntry[]) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) recorder.total += entry.value;
    };
    const recorder: Recorder = {observer: new PerformanceObserver((list) => add(list.getEntries())), total: 0};
    recorder.observer.observe({type: 'layout-shift', buffered: true});
    (window as unknown as {layoutShifts: Recorder & {flush: () => number}}).layoutShifts = {
      ...recorder,
      // Entries not yet delivered to the callback, then the total of all of them.
      flush: () => (add(recorder.observer.takeRecords()), recorder.total),
    };
  });
  await page.goto('search?q=Table');
  await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  // Shifts are measured when a frame is drawn: read them once a frame with the results is drawn.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as {layoutShifts: {flush: () => number}}).layoutShifts.flush()),
          ),
        ),
      ),
  );
  expect(shift).toBeLessThan(0.1);
});

// Issue #54 item 11: the theme's page had a <main> around its results only, none before them.
test('search page: one main landmark, around the title, the search form and the results', async ({
  sharedPage: page,
}) => {
  await page.goto('search?q=Table');
  await expect(page.locator('main article').first()).toBeVisible();
  const main = page.locator('main, [role="main"]');
  await expect(main).toHaveCount(1);
  await expect(main.locator('h1')).toHaveCount(1);
  await expect(main.locator('input[type="search"]')).toHaveCount(1);
});

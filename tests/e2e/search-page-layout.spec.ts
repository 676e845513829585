import {test, expect} from '@playwright/test';

type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean};
type Recorder = {observer: PerformanceObserver; total: number};

// The search page renders its results after load; the footer must not be pushed down in view (src/css/custom.css).
test('search page: results appear without shifting the layout', async ({page}) => {
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

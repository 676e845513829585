/**
 * The search page as its results arrive: the layout does not shift, the navbar is not rendered
 * again, and the page is one main landmark around its title, form and results. One load serves
 * the three (each recorded by an init script of its own from the start of the page).
 */
// Starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {hydrated} from './shell-helpers';

type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean};
type Recorder = {observer: PerformanceObserver; total: number};

test('search page: results appear without shifting the layout or rendering the navbar again; one main landmark, around the title, the search form and the results', async ({
  sharedPage: page,
}) => {
  // The search page renders its results after load; the footer must not be pushed down in view (src/css/custom.css).
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
  // Moved from tests/e2e/load-work.spec.ts, which loaded the same page for it: theme-common's
  // hide-on-scroll hook reads `pageYOffset` on every render of the navbar, which makes the
  // browser lay the page out at once. The theme's search page renders its own Layout with each
  // state of its results (loading, results); the navbar has nothing to change.
  await page.addInitScript(`
    window.__scrollReads = 0;
    const descriptor = Object.getOwnPropertyDescriptor(window, 'pageYOffset');
    Object.defineProperty(window, 'pageYOffset', {
      configurable: true,
      get() { window.__scrollReads++; return descriptor.get.call(window); },
    });
    // The count once the page has hydrated (the navbar's own mount reads it).
    new MutationObserver(() => {
      if (document.documentElement.dataset.hasHydrated && window.__readsAtHydration === undefined)
        window.__readsAtHydration = window.__scrollReads;
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  `);
  await page.goto('search?q=Table');
  await hydrated(page);
  await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  // Shifts are measured when a frame is drawn, and the navbar's reads counted once one is drawn
  // with the results: both read after two frames.
  const {shift, readsAtHydration, reads} = await page.evaluate(
    () =>
      new Promise<{shift: number; readsAtHydration: number; reads: number}>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as {
              layoutShifts: {flush: () => number};
              __scrollReads: number;
              __readsAtHydration: number;
            };
            resolve({shift: w.layoutShifts.flush(), readsAtHydration: w.__readsAtHydration, reads: w.__scrollReads});
          }),
        ),
      ),
  );
  await test.step('results appear without shifting the layout', () => {
    expect(shift).toBeLessThan(0.1);
  });
  await test.step("the search page's results render without rendering the navbar again (it reads the scroll position as it renders)", () => {
    expect(readsAtHydration).toBeGreaterThan(0);
    expect(reads).toBe(readsAtHydration);
  });
  // Issue #54 item 11: the theme's page had a <main> around its results only, none before them.
  await test.step('one main landmark, around the title, the search form and the results', async () => {
    const main = page.locator('main, [role="main"]');
    await expect(main).toHaveCount(1);
    await expect(main.locator('h1')).toHaveCount(1);
    await expect(main.locator('input[type="search"]')).toHaveCount(1);
    await expect(main.locator('article').first()).toBeVisible();
  });
});

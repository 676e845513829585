/**
 * How soon a shared compare URL (`{sdk}/changes?from=…&to=…`) shows its answer on a cold load
 * (no cache, a new browser context each run): from navigation start to the comparison's result
 * on screen, with when the form's code started (hydration done) and when the history arrived.
 *   node --import tsx bench/probes/compare-url.ts ["web-sdk/changes?from=1.31.0&to=2.4.0"] [runs]
 */
import {startCountingServer} from '../lib/byte-counting-server';
import {launchChromium} from '../lib/chromium-flags';
import {readSiteSettings} from '../../src/site-settings';
import {median} from '../lib/stats';

const pagePath = process.argv[2] ?? 'web-sdk/changes?from=1.31.0&to=2.4.0';
const runs = Number(process.argv[3] ?? 5);
const {baseUrl} = readSiteSettings();
const server = await startCountingServer('build', baseUrl, 4791);
const browser = await launchChromium();
const answered: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as {marks: Record<string, number>};
      w.marks = {};
      new MutationObserver(() => {
        const state = document.querySelector('[data-compare-result]')?.getAttribute('data-compare-result');
        if (state && !(state in w.marks)) w.marks[state] = performance.now();
      }).observe(document, {subtree: true, childList: true, attributes: true});
    });
    await page.goto(`${server.origin}${baseUrl}${pagePath}`);
    await page.locator('[data-compare-result="done"]').waitFor();
    const marks = await page.evaluate(() => (window as unknown as {marks: Record<string, number>}).marks);
    const history = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
          r.name.endsWith('api-history.json'),
        )?.responseEnd ?? 0,
    );
    answered.push(marks.done);
    const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
    console.log(`run ${run + 1}: form ${ms(marks.idle)}, history ${ms(history)}, answer ${ms(marks.done)}`);
    await context.close();
  }
  console.log(`median answer: ${Math.round(median(answered))} ms over ${runs} cold loads`);
} finally {
  await browser.close();
  await server.close();
}

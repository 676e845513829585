/**
 * Per-keystroke latency in the search modal, taken as the bench takes it (search-latency.ts:
 * keydown to the first change of the results, in the page), with each keystroke named, so that
 * the slow ones can be told apart.
 *   node --import tsx bench/probes/keystrokes.ts http://127.0.0.1:4700/powersync-js/ [rounds]
 */
import {SEARCH_QUERIES} from '../lib/search-latency';
import {openSearchModal} from './search-modal';
import {percentile} from '../lib/stats';

declare global {
  interface Window {
    __probeKeyAt: number;
    __probeChange: Promise<number | null>;
  }
}

const [url, rounds = '1'] = process.argv.slice(2);
if (!url) throw new Error('usage: keystrokes.ts URL [rounds]');
const {browser, page, input} = await openSearchModal(url);
try {
  const samples: Array<{typed: string; ms: number}> = [];
  for (let round = 0; round < Number(rounds); round++) {
    for (const query of SEARCH_QUERIES) {
      await input.fill('');
      await page.waitForTimeout(300);
      for (let length = 1; length <= query.length; length++) {
        await page.evaluate(() => {
          window.__probeKeyAt = 0;
          document.addEventListener('keydown', () => (window.__probeKeyAt = performance.now()), {
            capture: true,
            once: true,
          });
          window.__probeChange = new Promise((resolve) => {
            const results = document.querySelector('.DocSearch-Dropdown');
            if (!results) throw new Error('the modal has no results container');
            const timer = setTimeout(() => {
              observer.disconnect();
              resolve(null);
            }, 2000);
            const observer = new MutationObserver(() => {
              if (!window.__probeKeyAt) return;
              observer.disconnect();
              clearTimeout(timer);
              resolve(performance.now() - window.__probeKeyAt);
            });
            observer.observe(results, {childList: true, subtree: true, characterData: true});
          });
        });
        await page.keyboard.type(query[length - 1]);
        const ms = await page.evaluate(() => window.__probeChange);
        // As the bench: further renders of this keystroke finish before the next one starts.
        await page.waitForTimeout(50);
        if (ms !== null) samples.push({typed: query.slice(0, length), ms});
      }
    }
  }
  const times = samples.map((sample) => sample.ms);
  console.log(
    `${samples.length} keystrokes: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 15);
  console.log(`slowest: ${slowest.map((sample) => `${sample.typed} ${sample.ms.toFixed(1)}`).join(', ')}`);
} finally {
  await browser.close();
}

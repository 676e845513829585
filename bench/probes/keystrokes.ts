/**
 * Per-keystroke latency in the search modal, taken by the bench's own code (search-latency.ts
 * keystrokeLatency: keydown to the first change of the results, in the page), with each
 * keystroke named, so that the slow ones can be told apart.
 *   node --import tsx bench/probes/keystrokes.ts http://127.0.0.1:4700/powersync-js/ [rounds]
 */
import {clearQuery, keystrokeLatency, SEARCH_QUERIES} from '../lib/search-latency';
import {percentile} from '../lib/stats';
import {docSearchUi} from '../sites';
import {openSearchModal} from './search-modal';

const [url, rounds = '1'] = process.argv.slice(2);
if (!url) throw new Error('usage: keystrokes.ts URL [rounds]');
const {browser, page} = await openSearchModal(url);
try {
  const samples: Array<{typed: string; ms: number}> = [];
  for (let round = 0; round < Number(rounds); round++) {
    for (const query of SEARCH_QUERIES) {
      await clearQuery(page, docSearchUi);
      for (let length = 1; length <= query.length; length++) {
        const ms = await keystrokeLatency(page, docSearchUi, query[length - 1]);
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

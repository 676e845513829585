/**
 * A CPU profile (DevTools, 100 µs samples) of typing queries into the search modal, letter by
 * letter, three times: self time summed by script, so that a keystroke's cost can be split into
 * React (main.js), DocSearch, the engine and garbage collection.
 *   node --import tsx bench/probes/keystroke-profile.ts http://127.0.0.1:4700/powersync-js/ [q1,q2,…]
 */
import {SEARCH_QUERIES} from '../lib/search-latency';
import {openSearchModal} from './search-modal';

const [url, list] = process.argv.slice(2);
if (!url) throw new Error('usage: keystroke-profile.ts URL [queries, comma-separated]');
const queries = list ? list.split(',') : SEARCH_QUERIES;
const ROUNDS = 3;

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string};
}

const {browser, page, input} = await openSearchModal(url);
try {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 100});
  await cdp.send('Profiler.start');
  let keystrokes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      await input.fill('');
      await page.waitForTimeout(200);
      for (const key of query) {
        await page.keyboard.type(key);
        keystrokes += 1;
        await page.waitForTimeout(120);
      }
    }
  }
  const {profile} = await cdp.send('Profiler.stop');
  const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  profile.samples?.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const script = frame.url ? (frame.url.split('/').pop() ?? frame.url) : frame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + (profile.timeDeltas?.[index] ?? 0));
  });
  const busy = [...byScript.values()].reduce((sum, us) => sum + us, 0);
  console.log(
    `${keystrokes} keystrokes (each query cleared first): ${(busy / 1000 / keystrokes).toFixed(1)} ms busy per keystroke`,
  );
  for (const [script, us] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${(us / 1000 / keystrokes).toFixed(2).padStart(6)} ms  ${script}`);
} finally {
  await browser.close();
}

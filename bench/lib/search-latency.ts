import type {Browser, Page} from 'playwright-core';
import type {CountingServer} from './byte-counting-server';
import {waitForNetworkQuiet} from './network-quiet';
import {median, percentile} from './stats';

/** Where a site's search UI lives in its DOM. */
export interface SearchUi {
  /** Opens the search UI the way a reader does (hover, then click the navbar search box). */
  open(page: Page): Promise<void>;
  /** The text input that receives the query. */
  input: string;
  /** An element that wraps the rendered results and exists while the UI is open. */
  results: string;
  /** One rendered result. */
  hit: string;
}

export interface SearchFigures {
  /** Bytes the server sent from the first interaction with the search box to the first rendered result. */
  bytesBeforeFirstResult: number;
  /** Milliseconds from the first keystroke to the first rendered result (index not yet loaded). */
  firstResultMs: number;
  /** Per-keystroke latency (keydown to the results list changing), index loaded. */
  keystrokeP50Ms: number;
  keystrokeP95Ms: number;
  keystrokeSamples: number;
  /** Keystrokes after which the results list did not change within the time limit. */
  unchangedKeystrokes: number;
}

/** Queries typed one key at a time: class, hook, method and two-word queries across sections. */
export const SEARCH_QUERIES = [
  'Table',
  'PowerSyncDatabase',
  'useQuery',
  'connect',
  'watch',
  'Column',
  'getAll',
  'SyncStatus',
  'attachment',
  'disconnectAndClear',
  'schema',
  'crud transaction',
];

const FIRST_QUERY = 'Table';
const NO_CHANGE_MS = 2000;

declare global {
  interface Window {
    __benchKeyAt: number;
    __benchFirstKeyAt: number;
    __benchFirstHitAt: number;
    __benchChange: Promise<number | null>;
  }
}

/**
 * First-result cost on a fresh visit (repeated `runs` times in fresh browser contexts, median),
 * then per-keystroke latency over SEARCH_QUERIES with the index loaded. Times are taken in the
 * page (performance.now at keydown and at the DOM mutation that shows results), so the
 * benchmark's own round trips to the browser are not counted.
 */
export async function measureSearch(
  browser: Browser,
  server: CountingServer,
  pageUrl: string,
  ui: SearchUi,
  runs: number,
): Promise<SearchFigures> {
  const bytes: number[] = [];
  const firstResult: number[] = [];
  let page: Page | undefined;
  for (let run = 0; run < runs; run++) {
    if (page) await page.context().close();
    page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(pageUrl, {waitUntil: 'load'});
    // Hydrated and every prefetch done: the bytes counted next are the search's own.
    await waitForNetworkQuiet(page, cdp);
    await cdp.detach();
    await page.evaluate(
      ({hit}) => {
        window.__benchFirstKeyAt = 0;
        window.__benchFirstHitAt = 0;
        document.addEventListener('keydown', () => (window.__benchFirstKeyAt ||= performance.now()), true);
        const observer = new MutationObserver(() => {
          if (document.querySelector(hit)) {
            window.__benchFirstHitAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      },
      {hit: ui.hit},
    );
    const before = server.bytesSent();
    await ui.open(page);
    await page.locator(ui.input).pressSequentially(FIRST_QUERY, {delay: 80});
    await page.waitForSelector(ui.hit, {timeout: 30_000});
    bytes.push(server.bytesSent() - before);
    firstResult.push(await page.evaluate(() => window.__benchFirstHitAt - window.__benchFirstKeyAt));
  }

  const latencies: number[] = [];
  let unchanged = 0;
  for (const query of SEARCH_QUERIES) {
    await clearQuery(page!, ui);
    for (const key of query) {
      const latency = await keystrokeLatency(page!, ui, key);
      if (latency === null) unchanged += 1;
      else latencies.push(latency);
    }
  }
  await page!.context().close();
  if (latencies.length === 0) throw new Error(`no keystroke changed the search results on ${pageUrl}`);
  return {
    bytesBeforeFirstResult: median(bytes),
    firstResultMs: median(firstResult),
    keystrokeP50Ms: percentile(latencies, 50),
    keystrokeP95Ms: percentile(latencies, 95),
    keystrokeSamples: latencies.length,
    unchangedKeystrokes: unchanged,
  };
}

export async function clearQuery(page: Page, ui: SearchUi): Promise<void> {
  const input = page.locator(ui.input);
  if (!(await input.isVisible())) await ui.open(page);
  await input.fill('');
  await page.waitForTimeout(300);
}

/** One key: time from its keydown to the first change inside the results, or null if none came. */
export async function keystrokeLatency(page: Page, ui: SearchUi, key: string): Promise<number | null> {
  await page.evaluate(
    ({results, limit}) => {
      window.__benchKeyAt = 0;
      document.addEventListener('keydown', () => (window.__benchKeyAt = performance.now()), {
        capture: true,
        once: true,
      });
      window.__benchChange = new Promise((resolve) => {
        const target = document.querySelector(results);
        if (!target) throw new Error(`search results container ${results} is not in the page`);
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, limit);
        const observer = new MutationObserver(() => {
          if (!window.__benchKeyAt) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - window.__benchKeyAt);
        });
        observer.observe(target, {childList: true, subtree: true, characterData: true});
      });
    },
    {results: ui.results, limit: NO_CHANGE_MS},
  );
  await page.keyboard.type(key);
  const latency = await page.evaluate(() => window.__benchChange);
  // Let any further renders of this keystroke finish before the next one starts.
  await page.waitForTimeout(50);
  return latency;
}

/**
 * Browser glue for the embedded search: one shared client per line for the search modal and
 * the search page, loading the line's static index on first use only. A page searches its own
 * build's line, but the not-found page, which searches the line of the path it answers
 * (src/theme/SearchBar/search-line.ts): the one root 404.html answers every line's paths.
 */
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient} from '../../../search/search-client';
import {INDEX_TIMEOUT_MS, SEARCH_INDEX_FILE} from '../constants';

type LocalClient = ReturnType<typeof createLocalSearchClient>;
/** By the line's base path. */
const clients = new Map<string, LocalClient>();

async function loadIndex(linePath: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INDEX_TIMEOUT_MS);
  try {
    const response = await fetch(`${linePath}${SEARCH_INDEX_FILE}`, {signal: controller.signal});
    if (!response.ok) throw new Error(`search index request failed with status ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

/** The site's DocSearch credentials: placeholders in embedded mode (src/plugins/search/settings.ts). */
function credentials(): {appId: string; apiKey: string} {
  const {appId, apiKey} = (siteConfig.themeConfig.algolia ?? {}) as {appId: string; apiKey: string};
  return {appId, apiKey};
}

/**
 * Between slices of indexing: the browser's own yield where it has one (it keeps the task's
 * priority), else a message, which runs after pending input and rendering without the 4 ms
 * that nested timers wait.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The client of the line at `linePath` (this build's, unless told). */
export function getLocalSearchClient(linePath: string = siteConfig.baseUrl): LocalClient {
  let client = clients.get(linePath);
  if (!client) {
    client = createLocalSearchClient({
      loadIndex: (() => loadIndex(linePath)) as never,
      yieldToMain,
      ...credentials(),
    });
    clients.set(linePath, client);
  }
  return client;
}

/** Starts loading the index (on hover, focus or touch of the search box); failures are retried on use. */
export function preloadLocalSearchIndex(linePath?: string): void {
  getLocalSearchClient(linePath)
    .preload()
    .catch(() => undefined);
}

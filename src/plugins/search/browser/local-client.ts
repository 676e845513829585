/**
 * Browser glue for the embedded search: one shared client for the search modal and the
 * search page, loading the static index built with the site on first use only.
 */
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient} from '../../../search/search-client';
import {SEARCH_INDEX_FILE} from '../constants';

/** A hanging index request ends in the error screen instead of a spinner forever. */
const INDEX_TIMEOUT_MS = 8000;

type LocalClient = ReturnType<typeof createLocalSearchClient>;
let client: LocalClient | null = null;

async function loadIndex(): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INDEX_TIMEOUT_MS);
  try {
    const response = await fetch(`${siteConfig.baseUrl}${SEARCH_INDEX_FILE}`, {signal: controller.signal});
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

export function getLocalSearchClient(): LocalClient {
  client ??= createLocalSearchClient({loadIndex: loadIndex as never, ...credentials()});
  return client;
}

/** Starts loading the index (on hover, focus or touch of the search box); failures are retried on use. */
export function preloadLocalSearchIndex(): void {
  getLocalSearchClient()
    .preload()
    .catch(() => undefined);
}

/**
 * The search backend as the browser learns it: `search-config.json`, written by the build from
 * the same settings (src/plugins/search/settings.ts) and fetched on the first use of search.
 * Being a file rather than code, a deployer can switch a built site to hosted Algolia (or back,
 * when the build wrote the embedded index) by replacing it, and the browser tests drive the
 * hosted path on the one build by answering its request. Pure: the browser module wires it to
 * `fetch` (src/plugins/search/browser/search-config.ts).
 */

export type SearchConfig = {mode: 'local'} | {mode: 'hosted'; appId: string; apiKey: string; indexName: string};

/** What the build writes: the mode and, for hosted search, the public search-only credentials. */
export function searchConfigOf(settings: {
  mode: 'local' | 'hosted';
  appId: string;
  apiKey: string;
  indexName: string;
}): SearchConfig {
  if (settings.mode === 'local') return {mode: 'local'};
  const {appId, apiKey, indexName} = settings;
  return {mode: 'hosted', appId, apiKey, indexName};
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The config a file holds, or null for anything else (then the build's own mode applies). */
export function parseSearchConfig(value: unknown): SearchConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const config = value as Record<string, unknown>;
  if (config.mode === 'local') return {mode: 'local'};
  if (config.mode !== 'hosted') return null;
  const {appId, apiKey, indexName} = config;
  if (!nonEmpty(appId) || !nonEmpty(apiKey) || !nonEmpty(indexName)) return null;
  return {mode: 'hosted', appId, apiKey, indexName};
}

/** The DocSearch read host a hosted search connects to first: the preconnect hint's target. */
export function searchHostOrigin(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/**
 * Reads the config once it has been read successfully; a failed read (network, status, a file
 * that is not a config) answers `fallback`, the build's own mode, and is tried again on the next
 * use, like a failed index load.
 */
export function searchConfigLoader(
  read: () => Promise<unknown>,
  fallback: () => SearchConfig,
): () => Promise<SearchConfig> {
  let loaded: SearchConfig | null = null;
  return async () => {
    if (loaded) return loaded;
    const config = parseSearchConfig(await read().catch(() => null));
    if (!config) return fallback();
    loaded = config;
    return config;
  };
}

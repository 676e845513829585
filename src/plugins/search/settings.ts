/**
 * Which search backend the site is built for, from the environment: hosted Algolia DocSearch
 * when all three ALGOLIA_* variables are set, otherwise the embedded index built with the site
 * (no account, works offline). The build writes it to `search-config.json`, which the browser
 * reads (src/search/search-config.ts).
 */
export type SearchSettings =
  | {mode: 'local'; appId: string; apiKey: string; indexName: string}
  | {mode: 'hosted'; appId: string; apiKey: string; indexName: string};

const VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** Placeholder credentials: the DocSearch UI requires non-empty strings; nothing is sent anywhere. */
export const LOCAL_CREDENTIALS = {appId: 'local', apiKey: 'local-search-only', indexName: 'powersync-js'};

export function readSearchSettings(env: NodeJS.ProcessEnv = process.env): SearchSettings {
  const present = VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === 0) return {mode: 'local', ...LOCAL_CREDENTIALS};
  if (present.length < VARIABLES.length) {
    const missing = VARIABLES.filter((name) => !present.includes(name));
    throw new Error(
      `Hosted search needs ${VARIABLES.join(', ')}; missing: ${missing.join(', ')}. Unset all three to use the embedded search.`,
    );
  }
  return {
    mode: 'hosted',
    appId: env.ALGOLIA_APP_ID!.trim(),
    apiKey: env.ALGOLIA_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
  };
}

/**
 * Stands in for `algoliasearch/lite` (aliased by the search plugin). Only the theme's search
 * page imports it: it calls `liteClient(appId, apiKey)` and gets a client that asks the site's
 * search config (./search-config.ts) at its first search which backend answers:
 * - embedded: the modal's local client (one index for both), narrowed to the SDK section named
 *   by the page's `?sdk=` parameter, with query operators and one result per symbol
 *   (src/search/lite-client.ts);
 * - hosted: the real client with the config's credentials, wrapped alike
 *   (./algoliasearch-lite-hosted.ts, a chunk loaded only then).
 */
import {getLocalSearchClient, yieldToMain} from './local-client';
import {loadSearchConfig} from './search-config';
import {localLiteClient} from '../../../search/lite-client';
import {sectionFromSearch} from '../../../search/section-filter';
import {fromSection} from '../../../search/section-context';
import {searchSectionLabels, searchSections} from './sections';

type LiteClient = ReturnType<typeof localLiteClient>;

/** Throws algoliasearch's "`appId` is missing." / "`apiKey` is missing." for an empty or missing value. */
export function liteClient(appId?: string, apiKey?: string): LiteClient {
  const section = () =>
    typeof window === 'undefined' ? null : sectionFromSearch(window.location.search, searchSections());
  const context = () => (typeof window === 'undefined' ? null : fromSection(window.location.search, searchSections()));
  const local = localLiteClient(
    appId,
    apiKey,
    getLocalSearchClient(),
    section,
    searchSectionLabels(),
    context,
    yieldToMain,
  );
  return {
    ...local,
    search: (async (params, options) => {
      const config = await loadSearchConfig();
      if (config.mode === 'local') return local.search(params, options);
      const {hostedPageClient} = await import('./algoliasearch-lite-hosted');
      return hostedPageClient(config).search(params as never, options) as never;
    }) as LiteClient['search'],
  };
}

export const algoliasearch = liteClient;
export default liteClient;

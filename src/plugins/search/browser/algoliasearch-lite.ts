/**
 * Stands in for `algoliasearch/lite` when the site uses the embedded index (aliased by
 * the search plugin). Only the theme's search page imports it: it calls
 * `liteClient(appId, apiKey)` and gets the modal's local client (one index for both),
 * narrowed to the SDK section named by the page's `?sdk=` parameter.
 */
import {getLocalSearchClient} from './local-client';
import {sectionFromSearch, withSectionFilter} from '../../../search/section-filter';
import {searchSections} from './sections';

export function liteClient(_appId?: string, _apiKey?: string) {
  const client = getLocalSearchClient();
  const section = () =>
    typeof window === 'undefined' ? null : sectionFromSearch(window.location.search, searchSections());
  return {
    ...client,
    search: (params: Parameters<typeof client.search>[0], options?: unknown) =>
      client.search(withSectionFilter(params, section()), options),
  };
}

export const algoliasearch = liteClient;
export default liteClient;

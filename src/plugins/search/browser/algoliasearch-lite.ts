/**
 * Stands in for `algoliasearch/lite` when the site uses the embedded index (aliased by
 * the search plugin). Only the theme's search page imports it: it calls
 * `liteClient(appId, apiKey)` and gets the modal's local client (one index for both),
 * narrowed to the SDK section named by the page's `?sdk=` parameter.
 */
import {getLocalSearchClient} from './local-client';
import {localLiteClient} from '../../../search/lite-client';
import {sectionFromSearch} from '../../../search/section-filter';
import {searchSections} from './sections';

/** Throws algoliasearch's "`appId` is missing." / "`apiKey` is missing." for an empty or missing value. */
export function liteClient(appId?: string, apiKey?: string) {
  const section = () =>
    typeof window === 'undefined' ? null : sectionFromSearch(window.location.search, searchSections());
  return localLiteClient(appId, apiKey, getLocalSearchClient(), section);
}

export const algoliasearch = liteClient;
export default liteClient;

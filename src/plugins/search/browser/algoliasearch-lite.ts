/**
 * Stands in for `algoliasearch/lite` when the site uses the embedded index (aliased by
 * the search plugin). Only the theme's search page imports it: it calls
 * `liteClient(appId, apiKey)` and gets the modal's local client (one index for both),
 * narrowed to the SDK section named by the page's `?sdk=` parameter, with query operators
 * and one result per symbol (src/search/lite-client.ts).
 */
import {getLocalSearchClient, yieldToMain} from './local-client';
import {localLiteClient} from '../../../search/lite-client';
import {sectionFromSearch} from '../../../search/section-filter';
import {fromSection} from '../../../search/section-context';
import {searchSectionLabels, searchSections} from './sections';

/** Throws algoliasearch's "`appId` is missing." / "`apiKey` is missing." for an empty or missing value. */
export function liteClient(appId?: string, apiKey?: string) {
  const section = () =>
    typeof window === 'undefined' ? null : sectionFromSearch(window.location.search, searchSections());
  const context = () => (typeof window === 'undefined' ? null : fromSection(window.location.search, searchSections()));
  return localLiteClient(appId, apiKey, getLocalSearchClient(), section, searchSectionLabels(), context, yieldToMain);
}

export const algoliasearch = liteClient;
export default liteClient;

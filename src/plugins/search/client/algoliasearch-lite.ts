/**
 * Stands in for `algoliasearch/lite` when the site uses the embedded index (aliased by
 * the search plugin): the theme's search page calls `liteClient(appId, apiKey)` and gets
 * the same local client as the modal, so both answer from one index.
 */
import {getLocalSearchClient} from './local-client';

export function liteClient(_appId?: string, _apiKey?: string) {
  return getLocalSearchClient();
}

export const algoliasearch = liteClient;
export default liteClient;

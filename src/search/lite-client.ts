/**
 * What the `algoliasearch/lite` stand-in returns in embedded mode (src/plugins/search/browser/
 * algoliasearch-lite.ts): the shared local client, narrowed to the SDK section the search
 * page's URL names. Pure, so the browser module only wires it to the page.
 */
import {checkCredentials, type LocalSearchClient} from './search-client';
import {withSectionFilter} from './section-filter';

/**
 * `liteClient(appId, apiKey)` over the local client. The credentials are checked as
 * algoliasearch checks them, even though the embedded index needs none: the theme passes the
 * site's `themeConfig.algolia` values in both modes.
 */
export function localLiteClient(
  appId: unknown,
  apiKey: unknown,
  client: LocalSearchClient,
  section: () => string | null,
): LocalSearchClient {
  checkCredentials(appId, apiKey);
  return {
    ...client,
    search: (params, options) => client.search(withSectionFilter(params, section()), options),
  };
}

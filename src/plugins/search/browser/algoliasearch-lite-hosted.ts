/**
 * Stands in for `algoliasearch/lite` on hosted search (aliased by the search plugin). Only
 * the theme's search page imports it: the real client, narrowed to the page's `?sdk=`
 * section, with the `?from=` section first, query operators, and one result per symbol
 * (src/search/hosted-lite-client.ts).
 */
import {liteClient as upstreamLiteClient} from 'algoliasearch-lite-upstream';
import {hostedLiteClient} from '../../../search/hosted-lite-client';
import {sectionFromSearch} from '../../../search/section-filter';
import {fromSection} from '../../../search/section-context';
import {searchLine, searchSectionLabels, searchSections} from './sections';

/** Symbols shown per search: the theme makes a new client on every render of the page. */
const shown = new Map<string, Set<string>>();

export function liteClient(appId: string, apiKey: string, options?: Parameters<typeof upstreamLiteClient>[2]) {
  const search = () => (typeof window === 'undefined' ? '' : window.location.search);
  return hostedLiteClient(upstreamLiteClient(appId, apiKey, options), {
    section: () => sectionFromSearch(search(), searchSections()),
    context: () => fromSection(search(), searchSections()),
    sections: searchSectionLabels(),
    shown,
    line: searchLine(),
  });
}

export const algoliasearch = liteClient;
export default liteClient;

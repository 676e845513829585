/**
 * The search page's client on hosted search (./algoliasearch-lite.ts loads this chunk when the
 * site's search config says hosted): the real `algoliasearch/lite` with the config's
 * credentials, narrowed to the page's `?sdk=` section, with the `?from=` section first, query
 * operators, and one result per symbol (src/search/hosted-lite-client.ts).
 */
import {liteClient as upstreamLiteClient} from 'algoliasearch-lite-upstream';
import {hostedLiteClient} from '../../../search/hosted-lite-client';
import type {SearchConfig} from '../../../search/search-config';
import {sectionFromSearch} from '../../../search/section-filter';
import {fromSection} from '../../../search/section-context';
import {searchLine, searchSectionLabels, searchSections} from './sections';

/** Symbols shown per search: the theme makes a new client on every render of the page. */
const shown = new Map<string, Set<string>>();
/** One client per site: its transporter keeps which hosts are down between searches. */
let client: ReturnType<typeof hostedLiteClient> | null = null;

export function hostedPageClient(config: Extract<SearchConfig, {mode: 'hosted'}>) {
  const search = () => window.location.search;
  client ??= hostedLiteClient(upstreamLiteClient(config.appId, config.apiKey), {
    section: () => sectionFromSearch(search(), searchSections()),
    context: () => fromSection(search(), searchSections()),
    sections: searchSectionLabels(),
    shown,
    line: searchLine(),
    indexName: config.indexName,
  });
  return client;
}

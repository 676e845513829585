/**
 * What only an open search modal uses, loaded with the modal's code (./index.tsx prepareSearch)
 * rather than with every page: query operators and the section ranking applied to each search
 * (src/search/query-requests.ts, with the query syntax and tokenizer behind it), the cleaning of
 * stored searches before DocSearch reads them, the "See all results" footer and the modal's
 * texts.
 */
import React from 'react';
import type {DocSearchProps, ModalTranslations} from '@docsearch/react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import translations from '@theme/SearchTranslations';
import {modalSearch} from '@site/src/search/query-requests';
import type {Section} from '@site/src/search/query-syntax';
import {withFromSection} from '@site/src/search/section-context';
import {
  cleanedStorageValue,
  FAVORITE_SEARCHES_KEY_PREFIX,
  RECENT_SEARCHES_KEY_PREFIX,
} from '@site/src/search/stored-searches';
import {withSpecTexts} from './spec-translations';

export {missingResultsUrl} from './spec-translations';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];
type ResultsFooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0];

/**
 * Cleans the stored recent and favourite searches before DocSearch reads them (it renders
 * them as HTML; see src/search/stored-searches.ts). Storage that throws is treated as empty
 * by DocSearch itself; we only log why.
 */
export function cleanStoredSearches(indexName: string): void {
  for (const prefix of [RECENT_SEARCHES_KEY_PREFIX, FAVORITE_SEARCHES_KEY_PREFIX]) {
    const key = `${prefix}${indexName}`;
    try {
      const cleaned = cleanedStorageValue(window.localStorage.getItem(key), window.location.origin);
      if (cleaned !== null) window.localStorage.setItem(key, cleaned);
    } catch (error) {
      console.warn(`[search] browser storage is unavailable, recent searches are off: ${String(error)}`);
      return;
    }
  }
}

/**
 * The client with query operators turned into facet filters and the section being read when a
 * search is sent ranked first (same object otherwise).
 */
export function withOperators(
  client: SearchClient,
  sections: readonly Section[],
  section: {readonly current: string | null},
): SearchClient {
  const wrapped = Object.create(client) as SearchClient;
  wrapped.search = ((call: never, options?: never) =>
    modalSearch((c) => client.search(c, options) as never, call, sections, section.current)) as SearchClient['search'];
  return wrapped;
}

/**
 * "See all results": this build's search page, or `href`, another line's search page (the
 * not-found page under that line's path), which the browser loads: it is another app.
 */
export function ResultsFooter({
  state,
  onClose,
  section,
  href,
}: ResultsFooterProps & {onClose: () => void; section: string | null; href?: string}) {
  const createSearchLink = useSearchLinkCreator();
  const text = (
    <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
      {'See all {count} results'}
    </Translate>
  );
  if (href)
    return (
      <a href={withFromSection(href, section)} target="_self">
        {text}
      </a>
    );
  return (
    <Link to={withFromSection(createSearchLink(state.query), section)} onClick={onClose}>
      {text}
    </Link>
  );
}

/**
 * The modal's texts: the configured ones or the theme's, with the spec's texts over them; an
 * embedded search's footer names the site's own index, not Algolia.
 */
export function modalTranslations(configured: ModalTranslations | undefined, embedded: boolean): ModalTranslations {
  return withSpecTexts(configured ?? translations.modal, embedded);
}

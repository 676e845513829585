/**
 * The DocSearch texts the spec requires (section 2 "Search modal", section 8), on top of
 * the theme's translations. Docusaurus's theme renames a few DocSearch defaults
 * ("Select", "Powered by", "No results found for"); the spec keeps DocSearch's own.
 */
import type {ModalTranslations} from '@docsearch/react';

export const SPEC_MODAL_TEXTS = {
  footer: {selectText: 'to select', navigateText: 'to navigate', closeText: 'to close', searchByText: 'Search by'},
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
  errorScreen: {titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.'},
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  },
  searchBox: {placeholderText: 'Search docs'},
} as const;

/**
 * What answers an embedded search, after the footer's "Search by": the index built with the
 * site and searched in the reader's browser. Algolia's logo there would name a service that
 * receives nothing (the footer patch in src/plugins/search/docsearch-patch.ts shows this instead).
 */
export const EMBEDDED_SEARCH_NAME = 'this site’s own index';

/**
 * Merges the spec texts over `base` one screen at a time, keeping the theme's other texts;
 * for the embedded index, the footer names it instead of Algolia.
 */
export function withSpecTexts(base: ModalTranslations = {}, embedded = false): ModalTranslations {
  const merged: Record<string, unknown> = {...base};
  for (const [screen, texts] of Object.entries(SPEC_MODAL_TEXTS)) {
    merged[screen] = {...((base as Record<string, object>)[screen] ?? {}), ...texts};
  }
  if (embedded) merged.footer = {...(merged.footer as object), searchByName: EMBEDDED_SEARCH_NAME};
  return merged as ModalTranslations;
}

/** "Let us know.": a prefilled issue in the source repository, naming the query. */
export function missingResultsUrl(repositoryUrl: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  const body = `Searching the API reference for \`${query}\` returned nothing I expected.\n\nI was looking for: `;
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

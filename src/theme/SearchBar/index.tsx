/**
 * The navbar search box and DocSearch modal. Ejected from
 * @docusaurus/theme-search-algolia 3.10.2 because two things must differ:
 * - embedded mode: the modal answers from the local index (transformSearchClient), the
 *   index starts loading with the modal code on first hover/focus/touch, and nothing
 *   points at Algolia's hosts;
 * - hosted mode keeps the theme's behaviour (the preconnect hint is the search plugin's).
 * Which one is the site's search config (`search-config.json`, src/search/search-config.ts),
 * read with the modal's code on first use: the page itself is the same in both modes.
 * Both modes also get: the section being read ranked first (optionalFilters on the `sdk`
 * facet, added when a search is sent), query operators as facet filters with chips under the input (src/search/
 * query-syntax.ts), and "See all results" telling the search page which section it came from.
 * On the not-found page under another line's path, all of it is that line's (./search-line.ts):
 * its index, its sections, its search page, and links into it that load the page.
 * Everything else (navigator, contextual facet filters, "See all results") is the theme's. What
 * only an open modal uses (operators, section ranking, the footer, the modal's texts) loads with
 * the modal's code (./modal-support.tsx), not with every page.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchProps} from '@docsearch/react';
import type {FacetFilters} from 'algoliasearch/lite';
import {useHistory, useLocation} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {translate} from '@docusaurus/Translate';
import {SEARCH_PLUGIN_NAME} from '@site/src/plugins/search/constants';
import type {SearchGlobalData} from '@site/src/plugins/search/index';
import {SearchButton} from './SearchButton';
import {useSearchShortcuts} from './use-search-shortcuts';
import type QueryChipsType from '@site/src/components/QueryChips';
import type {Section} from '@site/src/search/query-syntax';
import {sectionOfPath} from '@site/src/search/section-context';
import {useShownLine} from '@site/src/theme/ReleaseLines/shown-line';
import {searchLineOf, searchPageOf, type SearchLine} from './search-line';
import type {SearchConfig} from '@site/src/search/search-config';

type ModalComponent = typeof DocSearchModalType;
type Props = DocSearchProps & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: DocSearchProps['searchParameters'] & {facetFilters?: unknown};
};

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];
type ResultsFooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0];

let DocSearchModal: ModalComponent | null = null;
/** The chips under the modal's input, loaded with the modal. */
let QueryChips: typeof QueryChipsType | null = null;
/** The embedded-search client of the searched line, set before the modal opens in local mode. */
let localClient: SearchClient | null = null;
/** What only an open modal uses (./modal-support.tsx), loaded with the modal. */
let support: typeof import('./modal-support') | null = null;

/**
 * The button's texts, as the theme's SearchTranslations gives them; the modal's texts load with
 * the modal (./modal-support.tsx): the theme's module holds both, so importing it here put every
 * modal text in every page's main bundle.
 */
const BUTTON_LABEL = translate({id: 'theme.SearchBar.label', message: 'Search'});
const BUTTON_TRANSLATIONS = {buttonText: BUTTON_LABEL, buttonAriaLabel: BUTTON_LABEL};

/**
 * Loads the modal code and the site's search config (and, for the embedded search, the client
 * and its index) on the first hover, focus, touch or click of the search box, never on page
 * load. The local client's code loads beside the config, not after it, so that the embedded
 * search (the default) opens no later than before; its index is fetched only once the config
 * says embedded.
 */
function prepareSearch(linePath: string): Promise<SearchConfig> {
  const modal = DocSearchModal
    ? Promise.resolve()
    : Promise.all([
        import('@docsearch/react/modal'),
        import('@site/src/components/QueryChips'),
        import('@docsearch/react/style'),
        import('./styles.css'),
        import('./modal-support'),
      ]).then(([{DocSearchModal: Modal}, chips, , , modalSupport]) => {
        DocSearchModal = Modal as ModalComponent;
        QueryChips = chips.default;
        support = modalSupport;
      });
  const backend = Promise.all([
    import('@site/src/plugins/search/browser/search-config'),
    import('@site/src/plugins/search/browser/local-client'),
  ]).then(async ([{loadSearchConfig, addSearchPreconnect}, local]) => {
    const config = await loadSearchConfig();
    addSearchPreconnect(config);
    if (config.mode === 'local') {
      // Fetching the index starts now: by the first keystroke it is usually there.
      local.preloadLocalSearchIndex(linePath);
      localClient = local.getLocalSearchClient(linePath) as unknown as SearchClient;
    }
    return config;
  });
  return Promise.all([modal, backend]).then(([, config]) => config);
}

/** Whether the searched line is another app than this one (read by the navigator and the hits). */
const foreignLine = {current: false};

function useNavigator(externalUrlRegex?: string) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      if (foreignLine.current || isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  return navigator;
}

function useTransformSearchClient(
  local: boolean,
  sections: readonly Section[],
  section: {readonly current: string | null},
  /** The searched line: its base path picks the local client; its id, the hosted index's records. */
  line: SearchLine,
): DocSearchProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: SearchClient) => {
      // The modal that calls this opens once prepareSearch has loaded `support`.
      if (local && localClient) return support!.withOperators(localClient, sections, section, null);
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // The hosted index holds every release line's records: the modal searches this line's.
      return support!.withOperators(searchClient, sections, section, line.line);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- line.path picks `localClient` anew
    [docusaurusVersion, local, sections, section, line.path, line.line],
  );
}

function useTransformItems(transformItems?: DocSearchProps['transformItems']) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transform] = useState(
    () => (items: Parameters<NonNullable<DocSearchProps['transformItems']>>[0]) =>
      transformItems ? transformItems(items) : items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  return transform;
}

/**
 * The modal's search parameters, the same object while their value is the same: DocSearch
 * recreates its autocomplete, dropping the typed query, whenever it gets a new one.
 */
function useSearchParameters({contextualSearch, searchParameters}: Props, local: boolean) {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (searchParameters?.facetFilters ?? []) as FacetFilters;
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
    : configFacetFilters;
  const value = JSON.stringify({
    // `support` is loaded when `local` is known: the config loads with it.
    ...(local && support ? {attributesToRetrieve: support.LOCAL_ATTRIBUTES_TO_RETRIEVE} : {}),
    ...searchParameters,
    facetFilters,
  });
  return useMemo(() => JSON.parse(value) as DocSearchProps['searchParameters'], [value]);
}

/** The SDK section of the page being read, from its route in the searched line. */
function useCurrentSection(line: SearchLine): string | null {
  const {pathname} = useLocation();
  return sectionOfPath(
    pathname,
    line.path,
    line.sections.map((s) => s.id),
  );
}

/** The line the modal searches: this build's, or the one the not-found page shows (./search-line.ts). */
function useSearchLine(): SearchLine {
  const {siteConfig} = useDocusaurusContext();
  const {sections, line} = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const shown = useShownLine();
  const searched = useMemo(
    () => searchLineOf({path: siteConfig.baseUrl, sections, line}, shown),
    [siteConfig.baseUrl, sections, line, shown],
  );
  useEffect(() => {
    foreignLine.current = searched.foreign;
  }, [searched.foreign]);
  return searched;
}

/**
 * A route change moves focus to the top of the new page (Docusaurus's skip-to-content reset,
 * whose effect runs before the navbar's); a modal left open over the new page takes it back,
 * so typing goes on in its input.
 */
function useModalFocusKept(isOpen: boolean): void {
  useLocationChange(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (isOpen && modal && !modal.contains(document.activeElement))
      modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
  });
}

function DocSearch({externalUrlRegex, ...props}: Props) {
  const searched = useSearchLine();
  const {sections} = searched;
  // Known once the search is first prepared (the site's search config); nothing renders by it before.
  const [config, setConfig] = useState<SearchConfig | null>(null);
  const local = config?.mode === 'local';
  const credentials = config?.mode === 'hosted' ? config : null;
  const navigator = useNavigator(externalUrlRegex);
  const section = useCurrentSection(searched);
  // Read when a search is sent (withOperators), so the modal survives a change of page under it.
  const sectionRef = useRef(section);
  useEffect(() => {
    sectionRef.current = section;
  }, [section]);
  const searchParameters = useSearchParameters(props, local);
  const {siteConfig} = useDocusaurusContext();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string | undefined;
  const getMissingResultsUrl = useCallback(
    // Called by the open modal, so `support` has loaded.
    ({query}: {query: string}) => (repositoryUrl ? support!.missingResultsUrl(repositoryUrl, query) : ''),
    [repositoryUrl],
  );
  const transformItems = useTransformItems(props.transformItems);
  const transformSearchClient = useTransformSearchClient(local, sections, sectionRef, searched);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  // The portal target, as state: rendering reads it, so it must not be read from the ref.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepare = useCallback(() => prepareSearch(searched.path), [searched.path]);
  const indexName = credentials?.indexName ?? props.indexName;

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    setContainer(searchContainer.current);
    void prepare().then((prepared) => {
      support!.cleanStoredSearches(prepared.mode === 'hosted' ? prepared.indexName : props.indexName, searched.line);
      setConfig(prepared);
      setIsOpen(true);
    });
  }, [prepare, props.indexName, searched.line]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // no duplicate key in the modal input
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // Another line's search page is a page of that line's app: a link the browser loads.
  const foreignSearchPage = searched.foreign && props.searchPagePath ? props.searchPagePath : null;
  const resultsFooterComponent = useMemo(
    () =>
      ({state}: ResultsFooterProps) => {
        const Footer = support!.ResultsFooter;
        const href = foreignSearchPage ? searchPageOf(searched.path, foreignSearchPage, state.query) : undefined;
        return <Footer state={state} onClose={closeModal} section={section} href={href} />;
      },
    [closeModal, section, foreignSearchPage, searched.path],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});
  useModalFocusKept(isOpen);

  const warm = () => void prepare();
  const Modal = DocSearchModal;
  return (
    <>
      <SearchButton
        onTouchStart={warm}
        onFocus={warm}
        onMouseOver={warm}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? BUTTON_TRANSLATIONS}
      />
      {isOpen &&
        Modal &&
        support &&
        container &&
        createPortal(
          <Modal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={searched.foreign ? support.ForeignHit : support.Hit}
            transformSearchClient={transformSearchClient}
            {...(repositoryUrl ? {getMissingResultsUrl} : {})}
            {...(props.searchPagePath ? {resultsFooterComponent} : {})}
            {...props}
            {...(credentials ? {appId: credentials.appId, apiKey: credentials.apiKey} : {})}
            indexName={indexName}
            translations={support.modalTranslations(props.translations?.modal, local)}
            searchParameters={searchParameters}
          />,
          container,
        )}
      {isOpen && QueryChips && support && <support.ModalChips sections={sections} Chips={QueryChips} />}
    </>
  );
}

export default function SearchBar(props: Partial<Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as Props)} {...props} />;
}

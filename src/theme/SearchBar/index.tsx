/**
 * The navbar search box and DocSearch modal. Ejected from
 * @docusaurus/theme-search-algolia 3.10.2 because two things must differ:
 * - embedded mode: the modal answers from the local index (transformSearchClient), the
 *   index starts loading with the modal code on first hover/focus/touch, and nothing
 *   points at Algolia's hosts (no preconnect hint);
 * - hosted mode keeps the theme's behaviour, including the preconnect hint.
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
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
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
import {isPlainClick} from '@site/src/components/plain-click';
import {SearchButton} from './SearchButton';
import {useSearchShortcuts} from './use-search-shortcuts';
import type QueryChipsType from '@site/src/components/QueryChips';
import type {Section} from '@site/src/search/query-syntax';
import {sectionOfPath} from '@site/src/search/section-context';
import {useShownLine} from '@site/src/theme/ReleaseLines/shown-line';
import {searchLineOf, searchPageOf, withLineFacet, type SearchLine} from './search-line';

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
 * Loads the modal code (and, for the embedded search, the client and its index) on the
 * first hover, focus, touch or click of the search box, never on page load.
 */
function prepareSearch(local: boolean, linePath: string): Promise<void> {
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
  if (!local) return modal;
  const client = import('@site/src/plugins/search/browser/local-client').then((m) => {
    // Fetching the index starts now: by the first keystroke it is usually there.
    m.preloadLocalSearchIndex(linePath);
    localClient = m.getLocalSearchClient(linePath) as unknown as SearchClient;
  });
  return Promise.all([modal, client]).then(() => undefined);
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
  /** The searched line: a new client when it changes. */
  linePath: string,
): DocSearchProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: SearchClient) => {
      // The modal that calls this opens once prepareSearch has loaded `support`.
      if (local && localClient) return support!.withOperators(localClient, sections, section);
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return support!.withOperators(searchClient, sections, section);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- linePath picks `localClient` anew
    [docusaurusVersion, local, sections, section, linePath],
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

type HitProps = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0];

/**
 * A hit's link, with what it documents ("class", "method", "hook"…) as a badge (embedded index
 * only). Internal hits are a plain anchor that navigates in the app on click and loads the
 * route's code on hover or touch, as Docusaurus's Link does. Link itself also set up an
 * IntersectionObserver per hit on every render (its ref callback is new each time), for the
 * viewport prefetch this site turns off (src/client-modules/prefetch-on-intent.ts): twenty
 * observers per keystroke that only cost time.
 */
function Hit({hit, children}: HitProps) {
  const history = useHistory();
  // `kind` is our record field (src/search/schema.ts), carried through by DocSearch.
  const recordKind = 'kind' in hit && typeof hit.kind === 'string' ? hit.kind : undefined;
  const kind = recordKind && recordKind !== 'page' ? recordKind.replace('-', ' ') : undefined;
  // Another line's page is another app's: the browser loads it.
  if (foreignLine.current)
    return (
      <a href={hit.url} data-kind={kind}>
        {children}
      </a>
    );
  if (!isInternalUrl(hit.url))
    return (
      <Link to={hit.url} data-kind={kind}>
        {children}
      </Link>
    );
  const preload = () => window.docusaurus.preload(hit.url);
  const navigate = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Already handled (DocSearch's save and remove buttons sit inside the hit), or the browser's.
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} data-kind={kind} onClick={navigate} onMouseEnter={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}

/** Embedded index: also retrieve each hit's kind for the badge (hosted records have none). */
const LOCAL_ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
  'kind',
];

/**
 * The modal's search parameters, the same object while their value is the same: DocSearch
 * recreates its autocomplete, dropping the typed query, whenever it gets a new one.
 */
function useSearchParameters({contextualSearch, searchParameters}: Props, local: boolean, line: SearchLine) {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const own = (usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData).line;
  const configFacetFilters = withLineFacet(
    (searchParameters?.facetFilters ?? []) as readonly unknown[],
    own,
    line.line,
  ) as FacetFilters;
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
    : configFacetFilters;
  const value = JSON.stringify({
    ...(local ? {attributesToRetrieve: LOCAL_ATTRIBUTES_TO_RETRIEVE} : {}),
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
 * The chips under the modal's input. A component of its own, mounted while the modal is open:
 * its state (where the chips go) must not re-render DocSearch's parent, which would recreate
 * the modal's autocomplete and drop what it shows (recent searches).
 */
function ModalChips({sections, Chips}: {sections: readonly Section[]; Chips: typeof QueryChipsType}) {
  const [target, setTarget] = useState<{host: HTMLElement; input: HTMLInputElement} | null>(null);
  useEffect(() => {
    let frame = 0;
    let host: HTMLElement | null = null;
    const attach = () => {
      const bar = document.querySelector('.DocSearch-Modal .DocSearch-SearchBar');
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (!bar || !input) {
        frame = requestAnimationFrame(attach);
        return;
      }
      host = document.createElement('div');
      host.className = 'DocSearch-QueryChips';
      bar.after(host);
      setTarget({host, input});
    };
    attach();
    return () => {
      cancelAnimationFrame(frame);
      host?.remove();
    };
  }, []);
  return target ? createPortal(<Chips input={target.input} sections={sections} />, target.host) : null;
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
  const {mode} = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const local = mode === 'local';
  const searched = useSearchLine();
  const {sections} = searched;
  const navigator = useNavigator(externalUrlRegex);
  const section = useCurrentSection(searched);
  // Read when a search is sent (withOperators), so the modal survives a change of page under it.
  const sectionRef = useRef(section);
  useEffect(() => {
    sectionRef.current = section;
  }, [section]);
  const searchParameters = useSearchParameters(props, local, searched);
  const {siteConfig} = useDocusaurusContext();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string | undefined;
  const getMissingResultsUrl = useCallback(
    // Called by the open modal, so `support` has loaded.
    ({query}: {query: string}) => (repositoryUrl ? support!.missingResultsUrl(repositoryUrl, query) : ''),
    [repositoryUrl],
  );
  const transformItems = useTransformItems(props.transformItems);
  const transformSearchClient = useTransformSearchClient(local, sections, sectionRef, searched.path);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  // The portal target, as state: rendering reads it, so it must not be read from the ref.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepare = useCallback(() => prepareSearch(local, searched.path), [local, searched.path]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    setContainer(searchContainer.current);
    void prepare().then(() => {
      support!.cleanStoredSearches(props.indexName);
      setIsOpen(true);
    });
  }, [prepare, props.indexName]);

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
      {!local && (
        <Head>
          {/* Lets the browser preconnect to the DocSearch cluster; only for hosted search. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
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
        container &&
        createPortal(
          <Modal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(repositoryUrl ? {getMissingResultsUrl} : {})}
            {...(props.searchPagePath ? {resultsFooterComponent} : {})}
            {...props}
            translations={support!.modalTranslations(props.translations?.modal, local)}
            searchParameters={searchParameters}
          />,
          container,
        )}
      {isOpen && QueryChips && <ModalChips sections={sections} Chips={QueryChips} />}
    </>
  );
}

export default function SearchBar(props: Partial<Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as Props)} {...props} />;
}

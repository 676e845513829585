/**
 * The theme's search page plus: an SDK-section filter kept in the URL (`?sdk=web-sdk`), the
 * section the search was opened from as a one-click filter (`?from=web-sdk`, set by the
 * modal's "See all results"), the query's operators as chips, section links in collapsed
 * results (one result per symbol), and the release line searched, with links to the others. The same on both backends: the page's client does the work
 * (embedded: src/plugins/search/browser/algoliasearch-lite.ts; hosted Algolia:
 * algoliasearch-lite-hosted.ts), reading the filter and the context from the same URL.
 *
 * The theme's page (./ThemeSearchPage.tsx, ejected so that its container is the page's main
 * landmark) reads the query from the URL but builds its search helper itself, so the page is
 * remounted when the section changes, which runs the search again. The controls are portalled
 * after the page's search form.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import QueryChips from '@site/src/components/QueryChips';
import {offeredSection} from '@site/src/search/section-context';
import {createPortal} from 'react-dom';
import SearchPage from './ThemeSearchPage';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME} from '@site/src/plugins/search/constants';
import {isPlainClick} from '@site/src/components/plain-click';
import type {SearchGlobalData} from '@site/src/plugins/search/index';
import {searchWithSection, sectionFromSearch} from '@site/src/search/section-filter';
import SearchLineNote from '../ReleaseLines/SearchLineNote';
import styles from './styles.module.css';

function SectionFilter({sections, section}: {sections: SearchGlobalData['sections']; section: string | null}) {
  const history = useHistory();
  const location = useLocation();
  const offered = sections.find(
    (s) =>
      s.id ===
      offeredSection(
        location.search,
        sections.map((x) => x.id),
      ),
  );
  const choose = (id: string | null) => history.replace({...location, search: searchWithSection(location.search, id)});
  return (
    <div className={styles.filters}>
      <label className={styles.filter}>
        <span>SDK</span>
        <select
          className={styles.select}
          value={section ?? ''}
          onChange={(event) => choose(event.target.value || null)}
        >
          <option value="">All SDKs</option>
          {sections.map(({id, label}) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {offered && (
        <button
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => choose(offered.id)}
        >
          Only {offered.label}
        </button>
      )}
    </div>
  );
}

/** The page's query input (the theme's), once rendered. */
function useQueryInput(host: HTMLElement | null): HTMLInputElement | null {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    // The input exists once the host does (the host is placed after the input's form).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInput(host ? document.querySelector<HTMLInputElement>('.main-wrapper form input[type="search"]') : null);
  }, [host]);
  return input;
}

/**
 * Section links of collapsed results are HTML from the search client (the theme renders
 * breadcrumbs as HTML): route them through the router like any other link on the page.
 */
function useSectionLinks(): void {
  const history = useHistory();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a.search-result-section');
      const href = link?.getAttribute('href');
      if (!href || !href.startsWith('/')) return;
      event.preventDefault();
      history.push(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [history]);
}

/** The element after the theme page's search form, where the filter is rendered. */
function useFilterHost(section: string | null): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const form = document.querySelector('.main-wrapper form');
    if (!form) return undefined;
    const element = document.createElement('div');
    element.className = styles.host;
    form.after(element);
    // The host exists only once the theme's form is in the DOM: one more render, by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHost(element);
    return () => element.remove();
  }, [section]);
  return host;
}

export default function SearchPageWithSections(props: Record<string, unknown>): ReactNode {
  const {sections} = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const location = useLocation();
  const section = sectionFromSearch(
    location.search,
    sections.map((s) => s.id),
  );
  const host = useFilterHost(section);
  const input = useQueryInput(host);
  useSectionLinks();
  return (
    <>
      <SearchPage key={section ?? 'all'} {...props} />
      {host &&
        createPortal(
          <>
            {input && <QueryChips input={input} sections={sections} />}
            <SectionFilter sections={sections} section={section} />
            <SearchLineNote />
          </>,
          host,
        )}
    </>
  );
}

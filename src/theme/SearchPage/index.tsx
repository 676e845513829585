/**
 * The theme's search page plus an SDK-section filter kept in the URL (`?sdk=web-sdk`),
 * for the embedded index (its records carry their section; hosted DocSearch records do not,
 * so hosted mode shows the theme's page unchanged).
 *
 * The theme's page reads the query from the URL but builds its search helper itself, so the
 * filter is applied in the search client (src/plugins/search/browser/algoliasearch-lite.ts,
 * from the same URL parameter) and the page is remounted when the section changes, which
 * runs the search again. The control is portalled into the page's search form.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME} from '@site/src/plugins/search/constants';
import type {SearchGlobalData} from '@site/src/plugins/search/index';
import {searchWithSection, sectionFromSearch} from '@site/src/search/section-filter';
import styles from './styles.module.css';

function SectionFilter({sections, section}: {sections: SearchGlobalData['sections']; section: string | null}) {
  const history = useHistory();
  const location = useLocation();
  return (
    <label className={styles.filter}>
      <span>SDK</span>
      <select
        className={styles.select}
        value={section ?? ''}
        onChange={(event) =>
          history.replace({...location, search: searchWithSection(location.search, event.target.value || null)})
        }
      >
        <option value="">All SDKs</option>
        {sections.map(({id, label}) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The element after the theme page's search form, where the filter is rendered (local mode only). */
function useFilterHost(section: string | null, enabled: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const form = document.querySelector('.main-wrapper form');
    if (!form) return undefined;
    const element = document.createElement('div');
    element.className = styles.host;
    form.after(element);
    // The host exists only once the theme's form is in the DOM: one more render, by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHost(element);
    return () => element.remove();
  }, [section, enabled]);
  return host;
}

export default function SearchPageWithSections(props: Record<string, unknown>): ReactNode {
  const {mode, sections} = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const location = useLocation();
  const section = sectionFromSearch(
    location.search,
    sections.map((s) => s.id),
  );
  const host = useFilterHost(section, mode === 'local');
  if (mode !== 'local') return <SearchPage {...props} />;
  return (
    <>
      <SearchPage key={section ?? 'all'} {...props} />
      {host && createPortal(<SectionFilter sections={sections} section={section} />, host)}
    </>
  );
}

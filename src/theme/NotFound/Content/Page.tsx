import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME} from '../../../plugins/search/constants';
import type {SearchGlobalData} from '../../../plugins/search';
import type {LineRef} from '../../ReleaseLines/line-targets';
import type {ReleaseLineInfo} from '../../../lines/versions';
import {showLine} from '../../ReleaseLines/shown-line';
import type {AskedPath, Finding} from './not-found-model';
import {Findings} from './Findings';
import {readPath} from './read-path';
import styles from './styles.module.css';

/**
 * The not-found page. The production host answers every missing path, under any release line,
 * with the one root `404.html`, so what it says comes from the path the reader asked for, read
 * in the browser (not-found-model.ts): a symbol the line's release removed (when, and what
 * replaced it), a symbol another line has, names close to the one asked for (by edit distance
 * and by the line's search index), and always a search box with the name filled in. Its static
 * HTML, without JavaScript, has the search box and every line's landing page it knows. Its code
 * loads with the not-found page only (./index.tsx), not with every doc page.
 */
export default function NotFoundPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const info = siteConfig.customFields?.releaseLine as ReleaseLineInfo | undefined;
  const siteBase = info?.siteBase ?? siteConfig.baseUrl;
  const thisLine: LineRef = info ?? {id: 'current', label: siteConfig.title, path: siteConfig.baseUrl};
  const [asked, setAsked] = useState<AskedPath | null>(null);
  const [findings, setFindings] = useState<Finding[]>([]);
  const [suggested, setSuggested] = useState<Array<{title: string; href: string}>>([]);
  // Only the embedded search has an index file to ask (hosted search answers from Algolia).
  const embedded = (usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData | undefined)?.mode === 'local';

  useEffect(() => {
    let live = true;
    void readPath({
      siteBase,
      thisLine,
      embedded,
      live: () => live,
      onAsked: setAsked,
      onFindings: setFindings,
      onSuggested: setSuggested,
    });
    return () => {
      live = false;
      showLine(null);
    };
    // Once per page view: the path does not change while this page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const line = asked?.line ?? thisLine;
  return (
    <>
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
          description: 'The title of the 404 page',
        })}
      />
      <main className={`container margin-vert--xl ${styles.page}`}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <h1 className="hero__title">Page Not Found</h1>
            <p>
              We could not find a page of the reference at this address
              {asked?.route ? (
                <>
                  {' '}
                  (<code>{asked.route}</code> in {line.label})
                </>
              ) : null}
              .
            </p>
            <div aria-live="polite" data-not-found-findings="">
              <Findings findings={findings} suggested={suggested} asked={asked} lineLabel={line.label} />
            </div>
            <form className={styles.search} role="search" action={`${line.path}search`} method="get">
              <label htmlFor="not-found-query">Search the reference</label>
              <input
                id="not-found-query"
                name="q"
                type="search"
                key={asked?.query ?? ''}
                defaultValue={asked?.query ?? ''}
                maxLength={64}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </form>
            <p>
              Or start from <a href={line.path}>{line.label}</a>
              {info && info.newest.id !== line.id ? (
                <>
                  , or the newest release line, <a href={info.newest.path}>{info.newest.label}</a>
                </>
              ) : null}
              .
            </p>
          </div>
        </div>
      </main>
    </>
  );
}

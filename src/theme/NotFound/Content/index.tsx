import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME} from '../../../plugins/search/constants';
import type {SearchGlobalData} from '../../../plugins/search';
import {loadLineMap, loadVersions} from '../../ReleaseLines/line-data';
import type {LineRef} from '../../ReleaseLines/line-targets';
import type {LineMap} from '../../../lines/line-map';
import type {ReleaseLineInfo} from '../../../lines/versions';
import {lineShell} from '../../../lines/versions';
import {showLine} from '../../ReleaseLines/shown-line';
import {askedPath, findingsFor, redirectOf, suggestionsFrom, type AskedPath, type Finding} from './not-found-model';
import styles from './styles.module.css';

/**
 * Search hits for the asked name from the line's own embedded index, if it has one: the asked
 * section's first (a typo of its own page's name is about that page), each named with its
 * section, as the same name is a page of several.
 */
async function indexSuggestions(
  line: LineRef,
  query: string,
  section: string | undefined,
): Promise<Array<{title: string; href: string}>> {
  if (!query) return [];
  const response = await fetch(`${line.path}search-index.json`);
  if (!response.ok) return [];
  const {SearchEngine} = await import('../../../search/engine');
  const engine = await SearchEngine.load(await response.json());
  return suggestionsFrom(engine.search(query, {hitsPerPage: 20, collapseSections: true}).hits, section);
}

/**
 * The not-found page. The production host answers every missing path, under any release line,
 * with the one root `404.html`, so what it says comes from the path the reader asked for, read
 * in the browser (not-found-model.ts): a symbol the line's release removed (when, and what
 * replaced it), a symbol another line has, names close to the one asked for (by edit distance
 * and by the line's search index), and always a search box with the name filled in. Its static
 * HTML, without JavaScript, has the search box and every line's landing page it knows.
 */
export default function NotFoundContent(): ReactNode {
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
    void (async () => {
      const versions = await loadVersions(siteBase);
      const lines: LineRef[] = versions?.lines ?? [thisLine];
      const newest = lines.find((line) => line.id === versions?.newest) ?? lines.at(-1)!;
      const path = askedPath(window.location.pathname, siteBase, lines, newest);
      if (!live) return;
      setAsked(path);
      // The navbar, the announcement and the search of the line the path is under, not of this
      // build's; the search's sections once that line's map is here.
      const shell = versions && path.line.id !== thisLine.id ? lineShell(versions, path.line.id, siteBase) : undefined;
      if (shell) showLine(shell);
      const isLatest = window.location.pathname.startsWith(`${siteBase}latest`);
      const maps = new Map<string, LineMap | null>();
      await Promise.all(lines.map(async (line) => maps.set(line.id, await loadLineMap(line.path))));
      if (!live) return;
      const shownMap = maps.get(path.line.id);
      if (shell && shownMap)
        showLine({...shell, sections: Object.entries(shownMap.sections).map(([id, {label}]) => ({id, label}))});
      const found = findingsFor(path, lines, maps, isLatest, {
        search: window.location.search,
        hash: window.location.hash,
      });
      // `latest/` always shows the newest line: a page an older line has goes on to the same
      // symbol there (said, and not taken, when the newest line has it no more). A symbol the
      // line has under another kind folder is its one page there (not-found-model.ts).
      const onward = redirectOf(found);
      if (onward) {
        window.location.replace(onward);
        return;
      }
      setFindings(found);
      const hits = embedded ? await indexSuggestions(path.line, path.query, path.section).catch(() => []) : [];
      if (live) setSuggested(hits);
    })();
    return () => {
      live = false;
      showLine(null);
    };
    // Once per page view: the path does not change while this page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const line = asked?.line ?? thisLine;
  const near = findings.find((f) => f.kind === 'near');
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
              {findings.map((finding, index) => (
                <FindingText key={index} finding={finding} lineLabel={line.label} />
              ))}
              {near && (
                <>
                  <p>Did you mean:</p>
                  <ul data-near-names="">
                    {near.names.map((item) => (
                      <li key={item.href}>
                        <a href={item.href}>{item.name}</a>
                        {asked?.section && item.section !== asked.section ? ` (${item.section})` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {suggested.length > 0 && (
                <>
                  <p>The search index finds:</p>
                  <ul data-index-suggestions="">
                    {suggested.map((hit) => (
                      <li key={hit.href}>
                        <a href={hit.href}>{hit.title}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
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

function FindingText({finding, lineLabel}: {finding: Finding; lineLabel: string}): ReactNode {
  switch (finding.kind) {
    case 'removed':
      return (
        <p data-finding="removed">
          <b>{finding.name}</b> was{' '}
          <a href={finding.changesHref}>
            removed in {finding.packageName} {finding.removedIn}
          </a>
          .
          {finding.use ? (
            <>
              {' '}
              Use {finding.use.href ? <a href={finding.use.href}>{finding.use.name}</a> : <b>{finding.use.name}</b>}.
            </>
          ) : null}
        </p>
      );
    case 'here':
      return (
        <p data-finding="here">
          <b>{finding.name}</b> is in {lineLabel}, as <a href={finding.href}>{finding.route}</a>.
        </p>
      );
    case 'elsewhere':
      return (
        <p data-finding="elsewhere">
          <b>{finding.name}</b> is not in {lineLabel}, but {finding.line.label} has it:{' '}
          <a href={finding.href}>
            {finding.name} in {finding.line.label}
          </a>
          .
        </p>
      );
    case 'latest':
      return (
        <p data-finding="latest">
          In the newest release line: <a href={finding.href}>this page in {lineLabel}</a>
          {finding.note ? ` (${finding.note})` : ''}.
        </p>
      );
    default:
      return null;
  }
}

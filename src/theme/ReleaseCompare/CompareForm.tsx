import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadLineMap, loadVersions} from '../ReleaseLines/line-data';
import type {LineRef} from '../ReleaseLines/line-targets';
import {identityName} from '../../lines/line-map';
import type {ReleaseLineInfo} from '../../lines/versions';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {movedPhrase, type Change} from '../../history/events';
import type {HistoryData} from '../../history/model';
import {SectionHistory} from '../../history/section-history';
import {SECTION_HISTORY_FILE} from '../../history/subset';
import {plainDocText} from '../../history/render';
import {UnknownReleaseError, upgradeGuide, type UpgradeGuide} from '../../history/upgrade-guide';
import UpgradeGuideView, {BeforeAfter, type PageOf} from './UpgradeGuide';
import {
  changeLabel,
  groupChanges,
  orderedPair,
  pairFromSearch,
  reversedNote,
  searchNamesPair,
  searchOfPair,
  viewFromSearch,
  type ChangesPageData,
  type Pair,
  type View,
} from './compare-model';
import CompareFields from './CompareFields';
import {fetchHistory} from './history-fetch';
import styles from './styles.module.css';

type Result =
  | {state: 'idle'}
  | {state: 'loading'}
  | {state: 'failed'}
  | {state: 'done'; pair: Pair; changes: Change[]; reversed?: Pair}
  | {state: 'guide'; pair: Pair; guide: UpgradeGuide | string; reversed?: Pair};

/** The pair's upgrade guide, or why there is none (an upgrade goes from older to newer). */
function guideOf(sections: SectionHistory, pair: Pair): UpgradeGuide | string {
  try {
    return upgradeGuide(sections, pair.from, pair.to);
  } catch (error) {
    if (error instanceof UnknownReleaseError) return error.message;
    throw error;
  }
}

/**
 * The pages of the section's symbols in every line, from the lines' maps (src/lines/line-map.ts),
 * loaded with the comparison: a removed symbol links to a line that still has it.
 */
function useSymbolPages(sdk: string): () => Promise<PageOf> {
  const {siteConfig} = useDocusaurusContext();
  const info = siteConfig.customFields?.releaseLine as ReleaseLineInfo | undefined;
  const own: LineRef = info ?? {id: 'current', label: '', path: siteConfig.baseUrl};
  return useCallback(async () => {
    const versions = info ? await loadVersions(info.siteBase) : null;
    const others = (versions?.lines ?? []).filter((line) => line.id !== own.id).reverse();
    const lines = [own, ...others];
    const maps = await Promise.all(lines.map((line) => loadLineMap(line.path)));
    return (name) => {
      for (const [index, map] of maps.entries()) {
        const symbols = map?.sections[sdk]?.symbols ?? {};
        const identity = Object.keys(symbols).find((id) => identityName(id) === name);
        if (identity)
          return {
            href: `${lines[index].path}${sdk}/${symbols[identity][0]}`,
            ...(index > 0 ? {line: lines[index].label} : {}),
          };
      }
      return undefined;
    };
    // The line facts come from the site config and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sdk]);
}

/** The section's history, fetched once per page view; a failed fetch is not kept, so a retry fetches again. */
function useSectionHistory(url: string, packageName: string) {
  const loaded = useRef<Promise<SectionHistory> | null>(null);
  return useCallback(() => {
    loaded.current ??= fetchHistory(url)
      .then((data) => SectionHistory.fromData(data as HistoryData, packageName))
      .catch((error: unknown) => {
        loaded.current = null;
        throw error;
      });
    return loaded.current;
  }, [url, packageName]);
}

function MovedNote({change}: {change: Change}): React.ReactNode {
  const [lead, base, tail] = movedPhrase(change);
  return (
    <>
      : {lead}
      {base && <code>{base}</code>}
      {tail}
    </>
  );
}

function ChangeItem({
  change,
  packageName,
  pageOf,
}: {
  change: Change;
  packageName: string;
  pageOf?: PageOf;
}): React.ReactNode {
  const page = pageOf?.(change.name);
  const anchor = change.member?.replace(/^static /, '').toLowerCase();
  const label = <code>{changeLabel(change)}</code>;
  return (
    <li>
      {page ? <a href={`${page.href}${anchor && !/[[\]]/.test(anchor) ? `#${anchor}` : ''}`}>{label}</a> : label}
      {page?.line ? ` (in ${page.line})` : ''} {change.member ? 'member' : change.symbolKind}
      {change.from !== packageName && ` (from ${change.from})`}
      {change.kind === 'changed' && <BeforeAfter before={change.before} after={change.after} />}
      {change.kind === 'moved' && <MovedNote change={change} />}
      {change.kind !== 'changed' && change.message && `: ${plainDocText(change.message).replace(/\s+/g, ' ')}`}
    </li>
  );
}

/**
 * Two release pickers and the API difference between them, computed in the browser from the
 * section's history file, so any pair works on a static host. The pair is kept in the URL
 * (`?from=…&to=…`): a shared link opens on the same comparison.
 */
export default function CompareForm({page}: {page: ChangesPageData}): React.ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [pair, setPair] = useState<Pair>(() => pairFromSearch(location.search, page).pair);
  const [result, setResult] = useState<Result>({state: 'idle'});
  const [pageOf, setPageOf] = useState<PageOf | undefined>(undefined);
  const load = useSectionHistory(useBaseUrl(`${page.sdk}/${SECTION_HISTORY_FILE}`), page.packageName);
  const loadPages = useSymbolPages(page.sdk);

  const compare = useCallback(
    (asked: Pair, view: View = 'diff') => {
      // Newer first is a downgrade: shown older first, with a note saying so.
      const {pair: wanted, reversed} = orderedPair(asked);
      setPair(wanted);
      setResult({state: 'loading'});
      // The links come when the lines' maps do; the comparison does not wait for them.
      void loadPages().then(
        (found) => setPageOf(() => found),
        () => undefined,
      );
      load().then(
        (sections) =>
          setResult(
            view === 'guide'
              ? {state: 'guide', pair: wanted, guide: guideOf(sections, wanted), ...(reversed ? {reversed} : {})}
              : {
                  state: 'done',
                  pair: wanted,
                  changes: sections.diff(wanted.from, wanted.to) ?? [],
                  ...(reversed ? {reversed} : {}),
                },
          ),
        () => setResult({state: 'failed'}),
      );
    },
    [load, loadPages],
  );

  // A URL that names a pair shows its comparison, on load and when a link on the page changes
  // the query (an older release's "show them"); one naming no release shows why.
  const asked = useMemo(() => pairFromSearch(location.search, page), [location.search, page]);
  const invalid = searchNamesPair(location.search) && asked.problems.length > 0;
  useEffect(() => {
    if (!searchNamesPair(location.search) || asked.problems.length > 0) return undefined;
    // After this render: a query that changes again before then compares only its own pair.
    let current = true;
    const view = viewFromSearch(location.search);
    void Promise.resolve().then(() => current && compare(asked.pair, view));
    return () => {
      current = false;
    };
  }, [compare, asked, location.search]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The button pressed: Compare, or Upgrade guide (value "guide").
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const view: View = submitter?.getAttribute('value') === 'guide' ? 'guide' : 'diff';
    history.replace({...location, search: searchOfPair(pair, view)});
    compare(pair, view);
  };
  const guideLink = (done: Pair) =>
    done.from !== done.to && (
      <p>
        <Link to={`${searchOfPair(done, 'guide')}#compare`} data-guide-link="">
          Upgrade guide from {page.packageName} {done.from} to {done.to}
        </Link>
      </p>
    );
  return (
    <CompareFields page={page} pair={pair} onPairChange={setPair} onSubmit={submit}>
      <div aria-live="polite" data-compare-result={result.state}>
        {invalid && (
          <div role="alert" data-compare-problems="">
            {asked.problems.map((problem) => (
              <p key={problem}>{problem}.</p>
            ))}
            <p>
              Its releases, newest first: {page.releases.join(', ')}. Without <code>to</code>, the newest is compared.
            </p>
          </div>
        )}
        {result.state === 'loading' && <p>Loading the release history…</p>}
        {result.state === 'failed' && (
          <p role="alert">The release history could not be loaded. Check your connection and compare again.</p>
        )}
        {(result.state === 'done' || result.state === 'guide') && result.reversed && (
          <p role="note" data-compare-reversed="">
            {reversedNote(page.packageName, result.reversed)}
          </p>
        )}
        {result.state === 'guide' &&
          (typeof result.guide === 'string' ? (
            <p role="alert">No upgrade guide: {result.guide}.</p>
          ) : (
            <UpgradeGuideView guide={result.guide} pageOf={pageOf} />
          ))}
        {result.state === 'done' && (
          <>
            <p className={styles.summary}>
              {result.changes.length === 0
                ? `No change to the exported API from ${page.packageName} ${result.pair.from} to ${result.pair.to}.`
                : `${result.changes.length} changes from ${page.packageName} ${result.pair.from} to ${result.pair.to}:`}
            </p>
            {guideLink(result.pair)}
            {groupChanges(result.changes).map((group) => (
              <div key={group.kind} data-change-kind={group.kind}>
                <p>
                  <strong>{group.title}</strong> ({group.changes.length})
                </p>
                <ul>
                  {group.changes.map((change) => (
                    <ChangeItem
                      key={`${change.kind} ${changeLabel(change)}`}
                      change={change}
                      packageName={page.packageName}
                      pageOf={pageOf}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </div>
    </CompareFields>
  );
}

import React, {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {movedPhrase, type Change} from '../../history/events';
import type {HistoryData} from '../../history/model';
import {SectionHistory} from '../../history/section-history';
import {SECTION_HISTORY_FILE} from '../../history/subset';
import {plainDocText} from '../../history/render';
import {
  changeLabel,
  groupChanges,
  pairFromSearch,
  searchNamesPair,
  searchOfPair,
  type ChangesPageData,
  type Pair,
} from './compare-model';
import CompareFields from './CompareFields';
import styles from './styles.module.css';

type Result = {state: 'idle'} | {state: 'loading'} | {state: 'failed'} | {state: 'done'; pair: Pair; changes: Change[]};

/** The section's history, fetched once per page view; a failed fetch is not kept, so a retry fetches again. */
function useSectionHistory(url: string, packageName: string) {
  const loaded = useRef<Promise<SectionHistory> | null>(null);
  return useCallback(() => {
    loaded.current ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<HistoryData>;
      })
      .then((data) => SectionHistory.fromData(data, packageName))
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

function ChangeItem({change, packageName}: {change: Change; packageName: string}): React.ReactNode {
  return (
    <li>
      <code>{changeLabel(change)}</code> {change.member ? 'member' : change.symbolKind}
      {change.from !== packageName && ` (from ${change.from})`}
      {change.kind === 'changed' && (
        <div className="api-history__diff">
          <div className="api-history__decl">
            <span className="api-history__label">before</span>
            <code>{change.before}</code>
          </div>
          <div className="api-history__decl">
            <span className="api-history__label">after</span>
            <code>{change.after}</code>
          </div>
        </div>
      )}
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
  const [pair, setPair] = useState<Pair>(() => pairFromSearch(location.search, page));
  const [result, setResult] = useState<Result>({state: 'idle'});
  const load = useSectionHistory(useBaseUrl(`${page.sdk}/${SECTION_HISTORY_FILE}`), page.packageName);

  const compare = useCallback(
    (wanted: Pair) => {
      setResult({state: 'loading'});
      load().then(
        (sections) => setResult({state: 'done', pair: wanted, changes: sections.diff(wanted.from, wanted.to) ?? []}),
        () => setResult({state: 'failed'}),
      );
    },
    [load],
  );

  // A URL that names a pair shows its comparison at once.
  const initialSearch = useRef(location.search);
  useEffect(() => {
    if (searchNamesPair(initialSearch.current)) compare(pairFromSearch(initialSearch.current, page));
  }, [compare, page]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    history.replace({...location, search: searchOfPair(pair)});
    compare(pair);
  };
  return (
    <CompareFields page={page} pair={pair} onPairChange={setPair} onSubmit={submit}>
      <div aria-live="polite" data-compare-result={result.state}>
        {result.state === 'loading' && <p>Loading the release history…</p>}
        {result.state === 'failed' && (
          <p role="alert">The release history could not be loaded. Check your connection and compare again.</p>
        )}
        {result.state === 'done' && (
          <>
            <p className={styles.summary}>
              {result.changes.length === 0
                ? `No change to the exported API from ${page.packageName} ${result.pair.from} to ${result.pair.to}.`
                : `${result.changes.length} changes from ${page.packageName} ${result.pair.from} to ${result.pair.to}:`}
            </p>
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

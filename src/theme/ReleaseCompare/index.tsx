import React, {Suspense, lazy} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {CHANGES_FRONT_MATTER_KEY, SECTION_HISTORY_FILE, type ChangesPageData} from '../../history/changes-page-data';
import {defaultPair, searchNamesPair} from './served-pair';
import {fetchHistory} from './history-fetch';
import CompareFields from './CompareFields';

// The form and the diff code (./compare-model.ts) load only on a Changes page, in a chunk of their own.
const CompareForm = lazy(() => import('./CompareForm'));

function useChangesPage(): ChangesPageData | undefined {
  try {
    const doc = useDoc();
    return (doc.frontMatter as Record<string, unknown>)[CHANGES_FRONT_MATTER_KEY] as ChangesPageData | undefined;
  } catch {
    // MDX outside a doc page (no DocProvider).
    return undefined;
  }
}

/**
 * Under a Changes page's title: compare any two releases of the section's package. The form's
 * markup is served with the page (disabled, the default pair) and stands in for it until its
 * code has loaded, so the page below it never moves.
 */
export default function ReleaseCompare(): React.ReactNode {
  const page = useChangesPage();
  const isBrowser = useIsBrowser();
  const historyUrl = useBaseUrl(`${page?.sdk}/${SECTION_HISTORY_FILE}`);
  if (!page) return null;
  // A shared compare URL: its history is on its way while the page hydrates.
  if (isBrowser && searchNamesPair(window.location.search)) fetchHistory(historyUrl).catch(() => undefined);
  const served = <CompareFields page={page} pair={defaultPair(page)} />;
  if (!isBrowser) return served;
  return (
    <Suspense fallback={served}>
      <CompareForm page={page} />
    </Suspense>
  );
}

import React, {Suspense, lazy} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {CHANGES_FRONT_MATTER_KEY, type ChangesPageData} from './compare-model';

// The form and the diff code load only on a Changes page, in a chunk of their own.
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

/** Under a Changes page's title: compare any two releases of the section's package. */
export default function ReleaseCompare(): React.ReactNode {
  const page = useChangesPage();
  const isBrowser = useIsBrowser();
  if (!page || !isBrowser) return null;
  return (
    <Suspense fallback={null}>
      <CompareForm page={page} />
    </Suspense>
  );
}

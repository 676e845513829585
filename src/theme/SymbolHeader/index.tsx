import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {FRONT_MATTER_KEY, type SymbolPageData} from '../../cross-sdk/symbol-map';
import {publishCurrentSymbol} from '../SdkSwitcher/current-symbol';
import {copyText} from './copy-text';
import {BreakableText} from '../../components/BreakableName';
import styles from './styles.module.css';

/** The current doc's symbol data, or undefined outside a doc or on a page that is not a symbol page. */
function useSymbolPage(): {data: SymbolPageData; permalink: string} | undefined {
  let doc: ReturnType<typeof useDoc> | undefined;
  try {
    // Called on every render; the try only catches useDoc's throw outside a DocProvider.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    doc = useDoc();
  } catch {
    // MDX rendered outside a doc page (no DocProvider): nothing to show.
    return undefined;
  }
  const data = (doc.frontMatter as Record<string, unknown>)[FRONT_MATTER_KEY] as SymbolPageData | undefined;
  return data ? {data, permalink: doc.metadata.permalink} : undefined;
}

/**
 * Under a symbol page's title: the other SDK sections documenting the same symbol
 * (marking those whose declaration differs), the import line with a copy button and the release
 * of its package that first exported the symbol.
 * Everything but the copy action is in the static HTML.
 */
export default function SymbolHeader(): React.ReactNode {
  const page = useSymbolPage();
  const data = page?.data;
  const permalink = page?.permalink;
  useEffect(() => {
    if (!data || !permalink) return undefined;
    publishCurrentSymbol({
      path: permalink,
      anchors: data.anchors,
      missingAnchors: Object.fromEntries(data.alsoIn.map((c) => [c.sdk, c.missingAnchors])),
    });
    return () => publishCurrentSymbol(undefined);
  }, [permalink, data]);
  if (!data) return null;
  return (
    <div className={styles.symbolHeader} data-symbol-header="">
      {data.alsoIn.length > 0 && (
        <p className={styles.alsoIn} data-also-in="">
          <span className={styles.caption}>Also in</span>{' '}
          {data.alsoIn.map((other, i) => (
            <React.Fragment key={other.sdk}>
              {i > 0 && ', '}
              <Link to={other.path} data-sdk={other.sdk} data-differs={other.differs ? 'true' : 'false'}>
                {other.label}
              </Link>
              {other.differs && (
                <span
                  className={styles.differs}
                  title={`The declaration in ${other.label} is not the same as this one`}
                >
                  {' '}
                  (differs)
                </span>
              )}
            </React.Fragment>
          ))}
        </p>
      )}
      <ImportLine text={data.importLine} since={data.since} />
    </div>
  );
}

/** The import line with its copy button, and the package release it first worked in (the page model's `since`). */
function ImportLine({text, since}: {text: string; since?: string}): React.ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <div className={styles.importLine}>
      <code className={styles.importCode} data-import-line="">
        <BreakableText text={text} />
      </code>
      <button
        type="button"
        className={styles.copyButton}
        aria-label="Copy import line"
        title="Copy import line"
        onClick={() => copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      {since && (
        <span className={styles.since} data-since={since} title={`First exported in release ${since} of the package`}>
          since {since}
        </span>
      )}
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied' ? 'Import line copied' : state === 'failed' ? 'Could not copy the import line' : ''}
      </span>
    </div>
  );
}

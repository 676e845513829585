import React, {useEffect, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinHref} from '../../agents/urls';
import type {AgentsGlobalData} from '../../plugins/agents';
import {AGENTS_PLUGIN_NAME} from '../../plugins/agents/name';
import {COPY_PAGE_MESSAGES, browserEnvironment, copyPage, type CopyPageOutcome} from './copy-page';
import styles from './styles.module.css';

/** How long the button says "Copied" before it reads "Copy page" again. */
const COPIED_LABEL_MS = 2000;

/**
 * On every reference page: the `<link rel="alternate" type="text/markdown">` to the page's
 * Markdown twin (in the static HTML), and a "Copy page" button that copies the twin.
 */
export default function CopyPage(): React.ReactNode {
  const {permalink} = useDoc().metadata;
  const {siteConfig} = useDocusaurusContext();
  const {sections} = usePluginData(AGENTS_PLUGIN_NAME) as AgentsGlobalData;
  const twin = twinHref(permalink, siteConfig.baseUrl, sections);
  const [outcome, setOutcome] = useState<CopyPageOutcome | 'busy' | undefined>();
  const area = useRef<HTMLTextAreaElement>(null);

  const selectText =
    outcome !== undefined && outcome !== 'busy' && outcome.status === 'select' ? outcome.text : undefined;
  useEffect(() => {
    if (selectText === undefined) return;
    area.current?.focus();
    area.current?.select();
  }, [selectText]);
  useEffect(() => {
    if (outcome === undefined || outcome === 'busy' || outcome.status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setOutcome(undefined), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  if (!twin) return null;
  const status = outcome === undefined || outcome === 'busy' ? undefined : outcome.status;
  return (
    <div className={styles.copyPage}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button
        type="button"
        className={styles.button}
        data-copy-page=""
        aria-busy={outcome === 'busy'}
        onClick={() => {
          setOutcome('busy');
          copyPage(twin, browserEnvironment()).then(setOutcome);
        }}
      >
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <span className={styles.status} role="status" aria-live="polite" data-copy-page-status="">
        {status ? COPY_PAGE_MESSAGES[status] : ''}
      </span>
      {selectText !== undefined && (
        <textarea
          ref={area}
          className={styles.fallback}
          readOnly
          value={selectText}
          aria-label="Markdown of this page"
          data-copy-page-text=""
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOutcome(undefined);
          }}
        />
      )}
    </div>
  );
}

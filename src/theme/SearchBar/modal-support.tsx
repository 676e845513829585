/**
 * What only an open search modal uses, loaded with the modal's code (./index.tsx prepareSearch)
 * rather than with every page: query operators and the section ranking applied to each search
 * (src/search/query-requests.ts, with the query syntax and tokenizer behind it), the cleaning of
 * stored searches before DocSearch reads them, the "See all results" footer, the modal's
 * texts, its hits' links and the operator chips' place.
 */
import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchProps, ModalTranslations} from '@docsearch/react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {useHistory} from '@docusaurus/router';
import type QueryChipsType from '@site/src/components/QueryChips';
import {isPlainClick} from '@site/src/components/plain-click';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import translations from '@theme/SearchTranslations';
import {modalSearch} from '@site/src/search/query-requests';
import type {Section} from '@site/src/search/query-syntax';
import {withFromSection} from '@site/src/search/section-context';
import {
  cleanedStorageValue,
  FAVORITE_SEARCHES_KEY_PREFIX,
  lineListWrites,
  RECENT_SEARCHES_KEY_PREFIX,
} from '@site/src/search/stored-searches';
import {withSpecTexts} from './spec-translations';

export {missingResultsUrl} from './spec-translations';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];
type ResultsFooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0];

/**
 * Gives DocSearch the searched line's stored recent and favourite searches, cleaned (it renders
 * them as HTML; see src/search/stored-searches.ts). Storage that throws is treated as empty
 * by DocSearch itself; we only log why.
 */
export function cleanStoredSearches(indexName: string, line: string | null): void {
  for (const prefix of [RECENT_SEARCHES_KEY_PREFIX, FAVORITE_SEARCHES_KEY_PREFIX]) {
    const key = `${prefix}${indexName}`;
    try {
      // Inside the try: where storage failed its probe, reading `localStorage` itself throws.
      const storage = window.localStorage;
      // On a site with release lines, the searched line's own list (src/search/stored-searches.ts).
      for (const [to, value] of line ? lineListWrites((k) => storage.getItem(k), key, line) : [])
        if (value === null) storage.removeItem(to);
        else storage.setItem(to, value);
      const cleaned = cleanedStorageValue(storage.getItem(key), window.location.origin);
      if (cleaned !== null) storage.setItem(key, cleaned);
    } catch (error) {
      console.warn(`[search] browser storage is unavailable, recent searches are off: ${String(error)}`);
      return;
    }
  }
}

/**
 * The client with query operators turned into facet filters and the section being read when a
 * search is sent ranked first (same object otherwise); on hosted search with release lines,
 * restricted to this build's `line` (the one index holds every line's records).
 */
export function withOperators(
  client: SearchClient,
  sections: readonly Section[],
  section: {readonly current: string | null},
  line: string | null,
): SearchClient {
  const wrapped = Object.create(client) as SearchClient;
  wrapped.search = ((call: never, options?: never) =>
    modalSearch(
      (c) => client.search(c, options) as never,
      call,
      sections,
      section.current,
      line,
    )) as SearchClient['search'];
  return wrapped;
}

/** Embedded index: also retrieve each hit's kind for the badge (hosted records have none). */
export const LOCAL_ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
  'kind',
];

type HitProps = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0];

/** What a hit documents, for its badge: `kind`, our record field (src/search/schema.ts), carried through by DocSearch. */
function hitKind(hit: HitProps['hit']): string | undefined {
  const recordKind = 'kind' in hit && typeof hit.kind === 'string' ? hit.kind : undefined;
  return recordKind && recordKind !== 'page' ? recordKind.replace('-', ' ') : undefined;
}

/**
 * A hit's link, with what it documents ("class", "method", "hook"…) as a badge (embedded index
 * only). Internal hits are a plain anchor that navigates in the app on click and loads the
 * route's code on hover or touch, as Docusaurus's Link does. Link itself also set up an
 * IntersectionObserver per hit on every render (its ref callback is new each time), for the
 * viewport prefetch this site turns off (src/client-modules/prefetch-on-intent.ts): twenty
 * observers per keystroke that only cost time.
 */
export function Hit({hit, children}: HitProps) {
  const history = useHistory();
  const kind = hitKind(hit);
  if (!isInternalUrl(hit.url))
    return (
      <Link to={hit.url} data-kind={kind}>
        {children}
      </Link>
    );
  const preload = () => window.docusaurus.preload(hit.url);
  const navigate = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Already handled (DocSearch's save and remove buttons sit inside the hit), or the browser's.
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} data-kind={kind} onClick={navigate} onMouseEnter={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}

/** A hit on another line's page (the not-found page under that line's path): that line is another app, which the browser loads. */
export function ForeignHit({hit, children}: HitProps) {
  const kind = hitKind(hit);
  return (
    <a href={hit.url} data-kind={kind}>
      {children}
    </a>
  );
}

/**
 * The chips under the modal's input. A component of its own, mounted while the modal is open:
 * its state (where the chips go) must not re-render DocSearch's parent, which would recreate
 * the modal's autocomplete and drop what it shows (recent searches).
 */
export function ModalChips({sections, Chips}: {sections: readonly Section[]; Chips: typeof QueryChipsType}) {
  const [target, setTarget] = useState<{host: HTMLElement; input: HTMLInputElement} | null>(null);
  useEffect(() => {
    let frame = 0;
    let host: HTMLElement | null = null;
    const attach = () => {
      const bar = document.querySelector('.DocSearch-Modal .DocSearch-SearchBar');
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (!bar || !input) {
        frame = requestAnimationFrame(attach);
        return;
      }
      host = document.createElement('div');
      host.className = 'DocSearch-QueryChips';
      bar.after(host);
      setTarget({host, input});
    };
    attach();
    return () => {
      cancelAnimationFrame(frame);
      host?.remove();
    };
  }, []);
  return target ? createPortal(<Chips input={target.input} sections={sections} />, target.host) : null;
}

/**
 * "See all results": this build's search page, or `href`, another line's search page (the
 * not-found page under that line's path), which the browser loads: it is another app.
 */
export function ResultsFooter({
  state,
  onClose,
  section,
  href,
}: ResultsFooterProps & {onClose: () => void; section: string | null; href?: string}) {
  const createSearchLink = useSearchLinkCreator();
  const text = (
    <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
      {'See all {count} results'}
    </Translate>
  );
  if (href)
    return (
      <a href={withFromSection(href, section)} target="_self">
        {text}
      </a>
    );
  return (
    <Link to={withFromSection(createSearchLink(state.query), section)} onClick={onClose}>
      {text}
    </Link>
  );
}

/**
 * The modal's texts: the configured ones or the theme's, with the spec's texts over them; an
 * embedded search's footer names the site's own index, not Algolia.
 */
export function modalTranslations(configured: ModalTranslations | undefined, embedded: boolean): ModalTranslations {
  return withSpecTexts(configured ?? translations.modal, embedded);
}

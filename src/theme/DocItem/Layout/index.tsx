/**
 * Ejected from @docusaurus/theme-classic 3.10 (DocItem/Layout) to render both tables of contents
 * on every viewport, as the server already does: CSS shows the one that fits (the desktop TOC's
 * list is `display: none` below 997 px, the collapsible mobile one above). The theme chose with
 * `useWindowSize`, which is "ssr" while hydrating and turns "mobile" in an effect right after:
 * on a phone that re-rendered the whole doc layout and removed the server's desktop TOC in the
 * task that ends hydration, and on a desktop it re-rendered the layout for nothing.
 *
 * It also leaves out what this site never shows, whose code every doc page would otherwise
 * load (≈3.5 KiB gzip): the docs-version banner and badge (each release line is a site with one
 * docs version; its banner is ReleaseLineBanner), the footer (no edit URL, last-update data or
 * tags) and the unlisted and draft banners (generated pages are neither).
 * `tests/unit/framework-rules.test.ts` fails when the docs plugin is configured to show any of
 * them. Otherwise the theme's component.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ReleaseLineBanner from '../../ReleaseLines/Banner';
import type {Props} from '@theme/DocItem/Layout';

import styles from './styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc} = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const hasToc = !hidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ReleaseLineBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            {hasToc && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {hasToc && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}

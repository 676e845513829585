/**
 * Ejected from theme-classic's Footer/Layout: the same footer, which keeps the server's HTML at
 * hydration (src/components/KeptHtml). It is the same on every page and holds nothing React
 * updates: links (in-app ones answered by KeptHtml as Docusaurus's Link would) and text.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/Footer/Layout';
import KeptHtml from '../../../components/KeptHtml';

export default function FooterLayout({style, links, logo, copyright}: Props): ReactNode {
  return (
    <KeptHtml
      as="footer"
      className={clsx(ThemeClassNames.layout.footer.container, 'footer', {'footer--dark': style === 'dark'})}
    >
      <div className="container container-fluid">
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && <div className="margin-bottom--sm">{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </KeptHtml>
  );
}

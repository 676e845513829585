/**
 * Ejected from theme-classic's TOCItems/Tree: the same list, whose root keeps the server's HTML
 * at hydration (src/components/KeptHtml). Its links are same-page `#` links, which the browser
 * follows, and the theme's highlight on scroll sets their classes on the DOM itself, so a kept
 * list needs nothing from React; on a page reached by navigation it renders as the theme's.
 */
import React, {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/TOCItems/Tree';
import KeptHtml from '../../components/KeptHtml';
import {withWordBreaks} from '../../components/BreakableName/name-parts';

function Items({toc, linkClassName}: Pick<Props, 'toc' | 'linkClassName'>): ReactNode {
  return toc.map((heading) => (
    <li key={heading.id}>
      <Link
        to={`#${heading.id}`}
        className={linkClassName ?? undefined}
        // Developer provided the HTML, so assume it's safe. Long member names break between
        // their words only (src/components/BreakableName).
        dangerouslySetInnerHTML={{__html: withWordBreaks(heading.value)}}
      />
      {heading.children.length > 0 && (
        <ul>
          <Items toc={heading.children} linkClassName={linkClassName} />
        </ul>
      )}
    </li>
  ));
}

function TOCItemTree(props: Props): ReactNode {
  if (!props.toc.length) return null;
  return (
    <KeptHtml as="ul" className={props.isChild ? undefined : props.className}>
      <Items toc={props.toc} linkClassName={props.linkClassName} />
    </KeptHtml>
  );
}

// Memo only the tree root is enough (as the theme's).
export default memo(TOCItemTree);

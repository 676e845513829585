/**
 * A content heading (h2–h6) as the theme's Heading renders it (anchor class, `#` link), with
 * plain content kept as the server's HTML at hydration (./index.tsx). The theme's component
 * renders through its own element, so it cannot hand that element to KeptHtml; a heading
 * without an id (no anchor) is the theme's.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import MDXHeading from '@theme/MDXComponents/Heading';
import KeptHtml from '.';
import {isPlainMdx} from './mdx-plain';

type Props = ComponentProps<'h2'> & {as: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

export default function KeptHeading({as, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  if (id === undefined) return <MDXHeading as={as} id={id} {...props} />;
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {heading: typeof props.children === 'string' ? props.children : id},
  );
  return (
    <KeptHtml
      as={as}
      {...props}
      className={clsx('anchor', anchorTargetClassName, props.className)}
      id={id}
      keepIf={() => isPlainMdx(props.children)}
    >
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} title={anchorTitle} translate="no">
        &#8203;
      </Link>
    </KeptHtml>
  );
}

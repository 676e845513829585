/**
 * Wraps theme-classic's PaginatorNavLink: the previous/next page's title breaks between the
 * words of a long symbol name only ("Controlled|Executor", never "ControlledExec|utor"), as the
 * sidebar's labels do (src/components/BreakableName).
 */
import React, {type ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type {Props} from '@theme/PaginatorNavLink';
import {BreakableText} from '@site/src/components/BreakableName';

export default function PaginatorNavLinkWrapper(props: Props): ReactNode {
  const {title} = props;
  return <PaginatorNavLink {...props} title={typeof title === 'string' ? <BreakableText text={title} /> : title} />;
}

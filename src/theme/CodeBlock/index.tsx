/**
 * The theme's CodeBlock without its remount after hydration. The theme keys its content by
 * "is browser" so that every code block renders again once the page has hydrated, for the code
 * theme of a dark reader; the colour mode it reads stays the server's during hydration and
 * changes after it (theme-common's colorMode), so a normal update already applies the dark
 * theme. The remount rebuilt every code block of a page, the largest part of a reference
 * page's DOM, right after hydration; signature blocks also keep their server HTML
 * (./Content/Element.tsx), which a remount would have thrown away.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

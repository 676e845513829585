/**
 * A block of a page's content that hydration leaves as the server rendered it: React takes the
 * element and none of its descendants, so the reference text, signatures and code of a long page
 * cost no hydration work (most of a class page's nodes are such blocks). A block born after
 * hydration (a page reached by navigation) renders its children as usual.
 *
 * A kept block's links are the server's plain anchors; clicks and hovers on them reach this
 * element and are answered as Docusaurus's Link would: route code preloaded on intent, a plain
 * click moved into the app's history (./in-app-link.ts).
 */
import React, {
  useLayoutEffect,
  useRef,
  useState,
  type ElementType,
  type JSX,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {useHistory} from '@docusaurus/router';
import {isHydrating} from './hydration-phase';
import {inAppPath, isFollowableClick} from './in-app-link';

type Tag = keyof JSX.IntrinsicElements;
export type KeptHtmlProps<T extends Tag> = {
  as: T;
  children?: ReactNode;
  /**
   * Whether this block may keep the server's HTML (default: yes), asked once, during hydration
   * only: on the server and on pages reached by navigation the block renders as usual anyway.
   */
  keepIf?: () => boolean;
} & JSX.IntrinsicElements[T];

/** Hydration keeps an element's DOM children when it sets its HTML itself; this HTML is never written. */
const SERVER_CHILDREN = Object.freeze({__html: ''});

interface DocusaurusGlobal {
  docusaurus?: {preload: (path: string) => unknown};
}

function linkTarget(event: SyntheticEvent<HTMLElement>): string | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return undefined;
  return inAppPath(
    {href: anchor.getAttribute('href') ?? '', target: anchor.target, download: anchor.hasAttribute('download')},
    window.location,
  );
}

export default function KeptHtml<T extends Tag>({as, children, keepIf, ...props}: KeptHtmlProps<T>): ReactNode {
  const Element = as as ElementType;
  const [kept, setKept] = useState(() => isHydrating() && (keepIf?.() ?? true));
  const ref = useRef<HTMLElement>(null);
  const history = useHistory();
  useLayoutEffect(() => {
    // React rendered this tree afresh after all (it gives up hydrating on a mismatch above):
    // there are no server children to keep, so show ours.
    if (kept && !ref.current?.hasChildNodes()) setKept(false);
  }, [kept]);
  if (!kept) return <Element {...props}>{children}</Element>;

  const preload = (event: SyntheticEvent<HTMLElement>) => {
    const path = linkTarget(event);
    if (path !== undefined) (window as DocusaurusGlobal).docusaurus?.preload(path.replace(/[?#].*$/, ''));
  };
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (!isFollowableClick(event)) return;
    const path = linkTarget(event);
    if (path === undefined) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    // React Router's Link: the same address again replaces the entry instead of adding one.
    if (path === here) history.replace(path);
    else history.push(path);
  };
  return (
    <Element
      {...props}
      ref={ref}
      dangerouslySetInnerHTML={SERVER_CHILDREN}
      suppressHydrationWarning
      onClick={follow}
      onMouseOver={preload}
      onTouchStart={preload}
    />
  );
}

/**
 * The in-app navigation a click or hover on a link of kept HTML stands for: what React Router's
 * Link inside Docusaurus's Link would do for the same anchor. Pure: the anchor and the current
 * location come in as plain values.
 */
import {isPlainClick} from '../plain-click';

export interface AnchorFacts {
  /** The attribute as written (`#id`, `/base/page`, `https://…`). */
  href: string;
  target: string;
  download: boolean;
}

/**
 * The path (with search and hash) to move to inside the app, or undefined when the browser
 * should follow the link itself: another origin, another window, a download, or a `#target` on
 * the same page (Docusaurus renders those as plain anchors).
 */
export function inAppPath(anchor: AnchorFacts, location: {href: string; origin: string}): string | undefined {
  if (anchor.download || (anchor.target !== '' && anchor.target !== '_self')) return undefined;
  if (anchor.href === '' || anchor.href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  return url.pathname + url.search + url.hash;
}

/** A click the app takes over (React Router's rule): plain, not already handled. */
export const isFollowableClick = (event: Parameters<typeof isPlainClick>[0] & {defaultPrevented: boolean}) =>
  !event.defaultPrevented && isPlainClick(event);

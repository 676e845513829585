/**
 * Spec §2: a path ending in `index.html` or `.html` is the same page as the path without
 * that ending. The server and the router already show that page; this client module also
 * puts the clean path in the address bar before the app starts, so the canonical link,
 * og:url and hreflang links the theme derives from the location are the page's own.
 * No route of this site ends in `.html` (tests/site/conformance-site.test.ts), so the
 * spec's exception for such routes never applies.
 */
import siteConfig from '@generated/docusaurus.config';
import {withoutHtmlEnding} from './html-path-rule';

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const clean = withoutHtmlEnding(pathname, siteConfig.baseUrl);
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}

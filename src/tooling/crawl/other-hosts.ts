/**
 * The browser tests check this site, not the hosts its pages point to (README badges and
 * images on GitHub). Chromium is launched with every other host unresolvable
 * (`OTHER_HOSTS_UNREACHABLE`, playwright.config.ts), so those requests fail at once, offline or
 * not, and the page watchers leave those failures out.
 *
 * Answering them with a stub (page.route) did the same for the page, but Playwright then
 * intercepts every request of the page and turns its HTTP cache off: each page load fetched and
 * compiled every script again, about a third of the crawl's CPU time.
 */

/** The host the built site is served on (playwright.config.ts, scripts/crawl.ts). */
export const SITE_HOST = '127.0.0.1';

/** Chromium's switch: no other host resolves; requests to one fail with ERR_NAME_NOT_RESOLVED. */
export const OTHER_HOSTS_UNREACHABLE = `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${SITE_HOST}`;

/** Whether a URL is on the web but not on the site's host (data: and blob: URLs are not). */
export function isOtherHost(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== SITE_HOST;
}

/** Chromium's console line for a resource that did not load, when that resource is on another host. */
export function isOtherHostLoadFailure(text: string, url: string): boolean {
  return text.startsWith('Failed to load resource') && isOtherHost(url);
}

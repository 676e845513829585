/**
 * `{base}latest/…` always shows the newest line. A static host cannot redirect, so the build
 * writes, for every page of the newest line, a tiny page at the same path under `latest/`
 * that replaces itself with the newest line's page, keeping the query and the hash (pure).
 */
import {redirectPage} from '../plugins/moved-pages/redirect-page';

/** The path segment after the site's base that always means the newest line. */
export const LATEST_SEGMENT = 'latest';

/** `web-sdk/classes/X.html` → `latest/web-sdk/classes/X.html`; the landing page also as `latest.html`. */
export function latestFiles(pageFile: string): string[] {
  if (pageFile === 'index.html') return [`${LATEST_SEGMENT}.html`, `${LATEST_SEGMENT}/index.html`];
  return [`${LATEST_SEGMENT}/${pageFile}`];
}

/** The redirect page for one target (an absolute path such as `/powersync-js/v2/web-sdk`). */
export const latestRedirectPage = (target: string, newestLabel: string): string =>
  redirectPage(target, `Newest release line (${newestLabel})`, newestLabel);

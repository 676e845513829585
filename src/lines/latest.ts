/**
 * `{base}latest/…` always shows the newest line. A static host cannot redirect, so the build
 * writes, for every page of the newest line, a tiny page at the same path under `latest/`
 * that replaces itself with the newest line's page, keeping the query and the hash (pure).
 */
import {escapeHtml} from '../search/text';

/** The path segment after the site's base that always means the newest line. */
export const LATEST_SEGMENT = 'latest';

/** `web-sdk/classes/X.html` → `latest/web-sdk/classes/X.html`; the landing page also as `latest.html`. */
export function latestFiles(pageFile: string): string[] {
  if (pageFile === 'index.html') return [`${LATEST_SEGMENT}.html`, `${LATEST_SEGMENT}/index.html`];
  return [`${LATEST_SEGMENT}/${pageFile}`];
}

/** The redirect page for one target (an absolute path such as `/powersync-js/v2/web-sdk`). */
export function latestRedirectPage(target: string, newestLabel: string): string {
  const url = escapeHtml(target);
  const script = `location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')}+location.search+location.hash)`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>Newest release line (${escapeHtml(newestLabel)})</title>` +
    '<meta name="robots" content="noindex">' +
    `<link rel="canonical" href="${url}">` +
    `<script>${script}</script>` +
    `<meta http-equiv="refresh" content="0; url=${url}">` +
    `</head><body><p><a href="${url}">${escapeHtml(newestLabel)}</a></p></body></html>`
  );
}

/**
 * A page that replaces itself with another, keeping the query and the hash: a static host
 * (GitHub Pages) cannot redirect, so a route that moved keeps a file that sends readers on
 * (pure). `noindex` and a canonical link keep search engines on the target.
 */
import {escapeHtml} from '../../search/text';

/** `target` is an absolute path such as `/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase`. */
export function redirectPage(target: string, title: string, linkText: string): string {
  const url = escapeHtml(target);
  const script = `location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')}+location.search+location.hash)`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(title)}</title>` +
    '<meta name="robots" content="noindex">' +
    `<link rel="canonical" href="${url}">` +
    `<script>${script}</script>` +
    `<meta http-equiv="refresh" content="0; url=${url}">` +
    `</head><body><p><a href="${url}">${escapeHtml(linkText)}</a></p></body></html>`
  );
}

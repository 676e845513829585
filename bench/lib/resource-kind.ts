/** How the benchmark groups transferred bytes. */
export type ResourceKind = 'html' | 'js' | 'css' | 'prefetch' | 'other';

/**
 * Groups a response by what the browser loaded it as (DevTools `Network.ResourceType` and the
 * request's initial priority). Prefetches (`<link rel="prefetch">`: Docusaurus fetches the chunks
 * of routes whose links scroll into view) are a group of their own: the reader pays for them, but
 * the page does not need them. Chromium reports them as type "Other" at priority "VeryLow".
 */
export function resourceKind(resourceType: string, mimeType: string, priority = ''): ResourceKind {
  if (resourceType === 'Prefetch' || (resourceType === 'Other' && priority === 'VeryLow')) return 'prefetch';
  if (resourceType === 'Document' || /^text\/html\b/.test(mimeType)) return 'html';
  if (resourceType === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (resourceType === 'Stylesheet' || /^text\/css\b/.test(mimeType)) return 'css';
  return 'other';
}

/**
 * Client module: when the code of the page cannot be loaded (a route chunk fails on a
 * flaky network or after a deploy replaced the hashed files), Docusaurus leaves the
 * server-rendered page in place but never makes it interactive, and says nothing. This
 * shows the reader an error text with a Retry button (site-spec.md §2, page load failure);
 * Retry loads the page again.
 */
export const CHUNK_FAILURE_ID = 'page-load-failure';

export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (?:CSS )?chunk \S+ failed/.test(message))
  );
}

export function showChunkFailure(doc: Document, retry: () => void): void {
  if (doc.getElementById(CHUNK_FAILURE_ID)) return;
  const box = doc.createElement('div');
  box.id = CHUNK_FAILURE_ID;
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--danger';
  box.style.cssText =
    'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:1000;display:flex;gap:1rem;align-items:center;justify-content:space-between';
  const text = doc.createElement('span');
  text.textContent = 'Part of this page could not be loaded. Check your connection and try again.';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--secondary button--sm';
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  box.append(text, button);
  doc.body.append(box);
}

if (typeof window !== 'undefined') {
  const onFailure = (reason: unknown) => {
    if (isChunkLoadFailure(reason)) showChunkFailure(document, () => window.location.reload());
  };
  window.addEventListener('unhandledrejection', (event) => onFailure(event.reason));
  window.addEventListener('error', (event) => onFailure(event.error));
}

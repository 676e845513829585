/**
 * Maps a request path to candidate files in the built site, the way static hosts
 * (GitHub Pages, Netlify "pretty URLs") do for a Docusaurus build with
 * `trailingSlash: false`: `/a/b` → `a/b.html`, then `a/b/index.html`;
 * `/a/b.html` and `/a/b/index.html` → the same page (the spec treats them as `/a/b`).
 * Returns null when the path is outside the base URL or tries to escape it.
 */
export function candidateFiles(requestPath: string, baseUrl: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (decoded === base.slice(0, -1)) decoded = base;
  if (!decoded.startsWith(base)) return null;
  const relative = decoded.slice(base.length);
  const segments = relative.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return null;

  const clean = relative.replace(/\/+$/, '');
  if (clean === '' || clean === 'index.html') return ['index.html'];
  if (/\/index\.html$/.test(clean)) {
    const page = clean.slice(0, -'/index.html'.length);
    return [clean, `${page}.html`];
  }
  if (clean.endsWith('.html')) return [clean, `${clean.slice(0, -5)}/index.html`];
  const last = segments[segments.length - 1];
  // A path with an extension is an asset; anything else is a page.
  if (/\.[a-z0-9]+$/i.test(last) && !relative.endsWith('/')) return [clean];
  return [`${clean}.html`, `${clean}/index.html`, clean];
}

/** Hashed bundles and images under assets/ never change: cache them for a year. */
export function cacheControlFor(relativeFile: string): string {
  if (/^assets\//.test(relativeFile)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

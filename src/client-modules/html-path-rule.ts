/**
 * `/base/a/b.html` → `/base/a/b`, `/base/a/index.html` → `/base/a`, `/base/index.html` → `/base/`.
 * Pure, so it is unit-tested apart from the browser (tests/unit/html-path.test.ts).
 */
export function withoutHtmlEnding(pathname: string, baseUrl: string): string {
  if (!/\.html$/.test(pathname)) return pathname;
  const clean = pathname.replace(/(?:\/index)?\.html$/, '');
  return `${clean}/` === baseUrl || clean === '' ? baseUrl : clean;
}

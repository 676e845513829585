/**
 * The search safety corpus: markup and injection payloads for the search box, the search page's
 * `?q=` and stored searches. Every payload that could run sets window.__pwned (or opens a
 * dialog). Read by the browser tests (tests/e2e/search-safety.spec.ts) and by the check of the
 * engine's answers to them (tests/site/search-safety.test.ts).
 */
export const SIGNAL = 'window.__pwned=1';

export const PAYLOADS: readonly string[] = [
  `<img src=x onerror=${SIGNAL}>`,
  `<script>${SIGNAL}</script>`,
  `<svg onload=${SIGNAL}>`,
  `<svg><script>${SIGNAL}</script></svg>`,
  `<iframe src="javascript:${SIGNAL}">`,
  `<a href="javascript:${SIGNAL}">x</a>`,
  `javascript:${SIGNAL}`,
  `JaVaScRiPt:${SIGNAL}`,
  `"><img src=x onerror=${SIGNAL}>`,
  `'><svg onload=${SIGNAL}>`,
  `" onmouseover="${SIGNAL}" x="`,
  `' autofocus onfocus='${SIGNAL}`,
  `</mark><img src=x onerror=${SIGNAL}><mark>`,
  `<mark onclick=${SIGNAL}>Table</mark>`,
  `<details open ontoggle=${SIGNAL}>`,
  `<body onload=${SIGNAL}>`,
  `<input autofocus onfocus=${SIGNAL}>`,
  `<math><mtext><img src=x onerror=${SIGNAL}>`,
  `<style>@import 'javascript:${SIGNAL}'</style>`,
  `<object data="javascript:${SIGNAL}">`,
  `{{constructor.constructor('${SIGNAL}')()}}`,
  `\${${SIGNAL}}`,
  `&lt;img src=x onerror=${SIGNAL}&gt;`,
  `%3Cimg%20src%3Dx%20onerror%3D${SIGNAL}%3E`,
  `Table\u202Egnp.exe`,
  `\u202Dusequery\u202C`,
  `Ta\u200Bble`,
  `\uFEFFTable\u200D`,
  `Array<string>`,
  `Table & <Columns>`,
  'x'.repeat(5000),
  `${'<'.repeat(40)}${'>'.repeat(40)}`,
  `\u0000Table\u0007`,
  `use${'Query'.repeat(30)}`,
];

/** The search box's limit: what a reader can type or paste of a payload. */
export const QUERY_LIMIT = 64;

/**
 * Payloads whose partial texts are worth seeing: a reader typing one makes the modal search and
 * render every prefix of it. The engine's answer to each prefix is checked in Node
 * (tests/site/search-safety.test.ts); the browser types the last one key by key.
 */
export const TYPED_PAYLOADS: readonly string[] = [PAYLOADS[0], PAYLOADS[12], PAYLOADS[30]];

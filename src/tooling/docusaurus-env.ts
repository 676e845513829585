/**
 * Environment added to every `docusaurus build` this project runs (scripts/build.ts).
 *
 * SKIP_HTML_MINIFICATION: Docusaurus's HTML minifier (swc) takes about 8 ms a page, most of
 * what static rendering still costs once each page's rendering is kept between builds
 * (src/plugins/render-cache), for 1–3% of a page's gzip size (1.2% over all pages' rendered
 * HTML, 3% on the Node SDK's Table page): React's server output has no whitespace or comments
 * between elements to drop, only attribute quotes and optional closing tags.
 *
 * DOCUSAURUS_SSG_WORKER_THREAD_COUNT: static rendering in the build's own thread. With a pool
 * (one thread a core), each thread starts React, the router and the page chunks it renders
 * again: more CPU-seconds for a few seconds less wall time. The suite builds three lines on two
 * cores beside other parts (src/tooling/test-parts.ts), where CPU is what a run waits on
 * (bench/README.md, "Static rendering in one thread").
 */
export const DOCUSAURUS_BUILD_ENV: Readonly<Record<string, string>> = {
  SKIP_HTML_MINIFICATION: 'true',
  DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1',
};

/**
 * Environment added to every `docusaurus build` this project runs (scripts/build.ts,
 * scripts/build-hosted-fixture.ts).
 *
 * SKIP_HTML_MINIFICATION: Docusaurus's HTML minifier (swc) takes about 8 ms a page, most of
 * what static rendering still costs once each page's rendering is kept between builds
 * (src/plugins/render-cache), for about 1% of a page's gzip size: React's server output has no
 * whitespace or comments between elements to drop.
 */
export const DOCUSAURUS_BUILD_ENV: Readonly<Record<string, string>> = {SKIP_HTML_MINIFICATION: 'true'};

/**
 * Environment added to every `docusaurus build` this project runs (scripts/build.ts).
 *
 * SKIP_HTML_MINIFICATION: Docusaurus's HTML minifier (swc) takes about 8 ms a page, most of
 * what static rendering still costs once each page's rendering is kept between builds
 * (src/plugins/render-cache), for 1–3% of a page's gzip size (1.2% over all pages' rendered
 * HTML, 3% on the Node SDK's Table page): React's server output has no whitespace or comments
 * between elements to drop, only attribute quotes and optional closing tags.
 */
export const DOCUSAURUS_BUILD_ENV: Readonly<Record<string, string>> = {SKIP_HTML_MINIFICATION: 'true'};

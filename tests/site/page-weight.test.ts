/**
 * What a first visit to the class page loads of JavaScript, read from build/ alone
 * (src/tooling/page-scripts.ts: its entry scripts, its section's module and the chunks of the
 * routes it matches), against a named budget: a change that makes the page heavier fails here,
 * naming the scripts, before a bench run would show it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {pageScripts} from '../../src/tooling/page-scripts';
import {readSiteSettings} from '../../src/site-settings';

/**
 * The Node SDK's Table page, gzip level 9 as the site's server sends it, without HTTP headers
 * (`bench/probes/page-requests.ts` counts those too, ≈0.3 KiB a request). Measured 154.8 KiB on
 * the build of 2026-12-02 13:49 (dc9b2e2's parent), 151.9 KiB after the savings of
 * 2026-12-02 (bench/README.md); 151.6 KiB on 2026-12-05, 151.3 once the not-found page's view
 * of its findings loads with that page only (src/theme/NotFound/Content/Findings.tsx); 149.2 on
 * 2026-12-07, with short keys and hashes in each section's route module, and 148.5 once the
 * not-found page is a chunk of its own (bench/README.md, Savings); 147.4 once react-router's
 * imports for nothing and the configuration's build-only Markdown and `future` options are left
 * out (src/plugins/lean-client). Raise it only with a reason in the bench log.
 */
export const CLASS_PAGE_JS_KIB = 147.6;

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();

test(`the class page's JavaScript stays within ${CLASS_PAGE_JS_KIB} KiB gzip (src/tooling/page-scripts.ts)`, () => {
  const scripts = pageScripts(buildDir, 'node-sdk/classes/Table.html', `${baseUrl}node-sdk/classes/Table`);
  const files = scripts.map((s) => path.basename(s.file));
  assert.ok(files.some((f) => f.startsWith('main.')) && files.some((f) => f.startsWith('runtime~main.')));
  // Its section's module and its own content chunk: more than the entry scripts were found.
  assert.ok(scripts.length >= 6, `only ${files.join(', ')}`);
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  const listing = scripts.map((s) => `${path.basename(s.file)} ${(s.gzipBytes / 1024).toFixed(1)}`).join(', ');
  assert.ok(total <= CLASS_PAGE_JS_KIB, `${total.toFixed(1)} KiB > ${CLASS_PAGE_JS_KIB} KiB: ${listing}`);
});

/**
 * Builds the site in hosted-search mode into `build-hosted/`, for the browser tests of the
 * Algolia path (tests/e2e/search-hosted.spec.ts). The credentials are placeholders: the
 * tests intercept every request to Algolia's hosts, so nothing leaves the machine.
 * Needs the default line's API markdown only (`npm run generate`, or a build): `npm test` runs
 * it beside the main build (src/tooling/test-parts.ts), so it shares nothing with that build
 * that either writes: its own output, generated files and bundler cache (keyed by search mode).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DOCUSAURUS_BUILD_ENV} from '../src/tooling/docusaurus-env';
import {HOSTED_FIXTURE, HOSTED_GENERATED_FILES} from '../src/tooling/hosted-fixture';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteDir, 'build-hosted');
fs.rmSync(outDir, {recursive: true, force: true});
const result = spawnSync(
  process.execPath,
  [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'build-hosted'],
  {
    cwd: siteDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...DOCUSAURUS_BUILD_ENV,
      // Its own generated files: `.docusaurus/` stays the main build's, which the site tests
      // read while this build runs (src/tooling/test-parts.ts).
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: HOSTED_GENERATED_FILES,
      ALGOLIA_APP_ID: HOSTED_FIXTURE.appId,
      ALGOLIA_API_KEY: HOSTED_FIXTURE.apiKey,
      ALGOLIA_INDEX_NAME: HOSTED_FIXTURE.indexName,
    },
  },
);
process.exit(result.status ?? 1);

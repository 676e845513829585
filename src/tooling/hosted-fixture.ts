import {readSiteSettings} from '../site-settings';
import {SITE_HOST} from './crawl/other-hosts';

const port = Number(process.env.E2E_PORT ?? 4173) + 1;

/** Placeholder hosted-search credentials of the `build-hosted/` test build (never a real key). */
export const HOSTED_FIXTURE = {
  appId: 'TESTAPP0ID',
  apiKey: 'test-search-only-key',
  indexName: 'powersync-js-test',
  port,
  /** The site's root as the browser tests reach it (playwright.config.ts serves it there). */
  url: `http://${SITE_HOST}:${port}${readSiteSettings().baseUrl}`,
};

/** Where the `build-hosted/` build keeps its generated files (Docusaurus's `.docusaurus/` of the main build). */
export const HOSTED_GENERATED_FILES = '.cache/hosted-fixture/generated';

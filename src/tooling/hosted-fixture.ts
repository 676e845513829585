import type {Page} from '@playwright/test';
import {readSiteSettings} from '../site-settings';
import {SITE_HOST} from './crawl/other-hosts';
import {SEARCH_CONFIG_FILE} from '../plugins/search/constants';
import type {SearchConfig} from '../search/search-config';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Placeholder hosted-search credentials (never a real key) for the browser tests of the Algolia
 * path: they answer the main build's `search-config.json` with these (`useHostedSearch`), so the
 * one build searches "hosted", and they intercept every request to Algolia's hosts, so nothing
 * leaves the machine.
 */
export const HOSTED_FIXTURE = {
  appId: 'TESTAPP0ID',
  apiKey: 'test-search-only-key',
  indexName: 'powersync-js-test',
  /** The site's root as the browser tests reach it (playwright.config.ts serves build/ there). */
  url: `http://${SITE_HOST}:${port}${readSiteSettings().baseUrl}`,
};

/** The config a site switched to hosted search serves (src/search/search-config.ts). */
export const HOSTED_SEARCH_CONFIG: SearchConfig = {
  mode: 'hosted',
  appId: HOSTED_FIXTURE.appId,
  apiKey: HOSTED_FIXTURE.apiKey,
  indexName: HOSTED_FIXTURE.indexName,
};

/** Makes the page's site search hosted: its `search-config.json` answers the hosted config. */
export async function useHostedSearch(page: Page): Promise<void> {
  await page.route(`${HOSTED_FIXTURE.url}${SEARCH_CONFIG_FILE}`, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(HOSTED_SEARCH_CONFIG)}),
  );
}

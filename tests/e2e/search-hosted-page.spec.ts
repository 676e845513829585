/**
 * The search page on hosted Algolia (the build switched to hosted by its search config,
 * Algolia's hosts stubbed with page.route as in search-hosted.spec.ts): the same section
 * filter, one-click context section, operator chips
 * and one result per symbol as on the embedded index, done by the page's wrapped client
 * (src/search/hosted-lite-client.ts) with what Algolia is sent and answers.
 */
import {type Page, type Route} from '@playwright/test';
import {expect, test} from './shared-page';
import {HOSTED_FIXTURE, useHostedSearch} from '../../src/tooling/hosted-fixture';
import {hydrated, routerGo} from './shell-helpers';

test.beforeEach(({sharedPage}) => useHostedSearch(sharedPage));

const QUERIES = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\/1\/indexes\/\*\/queries/;

type SentRequest = {query: string; facetFilters?: unknown[]; optionalFilters?: unknown; hitsPerPage?: number};

const SECTIONS = [
  ['node-sdk', 'Node SDK'],
  ['react-native-sdk', 'React Native SDK'],
  ['web-sdk', 'Web SDK'],
] as const;

/** UploadQueueStats as the index holds it: one record per section, each listing all three. */
function uploadQueueStats(sdk: string, label: string) {
  const url = (s: string) => `${HOSTED_FIXTURE.url}${s}/classes/UploadQueueStats`;
  return {
    objectID: `${sdk}-uqs`,
    url: url(sdk),
    type: 'lvl1',
    sdk,
    symbol: 'class\u0000\u0000Class: UploadQueueStats',
    sections: SECTIONS.map(([s, l]) => ({sdk: s, label: l, url: url(s)})),
    hierarchy: {lvl0: label, lvl1: 'Class: UploadQueueStats'},
    content: null,
    _highlightResult: {
      hierarchy: {lvl0: {value: label}, lvl1: {value: 'Class: <mark>UploadQueueStats</mark>'}},
    },
  };
}

function answer(route: Route, sent: SentRequest[]) {
  const {requests} = route.request().postDataJSON() as {requests: SentRequest[]};
  sent.push(...requests);
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: requests.map((r) => {
        const filtered = JSON.stringify(r.facetFilters ?? []).match(/sdk:([a-z-]+)/)?.[1];
        const hits = SECTIONS.filter(([s]) => !filtered || s === filtered).map(([s, l]) => uploadQueueStats(s, l));
        return {hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 15, query: r.query, params: ''};
      }),
    }),
  });
}

async function capture(page: Page): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await page.route(QUERIES, (route) => answer(route, sent));
  return sent;
}

const mainRequest = (sent: SentRequest[]) => sent.filter((r) => r.hitsPerPage === 15).at(-1)!;

// One load of the search page: the reader's Back and Forward (route changes, which the page
// reads its query and section from) bring the other two searches; the three tests loaded the
// page each before.
test('hosted: operators show as chips and go to Algolia as facet filters; opened from a section, that section ranks first and is offered as a filter; a symbol in three sections is one result with its sections as links', async ({
  sharedPage: page,
}) => {
  const sent = await capture(page);
  await page.goto('search?q=kind%3Aclass%20upload');
  await hydrated(page);
  await test.step('hosted: operators show as chips and go to Algolia as facet filters', async () => {
    await expect(page.getByRole('button', {name: 'Remove filter Kind: class'})).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText(['Class: UploadQueueStats']);
    const request = mainRequest(sent);
    expect(request.query).toBe('upload');
    expect(request.facetFilters).toContainEqual(['kind:class']);
    await page.getByRole('button', {name: 'Remove filter Kind: class'}).click();
    await expect(page.locator('.main-wrapper form input[type="search"]')).toHaveValue('upload');
    await expect.poll(() => mainRequest(sent).facetFilters ?? []).not.toContainEqual(['kind:class']);
  });
  await test.step('hosted: opened from a section, that section ranks first and is offered as a filter', async () => {
    await routerGo(page, '/powersync-js/search?q=upload%20queue&from=web-sdk');
    await expect.poll(() => mainRequest(sent).query).toBe('upload queue');
    await expect(page.locator('main article h2')).toHaveText(['Class: UploadQueueStats']);
    expect(mainRequest(sent).optionalFilters).toEqual(['sdk:web-sdk']);
    const only = page.getByRole('button', {name: 'Only Web SDK'});
    await only.click();
    await expect(page).toHaveURL(/[?&]sdk=web-sdk/);
    await expect(page.getByRole('combobox', {name: 'SDK'})).toHaveValue('web-sdk');
    await expect(only).toHaveCount(0);
    await expect.poll(() => mainRequest(sent).facetFilters).toContain('sdk:web-sdk');
    const article = page.locator('main article').first();
    await expect(article.locator('h2 a')).toHaveAttribute('href', '/powersync-js/web-sdk/classes/UploadQueueStats');
    await expect(article.locator('a.search-result-section')).toHaveCount(0);
  });
  await test.step('hosted: a symbol in three sections is one result with its sections as links', async () => {
    const before = sent.length;
    await routerGo(page, '/powersync-js/search?q=upload%20queue');
    await expect.poll(() => sent.length).toBeGreaterThan(before);
    const results = page.locator('main article');
    await expect(results.locator('h2')).toHaveText(['Class: UploadQueueStats']);
    const sections = results.first().locator('a.search-result-section');
    await expect(sections).toHaveText(['Node SDK', 'React Native SDK', 'Web SDK']);
    await expect(sections.nth(2)).toHaveAttribute('href', '/powersync-js/web-sdk/classes/UploadQueueStats');
    expect(mainRequest(sent).query).toBe('upload queue');
    expect(mainRequest(sent).optionalFilters).toBeUndefined();
    await sections.nth(2).click();
    await expect(page).toHaveURL(/\/web-sdk\/classes\/UploadQueueStats$/);
  });
});

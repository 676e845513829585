/**
 * Hosted mode (the build switched to hosted by its search config, Algolia's hosts stubbed with
 * page.route as in search-hosted.spec.ts): the section being read goes to Algolia as optionalFilters on the
 * `sdk` facet, and query operators as facet filters, with their chips.
 */
import {type Page, type Route} from '@playwright/test';
import {expect, test} from './shared-page';
import {HOSTED_FIXTURE, useHostedSearch} from '../../src/tooling/hosted-fixture';
import {routerGo} from './shell-helpers';

test.beforeEach(({sharedPage}) => useHostedSearch(sharedPage));

const QUERIES = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\/1\/indexes\/\*\/queries/;

type SentRequest = {query: string; facetFilters?: unknown; optionalFilters?: unknown};

function answer(route: Route) {
  const {requests} = route.request().postDataJSON() as {requests: SentRequest[]};
  const hit = {
    objectID: 'o1',
    url: `${HOSTED_FIXTURE.url}web-sdk/classes/PowerSyncDatabase#watch`,
    type: 'lvl3',
    hierarchy: {lvl0: 'Web SDK', lvl1: 'PowerSyncDatabase', lvl2: 'Methods', lvl3: 'watch()'},
    content: null,
    _highlightResult: {
      hierarchy: {lvl0: {value: 'Web SDK'}, lvl1: {value: 'PowerSyncDatabase'}, lvl3: {value: 'watch()'}},
    },
    _snippetResult: {hierarchy: {lvl3: {value: 'watch()'}}},
  };
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: requests.map((r) => ({hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: r.query})),
    }),
  });
}

async function capture(page: Page): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await page.route(QUERIES, (route) => {
    sent.push(...(route.request().postDataJSON() as {requests: SentRequest[]}).requests);
    return answer(route);
  });
  return sent;
}

/** Opens the modal on the page shown and types `query`; the hits are the stub's answer. */
async function typeIn(page: Page, query: string) {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
}

// One page load: the reader searches on a Web SDK page, then on the landing page and on a Node
// SDK page reached in the app (the modal reads the page's section when it searches: the three
// tests loaded a page each before).
test('the section being read goes as optionalFilters, none outside a section; operators as facet filters, with chips', async ({
  sharedPage: page,
}) => {
  const sent = await capture(page);
  await page.goto('web-sdk/classes/PowerSyncDatabase');
  await expect(page.locator('.navbar').getByRole('button', {name: /system mode|light mode|dark mode/})).toBeEnabled();
  await test.step('on a Web SDK page the request carries optionalFilters for the Web SDK section', async () => {
    await typeIn(page, 'watch');
    const last = sent.at(-1)!;
    expect(last.query).toBe('watch');
    expect(last.optionalFilters).toEqual(['sdk:web-sdk']);
    await close(page);
  });
  await test.step('outside a section no optionalFilters are sent', async () => {
    await routerGo(page, '/powersync-js/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API Reference for JS SDKs');
    const before = sent.length;
    await typeIn(page, 'watch');
    expect(sent.length).toBeGreaterThan(before);
    expect(sent.at(-1)!.optionalFilters).toBeUndefined();
    await close(page);
  });
  await test.step('operators go to Algolia as facet filters, the words as the query, and show as chips', async () => {
    await routerGo(page, '/powersync-js/node-sdk/classes/Table');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Table<Columns>');
    await typeIn(page, 'kind:hook status -> SyncStatus');
    await expect(page.getByRole('button', {name: 'Remove filter Kind: hook'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Remove filter Returns: SyncStatus'})).toBeVisible();
    const last = sent.at(-1)!;
    expect(last.query).toBe('status');
    expect(last.facetFilters).toEqual(expect.arrayContaining([['kind:hook'], 'returns:syncstatus']));
    expect(last.optionalFilters).toEqual(['sdk:node-sdk']);
  });
});

/**
 * Hosted search: the same modal against Algolia DocSearch, on the one build switched to hosted
 * by its search config (`search-config.json` answered with placeholder credentials, see
 * hosted-fixture.ts). Every request to Algolia's hosts is intercepted here; the tests check what
 * the site sends (spec section 7) and how it reacts.
 */
import {type Page, type Route} from '@playwright/test';
import {expect, test} from './shared-page';
import {HOSTED_FIXTURE, useHostedSearch} from '../../src/tooling/hosted-fixture';
import {hydrated} from './shell-helpers';

const QUERIES = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\/1\/indexes\/\*\/queries/;

function answer(route: Route, query: string) {
  const hit = (lvl0: string, path: string, title: string, i: number) => ({
    objectID: `o${i}`,
    url: `${HOSTED_FIXTURE.url}${path}`,
    type: 'lvl1',
    hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []},
        lvl1: {value: `<mark>${title}</mark>`, matchLevel: 'full', matchedWords: [query]},
      },
    },
    _snippetResult: {hierarchy: {lvl1: {value: `<mark>${title}</mark>`, matchLevel: 'full'}}},
  });
  const hits = [
    hit('Node SDK', 'node-sdk/classes/Table', 'Table', 1),
    hit('Web SDK', 'web-sdk/classes/Table', 'Table', 2),
  ];
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: [
        {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query,
          params: '',
          exhaustiveNbHits: true,
          queryID: 'q1',
        },
      ],
    }),
  });
}

async function openAndType(page: Page, query: string) {
  await page.goto('./');
  // A click before hydration is lost: the stock search button has no handler yet.
  await hydrated(page);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

test('hosted by its config: the search box preconnects to the search host before the first query; no index is fetched', async ({
  sharedPage: page,
}) => {
  await useHostedSearch(page);
  // A build made for hosted search has the hint in every page's static head (the search
  // plugin's injectHtmlTags: tests/unit/search-config.test.ts); this build was not.
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const queries: string[] = [];
  await page.route(QUERIES, (route) => {
    queries.push(route.request().url());
    return answer(route, 'table');
  });
  await page.goto('node-sdk/classes/Table');
  await hydrated(page);
  const hint = page.locator(`link[rel=preconnect][href="https://${HOSTED_FIXTURE.appId}-dsn.algolia.net"]`);
  await expect(hint).toHaveCount(0);
  await page.locator('.DocSearch-Button').hover();
  await expect(hint).toHaveCount(1);
  expect(queries).toEqual([]);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('table');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(hint).toHaveCount(1);
  expect(requests.filter((u) => u.includes('search-index.json'))).toEqual([]);
});

test('queries go to /1/indexes/*/queries with the app id and search key in the query string and the spec body', async ({
  sharedPage: page,
}) => {
  await useHostedSearch(page);
  const sent: Array<{url: URL; body: {requests: Array<Record<string, unknown>>}}> = [];
  await page.route(QUERIES, (route) => {
    sent.push({url: new URL(route.request().url()), body: route.request().postDataJSON()});
    return answer(route, 'table');
  });
  await openAndType(page, 'table');
  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Node SDK', 'Web SDK']);
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
    'href',
    '/powersync-js/node-sdk/classes/Table',
  );
  const last = sent.at(-1)!;
  expect(last.url.hostname).toBe(`${HOSTED_FIXTURE.appId.toLowerCase()}-dsn.algolia.net`);
  expect(last.url.searchParams.get('x-algolia-application-id')).toBe(HOSTED_FIXTURE.appId);
  expect(last.url.searchParams.get('x-algolia-api-key')).toBe(HOSTED_FIXTURE.apiKey);
  const [request] = last.body.requests;
  expect(request).toMatchObject({
    query: 'table',
    indexName: HOSTED_FIXTURE.indexName,
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  });
  expect(request.attributesToRetrieve).toEqual([
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ]);
  expect(request.attributesToSnippet).toContain('content:10');
  // Contextual search: the current language and the docs version tags.
  expect(JSON.stringify(request.facetFilters)).toContain('"language:en"');
  expect(JSON.stringify(request.facetFilters)).toContain('"docusaurus_tag:docs-default-current"');
});

test('a failing host is retried on the next host; 4xx answers are not retried', async ({sharedPage: page}) => {
  await useHostedSearch(page);
  const hosts: string[] = [];
  await page.route(QUERIES, (route) => {
    const host = new URL(route.request().url()).hostname;
    hosts.push(host);
    return hosts.length === 1 ? route.fulfill({status: 503, body: 'unavailable'}) : answer(route, 'table');
  });
  await openAndType(page, 'table');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(new Set(hosts).size).toBeGreaterThanOrEqual(2);

  await page.unroute(QUERIES);
  // Only the query typed after this point is counted and refused: a request the first part's
  // typing still has on its way may reach this handler, and is answered as before.
  const forbidden: string[] = [];
  await page.route(QUERIES, (route) => {
    const body = route.request().postDataJSON() as {requests: Array<{query: string}>};
    if (body.requests[0].query !== 'tables') return answer(route, body.requests[0].query);
    forbidden.push(route.request().url());
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: '{"message":"Invalid API key","status":403}',
    });
  });
  // The error screen shows once the client has given up on 'tables': no retry can follow.
  await page.locator('.DocSearch-Input').fill('tables');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  expect(forbidden).toHaveLength(1);
});

test('when every host fails, the error screen stays and the site keeps working', async ({sharedPage: page}) => {
  await useHostedSearch(page);
  await page.route(QUERIES, (route) => route.abort('connectionrefused'));
  await openAndType(page, 'table');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('Unable to fetch results');
  await expect(screen).toContainText('You might want to check your network connection.');
  // "Stays": once the failure has run its course (the screen is up) and frames were drawn
  // since, nothing has taken it away.
  await page.evaluate(() => {
    const w = window as unknown as {errorScreenLeft?: boolean};
    new MutationObserver(() => {
      if (!document.querySelector('.DocSearch-ErrorScreen')) w.errorScreenLeft = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(screen).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {errorScreenLeft?: boolean}).errorScreenLeft ?? false)).toBe(
    false,
  );
  await page.keyboard.press('Escape');
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Node SDK', exact: true}).click();
  await expect(page).toHaveURL(/\/node-sdk$/);
});

/**
 * How each transport failure ends: the error screen, whatever the client raised (stock
 * DocSearch 3.9.0 showed it only for the RetryError and re-threw the others unshown, see
 * src/plugins/search/docsearch-patch.ts), no unhandled rejection, and the next keystroke
 * searches again.
 */
const FAILURES: Array<{
  kind: string;
  hostsTried: number;
  /** Whether the failure takes the client's timeouts, so the test must move the clock. */
  timesOut: boolean;
  fail: (route: Route) => Promise<void> | undefined;
}> = [
  // Never answered: each host hits its connect timeout (1 s, then longer with each retry).
  {kind: 'every host timing out', hostsTried: 4, timesOut: true, fail: () => undefined},
  // A 200 whose body is not JSON: the client gives up at once, on the first host.
  {
    kind: 'a deserialization error',
    hostsTried: 1,
    timesOut: false,
    fail: (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"results": ['}),
  },
  // A 4xx with an `error` field: algoliasearch's detailed API error, not retried.
  {
    kind: 'a detailed API error',
    hostsTried: 1,
    timesOut: false,
    fail: (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({message: 'Invalid filters', status: 400, error: {code: 'invalid_filters'}}),
      }),
  },
];

for (const {kind, hostsTried, timesOut, fail} of FAILURES) {
  // A fresh page: the fake clock, once installed, stays with its context (./shared-page.ts).
  test(`${kind}: the search fails, and the next keystroke retries and succeeds`, async ({page}) => {
    await useHostedSearch(page);
    // Timeouts run on a fake clock that only the test moves: waiting costs no real time, and
    // an answer the page is slow to read cannot lose a race with the client's 1 s timeout.
    // Playwright's recipe: start the fake clock at a known time and later pause it an hour on,
    // so the pause is always in the fake clock's future however slowly the page loaded.
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await page.clock.install({time: start});
    const hosts: string[] = [];
    let failing = true;
    // Hosts are counted as requests start: a request the client abandons on the fake clock's
    // timeout may never reach the route handler on a busy machine.
    page.on('request', (request) => {
      if (failing && QUERIES.test(request.url())) hosts.push(new URL(request.url()).hostname);
    });
    await page.route(QUERIES, (route) => (failing ? fail(route) : answer(route, 'table')));
    const pageErrors: Array<{name: string; message: string}> = [];
    page.on('pageerror', ({name, message}) => pageErrors.push({name, message}));
    await page.goto('./');
    await hydrated(page);
    await page.locator('.DocSearch-Button').click();
    // The modal is up before the clock stops: opening it may wait on the page's own timers.
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    // Stopped before the query is sent: from here on, only the test moves the clock.
    await page.clock.pauseAt(start + 3_600_000);
    await page.locator('.DocSearch-Input').fill('tabl');
    const screen = page.locator('.DocSearch-ErrorScreen');
    // The fake clock moves a second at a time until the client has given up on every host (each
    // step only fires the page's timers; the screen is then awaited as any other state).
    for (let step = 0; timesOut && step < 60 && !(await screen.isVisible()); step++) await page.clock.runFor(1000);
    await expect(screen).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults')).toHaveCount(0);
    expect(new Set(hosts).size, `hosts asked: ${hosts.join(', ')}`).toBe(hostsTried);
    expect(hosts, `hosts asked: ${hosts.join(', ')}`).toHaveLength(hostsTried);
    expect(pageErrors).toEqual([]);

    failing = false;
    await page.locator('.DocSearch-Input').press('e');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Table');
    await expect(page.locator('.DocSearch-ErrorScreen, .DocSearch-NoResults')).toHaveCount(0);
  });
}

// A fresh page, for its fake clock.
test('a host that failed is skipped for 120 seconds, then tried first again', async ({page}) => {
  await useHostedSearch(page);
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  await page.clock.setFixedTime(start);
  const firstHostOfEachQuery: string[] = [];
  let query = '';
  await page.route(QUERIES, (route) => {
    const body = route.request().postDataJSON() as {requests: Array<{query: string}>};
    const host = new URL(route.request().url()).hostname;
    if (body.requests[0].query !== query) {
      query = body.requests[0].query;
      firstHostOfEachQuery.push(host);
    }
    // The read host (…-dsn.algolia.net) fails once; every other answer succeeds.
    return host.endsWith('-dsn.algolia.net') && firstHostOfEachQuery.length === 1
      ? route.fulfill({status: 503})
      : answer(route, query);
  });
  const dsn = `${HOSTED_FIXTURE.appId.toLowerCase()}-dsn.algolia.net`;
  await openAndType(page, 'table');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(firstHostOfEachQuery[0]).toBe(dsn);

  await page.clock.setFixedTime(start + 119_000);
  await page.locator('.DocSearch-Input').fill('tables');
  await expect.poll(() => firstHostOfEachQuery.length).toBe(2);
  expect(firstHostOfEachQuery[1]).not.toBe(dsn);

  await page.clock.setFixedTime(start + 121_000);
  await page.locator('.DocSearch-Input').fill('tabled');
  await expect.poll(() => firstHostOfEachQuery.length).toBe(3);
  expect(firstHostOfEachQuery[2]).toBe(dsn);
});

test('the search page asks the hosted index and shows its results', async ({sharedPage: page}) => {
  await useHostedSearch(page);
  const queries: string[] = [];
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.route(/algolia\.net|algolianet\.com/, (route) => {
    queries.push(route.request().postData() ?? '');
    return answer(route, 'table');
  });
  await page.goto('search?q=table');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('.main-wrapper article').first()).toContainText('Table');
  expect(queries.some((body) => body.includes('table'))).toBe(true);
  expect(requested.filter((url) => url.includes('search-index.json'))).toEqual([]);
});

/**
 * The search modal and search page against the built site with the embedded index
 * (spec section 2 "Search modal", 4 search states, 5 input limit, 8 search texts, 9 constants).
 */
import {type BrowserContext, type Page, type Locator, type Request} from '@playwright/test';
// Tests that start with their own `goto` share one page per worker (./shared-page.ts); those that
// need touch take a page of their own.
import {borrowWorkerPage, expect, test} from './shared-page';
import {MODAL_MARKER, docSearchModalChunk, shippedStallThreshold} from '../../src/tooling/shipped-bundle';
import {hitPath as shippedHitPath, shippedSearch, type ShippedSearch} from '../../src/tooling/shipped-search';
import {routerGo, seedLocalStorage, watchNavigation} from './shell-helpers';
import {EMBEDDED_SEARCH_NAME} from '../../src/theme/SearchBar/spec-translations';
import {trackRequests} from '../../src/tooling/crawl/watch-page';
import {INDEX_TIMEOUT_MS} from '../../src/plugins/search/constants';

const INDEX = '**/search-index.json';
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__powersync-js';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__powersync-js';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const sectionTitles = (page: Page) => page.locator('.DocSearch-Hit-source');
/** The shipped index, asked in Node as the modal asks it; loaded on first use. */
let shipped: ShippedSearch | undefined;
const engine = () => (shipped ??= shippedSearch());
/** URL path of the one shipped script holding the modal code (src/theme/SearchBar loads it on first use). */
const MODAL_CHUNK = `/assets/js/${docSearchModalChunk().file.split(/[/\\]/).pop()}`;

/** Keyboard shortcuts work once React has hydrated; the colour toggle is enabled from then on. */
async function clientReady(page: Page): Promise<void> {
  await expect(page.locator('.navbar').getByRole('button', {name: /system mode|light mode|dark mode/})).toBeEnabled();
}

async function openModal(page: Page): Promise<void> {
  // A modal still closing (after a selection) would take the click.
  await expect(modal(page)).toHaveCount(0);
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
}

/**
 * Selects the active hit with Enter and waits until the page it leads to has rendered. Docusaurus
 * changes the URL first and renders the route once its code has loaded; on rendering it resets
 * focus (the closing modal had returned it to the search button) through the skip-link region to
 * the body, which would take focus from a modal opened in between.
 */
async function selectActiveHit(page: Page, path: RegExp, title: string): Promise<void> {
  // Enter opens the active hit. The query's hits can be on screen a moment before one is
  // active, and a start screen's recent or favourite can still be shown while the query's
  // results come in: wait until the hit that leads to `path` is the active one.
  await expect(page.locator('.DocSearch-Hit[aria-selected=true] a')).toHaveAttribute('href', path);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(path);
  await expect(page.locator('h1')).toContainText(title);
  await page.waitForFunction(() => document.activeElement === document.body);
}

async function search(page: Page, query: string): Promise<void> {
  await openModal(page);
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/** The path (and hash) a hit links to. */
async function hitPath(hit: Locator): Promise<string> {
  const href = (await hit.locator('a').first().getAttribute('href')) ?? '';
  return new URL(href, 'http://x').pathname + new URL(href, 'http://x').hash;
}

test.describe('loading', () => {
  test('neither the modal code nor the index load with the page; both load on the first hover', async ({
    sharedPage: page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const settled = trackRequests(page);
    await page.goto('node-sdk/classes/Table');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await settled.idle();
    expect(requests.filter((u) => u.includes('search-index') || u.includes('search-config'))).toEqual([]);
    // The modal's code (DocSearch's dropdown markup) is in none of the page's scripts.
    const pageScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.endsWith('.js')),
    );
    for (const url of pageScripts)
      expect(await (await page.request.get(url)).text(), url).not.toContain('DocSearch-Dropdown');
    const indexRequest = page.waitForRequest(/search-index\.json$/);
    const modalCode = page.waitForResponse(
      async (r) => r.url().endsWith('.js') && (await r.text()).includes('DocSearch-Dropdown'),
    );
    await page.locator('.DocSearch-Button').hover();
    await indexRequest;
    await modalCode;
    expect(requests.some((u) => /algolia|algolianet/.test(new URL(u).hostname))).toBe(false);
    await expect(page.locator('link[rel=preconnect][href*=algolia]')).toHaveCount(0);
  });
});

test.describe('loading on first use', () => {
  async function firstUse(page: Page, trigger: string, use: (button: Locator) => Promise<void>) {
    const modalRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(MODAL_CHUNK)) modalRequests.push(r.url());
    });
    const requests = trackRequests(page);
    await page.goto('node-sdk/classes/Table');
    await clientReady(page);
    await requests.idle();
    expect(modalRequests).toEqual([]);
    const modalCode = page.waitForResponse(
      async (r) => new URL(r.url()).pathname.endsWith(MODAL_CHUNK) && (await r.text()).includes(MODAL_MARKER),
    );
    await use(page.locator('.DocSearch-Button'));
    await modalCode;
    // Once: counted when nothing the trigger started is still on its way.
    await requests.idle();
    expect(modalRequests).toHaveLength(1);
    if (trigger === 'click') await expect(input(page)).toBeFocused();
    else await expect(modal(page)).toHaveCount(0);
  }

  const triggers: Array<[string, (button: Locator) => Promise<void>]> = [
    ['focus', (button) => button.focus()],
    // A click without the pointer moving there first, which would count as a hover.
    ['click', (button) => button.dispatchEvent('click')],
  ];
  for (const [trigger, use] of triggers)
    test(`the modal code is requested on the first ${trigger} of the search button, not on page load`, async ({
      sharedPage: page,
    }) => firstUse(page, trigger, use));

  test.describe('on a touch screen', () => {
    // Touch events exist only on a touch screen: a context of its own.
    test.use({hasTouch: true});
    test('the modal code is requested on the first touch of the search button, not on page load', async ({page}) =>
      firstUse(page, 'touch', (button) => button.dispatchEvent('touchstart')));
  });
});

/**
 * The modal as one reader uses it: one page load serves every check that is not about a first
 * load or stored state (those have pages of their own below). The tests run in this order on
 * the same page: until "See all" nothing is selected, so no recent search is stored yet (the
 * clear button's start screen says "No recent searches"); from "See all" on, each test starts
 * where the one before moved the page to, in the app.
 */
test.describe.serial('the modal, on one page', () => {
  let page: Page;
  let context: BrowserContext;
  /** Every request of the context (its tabs too) from the block's first page on, and those to another origin. */
  const requested: string[] = [];
  const foreign: string[] = [];
  // The worker's page, not a context of its own (./shared-page.ts borrowWorkerPage); the
  // context's request listener is the block's, removed after it.
  let giveBack: () => Promise<void>;
  let onRequest: (request: Request) => void;
  test.beforeAll(async ({workerPage}, testInfo) => {
    ({page, giveBack} = await borrowWorkerPage(workerPage, testInfo.project.use.baseURL!));
    context = page.context();
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    onRequest = (request) => {
      const url = new URL(request.url());
      requested.push(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
    };
    context.on('request', onRequest);
    await page.goto('./');
    await clientReady(page);
  });
  test.afterAll(async () => {
    context.off('request', onRequest);
    await giveBack();
  });

  test('click opens the modal with the placeholder "Search docs"; Escape closes it', async () => {
    await openModal(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('Ctrl+K and Meta+K open the modal', async () => {
    // The button names its shortcut for assistive technology and shows it as key caps.
    const button = page.getByRole('button', {name: 'Search', exact: true});
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await expect(button.locator('kbd')).toHaveCount(2);
    expect(
      await button
        .locator('kbd')
        .last()
        .evaluate((kbd) => getComputedStyle(kbd, '::after').content),
    ).toBe('"K"');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    // One focus ring: the form's inset one around the box, none of the input's own inside it.
    const rings = await input(page).evaluate((element) => ({
      input: getComputedStyle(element).outlineStyle,
      form: getComputedStyle(element.closest('.DocSearch-Form')!).boxShadow,
    }));
    expect(rings.input).toBe('none');
    expect(rings.form).toMatch(/ 0px 0px 0px 2px inset$|inset 0px 0px 0px 2px/);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('typing while the search box has focus opens the modal with that letter', async () => {
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('t');
    await expect(input(page)).toHaveValue('t');
    await page.keyboard.press('Escape');
  });

  test('the input accepts at most 64 characters', async () => {
    await openModal(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.type('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
    await page.keyboard.press('Escape');
  });

  test('footer hints', async () => {
    await openModal(page);
    const footer = page.locator('.DocSearch-Footer');
    for (const text of ['to select', 'to navigate', 'to close', 'Search by']) await expect(footer).toContainText(text);
    // The embedded index answers: the footer names it, not Algolia (nothing is sent there).
    await expect(footer).toContainText(`Search by ${EMBEDDED_SEARCH_NAME}`);
    await expect(footer.locator('[aria-label="Algolia"], a[href*="algolia.com"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('the clear button empties the query and shows the start screen again', async () => {
    await search(page, 'Table');
    const clear = page.getByRole('button', {name: 'Clear the query'});
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
    await expect(hits(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await expect(clear).toBeHidden();
    await page.keyboard.press('Escape');
  });

  test("the modal shows the engine's answer: grouped by SDK section, at most 5 hits each, with kind badges and marks", async () => {
    // Which hits, in which order and with which kind is the engine's (tests/site/search-answers.test.ts);
    // here: the modal shows that answer as DocSearch lays it out.
    const answer = await engine().modal('Table');
    const groups = new Map<string, typeof answer.hits>();
    for (const hit of answer.hits) {
      const section = hit.hierarchy?.lvl0 ?? '';
      groups.set(section, [...(groups.get(section) ?? []), hit]);
    }
    expect(
      [...groups.values()].some((group) => group.length > 5),
      'a section with more than 5 hits',
    ).toBe(true);
    await search(page, 'Table');
    await expect(sectionTitles(page)).toHaveText([...groups.keys()]);
    const shown = await page
      .locator('.DocSearch-Dropdown-Container section:has(.DocSearch-Hit-source)')
      .evaluateAll((sections) =>
        sections.map((s) =>
          Array.from(s.querySelectorAll('.DocSearch-Hit a')).map((a) => [
            a.getAttribute('href') ?? '',
            a.getAttribute('data-kind'),
          ]),
        ),
      );
    const badge = (kind: string) => (kind === 'page' ? null : kind.replace('-', ' '));
    expect(shown.map((links) => links.sort())).toEqual(
      [...groups.values()].map((group) =>
        group
          .slice(0, 5)
          .map((hit) => [shippedHitPath(hit.url), badge(hit.kind)])
          .sort(),
      ),
    );
    expect(await hitPath(hits(page).first())).toBe(shippedHitPath(answer.hits[0].url));
    const marked = /<mark>(.*?)<\/mark>/.exec(answer.hits[0]._snippetResult?.hierarchy?.lvl1?.value ?? '')?.[1];
    await expect(hits(page).first().locator('mark').first()).toHaveText(marked!);
    await page.keyboard.press('Escape');
  });

  test('"No results for" the query, at most 3 suggestions and the "Let us know." link', async () => {
    // DocSearch suggests the sections of earlier results: search once with results first.
    await search(page, 'Table');
    await input(page).fill('qqzzxxwv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen.locator('strong')).toHaveText('qqzzxxwv');
    await expect(screen).toContainText('Try searching for');
    const suggestions = await screen.locator('.DocSearch-NoResults-Prefill-List li').count();
    expect(suggestions).toBeGreaterThan(0);
    expect(suggestions).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const link = screen.getByRole('link', {name: 'Let us know.'});
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/powersync-ja\/powersync-js\/issues\/new\?title=.*qqzzxxwv/,
    );
    await page.keyboard.press('Escape');
  });

  test('Ctrl+Enter opens a new tab and Shift+Enter a new window; the modal stays open', async () => {
    await search(page, 'Table');
    const expected = await hitPath(page.locator('.DocSearch-Hit[aria-selected=true]'));
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(expected);
    await expect(modal(page)).toBeVisible();
    const [windowPage] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await windowPage.waitForLoadState();
    expect(new URL(windowPage.url()).pathname).toBe(expected);
    await tab.close();
    await windowPage.close();
    await page.keyboard.press('Escape');
  });

  test('content snippets are at most 10 words, 5 on screens up to 768 px', async () => {
    // Content hits show the snippet of their text as the hit title. Read again until it holds:
    // the hits of an earlier state may still be on screen.
    const longestSnippet = async () => {
      const texts = await page.locator('.DocSearch-Hit-title').allTextContents();
      return texts.length === 0
        ? 0
        : Math.max(...texts.map((t) => t.replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean).length));
    };
    await search(page, 'Creates a new Table instance');
    await expect.poll(longestSnippet).toBeGreaterThan(5);
    expect(await longestSnippet()).toBeLessThanOrEqual(10);
    await page.keyboard.press('Escape');

    // DocSearch reads the screen width when the modal opens.
    await page.setViewportSize({width: 700, height: 900});
    await search(page, 'Creates a new Table instance');
    await expect.poll(longestSnippet).toBeGreaterThan(0);
    await expect.poll(longestSnippet).toBeLessThanOrEqual(5);
    await page.keyboard.press('Escape');
  });

  test('the cancel button closes the modal (phone width, where it is shown)', async () => {
    await page.setViewportSize({width: 390, height: 844});
    await search(page, 'Table');
    const cancel = page.locator('.DocSearch-Cancel');
    await expect(cancel).toBeVisible();
    await expect(cancel).toHaveText('Cancel');
    await cancel.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    await page.setViewportSize({width: 1280, height: 720});
  });

  test('"See all {count} results" leads to the search page, which finds the same count', async () => {
    await search(page, 'watched query');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=watched(\+|%20)query$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  });

  test('"/" opens the modal, but not while typing in an input', async () => {
    // On the search page, which "See all" led to: its own search input.
    await expect(page).toHaveURL(/\/search\?/);
    const pageInput = page.locator('input[type=search]').first();
    await pageInput.fill('');
    await pageInput.press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(pageInput).toHaveValue('/');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
  });

  test('a member hit opens its page scrolled to the member heading', async () => {
    await search(page, 'disconnectAndClear');
    await selectActiveHit(page, /#disconnectandclear$/, 'PowerSyncDatabase');
    await expect(page.locator('#disconnectandclear')).toBeInViewport();
  });

  test('selected page text (at most 64 characters) pre-fills the input', async () => {
    // On the class page the member hit led to.
    await expect(page.locator('article h1')).toContainText('PowerSyncDatabase');
    await page.evaluate(() => {
      const heading = document.querySelector('article h1')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(/^(Abstract )?Class: PowerSyncDatabase$/);
    // The prefilled query is searched (`Class: PowerSyncDatabase` reads as a type search: `x: T`).
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      // Prose, not the history badges (a row of separate labels).
      const paragraph = Array.from(document.querySelectorAll('article p')).find(
        (p) => (p.textContent ?? '').length > 80 && !p.closest('.api-history'),
      )!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()!.toString());
    expect(selected.length).toBeGreaterThan(64);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
    await page.keyboard.press('Escape');
    await page.evaluate(() => getSelection()!.removeAllRanges());
  });

  test('arrows move through results and Enter opens the selected one', async () => {
    await search(page, 'Table');
    const selected = page.locator('.DocSearch-Hit[aria-selected=true] a');
    const first = await hitPath(hits(page).nth(0));
    const second = await hitPath(hits(page).nth(1));
    expect(second).not.toBe(first);
    await expect(selected).toHaveAttribute('href', first);
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveAttribute('href', second);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveAttribute('href', first);
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveAttribute('href', second);
    await page.keyboard.press('Enter');
    const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await expect(page).toHaveURL(endsWith(second));
    await expect(modal(page)).toHaveCount(0);
    // Docusaurus changes the URL first and shows this page until the next one has rendered: a
    // modal opened before then (the next test's) closes when it does. Its head is the rendered page's.
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', endsWith(second.split('#')[0]));
  });

  // On the page the selected hit led to (a page load of its own before: any page of the app is
  // one a reader searches from).
  test("a hit: hovering loads its route code, Ctrl+click is the browser's, a click navigates in the app", async () => {
    const navigation = await watchNavigation(page);
    await search(page, 'SyncStatus');
    const hit = hits(page).first();
    const expected = await hitPath(hit);
    await hit.hover();
    await expect.poll(navigation.preloaded).toContainEqual(expect.stringContaining(expected.split('#')[0]));
    const [tab] = await Promise.all([context.waitForEvent('page'), hit.click({modifiers: ['ControlOrMeta']})]);
    await expect(tab).toHaveURL((url) => url.pathname + url.hash === expected);
    await tab.close();
    await expect(modal(page)).toBeVisible();
    await hit.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === expected);
    expect(await navigation.sameDocument()).toBe(true);
  });

  // Back on the landing page, in the app (a load of its own before).
  test('modal results in light and dark mode at 1280 and 390 px', async () => {
    await routerGo(page, '/powersync-js/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API Reference for JS SDKs');
    // The colour mode follows the system's (no choice was stored), the width the viewport.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      for (const width of [1280, 390]) {
        const where = `${colorScheme} mode at ${width} px`;
        await page.setViewportSize({width, height: 844});
        await search(page, 'useQuery');
        const box = await modal(page).boundingBox();
        expect(box!.width, where).toBeLessThanOrEqual(width);
        if (width < 768) expect(box!.width, where).toBeGreaterThanOrEqual(width - 1);
        // Highlighted text must stand out from the hit text in both themes.
        // (The first hit is selected: there both are the active colour, the mark underlined.)
        const [mark, text] = await hits(page)
          .nth(1)
          .evaluate((hit) => {
            const m = hit.querySelector('mark')!;
            return [getComputedStyle(m).color, getComputedStyle(hit.querySelector('.DocSearch-Hit-title')!).color];
          });
        expect(mark, where).not.toBe(text);
        await page.screenshot({path: test.info().outputPath(`modal-${colorScheme}-${width}.png`)});
        await page.keyboard.press('Escape');
      }
    }
    await page.emulateMedia({colorScheme: 'light'});
    await page.setViewportSize({width: 1280, height: 720});
  });

  // Moved from shell-navigation.spec.ts, which loaded two reference pages, followed a link and
  // searched for it: this reader has browsed reference pages, the search page and new tabs, and
  // searched, since the context's first page.
  test('browsing reference pages and searching calls no backend: every request goes to the site itself', async () => {
    expect(
      requested.some((url) => url.endsWith('/search-index.json')),
      'the search index was fetched',
    ).toBe(true);
    expect(requested.some((url) => /\/classes\/[^/]+$/.test(new URL(url).pathname))).toBe(true);
    expect(foreign).toEqual([]);
  });
});

test.describe('start screen, recents and favourites', () => {
  test('history: "No recent searches", then Recent, Save this search, Favorite and both removals', async ({
    sharedPage: page,
  }) => {
    await page.goto('./');
    await openModal(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await input(page).fill('TableV2');
    await expect(hits(page).first()).toContainText('TableV2');
    await selectActiveHit(page, /classes\/TableV2$/, 'TableV2');

    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
    expect(stored).toHaveLength(1);
    await hits(page).first().hover();
    await page.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toHaveCount(0);
    // Selecting a hit that is already a favourite does not add it to recents.
    await input(page).fill('TableV2');
    await expect(hits(page).first()).toContainText('TableV2');
    await selectActiveHit(page, /classes\/TableV2$/, 'TableV2');
    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Favorite']);
    await hits(page).first().hover();
    await page.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');

    await input(page).fill('TableV2');
    await expect(hits(page).first()).toContainText('TableV2');
    await selectActiveHit(page, /\/powersync-js\/(?!v1\/)[\w-]+\/classes\/TableV2$/, 'TableV2');
    // The one recent search of the default line, seen from another line and back (the load of
    // the landing page this check began with before: the history above leaves the same state).
    await test.step('each release line offers its own recent searches', async () => {
      // One index name for every line: without a list per line, v1's modal offered the default
      // line's pages and routed them inside v1's app, which has none of them.
      await page.goto('v1/');
      await openModal(page);
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
      await input(page).fill('TableV2');
      await expect(hits(page).first()).toContainText('TableV2');
      await selectActiveHit(page, /\/powersync-js\/v1\/[\w-]+\/classes\/TableV2$/, 'TableV2');
      await openModal(page);
      await expect(hits(page)).toHaveCount(1);
      await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/powersync-js\/v1\//);
      await page.goto('./');
      await openModal(page);
      await expect(hits(page)).toHaveCount(1);
      await expect(hits(page).first().locator('a')).toHaveAttribute(
        'href',
        /^\/powersync-js\/(?!v1\/)[\w-]+\/classes\/TableV2$/,
      );
    });
    await hits(page).first().hover();
    await page.getByTitle('Remove this search from history').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('recents keep 7 entries, 4 once a favourite exists; favourites keep 10', async ({sharedPage: page}) => {
    const entry = (i: number) => ({
      objectID: `o${i}`,
      url: `/powersync-js/node-sdk/classes/Table#e${i}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'Node SDK', lvl1: `Entry ${i}`},
      content: null,
    });
    await seedLocalStorage(page, {[RECENT_KEY]: JSON.stringify(Array.from({length: 12}, (_, i) => entry(i)))});
    await page.goto('./');
    await openModal(page);
    await expect(hits(page)).toHaveCount(7);
    await page.keyboard.press('Escape');
    // The modal reads both lists when it opens (it is unmounted while closed): no reload.
    await page.evaluate(({key, list}) => localStorage.setItem(key, JSON.stringify(list)), {
      key: FAVORITE_KEY,
      list: Array.from({length: 14}, (_, i) => entry(100 + i)),
    });
    await openModal(page);
    await expect(
      page
        .locator('section', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})})
        .locator('.DocSearch-Hit'),
    ).toHaveCount(4);
    await expect(
      page
        .locator('section', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})})
        .locator('.DocSearch-Hit'),
    ).toHaveCount(10);
  });
});

test.describe('work per keystroke', () => {
  test('typing reads the page selection and probes storage once per opening, not per keystroke', async ({
    sharedPage: page,
  }) => {
    // DocSearch 3.9.0 did both on every render of the modal (docsearch-patch.ts, "render-once").
    await page.addInitScript(() => {
      const counts = {selection: 0, probes: 0};
      (window as unknown as {__work: typeof counts}).__work = counts;
      const toString = Selection.prototype.toString;
      Selection.prototype.toString = function () {
        counts.selection += 1;
        return toString.call(this);
      };
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === '__TEST_KEY__') counts.probes += 1;
        return setItem.call(this, key, value);
      };
    });
    await page.goto('node-sdk/classes/Table');
    await clientReady(page);
    await openModal(page);
    for (const query of ['P', 'Po', 'Pow', 'Powe', 'Power', 'PowerS', 'PowerSy', 'PowerSyn', 'PowerSync']) {
      await input(page).fill(query);
      await expect(hits(page).first()).toBeVisible();
    }
    await expect(input(page)).toHaveValue('PowerSync');
    const work = await page.evaluate(() => (window as unknown as {__work: {selection: number; probes: number}}).__work);
    expect(work.selection).toBe(1);
    expect(work.probes).toBe(2);
  });
});

test.describe('failures and slow backends', () => {
  test('index 500, 404, invalid JSON, a wrong format: each time the error screen stays and the next keystroke retries; the site keeps working', async ({
    sharedPage: page,
  }) => {
    const failures = [
      ['500', {status: 500, body: 'oops'}],
      ['404', {status: 404, body: 'missing'}],
      ['invalid JSON', {status: 200, contentType: 'application/json', body: '{"format": "powersync-search-index@1", '}],
      ['a wrong format', {status: 200, contentType: 'application/json', body: '{"format": "other"}'}],
    ] as const;
    /** The keys that change the query for each failure in turn, then for the load that succeeds. */
    const keys = ['e', 'Backspace', 'e', 'Backspace'];
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Each failure is answered until the test moves on: it does so only once the error screen of
    // the one before is on screen, when no index request is left in flight (a failed load is
    // not kept: src/search/search-client.ts), so the next keystroke's request is the next one's.
    let failing: (typeof failures)[number] | null = failures[0];
    const answered: string[] = [];
    await page.route(INDEX, (route) => {
      if (!failing) return route.continue();
      answered.push(failing[0]);
      return route.fulfill(failing[1]);
    });
    await page.goto('node-sdk/classes/Table');
    // How often the modal entered and left its error status, from before it opens. DocSearch keeps
    // the error screen up while the next search loads (its screen does not update while loading),
    // but the container's `--Errored` class follows the status: off at the keystroke, on again
    // when that search fails. Every class change is a record, so none is missed.
    await page.evaluate(() => {
      const w = window as unknown as {errorStatus: {entered: number; left: number}};
      w.errorStatus = {entered: 0, left: 0};
      const errored = (classes: string | null) => (classes ?? '').includes('DocSearch-Container--Errored');
      new MutationObserver((records) => {
        const changes = records.filter(
          (r) => r.type === 'attributes' && (r.target as Element).classList.contains('DocSearch-Container'),
        );
        for (const [i, record] of changes.entries()) {
          const before = errored(record.oldValue);
          const after =
            i + 1 < changes.length && changes[i + 1].target === record.target
              ? errored(changes[i + 1].oldValue)
              : errored((record.target as Element).getAttribute('class'));
          if (!before && after) w.errorStatus.entered += 1;
          if (before && !after) w.errorStatus.left += 1;
        }
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true});
    });
    const screens = () =>
      page.evaluate(() => (window as unknown as {errorStatus: {entered: number; left: number}}).errorStatus);
    const screen = page.locator('.DocSearch-ErrorScreen');
    for (const [i, [name]] of failures.entries()) {
      failing = failures[i];
      if (i === 0) {
        await openModal(page);
        await input(page).fill('Tabl');
      } else await input(page).press(keys[i - 1]);
      await expect.poll(screens, name).toEqual({entered: i + 1, left: i});
      expect(answered, name).toContain(name);
      await expect(screen).toContainText('Unable to fetch results');
      await expect(screen).toContainText('You might want to check your network connection.');
      await expect(page.locator('.DocSearch-Container--Errored')).toBeVisible();
      // "Stays": the failed load has run its course (the error is on screen) and frames were
      // drawn since; the screen is still there, and the error status did not leave in between.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(screen).toBeVisible();
      expect(await screens(), name).toEqual({entered: i + 1, left: i});
    }

    failing = null;
    await input(page).press(keys[failures.length - 1]);
    await expect(hits(page).first()).toContainText('Table');
    await page.keyboard.press('Escape');
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Web SDK', exact: true}).click();
    await expect(page).toHaveURL(/\/web-sdk$/);
    expect(errors).toEqual([]);
  });

  test('a slow index shows the stalled state after 300 ms, then results', async ({sharedPage: page}) => {
    const threshold = shippedStallThreshold();
    expect(threshold, 'the threshold the shipped modal uses is the spec value').toBe(300);
    // The index is held until the test has seen the stalled state, so only the stall timer can
    // explain it, however slowly the page runs.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX, async (route) => {
      await released;
      await route.continue();
    });
    // Record, in the page's own clock, the timers of the threshold's delay (when each fired),
    // the keystroke and the first frame of the stalled state.
    await page.addInitScript((delay) => {
      const w = window as unknown as {stallTimers: number[]};
      w.stallTimers = [];
      const set = window.setTimeout;
      window.setTimeout = ((callback: () => void, ms?: number, ...args: unknown[]) =>
        ms !== delay
          ? set(callback, ms, ...args)
          : set(() => {
              w.stallTimers.push(performance.now());
              callback();
            }, ms)) as typeof window.setTimeout;
    }, threshold);
    await page.goto('./');
    await openModal(page);
    await page.evaluate(() => {
      const w = window as unknown as {typedAt?: number; stalledAt?: number};
      document.addEventListener('input', () => (w.typedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (w.stalledAt === undefined && document.querySelector('.DocSearch-Container--Stalled'))
          w.stalledAt = performance.now();
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class'], childList: true});
    });
    await input(page).fill('Table');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    const {typedAt, stalledAt, stallTimers} = await page.evaluate(() => {
      const w = window as unknown as {typedAt: number; stalledAt: number; stallTimers: number[]};
      return {typedAt: w.typedAt, stalledAt: w.stalledAt, stallTimers: w.stallTimers};
    });
    // Both sides of the threshold without trusting a busy machine's wall clock for the upper
    // one: timers never fire early (1 ms for the page clock's rounding), and the stalled state
    // came from a timer of exactly the threshold's delay, set by the keystroke, drawn within the
    // slack of its firing (a busy host delays a timer, not the render that follows it).
    expect(stalledAt - typedAt).toBeGreaterThanOrEqual(threshold - 1);
    const firedAt = stallTimers.filter((at) => at >= typedAt && at <= stalledAt).at(-1);
    expect(firedAt, 'a timer of the threshold fired between the keystroke and the stalled state').toBeDefined();
    expect(stalledAt - firedAt!).toBeLessThanOrEqual(250);
    release();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('a hanging index ends in the error screen', async ({sharedPage: page}) => {
    await page.route(INDEX, () => undefined); // never answered
    // Timers of the index timeout's delay wait until the test fires them, so the test waits on
    // no real seconds: the stalled state first, then the error screen the timeout brings.
    await page.addInitScript((delay) => {
      const w = window as unknown as {heldTimers: Map<number, () => void>};
      w.heldTimers = new Map();
      const set = window.setTimeout;
      const clear = window.clearTimeout;
      window.setTimeout = ((callback: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
        if (ms !== delay) return set(callback, ms, ...args);
        const id = set(() => undefined, 2 ** 31 - 1);
        w.heldTimers.set(id, () => callback(...args));
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        w.heldTimers.delete(id!);
        clear(id);
      }) as typeof window.clearTimeout;
    }, INDEX_TIMEOUT_MS);
    await page.goto('./');
    await openModal(page);
    await input(page).fill('Table');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    // The index request's timer is the one still held (the search config's was cleared when it loaded).
    const fired = await page.evaluate(() => {
      const held = (window as unknown as {heldTimers: Map<number, () => void>}).heldTimers;
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) callback();
      return callbacks.length;
    });
    expect(fired).toBe(1);
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });

  test('browser storage that throws: search still works, a warning is logged, nothing crashes', async ({
    sharedPage: page,
  }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Object.defineProperty(Storage.prototype, 'getItem', {value: fail});
      Object.defineProperty(Storage.prototype, 'setItem', {value: fail});
    });
    await page.goto('./');
    await search(page, 'Table');
    await selectActiveHit(page, /classes\/Table$/, 'Table');
    await openModal(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    expect(warnings.some((w) => w.includes('[search] browser storage is unavailable'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('search page section filter', () => {
  test('the search page answers ?q= from the embedded index; ?sdk= narrows results to one SDK section, is kept in the URL and can be cleared', async ({
    sharedPage: page,
  }) => {
    await page.goto('search?q=Table');
    await expect(page.locator('h1')).toHaveText('Search results for "Table"');
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toHaveAttribute('href', /\/classes\/Table$/);
    const allCount = Number((await page.getByText(/\d+ documents found/).textContent())!.match(/\d+/)![0]);
    const filter = page.getByRole('combobox', {name: 'SDK'});
    await expect(filter).toHaveValue('');
    await filter.selectOption('web-sdk');
    await expect(page).toHaveURL(/\/search\?q=Table&sdk=web-sdk$/);
    await expect(results.first()).toHaveAttribute('href', /\/web-sdk\//);
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => h.includes('/web-sdk/') || /\/web-sdk$/.test(h))).toBe(true);
    const webCount = Number((await page.getByText(/\d+ documents? found/).textContent())!.match(/\d+/)![0]);
    expect(webCount).toBeLessThan(allCount);

    await page.reload();
    await expect(page.getByRole('combobox', {name: 'SDK'})).toHaveValue('web-sdk');
    await expect(results.first()).toHaveAttribute('href', /\/web-sdk\//);

    await page.locator('input[type=search]').fill('SyncStatus');
    await expect(page).toHaveURL(/q=SyncStatus/);
    await expect(page).toHaveURL(/sdk=web-sdk/);
    await expect(results.first()).toHaveAttribute('href', /\/web-sdk\/classes\/SyncStatus$/);

    await page.getByRole('combobox', {name: 'SDK'}).selectOption('');
    await expect(page).toHaveURL(/\/search\?q=SyncStatus$/);
  });
});

/**
 * Spec §2 "Shell" (navigation), §4 "Page load", §7 "Route asset prefetch" and §8 (page crash,
 * route preload failure, base-URL banner): the client-side router of the built site.
 */
import {type CDPSession, type Page, type Request, type Route} from '@playwright/test';
// One page per worker (./shared-page.ts), which removes a test's routes, init scripts and listeners
// after it (a route turns the page's caches off while it is set, so routed scripts are fetched).
// The prefetch tests count the scripts a hover fetches, which the renderer's memory cache of an
// earlier test could serve without a request, and the crash test serves edited scripts: each of
// those takes a page of its own.
import {expect, test} from './shared-page';
import {shippedProgressBarDelay} from '../../src/tooling/shipped-bundle';
import {
  afterIntersectionObservers,
  hydrated,
  plantInScripts,
  recordConsole,
  scriptRequests,
  scrollBy,
} from './shell-helpers';
import {trackRequests} from '../../src/tooling/crawl/watch-page';

/** When the shipped theme starts the progress bar after a path change (spec: 200 ms). */
const PROGRESS_BAR_DELAY_MS = shippedProgressBarDelay();
/**
 * Allowed lateness of a timer or a render on a busy 2-core CI machine. Smaller than the gap
 * to any other plausible delay, so a bar started by some other timer still fails the test.
 */
const TIMER_SLACK_MS = 250;

const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('link', {name, exact: true});

/** Emulates `navigator.connection` (Chromium's Network Information API) before any page script runs. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
  }, connection);
}

test.describe('progress bar', () => {
  test('appears only once a route change has taken 200 ms, and finishes when the route has updated', async ({
    sharedPage: page,
  }) => {
    expect(PROGRESS_BAR_DELAY_MS, 'the delay the shipped theme uses is the spec value').toBe(200);
    // Record the timers that start the bar: their delay, and when each fired (page clock).
    await page.addInitScript(() => {
      const w = window as unknown as {barTimers: Array<{ms?: number; firedAt?: number}>};
      w.barTimers = [];
      const set = window.setTimeout;
      window.setTimeout = ((callback: () => void, ms?: number) => {
        if (!String(callback).includes('start()')) return set(callback, ms);
        const timer: {ms?: number; firedAt?: number} = {ms};
        w.barTimers.push(timer);
        return set(() => {
          timer.firedAt = performance.now();
          callback();
        }, ms);
      }) as typeof window.setTimeout;
    });
    await page.goto('./');
    await hydrated(page);
    // Record, in the page's own clock, when the bar is added relative to the click.
    await page.evaluate(() => {
      const w = window as unknown as {clickAt?: number; barAt?: number};
      document.addEventListener('click', () => (w.clickAt = performance.now()), true);
      new MutationObserver(() => {
        if (w.barAt === undefined && document.getElementById('nprogress')) w.barAt = performance.now();
      }).observe(document.body, {childList: true});
    });
    // A slow route: every script the next page needs is held until the test has seen the bar,
    // however long the page takes to get there.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route: Route) => {
      await released;
      await route.continue();
    });
    await sidebarLink(page, 'Node SDK').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    // The next page's code is loaded first: meanwhile the previous page stays on screen.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API Reference for JS SDKs');
    release();
    await expect(page).toHaveURL(/\/node-sdk$/);
    await expect(page.locator('article h1, article header h1').first()).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    const {clickAt, barAt, timers} = await page.evaluate(() => {
      const w = window as unknown as {
        clickAt: number;
        barAt: number;
        barTimers: Array<{ms?: number; firedAt?: number}>;
      };
      return {clickAt: w.clickAt, barAt: w.barAt, timers: w.barTimers};
    });
    // Both sides of the threshold, without trusting a busy machine's wall clock for the upper
    // one: the route change set exactly one bar timer, with exactly the threshold as its delay,
    // and the bar came from that timer, within the slack of it firing. Timers never fire
    // early, so the bar cannot show before the threshold (1 ms covers the clock's rounding).
    expect(timers.map((t) => t.ms)).toEqual([PROGRESS_BAR_DELAY_MS]);
    const firedAt = timers[0].firedAt!;
    expect(barAt).toBeGreaterThanOrEqual(firedAt);
    expect(barAt - firedAt).toBeLessThanOrEqual(TIMER_SLACK_MS);
    expect(barAt - clickAt).toBeGreaterThanOrEqual(PROGRESS_BAR_DELAY_MS - 1);
  });

  test('does not appear on a route change that completes within 200 ms', async ({sharedPage: page}) => {
    // The theme starts the bar from a timer it clears once the route has updated: record that
    // timer (by its delay and what it calls), so the test knows when no bar can come any more.
    await page.addInitScript((delay) => {
      const w = window as unknown as {barTimers: {set: number; cleared: number; fired: number}};
      w.barTimers = {set: 0, cleared: 0, fired: 0};
      const ids = new Set<number>();
      const {setTimeout: set, clearTimeout: clear} = window;
      window.setTimeout = ((callback: () => void, ms?: number) => {
        if (ms !== delay || !String(callback).includes('start()')) return set(callback, ms);
        w.barTimers.set += 1;
        const id = set(() => {
          w.barTimers.fired += 1;
          callback();
        }, ms);
        ids.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        if (id !== undefined && ids.delete(id)) w.barTimers.cleared += 1;
        clear(id);
      }) as typeof window.clearTimeout;
    }, PROGRESS_BAR_DELAY_MS);
    await page.goto('node-sdk');
    await hydrated(page);
    await sidebarLink(page, 'Web SDK').click();
    await expect(page).toHaveURL(/\/web-sdk$/);
    await expect(page.locator('.breadcrumbs')).toContainText('Web SDK');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // That change has settled too: its bar timer was set and cleared (else its clear could land
    // in the counts below, which start now).
    const settled = () =>
      page.evaluate(() => (window as unknown as {barTimers: {set: number; cleared: number}}).barTimers);
    await expect.poll(settled).toMatchObject({set: 1, cleared: 1});
    // Both routes' code is now loaded: going back and forth is instant.
    await page.evaluate(() => {
      const w = window as unknown as {barSeen?: boolean; barTimers: {set: number; cleared: number; fired: number}};
      w.barTimers = {set: 0, cleared: 0, fired: 0};
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.barSeen = true;
      }).observe(document.body, {childList: true});
    });
    await sidebarLink(page, 'Node SDK').click();
    await expect(page).toHaveURL(/\/node-sdk$/);
    const state = () =>
      page.evaluate(() => {
        const w = window as unknown as {barSeen?: boolean; barTimers: {set: number; cleared: number; fired: number}};
        return {...w.barTimers, barSeen: w.barSeen ?? false};
      });
    // Settled: the bar's timer was set by this route change and cleared when the route updated.
    await expect.poll(state).toMatchObject({set: 1, cleared: 1});
    expect(await state()).toEqual({set: 1, cleared: 1, fired: 0, barSeen: false});
  });
});

// One load of a long class page for the three: the reader scrolls, changes the query, follows a
// path change, arrives at a member from another page, and follows links from there.
test('scrolling after navigation: a query change keeps the position, a path change goes to the top, a hash on arrival and a link to a heading scroll to their target', async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/AbstractPowerSyncDatabase');
  await hydrated(page);
  await test.step('a change of only the query string does not scroll; a change of path does', async () => {
    // Scrolling down hides the navbar (hide on scroll); any location change shows it again,
    // after the router has scrolled or not: that is the signal the change was handled.
    const navbarBottom = () =>
      page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);
    // Two handled scroll events: the navbar hides only when a scroll event finds the page
    // further down than the previous one did (one event from 0 to 2000 leaves it shown).
    await scrollBy(page, 1900, 1);
    await scrollBy(page, 100, 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
    /** Moves the router to `url` the way the back/forward buttons do. */
    const routerGo = (url: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }, url);
    await routerGo('?view=compact');
    await expect(page).toHaveURL(/\?view=compact$/);
    await expect.poll(navbarBottom).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
    await routerGo('PowerSyncDatabase');
    await expect(page).toHaveURL(/\/classes\/PowerSyncDatabase$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
  await test.step('a hash on arrival from another page scrolls to its target', async () => {
    // A member link from another page (the PowerSyncDatabase page the path change led to),
    // followed client-side.
    const target = 'node-sdk/classes/AbstractPowerSyncDatabase#close';
    await expect(page.getByRole('heading', {level: 1})).toHaveText(['Class: PowerSyncDatabase']);
    const link = page.locator(`article a[href$="${target}"]`).first();
    await expect(link).toBeAttached();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const top = await page.evaluate(() => document.getElementById('close')!.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(150);
  });
  await test.step('a link to a heading scrolls it into view; a link to another page without a hash scrolls to the top', async () => {
    const tocLink = page.locator('.table-of-contents a[href^="#"]').nth(6);
    const id = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const top = await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
    expect(top).toBeGreaterThanOrEqual(-2);
    expect(top).toBeLessThan(150);
    await sidebarLink(page, 'Web SDK').click();
    await expect(page).toHaveURL(/\/web-sdk$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('route asset prefetch', () => {
  // The worker's page with its HTTP cache off for the test (as an empty cache of a fresh context
  // has it): every prefetch and every load of route code is a request the test sees. The CDP
  // session's setting goes with the session, detached after the test.
  let uncached: CDPSession | undefined;
  test.beforeEach(async ({sharedPage}) => {
    uncached = await sharedPage.context().newCDPSession(sharedPage);
    await uncached.send('Network.enable');
    await uncached.send('Network.setCacheDisabled', {cacheDisabled: true});
  });
  test.afterEach(async () => {
    await uncached?.detach();
    uncached = undefined;
  });

  /** Route code fetched before any click: `<link rel=prefetch>` for links in view, and code loaded on hover. */
  async function fetchedAhead(page: Page): Promise<{prefetched: string[]; loadedOnHover: string[]}> {
    const prefetched: string[] = [];
    // Every request's headers are read before this returns; none is left pending when the test ends.
    const headerReads: Promise<void>[] = [];
    const onRequest = (request: Request) =>
      headerReads.push(
        request.allHeaders().then((headers) => {
          if (headers['sec-purpose'] === 'prefetch') prefetched.push(request.url());
        }),
      );
    page.on('request', onRequest);
    const scripts = scriptRequests(page);
    const requests = trackRequests(page);
    await page.goto('./');
    await hydrated(page);
    await requests.idle();
    // Links call Docusaurus' preload on hover; record each call's outcome (false: declined).
    await page.evaluate(() => {
      const w = window as unknown as {docusaurus: {preload: (path: string) => unknown}; preloads: Promise<unknown>[]};
      const preload = w.docusaurus.preload;
      w.preloads = [];
      w.docusaurus = {
        ...w.docusaurus,
        preload: (path) => (w.preloads.push(Promise.resolve(preload(path))), w.preloads.at(-1)),
      };
    });
    scripts.mark();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await afterIntersectionObservers(page);
    await page.locator('article').getByRole('link', {name: 'Web SDK'}).first().hover();
    await sidebarLink(page, 'Vue SDK').hover();
    // Settled: both hovers reached preload, and what it started (if anything) has loaded.
    await expect.poll(() => page.evaluate(() => (window as unknown as {preloads: unknown[]}).preloads.length)).toBe(2);
    await page.evaluate(() => Promise.all((window as unknown as {preloads: Promise<unknown>[]}).preloads));
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel=prefetch]'), (l) => l.getAttribute('href')!),
    );
    page.off('request', onRequest);
    await Promise.all(headerReads);
    return {prefetched: [...prefetched, ...links], loadedOnHover: scripts.since()};
  }

  // Route code is fetched on intent (hover/touch), not for every link in view: src/client-modules/prefetch-on-intent.ts.
  test('on a normal connection, route code is fetched ahead of navigation when a link is hovered', async ({
    sharedPage: page,
  }) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    const ahead = await fetchedAhead(page);
    expect(ahead.loadedOnHover.length).toBeGreaterThan(0);
    expect(ahead.prefetched).toEqual([]);
  });

  for (const [report, connection] of [
    ['saveData', {effectiveType: '4g', saveData: true}],
    ['2g', {effectiveType: '2g', saveData: false}],
    ['slow-2g', {effectiveType: 'slow-2g', saveData: false}],
  ] as const) {
    test(`skipped when navigator.connection reports ${report}; navigation still loads the page`, async ({
      sharedPage: page,
    }) => {
      await emulateConnection(page, connection);
      expect(await fetchedAhead(page)).toEqual({prefetched: [], loadedOnHover: []});
      const scripts = scriptRequests(page);
      scripts.mark();
      await sidebarLink(page, 'Vue SDK').click();
      await expect(page).toHaveURL(/\/vue-sdk$/);
      await expect(page.locator('.breadcrumbs')).toContainText('Vue SDK');
      // Pages load lazily: the route's code is fetched on navigation.
      expect(scripts.since().length).toBeGreaterThan(0);
    });
  }
});

test.describe('page load failure', () => {
  test('route code that fails to load on navigation: a warning is logged and the page is reloaded in full', async ({
    sharedPage: page,
  }) => {
    const log = recordConsole(page);
    const requests = trackRequests(page);
    await page.goto('./');
    await hydrated(page);
    // Whatever the landing page still loads has finished: the first script asked for from now on
    // is the next page's.
    await requests.idle();
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    let blocked = 0;
    // Fail the next page's code once (as after a redeploy); the full reload then gets it.
    await page.route('**/assets/js/*.js', (route) => (blocked++ === 0 ? route.abort('failed') : route.continue()));
    // The address changes at the click, before the code loads; wait for the new document itself.
    const reloaded = page.waitForEvent('load');
    await sidebarLink(page, 'Attachments SDK').click();
    await reloaded;
    await expect(page).toHaveURL(/\/attachments-sdk$/);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument ?? false)).toBe(
      false,
    );
    expect(blocked).toBeGreaterThan(0);
    expect(log.warnings.join('\n')).toMatch(/ChunkLoadError|Loading chunk|failed/i);
    await expect(page.locator('.breadcrumbs')).toContainText('Attachments SDK');
  });

  test('a page whose code cannot load at all still shows its server-rendered content', async ({sharedPage: page}) => {
    await page.route('**/assets/js/*.js', (route) =>
      /\/(runtime~)?main\./.test(route.request().url()) ? route.continue() : route.abort('failed'),
    );
    await page.goto('node-sdk/classes/Table');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Table<Columns>');
    await expect(page.locator('article')).toContainText('Creates a new Table instance.');
  });

  test('on the home path, a base-URL warning banner is shown when the site code did not load', async ({
    sharedPage: page,
  }) => {
    // As with a wrong base URL: neither the site's scripts nor its styles arrive.
    await page.route('**/assets/**', (route) => route.abort('failed'));
    await page.goto('./');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await page.goto('node-sdk');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
    await page.unroute('**/assets/**');
    await page.goto('./');
    await hydrated(page);
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
  });
});

test.describe('page crash', () => {
  test('"This page crashed." with the error message and "Try again"; the title is "Page Error"', async ({page}) => {
    // Make the page's own code (its compiled title; its article is data) throw while rendering,
    // as long as the page flag is set.
    const literal = 'children:"Class: Table<Columns>"';
    const bundle = await plantInScripts(page, literal, (body) =>
      body.replace(
        literal,
        'children:(()=>{if(window.crashTable)throw new Error("Injected failure while rendering Table",{cause:new Error("Underlying cause of the failure")});return "Class: Table<Columns>"})()',
      ),
    );
    await page.addInitScript(() => ((window as unknown as {crashTable: boolean}).crashTable = true));
    await page.goto('node-sdk/classes/Table');
    expect(bundle.planted()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    // The message chain (the error, then each cause) sits under a rule, below "Try again".
    const chain = page.locator('main hr + * p');
    await expect(chain).toHaveText(
      'Injected failure while rendering Table\n\nCause:\nUnderlying cause of the failure',
      {useInnerText: true},
    );
    expect(
      await page.evaluate(() => {
        const [button, rule, text] = ['main button', 'main hr', 'main hr + * p'].map((s) => document.querySelector(s)!);
        const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return follows(button, rule) && follows(rule, text);
      }),
    ).toBe(true);
    await expect(page).toHaveTitle('Page Error');
    // The shell around the crashed page still works.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toContainText('Copyright © 2025');
    await page.evaluate(() => ((window as unknown as {crashTable: boolean}).crashTable = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class: Table<Columns>');
    await expect(page).not.toHaveTitle('Page Error');
  });
});

// Browsing reference pages and searching calls no backend: search.spec.ts, over the whole of
// the modal's one-page flow (every request of its context, tabs included).

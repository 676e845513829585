/** Shared by the shell-*.spec.ts browser tests. */
import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {isOtherHostLoadFailure} from '../../src/tooling/crawl/other-hosts';
import {TIMEOUTS} from './timing';

/** React has hydrated the server-rendered page (Docusaurus sets this attribute). */
export async function hydrated(page: Page): Promise<void> {
  // The bound is tests/e2e/timing.ts's, sized for long class pages on a busy CI machine.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Stores entries in the site's localStorage before the test's first page of the site loads, as
 * a reader's earlier visit left them: on the site's robots.txt, a document of the site's origin
 * that runs none of its code (a page of the site, loaded only to reach its storage, cost a page
 * load and hydration the test did not need).
 */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('robots.txt');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Moves the app's router to `url` (relative to the page's address) the way the browser's Back
 * and Forward do: a history entry and a popstate, a client-side route change with no page load.
 */
export async function routerGo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, url);
}

/** The navbar's colour-mode button; its title is the current choice's label. */
export const colourToggle = (page: Page) =>
  page.locator('.navbar').getByRole('button', {name: /Switch between dark and light mode/});

/**
 * Page errors and console messages of a page, collected from the start. A console error is
 * recorded unless it is Chromium's "Failed to load resource" line for a URL the test expects
 * to fail (such as the document of a not-found page, answered with 404) or for another host
 * (src/tooling/crawl/other-hosts.ts).
 */
export function recordConsole(
  page: Page,
  options: {expectedFailedLoads?: RegExp[]} = {},
): {errors: string[]; warnings: string[]} {
  const record = {errors: [] as string[], warnings: [] as string[]};
  page.on('pageerror', (error) => record.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const url = message.location().url;
    const expected =
      (message.text().startsWith('Failed to load resource') &&
        (options.expectedFailedLoads ?? []).some((pattern) => pattern.test(url))) ||
      isOtherHostLoadFailure(message.text(), url);
    if (message.type() === 'error' && !expected) record.errors.push(`${message.text()} (${url})`);
    if (message.type() === 'warning') record.warnings.push(message.text());
  });
  return record;
}

/**
 * Resolves once the IntersectionObserver callbacks due for the links now on screen have run:
 * a new observer's first callback is delivered after those of observers created before it
 * (Docusaurus' Link observes every link for viewport prefetching).
 */
export async function afterIntersectionObservers(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const links = Array.from(document.querySelectorAll('a[href]'));
        if (links.length === 0) return resolve();
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        for (const link of links) observer.observe(link);
      }),
  );
}

/** The JS files a route needs that are not loaded yet: every script requested after `mark()`. */
export function scriptRequests(page: Page): {mark(): void; since(): string[]} {
  const urls: string[] = [];
  let from = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return {mark: () => void (from = urls.length), since: () => urls.slice(from)};
}

/**
 * Serves the built site's scripts from build/ with `edit` applied to each one containing
 * `marker` (read from disk, so an aborted prefetch cannot race the edit). Returns how many
 * served scripts were edited.
 */
export async function plantInScripts(
  page: Page,
  marker: string | RegExp,
  edit: (body: string) => string,
): Promise<{planted: () => number}> {
  let planted = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const file = path.join('build', 'assets', 'js', path.basename(new URL(route.request().url()).pathname));
    if (!fs.existsSync(file)) return route.continue();
    const body = fs.readFileSync(file, 'utf8');
    const found = typeof marker === 'string' ? body.includes(marker) : marker.test(body);
    if (found) planted += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: found ? edit(body) : body,
    });
  });
  return {planted: () => planted};
}

/** Scrolls in steps, as a reader does; each step waits until its scroll event has been handled and a frame drawn. */
export async function scrollBy(page: Page, dy: number, steps = 4): Promise<void> {
  for (let i = 0; i < steps; i += 1) {
    await page.evaluate(
      (d) =>
        new Promise<void>((resolve) => {
          const before = window.scrollY;
          window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
          window.scrollBy(0, d);
          // At either end of the page nothing moves and no scroll event comes.
          if (window.scrollY === before) resolve();
        }),
      dy / steps,
    );
  }
}

/**
 * Watches how the page moves on: `preloaded()` lists the paths Docusaurus's preload was called
 * with from now on, and `sameDocument()` is true while every navigation since stayed in the app
 * (a marker on the window object, which a full page load replaces).
 */
export async function watchNavigation(page: Page): Promise<{
  preloaded(): Promise<string[]>;
  sameDocument(): Promise<boolean>;
}> {
  await page.evaluate(() => {
    const w = window as unknown as {sameDocument: boolean; preloaded: string[]; docusaurus: object};
    w.sameDocument = true;
    w.preloaded = [];
    const routes = w.docusaurus as {preload: (path: string) => unknown};
    w.docusaurus = {...routes, preload: (path: string) => (w.preloaded.push(path), routes.preload(path))};
  });
  return {
    preloaded: () => page.evaluate(() => (window as unknown as {preloaded?: string[]}).preloaded ?? []),
    sameDocument: () => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument ?? false),
  };
}

/** A code theme's colour as the browser reports it: themes write `#rrggbb` or `rgb(…)`. */
export function cssColour(colour: string): string {
  if (!colour.startsWith('#')) return colour;
  const n = Number.parseInt(colour.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Elements under `selector` that React hydrated or rendered (it marks each with a fiber key). */
export const reactOwned = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      Array.from(document.querySelectorAll(`${s} *`)).filter((e) =>
        Object.keys(e).some((k) => k.startsWith('__reactFiber')),
      ).length,
    selector,
  );

/**
 * Resolves once the page has fetched a release line's map (`line-map.json`). Its resource timing
 * entry says so whether the fetch came before the test started waiting (the Changes page links
 * its entries through the maps) or was answered from the cache (no response event then).
 */
export const lineMapFetched = (page: Page, line: string) =>
  page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
    `/${line}/line-map.json`,
    {timeout: TIMEOUTS.expect},
  );

/** The navbar's release-line toggle. */
export const lineToggle = (page: Page) => page.getByRole('button', {name: /^Release line:/});

/** The navbar's release-line dropdown: its toggle and its menu. */
export const lineDropdown = (page: Page) => page.locator('nav.navbar .dropdown').filter({has: lineToggle(page)});

/** A line's item in the navbar's release-line menu. */
export const lineLink = (page: Page, id: string) => lineDropdown(page).locator(`a[data-line="${id}"]`);

/**
 * The page at its top with the navbar showing, as a reader brings it back to reach the navbar.
 * The navbar hides on scroll and when the page jumps to a #hash target. The jump can come
 * after hydration (which scrolls to the hash again): first the page's own scrolling ends (the
 * position holds for a few frames), then the reader goes back to the top, where the navbar
 * always shows. Part-way up it could hide again on the next downward scroll (Chromium's scroll
 * anchoring, or Playwright's own scrolling when a click is retried), closing the menu.
 */
export async function navbarAtTop(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  // On a busy host the jump can still come after those frames: the reader goes to the top again
  // until the page stays there (five frames at 0).
  await expect
    .poll(async () => {
      await page.keyboard.press('Home');
      return page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            let frames = 0;
            const frame = () => {
              if (window.scrollY !== 0) resolve(false);
              else if (++frames >= 5) resolve(true);
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
    })
    .toBe(true);
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
}

/**
 * Opens the navbar's release-line menu as a reader's pointer does, once `target`'s line map
 * has arrived where one is named (the maps load on the first pointer, or earlier where the page
 * needs them: the Changes page links its entries through them). Ends when the menu shows.
 * - The page is brought to its top first (navbarAtTop): hovered under a navbar that hides, the
 *   menu closes, or the toggle is never reachable.
 * - The menu's items render again once the maps arrive, and a busy browser re-applies the
 *   hover only when the pointer moves: the pointer leaves the toggle and comes back.
 */
export async function openLineMenu(page: Page, target?: string): Promise<void> {
  await navbarAtTop(page);
  await lineToggle(page).hover();
  if (target) await lineMapFetched(page, target);
  await page.mouse.move(0, 0);
  await lineToggle(page).hover();
  await expect(lineDropdown(page).locator('.dropdown__menu')).toBeVisible();
}

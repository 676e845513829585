/**
 * Playwright's `test` with one more fixture, `sharedPage`: one page per worker, for the tests that
 * ask for it (`async ({sharedPage: page}) => …`). A new browser context costs a renderer process,
 * an empty HTTP cache and a compile of the site's code again for every test; a test that does
 * not depend on a fresh context does not need one. Each test gets the page on a blank document
 * at its viewport and colour scheme (the defaults or its `test.use`), with the site's localStorage
 * empty (as a fresh context has it) and no init script, route, listener, permission or other tab
 * of an earlier test left. A test that needs other context options (no JavaScript, touch) takes
 * Playwright's `page`; asking for `sharedPage` with those options fails. So does a test that
 * serves edited scripts (`plantInScripts`): the renderer's memory cache could hand them to the
 * next test.
 */
import type {EventEmitter} from 'node:events';
import {test as base, type Disposable, type Page} from '@playwright/test';
import {trackRequests} from '../../src/tooling/crawl/watch-page';

/** The page as the event emitter it is (Playwright's types leave out the reading methods). */
const emitter = (page: Page) => page as unknown as EventEmitter;
/** The page's listeners of each event, to remove after a test the ones it added. */
const listenersOf = (page: Page) =>
  new Map(
    emitter(page)
      .eventNames()
      .map((name) => [name, new Set(emitter(page).listeners(name))]),
  );

/**
 * Readies the worker's page for a test, as a fresh page would be: a blank document, the pointer
 * at the corner, the site's localStorage empty, the viewport and colour scheme given. Returns
 * what undoes the test's traces afterwards (`restore`).
 */
async function ready(
  workerPage: Page,
  baseURL: string,
  viewport: {width: number; height: number} | null,
  colorScheme: 'light' | 'dark' | 'no-preference' | null | undefined,
): Promise<() => Promise<void>> {
  // Nothing of the last test's page stays under the pointer or runs on: a blank document, the
  // pointer at the corner where a fresh page has it.
  await workerPage.goto('about:blank');
  await workerPage.mouse.move(0, 0);
  // What an earlier test stored (a colour mode, a dismissed bar, a chosen line) is gone, as in
  // a fresh context; with no page of the site open, nothing writes it back. (Session storage,
  // which is the tab's and has no CDP type to clear, is cleared when the test ends.)
  const cdp = await workerPage.context().newCDPSession(workerPage);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL).origin,
    storageTypes: 'local_storage',
  });
  await cdp.detach();
  if (viewport) await workerPage.setViewportSize(viewport);
  await workerPage.emulateMedia({colorScheme});
  const before = listenersOf(workerPage);
  // The test's init scripts, each removed after it (a fresh page of the next test has none).
  const initScripts: Disposable[] = [];
  const addInitScript = workerPage.addInitScript;
  workerPage.addInitScript = async function (this: Page, ...args: Parameters<Page['addInitScript']>) {
    const added = await addInitScript.apply(this, args);
    initScripts.push(added);
    return added;
  } as Page['addInitScript'];
  return async () => {
    // The landing note of a line switch is kept in the tab's session storage: cleared while the
    // tab still shows the site (a page that is going away has none left to clear).
    if (workerPage.url().startsWith(new URL(baseURL).origin))
      await workerPage.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
    workerPage.addInitScript = addInitScript;
    for (const script of initScripts) await script.dispose();
    // A tab the test opened (Ctrl+click) would go on running beside the next tests.
    for (const other of workerPage.context().pages()) if (other !== workerPage) await other.close();
    await workerPage.context().clearPermissions();
    await workerPage.unrouteAll({behavior: 'ignoreErrors'});
    const page = emitter(workerPage);
    for (const name of page.eventNames())
      for (const listener of page.listeners(name))
        if (!before.get(name)?.has(listener)) page.off(name, listener as (...args: unknown[]) => void);
  };
}

export const test = base.extend<{sharedPage: Page}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      // Its listeners are the page's own, from before any test: they stay.
      trackRequests(page);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async ({workerPage, viewport, colorScheme, javaScriptEnabled, hasTouch, isMobile, baseURL}, use) => {
    if (javaScriptEnabled === false || hasTouch || isMobile)
      throw new Error('the shared page has the default context options: take Playwright’s `page`');
    const restore = await ready(workerPage, baseURL!, viewport, colorScheme);
    await use(workerPage);
    await restore();
  },
});

/**
 * The worker's page for the tests of a `test.describe.serial` block that go on from one another
 * on one page (a block of a reader's steps, each a test of its own): `beforeAll` borrows it, as
 * a test's `sharedPage` starts (the default viewport and colour scheme), and `afterAll` gives it
 * back without the block's traces. A block used to open a context of its own for this: about
 * 1.1 CPU-seconds more than the worker's page, whose renderer has the site's code compiled and
 * cached (issue #53). Listeners on the page's context (`context.on`) are the block's to remove.
 */
export async function borrowWorkerPage(
  workerPage: Page,
  baseURL: string,
): Promise<{page: Page; giveBack: () => Promise<void>}> {
  const restore = await ready(workerPage, baseURL, {width: 1280, height: 720}, 'light');
  return {page: workerPage, giveBack: restore};
}

export {expect} from '@playwright/test';

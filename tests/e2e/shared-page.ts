/**
 * Playwright's `test` with one more fixture, `sharedPage`: one page per worker, for the tests that
 * ask for it (`async ({sharedPage: page}) => …`). A new browser context costs a renderer process,
 * an empty HTTP cache and a compile of the site's code again for every test; a test that does
 * not depend on a fresh context (it starts with its own `goto` and sets no route, init script,
 * listener or stored value that outlives it) does not need one. Each test gets the page on a
 * blank document at its viewport and colour scheme (the defaults or its `test.use`). A test
 * that needs other context options (no JavaScript, touch) takes Playwright's `page`; asking for
 * `sharedPage` there fails.
 */
import {test as base, type Page} from '@playwright/test';

export const test = base.extend<{sharedPage: Page}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async ({workerPage, viewport, colorScheme, javaScriptEnabled, hasTouch, isMobile}, use) => {
    if (javaScriptEnabled === false || hasTouch || isMobile)
      throw new Error('the shared page has the default context options: take Playwright’s `page`');
    // Nothing of the last test's page stays under the pointer or runs on: a blank document, the
    // pointer at the corner where a fresh page has it.
    await workerPage.goto('about:blank');
    await workerPage.mouse.move(0, 0);
    if (viewport) await workerPage.setViewportSize(viewport);
    await workerPage.emulateMedia({colorScheme});
    await use(workerPage);
  },
});

export {expect} from '@playwright/test';

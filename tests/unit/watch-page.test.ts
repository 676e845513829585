/** What the crawl's watcher counts as a failed load (src/tooling/crawl/watch-page.ts), on a stand-in page. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import type {Page, Request} from '@playwright/test';
import {watchPage} from '../../src/tooling/crawl/watch-page';

const mainFrame = {};
const request = (url: string, navigation: boolean) =>
  ({
    url: () => url,
    isNavigationRequest: () => navigation,
    frame: () => mainFrame,
    failure: () => ({errorText: 'net::ERR_ABORTED'}),
  }) as unknown as Request;

function standIn() {
  const page = Object.assign(new EventEmitter(), {mainFrame: () => mainFrame});
  return {page, watch: watchPage(page as unknown as Page)};
}

const SITE = 'http://127.0.0.1:4173/powersync-js/';

test('a document aborted because it navigated on (a moved page) is no failure; one aborted on its own is', () => {
  const moved = standIn();
  moved.watch.reset();
  const redirect = request(`${SITE}v2/capacitor-sdk/variables/PowerSyncDatabase`, true);
  moved.page.emit('request', redirect);
  moved.page.emit('request', request(`${SITE}v2/capacitor-sdk/interfaces/PowerSyncDatabase`, true));
  moved.page.emit('requestfailed', redirect);
  assert.deepEqual(moved.watch.problems, []);

  const alone = standIn();
  alone.watch.reset();
  const document = request(`${SITE}web-sdk`, true);
  alone.page.emit('request', document);
  alone.page.emit('requestfailed', document);
  assert.deepEqual(alone.watch.problems, [`request failed: ${SITE}web-sdk net::ERR_ABORTED`]);

  // A script of the page once it is shown, aborted while it is still the reader's: a failure too.
  alone.page.emit('framenavigated', mainFrame);
  const script = request(`${SITE}assets/js/main.js`, false);
  alone.page.emit('request', script);
  alone.page.emit('requestfailed', script);
  assert.equal(alone.watch.problems.length, 2);
});

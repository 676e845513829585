/**
 * The crawl's page watcher (src/tooling/crawl/watch-page.ts) on a real page: a README image on
 * another host is asked for and fails at once (src/tooling/crawl/other-hosts.ts) without
 * counting as a problem, while a missing file of the site's own, loaded the same way, is one.
 */
import {expect, test} from './shared-page';
import {loadAndSettle, watchPage} from '../../src/tooling/crawl/watch-page';
import {isOtherHost} from '../../src/tooling/crawl/other-hosts';

test("the crawl's watcher leaves other hosts out and reports the site's own failed loads", async ({
  sharedPage: page,
}) => {
  const watch = watchPage(page);
  const otherHostFailures: string[] = [];
  page.on('requestfailed', (request) => {
    if (isOtherHost(request.url())) otherHostFailures.push(request.failure()?.errorText ?? '');
  });
  watch.reset();
  await loadAndSettle(page, 'web-sdk');
  expect([...watch.otherOrigins]).toContain('https://github.com');
  expect(otherHostFailures.length).toBeGreaterThan(0);
  expect(new Set(otherHostFailures)).toEqual(new Set(['net::ERR_NAME_NOT_RESOLVED']));
  expect(watch.problems).toEqual([]);

  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const image = new Image();
        image.onerror = resolve;
        image.src = 'img/no-such-image.png';
      }),
  );
  await expect
    .poll(() => [...watch.problems].sort())
    .toEqual([
      expect.stringMatching(/^console error: Failed to load resource: .*404.*no-such-image\.png/),
      expect.stringMatching(/^response 404: .*\/img\/no-such-image\.png$/),
    ]);
});

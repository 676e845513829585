/**
 * Crawl: a deterministic spread of built pages (every one-of-a-kind page and about one in
 * eight reference pages of each kind in each section, src/tooling/crawl/pages.ts) loads in Chromium
 * with no console error, no page error and no failed request. `npm run crawl` does all pages.
 * Pages are visited in batches by one browser tab each, as a reader moving between pages would.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {builtPages, spreadSample, type CrawlPage} from '../../src/tooling/crawl/pages';
import {loadAndSettle, stubExternalRequests, watchPage} from '../../src/tooling/crawl/watch-page';
import {siteFilesIn} from '../../src/tooling/link-check/site-files';

const pages = spreadSample(builtPages(siteFilesIn(path.resolve('build')).list()));
const BATCHES = 8;

test('the spread covers every section and page kind, and at least 100 pages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(100);
  const kinds = new Set(pages.map((p) => p.kind));
  for (const kind of [
    'landing',
    'search',
    'not-found',
    'section-index',
    'globals',
    'classes-index',
    'class',
    'interface',
    'enumeration',
    'function',
    'type-alias',
    'variable',
  ]) {
    expect(kinds, kind).toContain(kind);
  }
  expect(new Set(pages.map((p) => p.section).filter(Boolean)).size).toBe(8);
});

test.describe.configure({mode: 'parallel'});

for (let batch = 0; batch < BATCHES; batch += 1) {
  const share: CrawlPage[] = pages.filter((_, i) => i % BATCHES === batch);
  test(`crawl batch ${batch + 1}/${BATCHES}: ${share.length} pages from /${share[0].route}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30_000 + share.length * 10_000);
    await stubExternalRequests(page, new URL(baseURL!).origin);
    const watch = watchPage(page);
    const failures: string[] = [];
    for (const entry of share) {
      watch.reset(entry.kind === 'not-found' ? 404 : 200);
      await loadAndSettle(page, `./${entry.route}`);
      const content = await page.locator('#__docusaurus_skipToContent_fallback').innerText();
      if (content.trim().length < 20) failures.push(`/${entry.route}: no content`);
      failures.push(...watch.problems.map((problem) => `/${entry.route} (${entry.kind}): ${problem}`));
    }
    expect(failures).toEqual([]);
  });
}

/**
 * Crawl: a deterministic spread of built pages (every one-of-a-kind page and about one in
 * eight reference pages of each kind in each section, src/tooling/crawl/pages.ts) loads in Chromium
 * with no console error, no page error and no failed request. `npm run crawl` does all pages.
 * Pages are visited in batches by one browser tab each, as a reader moving between pages would.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {builtPages, spreadSample, type CrawlPage} from '../../src/tooling/crawl/pages';
import {loadAndSettle, watchPage} from '../../src/tooling/crawl/watch-page';
import {LATEST_FOLDER, lineFolders, listBuildFiles, listBuiltPages} from '../../src/tooling/build-output';
import {readSiteSettings} from '../../src/site-settings';
import {TIMEOUTS} from './timing';

const buildDir = path.resolve('build');
const otherLines = lineFolders(buildDir).filter((folder) => folder !== LATEST_FOLDER);
/** The default line's pages (other lines' folders are their own sites), then a sparser spread of each other line. */
const defaultFiles = listBuiltPages(buildDir, {baseUrl: readSiteSettings().baseUrl}).map((page) => page.file);
const pages = spreadSample(builtPages(defaultFiles));
const linePages = otherLines.flatMap((folder) =>
  spreadSample(builtPages(listBuildFiles(path.join(buildDir, folder))), 24).map((p) => ({
    ...p,
    route: `${folder}/${p.route}`,
  })),
);
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

test('every release line is in the crawl, each with its one-of-a-kind pages', () => {
  expect(otherLines.length).toBeGreaterThanOrEqual(2);
  for (const folder of otherLines) {
    const own = linePages.filter((p) => p.route.startsWith(`${folder}/`));
    expect(own.map((p) => p.kind)).toEqual(expect.arrayContaining(['landing', 'search', 'not-found', 'class']));
    expect(own.length, folder).toBeGreaterThanOrEqual(20);
  }
});

test.describe.configure({mode: 'parallel'});

for (let batch = 0; batch < BATCHES; batch += 1) {
  const share: CrawlPage[] = [...pages, ...linePages].filter((_, i) => i % BATCHES === batch);
  test(`crawl batch ${batch + 1}/${BATCHES}: ${share.length} pages from /${share[0].route}`, async ({page}) => {
    test.setTimeout(TIMEOUTS.test + share.length * TIMEOUTS.perItem);
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

/**
 * Crawl: a deterministic spread of built pages of every release line (the landing, search and
 * not-found pages, and the fewest further pages that show every component and state some page of
 * the line shows, every kind and every section: src/tooling/crawl/pages.ts) loads in Chromium with no
 * console error, no page error and no failed request. `npm run crawl` does all pages.
 * Pages are visited in batches by one browser tab each, as a reader moving between pages would.
 */
// One page for the batches (./shared-page.ts): a fresh context each cost a renderer and a cold cache.
import {expect, test} from './shared-page';
import fs from 'node:fs';
import path from 'node:path';
import {PAGE_KINDS, builtPages, featureSpread, pageFeatures, type CrawlPage} from '../../src/tooling/crawl/pages';
import {loadAndSettle, watchPage} from '../../src/tooling/crawl/watch-page';
import {LATEST_FOLDER, lineFolders, listBuildFiles, listBuiltPages} from '../../src/tooling/build-output';
import {readSiteSettings} from '../../src/site-settings';
import {TIMEOUTS} from './timing';

const buildDir = path.resolve('build');
const otherLines = lineFolders(buildDir).filter((folder) => folder !== LATEST_FOLDER);

/** A line's spread, its routes under the default line's base URL, and the sections the line has. */
function lineSpread(folder: string, files: string[]) {
  const pages = builtPages(files);
  const features = (page: CrawlPage) => pageFeatures(fs.readFileSync(path.join(buildDir, folder, page.file!), 'utf8'));
  return {
    sections: new Set(pages.map((p) => p.section).filter(Boolean)),
    pages: featureSpread(pages, features).map((p) => ({...p, route: folder ? `${folder}/${p.route}` : p.route})),
  };
}

/**
 * The default line's pages (other lines' folders are their own sites), then each other line's.
 * Made in the test worker when a test first asks, not at the file's load: Playwright's runner
 * loads the file too, to list its tests, and reading every built page there doubled the work.
 */
let made: ReturnType<typeof lineSpreads> | undefined;
const spreads = () => (made ??= lineSpreads());
function lineSpreads() {
  const defaultFiles = listBuiltPages(buildDir, {baseUrl: readSiteSettings().baseUrl}).map((page) => page.file);
  return [
    {line: 'default', ...lineSpread('', defaultFiles)},
    ...otherLines.map((folder) => ({
      line: folder,
      ...lineSpread(folder, listBuildFiles(path.join(buildDir, folder))),
    })),
  ];
}
const BATCHES = 4;

test('every release line is in the crawl, each with every page kind and section', () => {
  expect(otherLines.length).toBeGreaterThanOrEqual(2);
  for (const {line, pages, sections} of spreads()) {
    expect(new Set(pages.map((p) => p.kind)), line).toEqual(new Set(PAGE_KINDS));
    expect(new Set(pages.map((p) => p.section).filter(Boolean)), line).toEqual(sections);
    expect(sections.size, line).toBeGreaterThanOrEqual(7);
  }
});

test.describe.configure({mode: 'parallel'});

for (let batch = 0; batch < BATCHES; batch += 1) {
  test(`crawl batch ${batch + 1}/${BATCHES}`, async ({sharedPage: page}) => {
    const share: CrawlPage[] = spreads()
      .flatMap(({pages}) => pages)
      .filter((_, i) => i % BATCHES === batch);
    expect(share.length, 'pages in the batch').toBeGreaterThan(0);
    test.setTimeout(TIMEOUTS.test + share.length * TIMEOUTS.perItem);
    const watch = watchPage(page);
    const failures: string[] = [];
    for (const entry of share) {
      // A step per page: a page that never settles is named in the failure.
      await test.step(`/${entry.route}`, async () => {
        watch.reset(entry.kind === 'not-found' ? 404 : 200);
        await loadAndSettle(page, `./${entry.route}`);
        const content = await page.locator('#__docusaurus_skipToContent_fallback').innerText();
        if (content.trim().length < 20) failures.push(`/${entry.route}: no content`);
        failures.push(...watch.problems.map((problem) => `/${entry.route} (${entry.kind}): ${problem}`));
      });
    }
    expect(failures).toEqual([]);
  });
}

/**
 * Issue #44: a reader on any line, or on any old link, reaches the right page. Lines are matched
 * by symbol identity (the dropdown, the banner, `latest/`), the one root 404.html (served for
 * every missing path, as GitHub Pages does: scripts/serve.ts) knows the history and the index,
 * events after a page's release read "Later:", names break only between words, and the Changes
 * page is a page.
 */
import {type Page} from '@playwright/test';
// Tests that start with their own `goto` share one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, lineLink, lineToggle, openLineMenu, routerGo} from './shell-helpers';
import {TIMEOUTS} from './timing';
import {loadHtml} from '../../src/tooling/load-html';
import {LATEST_SEGMENT} from '../../src/lines/latest';
import {trackRequests} from '../../src/tooling/crawl/watch-page';
import type {VersionsFile} from '../../src/lines/versions';

test.describe('lines by symbol identity', () => {
  // Where each line's link leads (a class of 1.x to the interface merged with its constructor in
  // 2.x, a section the other line lacks to its landing page, the banner to the same symbol in the
  // newest line) is worked out from the built line maps in tests/site/line-targets.test.ts; the
  // dropdown and the banner showing it once the maps load, and following it, in
  // release-lines.spec.ts and line-switch.spec.ts.
  test('a symbol the other line removed leads to its replacement, and says so; its page’s later events read “Later:”', async ({
    sharedPage: page,
  }) => {
    await page.goto('web-sdk/classes/TableV2#columns-1');
    await hydrated(page);
    await openLineMenu(page, 'v2');
    const link = lineLink(page, 'v2');
    // The replacement has the member `columns` too: its anchor is kept (line-switch.spec.ts).
    await expect(link).toHaveAttribute('href', '/powersync-js/v2/web-sdk/classes/Table#columns-1');
    await expect(link.locator('[data-line-note]')).toHaveText(
      'TableV2 is not in Common 2.3: removed in @powersync/web 2.0.0; Table replaces it',
    );
    // The same page, read for its history.
    await test.step('events after the page’s release read “Later:”, styled apart, and link to a line that has them', async () => {
      const later = page.locator('article .api-history').first().locator('.api-history__badge--later');
      // TableV2 is @powersync/common's, removed with common 2.0.0, which web 2.0.0 brought.
      await expect(later).toContainText('Later: removed in @powersync/common 2.0.0 (web 2.0.0)');
      const href = await later.getByRole('link').evaluate((a: HTMLAnchorElement) => a.href);
      expect(href).toMatch(/\/powersync-js\/v2\/web-sdk\/changes#v2-0-0$/);
      await expect(page.locator('article .api-history').first().locator('.api-history__badge--removed')).toHaveCount(0);
      const style = await later.evaluate((badge) => getComputedStyle(badge).borderTopStyle);
      expect(style).toBe('dashed');
    });
    // Moved from history.spec.ts, which loaded the same page for it. The reader's system turns
    // dark, then the window narrows to a phone's; the badges are laid out by CSS alone, which
    // follows both as it does on a load.
    await test.step('badges are readable and fit (light, dark, 390 px)', async () => {
      await page.mouse.move(0, 0);
      const badges = page.locator('article .api-history').first().locator('.api-history__badge');
      for (const [name, colorScheme, width] of [
        ['light', 'light', 1280],
        ['dark', 'dark', 1280],
        ['390 px', 'dark', 390],
      ] as const) {
        await test.step(name, async () => {
          await page.emulateMedia({colorScheme});
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await page.setViewportSize({width, height: 900});
          await expect(badges).toHaveText([
            'Added in @powersync/common 1.6.1 (web 0.5.1)',
            'Changed in @powersync/common 1.17.0 (web 1.7.0)',
            'Deprecated since @powersync/common 1.17.0 (web 1.7.0)',
            // Web 1.31.0's page: the removal came later.
            'Later: removed in @powersync/common 2.0.0 (web 2.0.0)',
          ]);
          for (const badge of await badges.all()) {
            const box = (await badge.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({path: test.info().outputPath(`badges-${name}.png`)});
        });
      }
    });
  });

  // latest/ takes an older line’s route to the same symbol in the newest line: the not-found
  // page's lookup over the built maps, tests/site/line-targets.test.ts; the page going there with
  // the query and hash, below (/latest/: … under another kind folder).
});

test.describe('the not-found page, served as the one root 404.html', () => {
  test('a symbol removed in that line: when, what replaced it, and the line that still has it', async ({
    sharedPage: page,
  }) => {
    const response = await page.goto('v2/web-sdk/classes/TableV2');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found/);
    const removed = page.locator('[data-finding="removed"]');
    await expect(removed).toHaveText('TableV2 was removed in @powersync/web 2.0.0. Use Table.');
    await expect(removed.getByRole('link', {name: 'removed in @powersync/web 2.0.0'})).toHaveAttribute(
      'href',
      '/powersync-js/v2/web-sdk/changes#v2-0-0',
    );
    await expect(removed.getByRole('link', {name: 'Table', exact: true})).toHaveAttribute(
      'href',
      '/powersync-js/v2/web-sdk/classes/Table',
    );
    // Both other lines still have it.
    await expect(page.locator('[data-finding="elsewhere"] a')).toHaveText([
      'TableV2 in Common 1.45',
      'TableV2 in Common 1.57',
    ]);
    await expect(page.locator('[data-finding="elsewhere"] a').first()).toHaveAttribute(
      'href',
      '/powersync-js/web-sdk/classes/TableV2',
    );
    await expect(page.locator('#not-found-query')).toHaveValue('TableV2');
  });

  test('a near miss: the closest names and the search index’s hits; the search box from the keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto('web-sdk/classes/PowerSyncDatabse');
    const near = page.locator('[data-near-names] a').first();
    await expect(near).toHaveText('PowerSyncDatabase');
    await expect(near).toHaveAttribute('href', '/powersync-js/web-sdk/classes/PowerSyncDatabase');
    // The index's hits: the asked section's own page first, each named with its section (issue 54.5).
    const hits = page.locator('[data-index-suggestions] a');
    await expect(hits.first()).toHaveText('Class: PowerSyncDatabase (Web SDK)');
    await expect(hits.first()).toHaveAttribute('href', '/powersync-js/web-sdk/classes/PowerSyncDatabase');
    const titles = await hits.allTextContents();
    expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
    expect(titles.filter((title) => /used in/.test(title))).toEqual([]);
    const input = page.locator('#not-found-query');
    await expect(input).toHaveValue('PowerSyncDatabse');
    await input.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/powersync-js\/search\?q=PowerSyncDatabse$/);
  });

  test('a symbol of another line only: linked there', async ({sharedPage: page}) => {
    await page.goto('web-sdk/interfaces/CheckpointRequest');
    await expect(page.locator('[data-finding="elsewhere"]')).toContainText('Common 2.3 has it');
    await expect(page.locator('[data-finding="elsewhere"] a')).toHaveAttribute(
      'href',
      '/powersync-js/v2/web-sdk/interfaces/CheckpointRequest',
    );
  });
});

test("the not-found page's reading of the path loads with that page only, never with a class page", async ({
  sharedPage: page,
}) => {
  // The docs plugin's layout imports the not-found content, so what that imports is in every doc
  // page's scripts (src/theme/NotFound/Content/read-path.ts). A pattern of the path model
  // (not-found-model.ts askedPath: the words to search for), which minifying keeps.
  const marker = '[^\\w$]+/g';
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const carrying = async () => (await Promise.all(scripts)).filter((body) => body.includes(marker)).length;
  // Counted once what the class page started has finished: a script still loading is counted too
  // (it would otherwise count as the not-found page's).
  const requests = trackRequests(page);
  await page.goto('node-sdk/classes/Table');
  await hydrated(page);
  await requests.idle();
  expect(await carrying(), 'a class page loads none of it').toBe(0);
  // The not-found page reached in the app: what it loads, it loads when it is shown.
  await routerGo(page, '/powersync-js/web-sdk/classes/PowerSyncDatabse');
  await expect(page.locator('[data-near-names] a').first()).toHaveText('PowerSyncDatabase');
  expect(await carrying(), 'the not-found page loads it').toBeGreaterThan(0);
});

test.describe('the not-found page: what the path’s own line has, in that line’s shell', () => {
  // What is true is read from the built pages on disk, not from the line maps the page reads.
  const build = path.resolve('build');
  const versions = JSON.parse(fs.readFileSync(path.join(build, 'versions.json'), 'utf8')) as VersionsFile;
  const lineOf = (id: string) => versions.lines.find((line) => line.id === id)!;
  const folderOf = (id: string) => (id === versions.default ? '' : id);
  const pageFile = (id: string, route: string) => path.join(build, folderOf(id), `${route}.html`);
  /** The line a path prefix is under: a line id, `latest` the newest, none the default. */
  const cases: Array<[string, string]> = [
    ['', versions.default],
    ...versions.lines.filter((line) => line.id !== versions.default).map(({id}): [string, string] => [`${id}/`, id]),
    [`${LATEST_SEGMENT}/`, versions.newest],
  ];

  // Which page each line's lookup finds, for every export on every line and latest/, is read from
  // build/ by tests/site/not-found-kinds.test.ts; in the browser, the 404 page's redirect itself:
  // under a line's folder (another line's map fetched) and under latest/ (a route of another line).
  const redirectCases = cases.filter(([prefix]) => prefix === 'v2/' || prefix.startsWith(LATEST_SEGMENT));
  for (const [prefix, id] of redirectCases)
    test(`/${prefix}: PowerSyncDatabase under another kind folder goes to its page, query and hash kept`, async ({
      sharedPage: page,
    }) => {
      const kinds = ['classes', 'interfaces'].filter((kind) =>
        fs.existsSync(pageFile(id, `web-sdk/${kind}/PowerSyncDatabase`)),
      );
      expect(kinds, 'exactly one of the two folders has the page on disk').toHaveLength(1);
      const [kind] = kinds;
      // The other of the two; under latest/ a folder no line has (latest/ already took a route
      // an older line has to the same symbol, by identity).
      const other = prefix.startsWith(LATEST_SEGMENT) ? 'type-aliases' : kind === 'classes' ? 'interfaces' : 'classes';
      for (const line of versions.lines)
        if (prefix.startsWith(LATEST_SEGMENT) || line.id === id)
          expect(fs.existsSync(pageFile(line.id, `web-sdk/${other}/PowerSyncDatabase`))).toBe(false);
      const target = `web-sdk/${kind}/PowerSyncDatabase`;
      expect(fs.readFileSync(pageFile(id, target), 'utf8')).toContain('id="close"');
      const response = await page.goto(`${prefix}web-sdk/${other}/PowerSyncDatabase?from=1#close`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(`${lineOf(id).path}${target}?from=1#close`);
      await hydrated(page);
      await expect(page.locator('article h1')).toHaveText(/ PowerSyncDatabase$/);
    });

  /** The release-line toggle's and the announcement's texts on a page of the line's own build. */
  function ownShell(id: string): {line: string; announcement: string} {
    const $ = loadHtml(fs.readFileSync(pageFile(id, 'web-sdk'), 'utf8'));
    return {
      line: $('nav.navbar button[aria-label^="Release line:"]').first().text(),
      announcement: $('.theme-announcement-bar').text(),
    };
  }

  for (const [prefix, id] of cases)
    test(`/${prefix}: a typo’s page speaks of ${id} in the body, the navbar and the announcement`, async ({
      sharedPage: page,
    }) => {
      const response = await page.goto(`${prefix}web-sdk/classes/PowerSyncDatabse`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      const {label, path: linePath} = lineOf(id);
      const near = page.locator('[data-near-names] a').first();
      await expect(near).toHaveText('PowerSyncDatabase');
      expect(fs.existsSync(pageFile(id, (await near.getAttribute('href'))!.slice(linePath.length)))).toBe(true);
      await expect(page.locator('main p').first()).toContainText(`in ${label})`);
      const own = ownShell(id);
      expect(own.line).toBe(label);
      await expect(lineToggle(page)).toHaveText(own.line);
      await expect(page.locator('.theme-announcement-bar')).toHaveText(own.announcement);
    });
});

// Without JavaScript the not-found page offers the search and the landing page:
// faults-loading.spec.ts (one context without JavaScript for every such check).

/**
 * Where an element's text wraps, as the offsets in its text where a new line starts; each must
 * be at a space, after a hyphen or at a <wbr> (between the words of a name), never inside a word.
 */
async function breaksInsideWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const problems: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let previousTop: number | undefined;
      let previousChar = '';
      let previousAtBreak = true;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A text node that follows a <wbr> (or starts an element) may start a line.
        const startsAtBreak = node.previousSibling === null || (node.previousSibling as Element).tagName === 'WBR';
        // A node laid out on one line (its boxes all at one top) has no line start after its
        // first character: only that one is compared with what came before, the same comparison
        // the loop below makes, without measuring every character (most nodes are one line).
        const whole = document.createRange();
        whole.selectNodeContents(node);
        const tops = Array.from(whole.getClientRects(), (r) => r.top);
        const first = text.search(/\S/);
        if (tops.length > 0 && Math.max(...tops) === Math.min(...tops)) {
          if (first >= 0) {
            const range = document.createRange();
            range.setStart(node, first);
            range.setEnd(node, first + 1);
            const top = range.getBoundingClientRect().top;
            const before = first > 0 ? text[first - 1] : previousChar;
            const allowed = /[\s-]/.test(before) || (first === 0 && (startsAtBreak || previousAtBreak));
            if (previousTop !== undefined && top > previousTop + 4 && !allowed)
              problems.push(`${element.textContent?.trim()}: a line starts at "${text.slice(first, first + 12)}"`);
            previousTop = top;
          }
          if (text.length > 0) previousChar = text[text.length - 1];
          previousAtBreak = false;
          continue;
        }
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i])) {
            previousChar = text[i];
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getBoundingClientRect().top;
          const allowed = /[\s-]/.test(previousChar) || (i === 0 && (startsAtBreak || previousAtBreak));
          if (previousTop !== undefined && top > previousTop + 4 && !allowed)
            problems.push(`${element.textContent?.trim()}: a line starts at "${text.slice(i, i + 12)}"`);
          previousTop = top;
          previousChar = text[i];
        }
        previousAtBreak = false;
      }
      return problems;
    }),
  );
}

/**
 * Pages carrying the longest names of each kind of place a name is written: titles (a deprecated
 * one struck through), the import line, signatures, code links in "Used by", "Inherited from" and
 * "Implementation of", "Defined in" source paths and the pager's titles.
 */
const LONG_NAME_PAGES = [
  'web-sdk/interfaces/PowerSyncBackendConnector',
  'web-sdk/classes/SharedWebStreamingSyncImplementation',
  'web-sdk/classes/WASQLitePowerSyncDatabaseOpenFactory',
  'web-sdk/classes/AbstractPowerSyncDatabase',
  'react-native-sdk/interfaces/AbstractStreamingSyncImplementationOptions',
];
const LONG_NAME_PLACES = [
  'article h1',
  'article pre code.signature',
  '[data-import-line]',
  'article a code',
  'article p > a[href^="https://github.com/"]',
  '.pagination-nav__label',
];

test.describe('readable titles', () => {
  // One load of each page for both widths: the window is resized as a reader's is (the CSS and
  // the theme's window-size hook follow it as on a load); the sidebar and the table of contents
  // are a desktop's only.
  test('at 390 px and 1280 px, names break only between words in titles, import lines, signatures, code links, source paths, the pager, sidebar and table of contents', async ({
    sharedPage: page,
  }) => {
    test.setTimeout(TIMEOUTS.test + LONG_NAME_PAGES.length * TIMEOUTS.perItem);
    for (const route of LONG_NAME_PAGES) {
      await page.setViewportSize({width: 390, height: 900});
      await page.goto(route);
      await hydrated(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({width, height: 900});
        const selectors = [...LONG_NAME_PLACES];
        if (width > 996) {
          selectors.push('.theme-doc-sidebar-menu .menu__link', '.table-of-contents__link');
          await expect(page.locator('.theme-doc-sidebar-menu').first()).toBeVisible();
        }
        for (const selector of selectors)
          expect(await breaksInsideWords(page, selector), `${route} at ${width} px: ${selector}`).toEqual([]);
      }
    }
  });

  test('at 1280 px a 30-character name is one line; the kind is a label of its own', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    // Of the longest names up to 30 characters (28, without type parameters).
    await page.goto('web-sdk/interfaces/BasePowerSyncDatabaseOptions');
    await hydrated(page);
    const name = page.locator('article h1 > span').last();
    const lines = await name.evaluate((element) => {
      const height = element.getBoundingClientRect().height;
      return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
    });
    expect((await name.textContent())!.length).toBe(28);
    expect(lines).toBe(1);
    await expect(page.locator('article h1')).toHaveText('Interface: BasePowerSyncDatabaseOptions');
  });
  // At 390 px the announcement and the release banner take one line each: release-lines.spec.ts,
  // on the load of the same page that follows the banner.
});

test.describe('the Changes page', () => {
  // Its size and its releases' anchors are read from build/: tests/site/history.test.ts.
  // One load: a shared compare URL answers on load; then the reader's Back and Forward (a route
  // change, which the form follows: src/theme/ReleaseCompare/CompareForm.tsx) bring URLs with a
  // release the package never had, and without `to`.
  // How soon it answers on a cold load is measured by bench/probes/compare-url.ts, not here.
  test('a shared compare URL answers on load, and its entries link to their pages; a release URL the package never had is an error listing the releases; without `to`, the newest', async ({
    sharedPage: page,
  }) => {
    await page.goto('web-sdk/changes?from=1.31.0&to=2.4.0');
    await expect(page.locator('[data-compare-result="done"]')).toBeVisible();
    // A removed symbol links to a line that still has it; one this line has, to its page here.
    const removed = page.locator('[data-change-kind="removed"] li a').filter({hasText: /^TableV2$/});
    await expect(removed).toHaveAttribute('href', '/powersync-js/web-sdk/classes/TableV2');
    const added = page.locator('[data-change-kind="added"] li a').first();
    await expect(added).toHaveAttribute('href', /^\/powersync-js\/v2\/web-sdk\//);
    await hydrated(page);
    await test.step('a release URL the package never had is an error listing the releases', async () => {
      await routerGo(page, '?from=9.9.9&to=abc');
      const problems = page.locator('[data-compare-problems]');
      await expect(problems).toContainText('"9.9.9" (from) is not a release of @powersync/web');
      await expect(problems).toContainText('"abc" (to) is not a release of @powersync/web');
      await expect(problems).toContainText('1.31.0');
    });
    await test.step('without `to`, the newest', async () => {
      await routerGo(page, '?from=1.30.0');
      await expect(page).toHaveURL(/\/web-sdk\/changes\?from=1\.30\.0$/);
      await expect(page.locator('[data-compare-result="done"]')).toContainText('from @powersync/web 1.30.0 to 2.4.0');
    });
  });
});

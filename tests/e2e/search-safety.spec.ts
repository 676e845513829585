/**
 * Search safety corpus (tests/search-safety-corpus.ts): markup and injection payloads typed or
 * pasted into the modal, passed to the search page as ?q=, and planted in stored recent and
 * favourite searches. None may run, none may break the page, and the 64-character input limit
 * holds. Every payload that could run sets window.__pwned (or opens a dialog), which the tests
 * watch. The engine's answers to every payload, and to every prefix of the typed ones, hold no
 * markup but its own: tests/site/search-safety.test.ts.
 */
import {type Page} from '@playwright/test';
import {PAYLOADS, SIGNAL, TYPED_PAYLOADS} from '../search-safety-corpus';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import {TIMEOUTS} from './timing';
import {hydrated, seedLocalStorage} from './shell-helpers';

/**
 * Payloads typed key by key; the rest are pasted (one input event each). The partial texts of
 * the markup payloads a reader types (TYPED_PAYLOADS), each searched and rendered as it is
 * typed, are the engine's answers to their prefixes, checked in Node for every prefix
 * (tests/site/search-safety.test.ts): here those are pasted whole, and the long plain one is
 * typed, each keystroke searching, against the input's limit.
 */
const TYPED = new Set(TYPED_PAYLOADS.filter((payload) => !/[<>]/.test(payload)));

function watch(page: Page): {problems: string[]} {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return {problems};
}

async function pwned(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned === 1);
}

// The corpus itself (large and varied): tests/site/search-safety.test.ts.

test('payloads typed or pasted into the modal are shown as text and never run; 64 characters at most', async ({
  sharedPage: page,
}) => {
  test.setTimeout(TIMEOUTS.test + PAYLOADS.length * TIMEOUTS.perItem);
  const {problems} = watch(page);
  await page.goto('./');
  await hydrated(page);
  await page.locator('.DocSearch-Button').click();
  const input = page.locator('.DocSearch-Input');
  for (const payload of PAYLOADS) {
    await input.fill('');
    // The start screen replaces the previous payload's results: what shows next is this payload's.
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    // Typed key by key where a payload's partial texts are worth seeing (each keystroke
    // searches and renders); the others arrive at once, as a paste does. Either way the
    // input's own limit applies.
    if (TYPED.has(payload)) await input.pressSequentially(payload.slice(0, 70), {delay: 0});
    else await page.keyboard.insertText(payload.slice(0, 70));
    const value = await input.inputValue();
    expect(value.length).toBeLessThanOrEqual(64);
    // Either hits or the no-results screen, whose query is rendered as text.
    const screen = page.locator('.DocSearch-Hit, .DocSearch-NoResults').first();
    await expect(screen).toBeVisible();
    if (await screen.evaluate((element) => element.matches('.DocSearch-NoResults')))
      await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(value, {useInnerText: false});
    // Only <mark>, and <wbr> between the words of a long name, may be markup inside hit texts.
    const tags = await page
      .locator('.DocSearch-Hit-title, .DocSearch-Hit-path')
      .evaluateAll((nodes) =>
        nodes.flatMap((n) => Array.from(n.querySelectorAll('*')).map((e) => e.tagName.toLowerCase())),
      );
    expect(tags.filter((t) => t !== 'mark' && t !== 'wbr')).toEqual([]);
  }
  await page.locator('.DocSearch-Hit a, .DocSearch-NoResults').first().hover();
  expect(await pwned(page)).toBe(false);
  expect(problems).toEqual([]);
});

test('payloads passed to the search page as ?q= are shown as text and never run', async ({sharedPage: page}) => {
  test.setTimeout(TIMEOUTS.test + PAYLOADS.length * TIMEOUTS.perItem);
  const {problems} = watch(page);
  // The search page shows a spinner from the query change until its answer is rendered
  // (it searches 300 ms after the change): seen and then gone means the results are final.
  await page.addInitScript(() => {
    const w = window as unknown as {spinner: {seen: boolean; gone: boolean}};
    w.spinner = {seen: false, gone: false};
    new MutationObserver(() => {
      const shown = document.querySelector('[class*="loadingSpinner"]') !== null;
      if (shown) w.spinner.seen = true;
      else if (w.spinner.seen) w.spinner.gone = true;
    }).observe(document, {childList: true, subtree: true});
  });
  // A load reads ?q= as the page starts; a client-side route change (the reader's Back and
  // Forward, history's popstate) reads it into the mounted page. The first payload is a load,
  // the rest route changes: the same rendering of the query, without a page load, the embedded
  // index read and its engine built again each (issue #53: every eighth was a load).
  for (const [i, payload] of PAYLOADS.slice(0, 24).entries()) {
    const url = `search?q=${encodeURIComponent(payload)}`;
    if (i === 0) await page.goto(url);
    else
      await page.evaluate((target) => {
        (window as unknown as {spinner: {seen: boolean; gone: boolean}}).spinner = {seen: false, gone: false};
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
      }, url);
    await expect(page.locator('h1')).toHaveText(`Search results for "${payload}"`);
    await expect(page.locator('input[type=search]')).toHaveValue(payload);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {spinner: {seen: boolean; gone: boolean}}).spinner))
      .toEqual({seen: true, gone: true});
    expect(await page.locator('article h2 img, article h2 svg, article h2 script, article img[src=x]').count()).toBe(0);
    expect(await pwned(page)).toBe(false);
  }
  expect(problems).toEqual([]);
});

test('payloads planted in stored recents and favourites are shown as text and never run or link', async ({
  sharedPage: page,
}) => {
  const {problems} = watch(page);
  const planted = PAYLOADS.slice(0, 20).map((payload, i) => ({
    objectID: `planted-${i}`,
    url: i % 4 === 0 ? `javascript:${SIGNAL}` : `/powersync-js/node-sdk/classes/Table#p${i}`,
    type: i % 2 ? 'lvl1' : 'content',
    hierarchy: {lvl0: payload, lvl1: payload, lvl2: payload, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: payload,
  }));
  await seedLocalStorage(page, {
    '__DOCSEARCH_RECENT_SEARCHES__powersync-js': JSON.stringify(planted.slice(0, 10)),
    '__DOCSEARCH_FAVORITE_SEARCHES__powersync-js': JSON.stringify(planted.slice(10)),
  });
  await page.goto('./');
  await hydrated(page);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
  const elements = await page
    .locator('.DocSearch-Hit-title, .DocSearch-Hit-path')
    .evaluateAll((nodes) =>
      nodes.flatMap((n) => Array.from(n.querySelectorAll('*')).map((e) => e.tagName.toLowerCase())),
    );
  expect(elements.filter((t) => t !== 'mark')).toEqual([]);
  await expect(page.locator('.DocSearch-Hit-title').filter({hasText: '<img src=x onerror='}).first()).toBeVisible();
  for (const link of await page.locator('.DocSearch-Hit a').all()) await link.hover();
  expect(await pwned(page)).toBe(false);
  expect(problems).toEqual([]);
});

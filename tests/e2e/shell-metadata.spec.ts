/**
 * Spec §2 "Shell": each page gets alternate-locale links, a canonical link and social
 * metadata, and its title comes from the title template; `.html` / `index.html` paths and
 * the not-found page. The served head of every page kind is read from build/
 * (tests/site/built-site.test.ts); here, what the app does with it on a load and a navigation.
 */
import {type Page} from '@playwright/test';
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';
import * as cheerio from 'cheerio';
import {readSiteSettings} from '../../src/site-settings';
import {hydrated} from './shell-helpers';

const {url, baseUrl} = readSiteSettings();
const siteTitle = 'API Reference for JS SDKs';

const head = (page: Page) =>
  page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      canonical: attr('link[rel=canonical]', 'href'),
      alternates: Array.from(document.head.querySelectorAll('link[rel=alternate][hreflang]')).map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      ),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogLocale: attr('meta[property="og:locale"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      lang: document.documentElement.lang,
    };
  });

test('.html and index.html paths show the page of the path without that ending, with its canonical link', async ({
  sharedPage: page,
}) => {
  for (const [path, clean] of [
    ['web-sdk/classes/WebRemote.html', 'web-sdk/classes/WebRemote'],
    ['react-sdk/index.html', 'react-sdk'],
    ['react-sdk.html', 'react-sdk'],
    ['index.html', ''],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    // The address bar shows the clean path too, so links shared from it are canonical.
    expect(new URL(page.url()).pathname, path).toBe(`${baseUrl}${clean}`);
    expect((await head(page)).canonical, path).toBe(`${url}${baseUrl}${clean}`);
    expect((await head(page)).ogUrl, path).toBe(`${url}${baseUrl}${clean}`);
    await expect(page.locator('article')).toBeVisible();
  }
});

test('the not-found page: status 404, its own title and the shell, also after client-side navigation', async ({
  sharedPage: page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  // The served page stays on screen while it hydrates: its code is a chunk of its own, loaded
  // before hydration (src/theme/NotFound/Content); loaded during it, the content went blank.
  await page.addInitScript(() => {
    const w = window as unknown as {__blanked: number};
    w.__blanked = 0;
    let seen = false;
    new MutationObserver(() => {
      const shown = document.querySelector('main h1')?.textContent === 'Page Not Found';
      if (seen && !shown) w.__blanked += 1;
      seen ||= shown;
    }).observe(document, {subtree: true, childList: true, characterData: true});
  });
  const response = await page.goto('node-sdk/classes/DoesNotExist');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // The page's code has run (it names the path it read), and its content never left the screen.
  await expect(page.locator('main p code').first()).toHaveText(/DoesNotExist$/);
  expect(await page.evaluate(() => (window as unknown as {__blanked: number}).__blanked)).toBe(0);
  // One 404.html serves every unknown path: what the app renders there must match it (React
  // reports a mismatch as an error and renders the page again from scratch).
  expect(errors).toEqual([]);
  await expect(page.locator('.sdk-switcher')).toHaveText('Choose SDK');
  await expect(page).toHaveTitle(`Page Not Found | ${siteTitle}`);
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer')).toContainText('Copyright © 2025');
  // Client-side navigation to an unknown path shows the same page.
  await page.goto('node-sdk');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', 'node-sdk/nothing-here');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

/** The head tags a page owns (`data-rh`), each as its tag name, sorted attributes and text. */
const OWNED_TAGS = 'base[data-rh], meta[data-rh], link[data-rh], script[data-rh], style[data-rh], noscript[data-rh]';
const describeTag = (name: string, attributes: Record<string, string>, text: string) =>
  `${name} ${Object.entries(attributes)
    .filter(([key]) => key !== 'data-rh')
    .map(([key, value]) => `${key.toLowerCase()}=${value}`)
    .sort()
    .join(' ')} ${text}`;
/** The head tags the page owns now, as the browser has them. */
const ownedTagsOf = (page: Page) =>
  page.evaluate(
    (selector) =>
      Array.from(document.head.querySelectorAll(selector)).map((el) => ({
        name: el.tagName.toLowerCase(),
        attributes: Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value])),
        text: el.innerHTML,
      })),
    OWNED_TAGS,
  );

test("a page reached in the app gets its served page's head; the page before leaves nothing behind", async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/Table');
  await hydrated(page);
  // On a load the app keeps the served head: the same owned tags, title and canonical.
  const servedHead = async (path: string) => {
    const served = cheerio.load(await (await page.request.get(path)).text());
    return {
      title: served('head title').text(),
      tags: served(OWNED_TAGS)
        .map((_, el) => describeTag(el.tagName, el.attribs, served(el).html() ?? ''))
        .get()
        .sort(),
      htmlClass: served('html').attr('class')!,
    };
  };
  const shownHead = async () => ({
    title: await page.title(),
    tags: (await ownedTagsOf(page)).map(({name, attributes, text}) => describeTag(name, attributes, text)).sort(),
    htmlClass: (await page.locator('html').getAttribute('class'))!,
  });
  const servedTable = await servedHead('node-sdk/classes/Table');
  await expect.poll(shownHead).toEqual(servedTable);
  // A page whose head differs in everything a page sets: title, description, canonical,
  // alternates, the Markdown twin's link, breadcrumbs' structured data and the class names.
  const target = 'node-sdk/enumerations/ColumnType';
  await page.evaluate(async (path) => {
    await window.docusaurus.preload(path);
  }, `${baseUrl}${target}`);
  await page.locator('article a[href$="/node-sdk/enumerations/ColumnType"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page).toHaveTitle(`Enumeration: ColumnType | ${siteTitle}`);
  const expected = await servedHead(target);
  expect(expected.tags.length).toBeGreaterThan(10);
  await expect.poll(shownHead).toEqual(expected);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

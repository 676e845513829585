/**
 * Spec §2 "Shell": each page gets alternate-locale links, a canonical link and social
 * metadata, and its title comes from the title template; `.html` / `index.html` paths and
 * the not-found page.
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

const pageKinds: Array<[kind: string, route: string, title: string]> = [
  ['landing page', '', 'PowerSync JavaScript SDKs — API reference'],
  ['SDK index page', 'node-sdk', 'Node SDK'],
  ['globals page', 'vue-sdk/globals', 'Vue SDK: all exports'],
  ['classes index page', 'web-sdk/classes', 'Web SDK: classes'],
  ['class page with type parameters', 'node-sdk/classes/Table', 'Class: Table<Columns>'],
  ['enumeration page', 'attachments-sdk/enumerations/AttachmentState', 'Enumeration: AttachmentState'],
  ['function page', 'react-sdk/functions/useQuery', 'Function: useQuery()'],
  ['search page', 'search', 'Search the documentation'],
];

test('metadata of every page kind: title template, canonical, hreflang alternates, og and twitter tags', async ({
  sharedPage: page,
}) => {
  for (const [kind, route, title] of pageKinds) {
    await test.step(kind, async () => {
      const response = await page.goto(route || './');
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const canonical = `${url}${baseUrl}${route}`;
      const meta = await head(page);
      expect(meta).toEqual({
        title: `${title} | ${siteTitle}`,
        canonical,
        alternates: [`en ${canonical}`, `x-default ${canonical}`],
        ogUrl: canonical,
        ogTitle: meta.title,
        ogLocale: 'en',
        twitterCard: 'summary',
        lang: 'en',
      });
      // The server-rendered page carries the same tags, for crawlers that run no script.
      const served = cheerio.load(await (await page.request.get(route || './')).text());
      expect(served('head link[rel=canonical]').attr('href')).toBe(canonical);
      expect(served('head link[rel=alternate][hreflang=x-default]').attr('href')).toBe(canonical);
    });
  }
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
  const response = await page.goto('node-sdk/classes/DoesNotExist');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
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

test("a page reached in the app gets its served page's head; the page before leaves nothing behind", async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/Table');
  await hydrated(page);
  // A page whose head differs in everything a page sets: title, description, canonical,
  // alternates, the Markdown twin's link, breadcrumbs' structured data and the class names.
  const target = 'node-sdk/enumerations/ColumnType';
  await page.evaluate(async (path) => {
    await window.docusaurus.preload(path);
  }, `${baseUrl}${target}`);
  await page.locator('article a[href$="/node-sdk/enumerations/ColumnType"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page).toHaveTitle(`Enumeration: ColumnType | ${siteTitle}`);
  const served = cheerio.load(await (await page.request.get(target)).text());
  const expected = served(OWNED_TAGS)
    .map((_, el) => describeTag(el.tagName, el.attribs, served(el).html() ?? ''))
    .get()
    .sort();
  expect(expected.length).toBeGreaterThan(10);
  await expect
    .poll(async () =>
      (
        await page.evaluate(
          (selector) =>
            Array.from(document.head.querySelectorAll(selector)).map((el) => ({
              name: el.tagName.toLowerCase(),
              attributes: Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value])),
              text: el.innerHTML,
            })),
          OWNED_TAGS,
        )
      )
        .map(({name, attributes, text}) => describeTag(name, attributes, text))
        .sort(),
    )
    .toEqual(expected);
  await expect(page.locator('html')).toHaveAttribute('class', served('html').attr('class')!);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

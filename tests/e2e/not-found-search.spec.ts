/**
 * Issue #52 (6): the not-found page under another line's path searches that line. The host
 * serves the default line's root 404.html for `v2/no-such-page` (scripts/serve.ts does too), so
 * the page's app is the default line's; once it has read the path it shows v2's shell, and its
 * navbar search must then ask v2's index, link v2's pages (loaded, another app) and v2's search
 * page (src/theme/SearchBar/search-line.ts). What v2 has is read from the built pages on disk.
 */
import {type Page} from '@playwright/test';
import {expect, test} from './shared-page';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated} from './shell-helpers';
import {trackRequests} from '../../src/tooling/crawl/watch-page';
import type {VersionsFile} from '../../src/lines/versions';

const build = path.resolve('build');
const versions = JSON.parse(fs.readFileSync(path.join(build, 'versions.json'), 'utf8')) as VersionsFile;
const v2 = versions.lines.find((line) => line.id === 'v2')!;
const site = versions.lines.find((line) => line.id === versions.default)!;
/** The built file of a page path of the site (`/powersync-js/v2/web-sdk/interfaces/X`). */
const fileOf = (href: string) => path.join(build, `${new URL(href, 'http://x').pathname.slice(site.path.length)}.html`);

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

test('on v2/no-such-page the search modal asks v2’s index and links v2’s pages and search page', async ({
  sharedPage: page,
}) => {
  // A name only v2 has: the default line's index cannot answer it with a v2 page.
  const name = 'SyncOptions';
  expect(fs.existsSync(path.join(build, 'v2/web-sdk/interfaces', `${name}.html`))).toBe(true);
  expect(fs.existsSync(path.join(build, 'web-sdk/interfaces', `${name}.html`))).toBe(false);
  const indexes: string[] = [];
  const requests = trackRequests(page);
  page.on('request', (request) => {
    if (request.url().endsWith('/search-index.json')) indexes.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('v2/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  // The page has read its path: the navbar is v2's.
  await expect(page.getByRole('button', {name: /^Release line:/})).toHaveText(v2.label);
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page).locator('.DocSearch-Input')).toBeFocused();
  await modal(page).locator('.DocSearch-Input').fill(name);
  const first = hitLinks(page).first();
  await expect(first).toBeVisible();
  const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href.startsWith(v2.path), href).toBe(true);
  expect(hrefs.some((href) => new URL(href, 'http://x').pathname.endsWith(`/interfaces/${name}`))).toBe(true);
  for (const href of hrefs) expect(fs.existsSync(fileOf(href)), href).toBe(true);
  // Every index asked for is v2's (the page's own suggestions read it too, not the default line's):
  // counted once nothing the page started is still on its way.
  await requests.idle();
  expect(indexes.length).toBeGreaterThan(0);
  expect([...new Set(indexes)]).toEqual([`${v2.path}search-index.json`]);
  const seeAll = modal(page).locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveAttribute('href', `${v2.path}search?q=${name}`);
  // A hit is v2's page, loaded as a page of v2's app.
  const target = new URL((await first.getAttribute('href'))!, 'http://x').pathname;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}(#.*)?$`));
  await hydrated(page);
  await expect(page.getByRole('button', {name: /^Release line:/})).toHaveText(v2.label);
  await expect(page.locator('article h1')).toContainText(name);
});

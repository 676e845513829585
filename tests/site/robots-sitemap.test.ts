/** robots.txt and sitemap.xml carry the production URL from configuration (SITE_URL, SITE_BASE_URL). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {robotsTxt} from '../../src/plugins/robots';
import {candidateFiles} from '../../src/tooling/server/resolve-path';
import {readSiteSettings} from '../../src/site-settings';
import {siteFilesIn} from '../../src/tooling/link-check/site-files';

const buildDir = path.resolve('build');
const settings = readSiteSettings();
const prefix = `${settings.url}${settings.baseUrl}`;

test('robots.txt is built with a Sitemap line for the configured URL', () => {
  const robots = fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  assert.equal(robots, robotsTxt(settings));
  assert.ok(robots.includes(`Sitemap: ${prefix}sitemap.xml\n`));
});

test('sitemap.xml lists every page once, at the production URL, and each entry is a built page', () => {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.equal(new Set(locs).size, locs.length, 'no duplicates');
  const outside = locs.filter((loc) => !loc.startsWith(prefix));
  assert.deepEqual(outside, [], `every URL starts with ${prefix}`);
  const notBuilt = locs.filter((loc) => {
    const files = candidateFiles(new URL(loc).pathname, settings.baseUrl) ?? [];
    return !files.some((file) => file.endsWith('.html') && fs.existsSync(path.join(buildDir, file)));
  });
  assert.deepEqual(notBuilt, []);
  const pages = siteFilesIn(buildDir)
    .list()
    .filter((file) => file.endsWith('.html') && file !== '404.html');
  assert.equal(locs.length, pages.length, 'one entry per built page (the not-found page excluded)');
  for (const route of ['', 'node-sdk', 'web-sdk/classes/Table', 'react-sdk/functions/useQuery', 'search']) {
    assert.ok(locs.includes(`${prefix}${route}`), `${route || 'landing page'} is listed`);
  }
});

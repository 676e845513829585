/** robots.txt and sitemap.xml carry the production URL from configuration (SITE_URL, SITE_BASE_URL). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {robotsTxt} from '../../src/plugins/robots';
import {candidateFiles} from '../../src/tooling/server/resolve-path';
import {readSiteSettings} from '../../src/site-settings';
import {LATEST_FOLDER, lineFolders, listBuiltPages} from '../../src/tooling/build-output';
import manifest from '../../src/sdk-manifest';

const buildDir = path.resolve('build');
const settings = readSiteSettings();
const prefix = `${settings.url}${settings.baseUrl}`;

test('robots.txt is built with a Sitemap line for the configured URL', () => {
  const robots = fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  assert.equal(robots, robotsTxt(settings));
  assert.ok(robots.includes(`Sitemap: ${prefix}sitemap.xml\n`));
});

/** Each release line is a site of its own, with its own sitemap of its own pages. */
const lines = [
  {folder: '', base: settings.baseUrl},
  ...lineFolders(buildDir)
    .filter((f) => f !== LATEST_FOLDER)
    .map((f) => ({folder: f, base: `${settings.baseUrl}${f}/`})),
];

for (const {folder, base} of lines) {
  test(`sitemap.xml of ${base} lists every page of its line once, at the production URL, and each entry is a built page`, () => {
    const lineDir = path.join(buildDir, folder);
    const linePrefix = `${settings.url}${base}`;
    const xml = fs.readFileSync(path.join(lineDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.equal(new Set(locs).size, locs.length, 'no duplicates');
    const outside = locs.filter((loc) => !loc.startsWith(linePrefix));
    assert.deepEqual(outside, [], `every URL starts with ${linePrefix}`);
    const notBuilt = locs.filter((loc) => {
      const files = candidateFiles(new URL(loc).pathname, settings.baseUrl) ?? [];
      return !files.some((file) => file.endsWith('.html') && fs.existsSync(path.join(buildDir, file)));
    });
    assert.deepEqual(notBuilt, []);
    const pages = listBuiltPages(lineDir, {baseUrl: base}).filter((page) => page.file !== '404.html');
    assert.equal(locs.length, pages.length, 'one entry per built page of the line (the not-found page excluded)');
    for (const route of ['', 'node-sdk', 'web-sdk/classes/Table', 'react-sdk/functions/useQuery', 'search']) {
      assert.ok(locs.includes(`${linePrefix}${route}`), `${route || 'landing page'} is listed`);
    }
  });
}

test('the site has its release lines (so the loop above covers more than the default line)', () => {
  assert.deepEqual(
    lines.map((l) => l.folder),
    ['', ...(manifest.lines ?? []).map((line) => line.id)],
  );
});

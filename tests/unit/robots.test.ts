import {test} from 'node:test';
import assert from 'node:assert/strict';
import {robotsTxt} from '../../src/plugins/robots';
import {readSiteSettings} from '../../src/site-settings';

test('robots.txt points at the sitemap of the configured production URL', () => {
  assert.equal(
    robotsTxt(readSiteSettings({})),
    'User-agent: *\nAllow: /powersync-js/\n\nSitemap: https://powersync-ja.github.io/powersync-js/sitemap.xml\n',
  );
  const custom = robotsTxt(readSiteSettings({SITE_URL: 'https://docs.example.com/', SITE_BASE_URL: '/'}));
  assert.match(custom, /^Allow: \/$/m);
  assert.match(custom, /^Sitemap: https:\/\/docs\.example\.com\/sitemap\.xml$/m);
});

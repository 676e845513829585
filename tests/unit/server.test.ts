import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cacheControlFor, candidateFiles} from '../../src/tooling/server/resolve-path';
import {normalizeBaseUrl, readSiteSettings, announcementId} from '../../src/site-settings';
import manifest from '../../src/sdk-manifest';

const base = '/powersync-js/';

test('clean URLs map to the page file first', () => {
  assert.deepEqual(candidateFiles('/powersync-js/node-sdk/classes/Table', base), [
    'node-sdk/classes/Table.html',
    'node-sdk/classes/Table/index.html',
    'node-sdk/classes/Table',
  ]);
  assert.deepEqual(candidateFiles('/powersync-js/', base), ['index.html']);
  assert.deepEqual(candidateFiles('/powersync-js', base), ['index.html']);
});

test('.html and index.html paths are the same page', () => {
  assert.deepEqual(candidateFiles('/powersync-js/node-sdk/classes/Table.html', base), [
    'node-sdk/classes/Table.html',
    'node-sdk/classes/Table/index.html',
  ]);
  assert.deepEqual(candidateFiles('/powersync-js/node-sdk/index.html', base), ['node-sdk/index.html', 'node-sdk.html']);
});

test('assets are served as they are; paths outside the base or escaping it are refused', () => {
  assert.deepEqual(candidateFiles('/powersync-js/assets/js/main.abc.js?x=1', base), ['assets/js/main.abc.js']);
  assert.equal(candidateFiles('/other/', base), null);
  assert.equal(candidateFiles('/powersync-js/../etc/passwd', base), null);
  assert.equal(candidateFiles('/powersync-js/%2e%2e/secret', base), null);
  assert.equal(candidateFiles('/powersync-js/%E0%A4%A', base), null);
});

test('hashed assets are immutable, pages revalidate', () => {
  assert.equal(cacheControlFor('assets/js/main.abc.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('node-sdk.html'), 'public, max-age=0, must-revalidate');
});

test('the base path defaults to /powersync-js/ and can be overridden', () => {
  assert.equal(readSiteSettings({}).baseUrl, '/powersync-js/');
  assert.equal(readSiteSettings({SITE_BASE_URL: 'docs/js'}).baseUrl, '/docs/js/');
  assert.equal(normalizeBaseUrl('/'), '/');
  assert.throws(() => readSiteSettings({SITE_URL: 'not a url'}), /SITE_URL must be an origin/);
});

test('the announcement id changes when a documented version changes', () => {
  const bumped = {...manifest, sdks: manifest.sdks.map((s) => (s.id === 'web-sdk' ? {...s, version: '1.32.0'} : s))};
  assert.match(announcementId(manifest), /^release-[0-9a-f]{10}$/);
  assert.notEqual(announcementId(manifest), announcementId(bumped));
  assert.equal(announcementId(manifest), announcementId({...manifest}));
});

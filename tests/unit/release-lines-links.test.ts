/** Release-line links (src/theme/ReleaseLines): the equivalent page in another line, routes files, stored choice. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {equivalentHref, routeInLine, validStoredLine} from '../../src/theme/ReleaseLines/line-targets';
import {lineRoutes} from '../../src/plugins/line-routes/routes-file';

const v2 = {id: 'v2', label: 'Common 2.3', path: '/powersync-js/v2/'};
const current = {id: 'current', label: 'Common 1.45', path: '/powersync-js/'};

test('the route of a page inside its line', () => {
  assert.equal(routeInLine('/powersync-js/web-sdk/classes/Table', current.path), 'web-sdk/classes/Table');
  assert.equal(routeInLine('/powersync-js/v2/web-sdk/classes/Table', v2.path), 'web-sdk/classes/Table');
  assert.equal(routeInLine('/powersync-js/v2/', v2.path), '');
  assert.equal(routeInLine('/powersync-js/v2', v2.path), '', 'the main page without its slash');
  assert.equal(routeInLine('/powersync-js/web-sdk.html', current.path), 'web-sdk');
});

test('the equivalent page: same route and hash where the line has it, else its main page', () => {
  const routes = new Set(['', 'web-sdk', 'web-sdk/classes/Table']);
  assert.equal(
    equivalentHref('web-sdk/classes/Table', '#insertonly', v2, routes),
    '/powersync-js/v2/web-sdk/classes/Table#insertonly',
  );
  assert.equal(equivalentHref('web-sdk/classes/PowerSyncDatabase', '#close', v2, routes), '/powersync-js/v2/');
  assert.equal(equivalentHref('attachments-sdk', '', v2, routes), '/powersync-js/v2/');
  // Not loaded yet: the main page, so that the static HTML links only to pages that exist.
  assert.equal(equivalentHref('web-sdk/classes/Table', '#insertonly', v2), '/powersync-js/v2/');
  assert.equal(equivalentHref('', '#x', current, routes), '/powersync-js/', 'a main page takes no hash along');
});

test('a stored line is kept only while a line has its id', () => {
  assert.equal(validStoredLine('v2', [current, v2]), 'v2');
  assert.equal(validStoredLine('v9', [current, v2]), null);
  assert.equal(validStoredLine(null, [current, v2]), null);
});

test('routes.json: the line’s routes below its base, without the not-found page', () => {
  assert.deepEqual(
    lineRoutes(
      [
        '/powersync-js/v2/',
        '/powersync-js/v2/web-sdk',
        '/powersync-js/v2/404.html',
        '/powersync-js/v2/search',
        '/elsewhere',
      ],
      '/powersync-js/v2/',
    ),
    ['', 'search', 'web-sdk'],
  );
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutHtmlEnding} from '../../src/client-modules/html-path-rule';

test('a .html or index.html path becomes the path without that ending', () => {
  assert.equal(
    withoutHtmlEnding('/powersync-js/web-sdk/classes/WebRemote.html', '/powersync-js/'),
    '/powersync-js/web-sdk/classes/WebRemote',
  );
  assert.equal(withoutHtmlEnding('/powersync-js/react-sdk/index.html', '/powersync-js/'), '/powersync-js/react-sdk');
  assert.equal(withoutHtmlEnding('/powersync-js/index.html', '/powersync-js/'), '/powersync-js/');
  assert.equal(withoutHtmlEnding('/index.html', '/'), '/');
});

test('other paths are left alone', () => {
  for (const pathname of [
    '/powersync-js/',
    '/powersync-js/node-sdk',
    '/powersync-js/node-sdk/classes/Table',
    '/powersync-js/a.htm',
  ]) {
    assert.equal(withoutHtmlEnding(pathname, '/powersync-js/'), pathname);
  }
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listBuildFiles, listBuiltPages, pageRoute, readBuildFile} from '../../src/tooling/build-output';
import {scratchTree} from '../scratch-dir';

const fixture = (files: Record<string, string>): string => scratchTree('build-output', files);

test('build output: every file, sorted, relative with /', () => {
  const dir = fixture({'b.html': 'b', 'a/z.js': 'z', 'a/b/c.html': 'c', 'assets/js/main.js': 'm'});
  assert.deepEqual(listBuildFiles(dir), ['a/b/c.html', 'a/z.js', 'assets/js/main.js', 'b.html']);
  assert.equal(readBuildFile(dir, 'a/b/c.html'), 'c');
});

test('build output: pages with the route they are served at and their SDK section, assets excluded', () => {
  const dir = fixture({
    'index.html': '',
    '404.html': '',
    'node-sdk.html': '',
    'node-sdk/classes/Table.html': '',
    'other/index.html': '',
    'assets/x.html': '',
    'sitemap.xml': '',
  });
  assert.deepEqual(listBuiltPages(dir, {baseUrl: '/base/', sections: ['node-sdk']}), [
    {file: '404.html', route: '/base/404', section: null},
    {file: 'index.html', route: '/base/', section: null},
    {file: 'node-sdk.html', route: '/base/node-sdk', section: 'node-sdk'},
    {file: 'node-sdk/classes/Table.html', route: '/base/node-sdk/classes/Table', section: 'node-sdk'},
    {file: 'other/index.html', route: '/base/other', section: null},
  ]);
  assert.equal(pageRoute('/', 'index.html'), '/');
});

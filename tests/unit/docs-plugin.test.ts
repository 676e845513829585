import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import leanDocsPlugin, {withLeanVersionData, withoutDocList} from '../../src/plugins/docs';
import {indexRoutes} from '../../src/components/route-index';

const versionRoute = (children: RouteConfig[]): RouteConfig => ({
  path: '/',
  component: 'Root',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          label: 'Next',
          docsSidebars: {api: []},
          docs: {a: {id: 'a', title: 'A', description: 'Long text.', sidebar: 'api'}},
        },
      },
      routes: children,
    },
  ],
});

test('the version data passed to every page loses its doc map, nothing else', () => {
  const route = versionRoute([{path: '/a', component: '@theme/DocItem', props: {keep: 1}}]);
  const lean = withLeanVersionData(route);
  const version = lean.routes![0].props!.version as {label: string; docsSidebars: unknown; docs: unknown};
  assert.deepEqual(version, {label: 'Next', docsSidebars: {api: []}, docs: {}});
  assert.deepEqual(lean.routes![0].routes![0], {path: '/a', component: '@theme/DocItem', props: {keep: 1}});
  // The input is not changed.
  assert.deepEqual(Object.keys((route.routes![0].props!.version as {docs: object}).docs), ['a']);
});

test('with a category index page (doc cards read the map) the data is kept as it is', () => {
  const route = versionRoute([{path: '/category/x', component: '@theme/DocCategoryGeneratedIndexPage'}]);
  assert.equal(withLeanVersionData(route), route);
});

test('the plugin function carries the stock option validation', () => {
  assert.equal(typeof (leanDocsPlugin as unknown as {validateOptions?: unknown}).validateOptions, 'function');
});

test('global data keeps every version and sidebar link, without the list of every doc', () => {
  const version = (name: string) => ({
    name,
    label: name,
    isLast: name === 'current',
    path: '/base/',
    mainDocId: 'index',
    docs: [{id: 'a', path: '/base/a', sidebar: 'api'}],
    draftIds: [],
    sidebars: {api: {link: {label: 'A', path: '/base/a'}}},
  });
  const data = {path: '/base/', breadcrumbs: true, versions: [version('current'), version('1.0')]};
  const lean = withoutDocList(data);
  assert.deepEqual(lean, {...data, versions: data.versions.map((v) => ({...v, docs: []}))});
  assert.equal(data.versions[0]!.docs.length, 1, 'the input is not changed');
});

test('the route index answers which pages exist and their sidebar, as the docs theme matched them', () => {
  const index = indexRoutes([
    {path: '/base/search', exact: true},
    {
      path: '/base/',
      routes: [
        {
          path: '/base/',
          routes: [
            {path: '/base/', exact: true, sidebar: 'api'},
            {path: '/base/node-sdk/classes/Table', exact: true, sidebar: 'api'},
            {path: '/base/node-sdk/changes', exact: true},
          ],
        },
      ],
    },
    {path: '*'},
  ]);
  assert.equal(index.has('/base/node-sdk/classes/Table'), true);
  assert.equal(index.has('/base/node-sdk/classes/Table/'), true, 'a trailing slash is the same page');
  assert.equal(index.has('/base/node-sdk/classes/Tab'), false);
  assert.equal(index.has('/base/node-sdk'), false);
  assert.equal(index.sidebarOf('/base/node-sdk/classes/Table'), 'api');
  assert.equal(index.sidebarOf('/base'), 'api');
  assert.equal(index.sidebarOf('/base/node-sdk/changes'), undefined);
  assert.equal(index.sidebarOf('/base/search'), undefined);
  assert.equal(index.has('*'), false, 'the not-found route is not a page');
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import leanDocsPlugin, {withLeanVersionData} from '../../src/plugins/docs';

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

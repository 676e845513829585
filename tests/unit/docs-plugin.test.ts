import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import leanDocsPlugin, {withoutDocDescriptions} from '../../src/plugins/docs';

test('the version data passed to every page loses doc descriptions, nothing else', () => {
  const route: RouteConfig = {
    path: '/',
    component: 'Root',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: {version: {label: 'Next', docsSidebars: {api: []}, docs: {a: {id: 'a', title: 'A', description: 'Long text.', sidebar: 'api'}}}},
        routes: [{path: '/a', component: '@theme/DocItem', props: {keep: 1}}],
      },
    ],
  };
  const lean = withoutDocDescriptions(route);
  const version = lean.routes![0].props!.version as {label: string; docsSidebars: unknown; docs: Record<string, unknown>};
  assert.deepEqual(version.docs, {a: {id: 'a', title: 'A', sidebar: 'api'}});
  assert.equal(version.label, 'Next');
  assert.deepEqual(version.docsSidebars, {api: []});
  assert.deepEqual(lean.routes![0].routes![0], {path: '/a', component: '@theme/DocItem', props: {keep: 1}});
  // The input is not changed.
  assert.equal((route.routes![0].props!.version as {docs: Record<string, {description?: string}>}).docs.a.description, 'Long text.');
});

test('the plugin function carries the stock option validation', () => {
  assert.equal(typeof (leanDocsPlugin as unknown as {validateOptions?: unknown}).validateOptions, 'function');
});

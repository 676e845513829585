import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import leanDocsPlugin, {withLeanVersionData, withoutDocList} from '../../src/plugins/docs';
import {indexRoutes} from '../../src/components/route-index';
import {withSectionVersionData} from '../../src/plugins/docs/section-versions';

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

const section = (name: string, items: object[] = []) => ({
  type: 'category',
  label: `${name} SDK`,
  collapsed: true,
  collapsible: true,
  href: `/base/${name}`,
  items,
});
const doc = (path: string) => ({path, component: '@theme/DocItem', exact: true, sidebar: 'api'});

test('the version route is repeated per section, each with its own docs and its own sidebar in full', () => {
  const node = [{type: 'link', href: '/base/node/classes/Table', label: 'Table'}];
  const web = [{type: 'link', href: '/base/web/classes/Table', label: 'Table'}];
  const version = {
    path: '/base/',
    component: '@theme/DocVersionRoot',
    priority: 1,
    props: {version: {label: 'Next', docsSidebars: {api: [section('node', node), section('web', web)]}, docs: {}}},
    routes: [
      {
        path: '/base/',
        component: '@theme/DocRoot',
        routes: [
          doc('/base/'),
          doc('/base/node'),
          doc('/base/node/classes/Table'),
          doc('/base/web/classes/Table'),
          doc('/base/nodejs'),
        ],
      },
      {path: '/base/tags', component: '@theme/DocTagsListPage', exact: true},
    ],
  };
  const [root] = [withSectionVersionData({path: '/base/', component: 'Root', routes: [version]})];
  const routes = root!.routes!;
  assert.deepEqual(
    routes.map((r) => [
      r.path,
      r.priority,
      r.routes!.map((c) => [c.path, c.component, (c.routes ?? []).map((d) => d.path)]),
    ]),
    [
      ['/base/node', 1, [['/base/node', '@theme/DocRoot', ['/base/node', '/base/node/classes/Table']]]],
      ['/base/web', 1, [['/base/web', '@theme/DocRoot', ['/base/web/classes/Table']]]],
      // The rest, last: a path that merely starts with a section's name is not in it.
      [
        '/base/',
        1,
        [
          ['/base/', '@theme/DocRoot', ['/base/', '/base/nodejs']],
          ['/base/tags', '@theme/DocTagsListPage', []],
        ],
      ],
    ],
  );
  const sidebar = (r: RouteConfig) => (r.props!.version as {docsSidebars: {api: unknown}}).docsSidebars.api;
  const link = (name: string) => ({type: 'link', label: `${name} SDK`, href: `/base/${name}`, unlisted: false});
  assert.deepEqual(sidebar(routes[0]!), [section('node', node), link('web')]);
  assert.deepEqual(sidebar(routes[1]!), [link('node'), section('web', web)]);
  assert.deepEqual(sidebar(routes[2]!), [link('node'), link('web')]);
  assert.equal((routes[0]!.props!.version as {label: string}).label, 'Next', 'the rest of the data is kept');
  // The input is not changed.
  assert.equal(version.routes[0]!.routes!.length, 5);
  assert.deepEqual(version.props.version.docsSidebars.api[1], section('web', web));
});

test('a version route without sections or sidebars is left whole', () => {
  const plain = {
    path: '/base/',
    component: 'V',
    props: {version: {docsSidebars: {api: [{type: 'link', href: '/x'}]}}},
    routes: [{path: '/base/', component: 'R', routes: [doc('/base/x')]}],
  };
  assert.deepEqual(withSectionVersionData({path: '/base/', component: 'Root', routes: [plain]}).routes, [
    {...plain, props: {version: {docsSidebars: {api: [{type: 'link', href: '/x'}]}}}},
  ]);
  const noData = {path: '/base/', component: 'V', routes: []};
  assert.deepEqual(withSectionVersionData({path: '/base/', component: 'Root', routes: [noData]}).routes, [noData]);
});

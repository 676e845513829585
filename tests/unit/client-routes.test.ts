/** The browser's compact copy of Docusaurus's route tables (src/plugins/client-routes). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {clientRouteModules} from '../../src/plugins/client-routes';
import {encodeRoutes, readRoutesModule} from '../../src/plugins/client-routes/table';
import {chunkNamesOf, routesOf} from '../../src/plugins/client-routes/decode';

// The shape Docusaurus 3.10's codegen writes (packages/docusaurus/src/server/codegen/codegenRoutes).
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/base/search',
    component: ComponentCreator('/base/search', '122'),
    exact: true
  },
  {
    path: '/base/',
    component: ComponentCreator('/base/', '445'),
    routes: [
      {
        path: '/base/',
        component: ComponentCreator('/base/', 'db4'),
        routes: [
          {
            path: '/base/node-sdk/classes/Table',
            component: ComponentCreator('/base/node-sdk/classes/Table', '5c4'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/base/',
            component: ComponentCreator('/base/', '692'),
            exact: true,
            "data-x": 1
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const CHUNK_NAMES = {
  '/base/search-122': {__comp: '1a4e3797', __context: {plugin: 'c141421f'}},
  '/base/-445': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/base/-db4': {__comp: 'a94703ab'},
  '/base/node-sdk/classes/Table-5c4': {__comp: '17896441', content: '635d3e1e'},
  '/base/-692': {__comp: '17896441', content: 'f57ae3f5'},
};
const create = (path: string, hash?: string) => ({created: [path, hash]});

test('the browser rebuilds both route tables exactly as Docusaurus declared them', () => {
  const table = encodeRoutes(readRoutesModule(ROUTES), CHUNK_NAMES);
  assert.deepEqual(chunkNamesOf(table), CHUNK_NAMES);
  const declared = new Function(
    'ComponentCreator',
    ROUTES.replace(/^import .*$/gm, '').replace('export default', 'return'),
  );
  assert.deepEqual(routesOf(table, create), declared(create));
  assert.deepEqual(routesOf(table, create)[2], {path: '*', component: {created: ['*', undefined]}});
});

test('each path is stored once, relative to its parent', () => {
  const json = JSON.stringify(encodeRoutes(readRoutesModule(ROUTES), CHUNK_NAMES));
  assert.equal(json.split('node-sdk/classes/Table').length - 1, 1);
  assert.ok(!json.includes('/base/node-sdk'), json);
});

test('tables of another shape stop the build, naming the plugin', () => {
  const routes = readRoutesModule(ROUTES);
  const {['/base/-692']: _dropped, ...missing} = CHUNK_NAMES;
  assert.throws(() => encodeRoutes(routes, missing), /\[client-routes\] no chunk names for route \/base\/-692/);
  assert.throws(
    () => encodeRoutes(routes, {...CHUNK_NAMES, '/base/gone-abc': {__comp: 'x'}}),
    /chunk names without a route: \/base\/gone-abc/,
  );
  assert.throws(() => readRoutesModule('module.exports = [];'), /\[client-routes\] no `export default/);
  const moved = ROUTES.replace("path: '/base/node-sdk/classes/Table',", "path: '/elsewhere/Table',");
  assert.throws(() => encodeRoutes(readRoutesModule(moved), CHUNK_NAMES), /does not start with its parent's path/);
});

test('the generated browser modules replace both tables and import the decoder the site ships', () => {
  const modules = clientRouteModules(ROUTES, JSON.stringify(CHUNK_NAMES));
  assert.deepEqual(Object.keys(modules).sort(), ['routes.js', 'routesChunkNames.js', 'table.json']);
  const decoder = /from '@site\/(src\/plugins\/client-routes\/decode)'/;
  for (const name of ['routes.js', 'routesChunkNames.js']) {
    const match = modules[name]!.match(decoder);
    assert.ok(match, name);
    assert.ok(fs.existsSync(path.join(process.cwd(), `${match[1]}.ts`)));
  }
  assert.match(modules['routes.js']!, /routesOf\(table, ComponentCreator\)/);
});

test('a route component is made when the router first reads it, once', () => {
  const made: string[] = [];
  const routes = routesOf(encodeRoutes(readRoutesModule(ROUTES), CHUNK_NAMES), (path, hash) => {
    made.push(`${path}-${hash}`);
    return {path, hash};
  });
  assert.deepEqual(made, []);
  const table = routes[1]!.routes![0]!.routes![0]!;
  assert.equal(table.component, table.component);
  assert.deepEqual(made, ['/base/node-sdk/classes/Table-5c4']);
  assert.ok(Object.keys(table).includes('component'), 'enumerable, as routes.js declares it');
});

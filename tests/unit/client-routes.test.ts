/** The browser's compact copy of Docusaurus's route tables (src/plugins/client-routes). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {clientRouteModules} from '../../src/plugins/client-routes';
import {encodeRoutes, readRoutesModule, splitSubtrees, type DeclaredRoute} from '../../src/plugins/client-routes/table';
import {chunkNamesOf, clientRoutes, type SubtreeModule} from '../../src/plugins/client-routes/decode';
import {indexRoutes} from '../../src/components/route-index';
import {chunkKeys} from '../../src/plugins/client-routes/registry';

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
  assert.deepEqual(clientRoutes(table, create).routes, declared(create));
  assert.deepEqual(clientRoutes(table, create).routes[2], {path: '*', component: {created: ['*', undefined]}});
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
  const keys = new Set(Object.values(CHUNK_NAMES).flatMap(chunkKeys));
  const registry = `export default {\n${[...keys].map((key) => entry(key, `@site/${key}`)).join('')}};\n`;
  const modules = clientRouteModules(ROUTES, JSON.stringify(CHUNK_NAMES), registry);
  // No section below the docs root: no subtree module, and the whole registry in the main one.
  assert.deepEqual(Object.keys(modules).sort(), ['registry.js', 'routes.js', 'routesChunkNames.js', 'table.json']);
  assert.equal(modules['registry.js']!.split('() => import(').length - 1, keys.size);
  const decoder = /from '@site\/(src\/plugins\/client-routes\/decode)'/;
  for (const name of ['routes.js', 'routesChunkNames.js']) {
    const match = modules[name]!.match(decoder);
    assert.ok(match, name);
    assert.ok(fs.existsSync(path.join(process.cwd(), `${match[1]}.ts`)));
  }
  assert.match(modules['routes.js']!, /clientRoutes\(table, ComponentCreator, \[\n\], chunkNames, registry\)\.routes/);
});

test('a route component is made when the router first reads it, once', () => {
  const made: string[] = [];
  const {routes} = clientRoutes(encodeRoutes(readRoutesModule(ROUTES), CHUNK_NAMES), (path, hash) => {
    made.push(`${path}-${hash}`);
    return {path, hash};
  });
  assert.deepEqual(made, []);
  const table = routes[1]!.routes![0]!.routes![0]!;
  assert.equal(table.component, table.component);
  assert.deepEqual(made, ['/base/node-sdk/classes/Table-5c4']);
  assert.ok(Object.keys(table).includes('component'), 'enumerable, as routes.js declares it');
});

// A site with an SDK section: the docs plugin's version route repeated at the section's path
// (src/plugins/docs/section-versions.ts), below the docs root.
const SECTION_ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/base/',
    component: ComponentCreator('/base/', '445'),
    routes: [
      {
        path: '/base/node-sdk',
        component: ComponentCreator('/base/node-sdk', 'a01'),
        routes: [
          {
            path: '/base/node-sdk',
            component: ComponentCreator('/base/node-sdk', 'db4'),
            routes: [
              {
                path: '/base/node-sdk',
                component: ComponentCreator('/base/node-sdk', '9f1'),
                exact: true,
                sidebar: "api"
              },
              {
                path: '/base/node-sdk/classes/Table',
                component: ComponentCreator('/base/node-sdk/classes/Table', '5c4'),
                exact: true,
                sidebar: "api"
              }
            ]
          }
        ]
      },
      {
        path: '/base/',
        component: ComponentCreator('/base/', 'a02'),
        routes: [
          {
            path: '/base/',
            component: ComponentCreator('/base/', 'db5'),
            routes: [
              {
                path: '/base/',
                component: ComponentCreator('/base/', '692'),
                exact: true
              }
            ]
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
const SECTION_CHUNK_NAMES = {
  '/base/-445': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/base/node-sdk-a01': {__comp: 'c0000001', __props: 'b0000001'},
  '/base/node-sdk-db4': {__comp: 'a94703ab'},
  '/base/node-sdk-9f1': {__comp: '17896441', content: 'c1a0e001'},
  '/base/node-sdk/classes/Table-5c4': {__comp: '17896441', content: '635d3e1e'},
  '/base/-a02': {__comp: 'c0000001', __props: 'b0000002'},
  '/base/-db5': {__comp: 'a94703ab'},
  '/base/-692': {__comp: '17896441', content: 'f57ae3f5'},
};
const entry = (key: string, source: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${source}"), "${source}", require.resolveWeak("${source}")],\n`;
const SECTION_REGISTRY = `export default {\n${[
  ['5e95c892', '@theme/DocsRoot'],
  ['aba21aa0', '@generated/docs/plugin.json'],
  ['c0000001', '@theme/DocVersionRoot'],
  ['b0000001', '@generated/docs/node-sdk-version.json'],
  ['b0000002', '@generated/docs/version.json'],
  ['a94703ab', '@theme/DocRoot'],
  ['17896441', '@theme/DocItem'],
  ['c1a0e001', '@site/reference/node-sdk/README.md'],
  ['635d3e1e', '@site/reference/node-sdk/classes/Table.md'],
  ['f57ae3f5', '@site/reference/README.md'],
]
  .map(([key, source]) => entry(key!, source!))
  .join('')}};\n`;

test("a section's routes and chunk names move to its own module; the main table keeps its root", () => {
  const {table, subtrees} = splitSubtrees(encodeRoutes(readRoutesModule(SECTION_ROUTES), SECTION_CHUNK_NAMES));
  // Chunk names in table order (root first), without paths: the browser pairs them with the rows.
  assert.equal(subtrees.length, 1);
  const [section] = subtrees;
  assert.equal(section!.path, '/base/node-sdk');
  assert.deepEqual(section!.chunkNames, [
    SECTION_CHUNK_NAMES['/base/node-sdk-a01'],
    SECTION_CHUNK_NAMES['/base/node-sdk-db4'],
    SECTION_CHUNK_NAMES['/base/node-sdk-9f1'],
    SECTION_CHUNK_NAMES['/base/node-sdk/classes/Table-5c4'],
  ]);
  // Below the root, a route's hash is its number among the routes at its path.
  assert.deepEqual(section!.rows, [
    [
      '',
      '0',
      0,
      0,
      null,
      [
        ['', '1', 0, 1, {sidebar: 'api'}],
        ['/classes/Table', '0', 0, 1, {sidebar: 'api'}],
      ],
    ],
  ]);
  assert.deepEqual(section!.counterparts, [0, 0, 0], 'no other section');
  assert.deepEqual(table[0]![5]![0], ['node-sdk', 'a01', 1, 0, null], 'the root names its subtree and has no rows');
  assert.ok(!JSON.stringify(table).includes('classes/Table'));
  // The rest of the docs (same path as its parent) and everything outside stay as they were.
  assert.deepEqual(table[0]![5]![1]![2], SECTION_CHUNK_NAMES['/base/-a02']);
  assert.deepEqual(Object.keys(chunkNamesOf(table)).sort(), ['/base/-445', '/base/-692', '/base/-a02', '/base/-db5']);
});

test('the registry keeps what the main table and several subtrees use; the rest goes with its subtree', () => {
  const modules = clientRouteModules(SECTION_ROUTES, JSON.stringify(SECTION_CHUNK_NAMES), SECTION_REGISTRY);
  const keys = (source: string) => [...source.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]).sort();
  // Shared components (DocVersionRoot, DocRoot, DocItem) stay; the section's version data and pages
  // move, under short keys in the order the section's routes name them (its root's props first).
  assert.deepEqual(keys(modules['subtree-0.js']!), ['_0_0', '_0_1', '_0_2']);
  assert.deepEqual(keys(modules['registry.js']!), [
    '17896441',
    '5e95c892',
    'a94703ab',
    'aba21aa0',
    'b0000002',
    'c0000001',
    'f57ae3f5',
  ]);
  assert.match(
    modules['subtree-0.js']!,
    /"_0_2": \[\(\) => import\("@site\/reference\/node-sdk\/classes\/Table\.md"\)\]/,
  );
  assert.doesNotMatch(modules['subtree-0.js']!, /635d3e1e|b0000001|c1a0e001/);
  assert.match(
    modules['routes.js']!,
    /clientRoutes\(table, ComponentCreator, \[\n {2}\(\) => import\('\.\/subtree-0\.js'\),\n\], chunkNames, registry\)\.routes/,
  );
  assert.match(modules['subtree-0.js']!, /^export const rows = \[\["","0",0,0,null,/m);
  assert.match(modules['subtree-0.js']!, /^export const counterparts = \[0,0,0\];$/m);
});

/** The section site's routes as Docusaurus declares them, each component made by `create`. */
const declaredSection = () =>
  new Function('ComponentCreator', SECTION_ROUTES.replace(/^import .*$/gm, '').replace('export default', 'return'))(
    create,
  ) as unknown;

/**
 * A route tree with each component (`create`'s) read as ComponentCreator reads it: the chunk names
 * of its path-hash key, each leaf as `leaf` gives it (null: a route without chunk names).
 */
const chunksOfRoutes = (
  routes: unknown,
  names: Record<string, unknown>,
  leaf: (key: string) => unknown = (key) => key,
): unknown => {
  const read = (value: unknown): unknown =>
    typeof value === 'string'
      ? leaf(value)
      : Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([prop, v]) => [prop, read(v)]));
  return JSON.parse(
    JSON.stringify(routes, (prop, value: unknown) => {
      if (prop === 'preload') return undefined;
      if (prop !== 'component') return value;
      const [path, hash] = (value as {created: [string, string | undefined]}).created;
      const chunks = names[`${path}-${hash}`];
      return chunks === undefined ? null : read(chunks);
    }),
  );
};

test("a short key that is already a key of Docusaurus's registry stops the build", () => {
  const registry = SECTION_REGISTRY.replace(
    'export default {\n',
    `export default {\n${entry('_0_1', '@site/other.md')}`,
  );
  assert.throws(
    () => clientRouteModules(SECTION_ROUTES, JSON.stringify(SECTION_CHUNK_NAMES), registry),
    /\[client-routes\] the short key _0_1 is a key of Docusaurus's registry/,
  );
});

test("every route's chunks are the modules Docusaurus's own tables give it, whatever their keys", async () => {
  const modules = clientRouteModules(SECTION_ROUTES, JSON.stringify(SECTION_CHUNK_NAMES), SECTION_REGISTRY);
  // The generated modules as the browser gets them: the main table and registry, then the section's.
  const registrySource = (source: string) =>
    source.replace(/\(\) => import\(("[^"]+")\)/g, '$1').replace(/^export default /m, 'return ');
  const registry = new Function(registrySource(modules['registry.js']!))() as Record<string, string[]>;
  const table = JSON.parse(modules['table.json']!) as Parameters<typeof chunkNamesOf>[0];
  const section = new Function(
    registrySource(modules['subtree-0.js']!).replace(/^export const (\w+) = /gm, 'const $1 = ') +
      '\nreturn {rows, chunkNames, counterparts, registry};',
  )() as SubtreeModule;
  const chunkNames = chunkNamesOf(table);
  const client = clientRoutes(table, create, [async () => section], chunkNames, registry);
  await client.loadSubtrees([client.routes[0]!, client.routes[0]!.routes![0]!]);
  const docusaurus = Object.fromEntries(
    [...SECTION_REGISTRY.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)/g)].map(
      (m) => [m[1], m[2]],
    ),
  );
  // Route by route: the modules its component loads, through the browser's tables and through Docusaurus's.
  assert.deepEqual(
    chunksOfRoutes(client.routes, chunkNames, (key) => registry[key]![0]),
    chunksOfRoutes(declaredSection(), SECTION_CHUNK_NAMES, (key) => docusaurus[key]),
  );
  assert.ok(JSON.stringify(chunkNames).includes('"_0_2"'), 'the section page reads its short key');
  assert.ok(Object.keys(chunkNames).includes('/base/node-sdk/classes/Table-0'), 'and has its short hash');
});

test("a section's routes load with its module before a path below its root is matched, then are Docusaurus's", async () => {
  const {table, subtrees} = splitSubtrees(encodeRoutes(readRoutesModule(SECTION_ROUTES), SECTION_CHUNK_NAMES));
  const chunkNames = chunkNamesOf(table);
  const registry: Record<string, unknown> = {};
  let imports = 0;
  let fail = true;
  const module = async (): Promise<SubtreeModule> => {
    imports += 1;
    if (fail) throw Object.assign(new Error('Loading chunk 1 failed'), {name: 'ChunkLoadError'});
    const {rows, chunkNames: names, counterparts} = subtrees[0]!;
    return {rows, chunkNames: names, counterparts, registry: {'635d3e1e': ['loader']}};
  };
  const made: string[] = [];
  const create = (path: string, hash?: string) => {
    made.push(`${path}-${hash}`);
    // ComponentCreator reads the route's chunk names when it is called: they must be there.
    assert.ok(hash === undefined || `${path}-${hash}` in chunkNames, `chunk names of ${path}-${hash}`);
    return {created: [path, hash], preload: async () => 'preloaded'};
  };
  const client = clientRoutes(table, create, [module], chunkNames, registry);
  const root = client.routes[0]!.routes![0]!;
  assert.equal(root.routes!.length, 0, 'no rows before the module');
  const standIn = root.component as (() => null) & {preload: () => Promise<unknown>};
  assert.equal(standIn(), null, 'renders nothing, should it ever render before its preload');
  // A failed load (flaky network) is tried again on the next call.
  await assert.rejects(client.loadSubtrees([client.routes[0]!, root]), /ChunkLoadError|Loading chunk/);
  assert.equal(client.loaded(), 0);
  fail = false;
  await client.loadSubtrees([client.routes[0]!, root]);
  await client.loadSubtrees([root]);
  assert.equal(imports, 2, 'loaded once it succeeded');
  assert.equal(client.loaded(), 1);
  assert.deepEqual((root.component as {created: unknown}).created, ['/base/node-sdk', 'a01']);
  assert.deepEqual(registry, {'635d3e1e': ['loader']});
  // Once loaded, the routes are Docusaurus's, each with the chunk names Docusaurus gives it (the
  // hashes below the root are the section's short ones).
  assert.equal(Object.keys(chunkNames).length, Object.keys(SECTION_CHUNK_NAMES).length);
  assert.deepEqual(chunksOfRoutes(client.routes, chunkNames), chunksOfRoutes(declaredSection(), SECTION_CHUNK_NAMES));
  const page = root.routes![0]!.routes![0]!;
  assert.equal(page.component, page.component, 'made once');
  assert.equal(made.filter((m) => m === '/base/node-sdk/classes/Table-0').length, 1);
});

test("a stand-in root's preload loads its section, then the root's own component", async () => {
  const {table, subtrees} = splitSubtrees(encodeRoutes(readRoutesModule(SECTION_ROUTES), SECTION_CHUNK_NAMES));
  const {rows, chunkNames: names, counterparts} = subtrees[0]!;
  const client = clientRoutes(
    table,
    (path, hash) => ({created: [path, hash], preload: async () => `preloaded ${path}`}),
    [async () => ({rows, chunkNames: names, counterparts, registry: {}})],
    chunkNamesOf(table),
  );
  const root = client.routes[0]!.routes![0]!;
  assert.equal(await (root.component as {preload: () => Promise<unknown>}).preload(), 'preloaded /base/node-sdk');
  assert.equal(client.loaded(), 1);
  assert.equal(root.routes!.length, 1);
});

/** Sections with the pages given (paths below the section), as the docs plugin declares them. */
function sectionsSite(sections: Record<string, string[]>) {
  let n = 0;
  const hash = () => (n++).toString(16).padStart(3, '0');
  const names: Record<string, Record<string, string>> = {};
  const route = (path: string, extra: Record<string, unknown> = {}, routes?: DeclaredRoute[]): DeclaredRoute => {
    const h = hash();
    names[`${path}-${h}`] = {__comp: `c${h}`};
    return {path, component: {path, hash: h}, ...extra, ...(routes ? {routes} : {})};
  };
  const roots = Object.entries(sections).map(([id, pages]) =>
    route(`/base/${id}`, {}, [
      route(
        `/base/${id}`,
        {},
        pages.map((p) => route(`/base/${id}${p}`, {exact: true})),
      ),
    ]),
  );
  const routes = [route('/base/', {}, [...roots, route('/base/', {exact: true})])];
  return {table: encodeRoutes(routes, names), names};
}

test('the route index of a loaded section knows which other sections have the same page, as the full index does', async () => {
  const pages = {
    'node-sdk': ['', '/classes/Table', '/classes/NodeOnly', '/functions/f'],
    'web-sdk': ['', '/classes/Table', '/classes/WebOnly'],
    'react-sdk': ['', '/functions/f', '/classes/Table'],
  };
  const {table: full, names} = sectionsSite(pages);
  const fullIndex = indexRoutes(clientRoutes(full, (path) => ({path})).routes as never);
  const {table, subtrees} = splitSubtrees(full);
  const modules = subtrees.map(({rows, chunkNames, counterparts}) => async () => ({
    rows,
    chunkNames,
    counterparts,
    registry: {},
  }));
  const client = clientRoutes(table, (path) => ({path}), modules, chunkNamesOf(table));
  const node = client.routes[0]!.routes![0]!;
  await client.loadSubtrees([node]);
  const index = indexRoutes(client.routes as never);
  for (const section of Object.keys(pages))
    for (const page of ['', '/classes/Table', '/classes/NodeOnly', '/classes/WebOnly', '/functions/f', '/nope']) {
      const path = `/base/${section}${page}`;
      const known = section === 'node-sdk' || pages['node-sdk'].includes(page);
      // Other sections' pages are known where a page of the loaded section is the same page.
      if (known) assert.equal(index.has(path), fullIndex.has(path), path);
    }
  assert.equal(index.has('/base/web-sdk/classes/Table'), true);
  assert.equal(index.has('/base/react-sdk/functions/f'), true);
  assert.equal(index.has('/base/web-sdk/functions/f'), false);
  assert.equal(index.has('/base/node-sdk/classes/WebOnly'), false);
  assert.ok(Object.keys(names).length > 10);
});

/** The browser's copy of Docusaurus's route registry (src/plugins/client-routes/registry.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadersOnly} from '../../src/plugins/client-routes/registry';

// The shape Docusaurus 3.10's codegen writes (packages/docusaurus/src/server/codegen).
const REGISTRY = `export default {
  "0059fec4": [() => import(/* webpackChunkName: "0059fec4" */ "@site/reference/node-sdk/classes/CrudEntry.md"), "@site/reference/node-sdk/classes/CrudEntry.md", require.resolveWeak("@site/reference/node-sdk/classes/CrudEntry.md")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "a\\"b": [() => import(/* webpackChunkName: "x" */ "@site/a \\"quoted\\".md"), "@site/a \\"quoted\\".md", require.resolveWeak("@site/a \\"quoted\\".md")],};
`;

test('every chunk keeps its loader alone: no source path, no module id', () => {
  const lean = loadersOnly(REGISTRY);
  assert.ok(!lean.includes('require.resolveWeak'));
  assert.ok(
    lean.includes(
      '"0059fec4": [() => import(/* webpackChunkName: "0059fec4" */ "@site/reference/node-sdk/classes/CrudEntry.md")],',
    ),
  );
  assert.ok(lean.includes('"5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot")],'));
  assert.ok(lean.includes('"a\\"b": [() => import(/* webpackChunkName: "x" */ "@site/a \\"quoted\\".md")],'));
  assert.equal(lean.split('@site/reference/node-sdk/classes/CrudEntry.md').length - 1, 1);
});

test('a registry of another shape stops the build, naming the plugin', () => {
  const other = 'export default {"a": [() => import("./a"), require.resolveWeak("./a")]};';
  assert.throws(() => loadersOnly(other), /client-routes.*found 0/);
  assert.equal(loadersOnly('export default {};\n'), 'export default {};\n', 'no chunks, nothing to do');
});

test('chunks lose their names, keeping their loaders; a registry without them stops the build', async () => {
  const {withoutChunkNames} = await import('../../src/plugins/client-routes/registry');
  const unnamed = withoutChunkNames(loadersOnly(REGISTRY));
  assert.ok(!unnamed.includes('webpackChunkName'));
  assert.ok(unnamed.includes('"0059fec4": [() => import("@site/reference/node-sdk/classes/CrudEntry.md")],'));
  assert.ok(unnamed.includes('"a\\"b": [() => import("@site/a \\"quoted\\".md")],'));
  assert.throws(
    () => withoutChunkNames('export default {"a": [() => import("./a"), "", require.resolveWeak("./a")]};'),
    /client-routes.*found 0/,
  );
  assert.equal(withoutChunkNames('export default {};\n'), 'export default {};\n');
});

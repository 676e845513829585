import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import buildMemoryPlugin, {collectGarbage} from '../../src/plugins/build-memory';

type Tap = (name: string, callback: () => void) => void;

/** A compiler with `run`, `done` and `thisCompilation` hooks whose callbacks the test triggers. */
function fakeCompiler() {
  const callbacks: Record<string, Array<() => void>> = {run: [], done: [], finishModules: []};
  const hook = (name: string): {tap: Tap} => ({tap: (_n, callback) => callbacks[name].push(callback)});
  const compilation = {hooks: {finishModules: hook('finishModules')}};
  return {
    compiler: {
      hooks: {
        run: hook('run'),
        done: hook('done'),
        thisCompilation: {tap: (_n: string, callback: (c: typeof compilation) => void) => callback(compilation)},
      },
    },
    fire: (name: string) => callbacks[name].forEach((c) => c()),
  };
}

function productionPlugin() {
  const configured = buildMemoryPlugin().configureWebpack!(
    {mode: 'production'} as never,
    false,
    {} as never,
    undefined as never,
  );
  return (configured as {plugins: Array<{apply(compiler: unknown): void}>}).plugins[0];
}

test('a full collection returns unreferenced heap, and gc is not left exposed', () => {
  let garbage: number[][] | undefined = Array.from({length: 200}, () => Array.from({length: 10_000}, (_, i) => i));
  assert.equal(garbage.length, 200);
  const held = process.memoryUsage().heapUsed;
  garbage = undefined;
  collectGarbage();
  assert.equal(garbage, undefined);
  assert.ok(process.memoryUsage().heapUsed < held - 5e6, 'at least the 16 MB of dropped arrays are freed');
  assert.equal(
    vm.runInNewContext('typeof gc'),
    'undefined',
    '--expose-gc is reset (left on, it slowed static rendering 2x)',
  );
});

test("a compilation's loader garbage is collected once its modules are built", () => {
  const plugin = productionPlugin();
  const client = fakeCompiler();
  plugin.apply(client.compiler);
  client.fire('run');
  let garbage: number[][] | undefined = Array.from({length: 200}, () => Array.from({length: 10_000}, (_, i) => i));
  assert.equal(garbage.length, 200);
  garbage = undefined;
  const before = process.memoryUsage().heapUsed;
  client.fire('finishModules');
  assert.ok(process.memoryUsage().heapUsed < before - 5e6, 'collected when the modules are built');
  assert.equal(garbage, undefined);
  client.fire('done');
});

test('the collection runs once both compilers are done, and never in the dev server', () => {
  const plugin = productionPlugin();
  const client = fakeCompiler();
  const server = fakeCompiler();
  plugin.apply(client.compiler);
  plugin.apply(server.compiler);
  client.fire('run');
  server.fire('run');
  let garbage: number[][] | undefined = Array.from({length: 200}, () => Array.from({length: 10_000}, (_, i) => i));
  assert.equal(garbage.length, 200);
  garbage = undefined;
  const before = process.memoryUsage().heapUsed;
  client.fire('done');
  assert.ok(process.memoryUsage().heapUsed > before - 5e6, 'no collection while the server compiler still runs');
  server.fire('done');
  assert.ok(process.memoryUsage().heapUsed < before - 5e6, 'collected after the last compiler');
  assert.equal(garbage, undefined);
  assert.deepEqual(
    buildMemoryPlugin().configureWebpack!({mode: 'development'} as never, false, {} as never, undefined as never),
    {},
  );
});

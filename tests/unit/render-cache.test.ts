/** Each page's static rendering kept between builds (src/plugins/render-cache). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {bundleKey, cachedRender, pruneUnused, type RenderCacheSettings} from '../../src/plugins/render-cache/cache';
import renderCachePlugin, {bundleOnlyCheck, runTimeRequires} from '../../src/plugins/render-cache';
import {scratchDir} from '../scratch-dir';

interface Params {
  pathname: string;
  v4RemoveLegacyPostBuildHeadAttribute: boolean;
}
interface Result {
  html: string;
  collectedData: {metadata: {helmet: unknown; internal: {title: string}}; links: string[]; modules: string[]};
}

/** A server bundle folder (main file and a chunk) and an empty cache folder. */
function site(): RenderCacheSettings {
  const root = scratchDir('render-cache');
  const serverDir = path.join(root, 'build/__server');
  fs.mkdirSync(path.join(serverDir, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(serverDir, 'server.bundle.js'), 'module.exports = "bundle one";');
  fs.writeFileSync(path.join(serverDir, 'assets/js/42.js'), 'chunk');
  return {serverDir, dir: path.join(root, '.cache/render/site')};
}

/** A renderer that counts its calls; its output names the path and the bundle text it ran. */
function counting(settings: RenderCacheSettings, helmet: unknown = null) {
  const calls: string[] = [];
  const render = async ({pathname}: Params): Promise<Result> => {
    calls.push(pathname);
    const bundle = fs.readFileSync(path.join(settings.serverDir, 'server.bundle.js'), 'utf8');
    return {
      html: `<main>${pathname} ${bundle}</main>`,
      collectedData: {
        metadata: {helmet, internal: {title: `<title>${pathname}</title>`}},
        links: ['/a'],
        modules: ['m1'],
      },
    };
  };
  return {calls, render};
}

const params = (pathname: string): Params => ({pathname, v4RemoveLegacyPostBuildHeadAttribute: true});

/** One build: a fresh wrapper (as each rendering worker makes), the given paths rendered. */
async function build(settings: RenderCacheSettings, paths: string[], helmet: unknown = null) {
  const {calls, render} = counting(settings, helmet);
  const wrapped = cachedRender(render, settings);
  const results = [];
  for (const pathname of paths) results.push(await wrapped(params(pathname)));
  return {calls, results};
}

test('a rebuild with the same server bundle renders no page again and returns the same results', async () => {
  const settings = site();
  const first = await build(settings, ['/a', '/b']);
  assert.deepEqual(first.calls, ['/a', '/b']);
  const second = await build(settings, ['/a', '/b']);
  assert.deepEqual(second.calls, []);
  assert.deepEqual(second.results, first.results);
});

test('any change to any file of the server bundle, or another Node.js, renders every page again', async () => {
  const settings = site();
  await build(settings, ['/a', '/b']);
  fs.writeFileSync(path.join(settings.serverDir, 'server.bundle.js'), 'module.exports = "bundle two";');
  const afterMain = await build(settings, ['/a', '/b']);
  assert.deepEqual(afterMain.calls, ['/a', '/b']);
  assert.match(afterMain.results[0].html, /bundle two/);
  fs.writeFileSync(path.join(settings.serverDir, 'assets/js/42.js'), 'chunk, changed');
  assert.deepEqual((await build(settings, ['/a'])).calls, ['/a']);
  fs.renameSync(path.join(settings.serverDir, 'assets/js/42.js'), path.join(settings.serverDir, 'assets/js/43.js'));
  assert.deepEqual((await build(settings, ['/a'])).calls, ['/a'], 'a renamed file is a change');
  const keyNow = bundleKey(settings.serverDir);
  const version = Object.getOwnPropertyDescriptor(process, 'version')!;
  Object.defineProperty(process, 'version', {...version, value: 'v99.0.0'});
  try {
    assert.notEqual(bundleKey(settings.serverDir), keyNow, 'another Node.js is a change');
  } finally {
    Object.defineProperty(process, 'version', version);
  }
});

test('each path and each render option is kept apart', async () => {
  const settings = site();
  await build(settings, ['/a']);
  assert.deepEqual((await build(settings, ['/b'])).calls, ['/b']);
  const {calls, render} = counting(settings);
  await cachedRender(render, settings)({pathname: '/a', v4RemoveLegacyPostBuildHeadAttribute: false});
  assert.deepEqual(calls, ['/a']);
});

test('an unreadable kept result is rendered again', async () => {
  const settings = site();
  await build(settings, ['/a']);
  const folder = path.join(settings.dir, bundleKey(settings.serverDir));
  for (const file of fs.readdirSync(folder)) fs.writeFileSync(path.join(folder, file), 'not gzip');
  const again = await build(settings, ['/a']);
  assert.deepEqual(again.calls, ['/a']);
  assert.equal(again.results[0].html, `<main>/a module.exports = "bundle one";</main>`);
  assert.deepEqual((await build(settings, ['/a'])).calls, [], 'and kept again');
});

test('a result carrying the legacy helmet object (not plain data) is never kept', async () => {
  const settings = site();
  await build(settings, ['/a'], {title: {toString: () => '<title>a</title>'}});
  assert.deepEqual((await build(settings, ['/a'], {title: {}})).calls, ['/a']);
});

test('after a build only the results of the server bundle it used are kept', async () => {
  // Rendering starts well after the build does; file times are only as fine as the kernel's tick.
  const startBuild = async () => {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return started;
  };
  const settings = site();
  await build(settings, ['/a']);
  // That build was an earlier one: its folder's time is a minute before this build starts, as a
  // real build's folder is, and not the millisecond next door, where file times (the kernel's,
  // finer than Date.now()'s whole milliseconds) decide the order by chance.
  const earlier = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(settings.dir, bundleKey(settings.serverDir)), earlier, earlier);
  fs.writeFileSync(path.join(settings.serverDir, 'server.bundle.js'), 'module.exports = "bundle two";');
  const started = await startBuild();
  await build(settings, ['/a']);
  pruneUnused(settings.dir, started);
  assert.deepEqual(fs.readdirSync(settings.dir), [bundleKey(settings.serverDir)]);
  // A rebuild that renders nothing new still marks its folder as used.
  const restarted = await startBuild();
  assert.deepEqual((await build(settings, ['/a'])).calls, []);
  pruneUnused(settings.dir, restarted);
  assert.deepEqual(fs.readdirSync(settings.dir), [bundleKey(settings.serverDir)]);
});

test('the plugin wraps the server entry of production builds only, one cache folder per output folder', () => {
  const context = (outDir: string) => ({siteDir: '/site', outDir}) as Parameters<typeof renderCachePlugin>[0];
  const DefinePlugin = class {
    constructor(readonly definitions: Record<string, string>) {}
  };
  const utils = {currentBundler: {instance: {DefinePlugin}}} as never;
  const configure = (outDir: string, isServer: boolean, mode: string) =>
    renderCachePlugin(context(outDir)).configureWebpack!({mode} as never, isServer, utils, undefined as never) as {
      entry?: {main: string};
      plugins?: [InstanceType<typeof DefinePlugin>, unknown];
    };
  assert.deepEqual(configure('/site/build', false, 'production'), {});
  assert.deepEqual(configure('/site/build', true, 'development'), {});
  const server = configure('/site/build', true, 'production');
  assert.equal(server.entry?.main, '/site/src/plugins/render-cache/server-entry.ts');
  assert.ok(fs.existsSync(path.resolve('src/plugins/render-cache/server-entry.ts')));
  const settings = (config: typeof server) =>
    JSON.parse(config.plugins![0].definitions.POWERSYNC_RENDER_CACHE) as RenderCacheSettings;
  assert.equal(settings(server).serverDir, '/site/build/__server');
  assert.equal(server.plugins![1], bundleOnlyCheck, 'the server bundle is checked for run-time requires');
  const other = settings(configure('/site/.cache/lines/v1/site', true, 'production'));
  assert.notEqual(other.dir, settings(server).dir);
  assert.ok(other.dir.startsWith('/site/.cache/render/'));
});

test('a server bundle that leaves a package for Node to load at run time stops the build, naming it', () => {
  const externals = (...requests: string[]) => requests.map((r) => `external node-commonjs "${r}"`);
  const bundled = ['builtin:swc-loader??ruleSet[1]!/site/src/a.ts', 'json|/site/.docusaurus/b.json'];
  assert.deepEqual(runTimeRequires([...bundled, ...externals('node:fs', 'util', 'async_hooks')]), []);
  assert.deepEqual(runTimeRequires([...bundled, ...externals('node:path', 'react-dom/server', 'fs-extra')]), [
    'react-dom/server',
    'fs-extra',
  ]);
  assert.deepEqual(runTimeRequires(['external var window']), ['external var window'], 'an external of another form');

  const build = (identifiers: string[]) => {
    const errors: Error[] = [];
    bundleOnlyCheck.apply({
      hooks: {
        thisCompilation: {
          tap: (_name, withCompilation) =>
            withCompilation({
              errors,
              hooks: {
                finishModules: {tap: (_n, check) => check(identifiers.map((id) => ({identifier: () => id})))},
              },
            }),
        },
      },
    });
    return errors.map((error) => error.message);
  };
  assert.deepEqual(build([...bundled, ...externals('node:fs')]), []);
  const [message, ...more] = build([...bundled, ...externals('node:fs', 'sharp')]);
  assert.equal(more.length, 0);
  assert.match(message, /^\[render-cache\] The server bundle loads "sharp" at run time\./);
});

import crypto from 'node:crypto';
import {isBuiltin} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pruneUnused, type RenderCacheSettings} from './cache';

/** Under the site's `.cache/`; one folder per output folder, since each release line builds its own site. */
export const RENDER_CACHE_DIR = path.join('.cache', 'render');

/** Docusaurus's server entry, wrapped. */
const SERVER_ENTRY = 'src/plugins/render-cache/server-entry.ts';

/**
 * Keeps each page's static rendering between builds (cache.ts): the server bundle's entry is
 * Docusaurus's own, wrapped. Production builds only; `docusaurus start` renders in the browser.
 */
export default function renderCachePlugin(context: LoadContext): Plugin {
  const started = Date.now();
  const settings: RenderCacheSettings = {
    serverDir: path.join(context.outDir, '__server'),
    dir: path.join(
      context.siteDir,
      RENDER_CACHE_DIR,
      crypto.createHash('sha256').update(context.outDir).digest('hex').slice(0, 16),
    ),
  };
  return {
    name: 'powersync-render-cache',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!isServer || config.mode !== 'production') return {};
      return {
        entry: {main: path.join(context.siteDir, SERVER_ENTRY)},
        plugins: [
          new currentBundler.instance.DefinePlugin({POWERSYNC_RENDER_CACHE: JSON.stringify(settings)}),
          bundleOnlyCheck,
        ],
      };
    },
    postBuild() {
      pruneUnused(settings.dir, started);
    },
  };
}

/** What the server bundle leaves to `require` at run time, other than Node's own modules. */
export function runTimeRequires(moduleIdentifiers: Iterable<string>): string[] {
  const requires: string[] = [];
  for (const identifier of moduleIdentifiers) {
    if (!identifier.startsWith('external ')) continue; // e.g. `external node-commonjs "node:fs"`
    const request = /"([^"]+)"$/.exec(identifier)?.[1];
    if (!request || !isBuiltin(request)) requires.push(request ?? identifier);
  }
  return requires;
}

/** The part of a webpack/rspack compiler the check uses. */
interface CheckedCompiler {
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: CheckedCompilation) => void): void}};
}
interface CheckedCompilation {
  hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<{identifier(): string}>) => void): void}};
  errors: Error[];
}

/**
 * The renderings are keyed on the server bundle's files, so a page must depend on nothing else:
 * a package left for Node to load at run time could change while the bundle stays the same, and
 * the kept renderings would be stale. The build stops naming it.
 */
export const bundleOnlyCheck = {
  apply(compiler: CheckedCompiler): void {
    compiler.hooks.thisCompilation.tap('powersync-render-cache', (compilation) => {
      compilation.hooks.finishModules.tap('powersync-render-cache', (modules) => {
        const requires = runTimeRequires(Array.from(modules, (module) => module.identifier()));
        if (requires.length === 0) return;
        compilation.errors.push(
          new Error(
            `[render-cache] The server bundle loads ${requires.map((r) => `"${r}"`).join(', ')} at run time. ` +
              'Kept renderings are keyed on the bundle alone and could be stale: bundle it, or add it to the key ' +
              '(src/plugins/render-cache).',
          ),
        );
      });
    });
  },
};

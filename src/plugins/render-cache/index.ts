import crypto from 'node:crypto';
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
        plugins: [new currentBundler.instance.DefinePlugin({POWERSYNC_RENDER_CACHE: JSON.stringify(settings)})],
      };
    },
    postBuild() {
      pruneUnused(settings.dir, started);
    },
  };
}

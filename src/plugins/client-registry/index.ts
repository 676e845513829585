/**
 * A lighter route registry in the browser bundle.
 *
 * Docusaurus's registry (`@generated/registry`, in every page's main.js) lists each route
 * chunk as `[loader, "@site/reference/…/Table.md", require.resolveWeak(…)]`. The source path
 * and the module id are read only during server rendering (react-loadable reports the path to
 * find a page's scripts, and would use the id for `preloadReady`, which Docusaurus does not
 * call); in the browser only the loader is used, yet the other two cost bytes per chunk of
 * every page of the site. The browser bundle gets a copy of the registry with loaders alone;
 * the server bundle keeps Docusaurus's own. Production builds only: in `docusaurus start` the
 * registry is rewritten on every content change.
 *
 * Nor does the browser need the chunks' names. Each `import()` carries a `webpackChunkName`,
 * and webpack's runtime (loaded by every page) maps every named chunk's id to its name, and
 * Docusaurus adds a map of every name back to its id, for `docusaurus.prefetch`, which this
 * site turns off (src/client-modules/prefetch-on-intent.ts). Without the names, chunks are
 * loaded by id as before and both maps lose an entry per page of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeGeneratedModule} from '../generated-module';

const SERVER_ONLY = /(\)\s*),\s*"(?:[^"\\]|\\.)*"\s*,\s*require\.resolveWeak\("(?:[^"\\]|\\.)*"\)(\s*\])/g;

/**
 * The registry source with each chunk reduced to `[loader]`. Throws when a registry with chunks
 * has none in the expected shape: a Docusaurus upgrade that changes it must fail the build here
 * rather than silently ship the paths again.
 */
export function loadersOnly(registrySource: string): string {
  const chunks = registrySource.split('require.resolveWeak(').length - 1;
  let replaced = 0;
  const lean = registrySource.replace(SERVER_ONLY, (_, loader: string, end: string) => {
    replaced += 1;
    return `${loader}${end}`;
  });
  if (replaced !== chunks) {
    throw new Error(
      `[client-registry] expected ${chunks} chunks of the shape [loader, "source path", require.resolveWeak(…)] in ` +
        `Docusaurus's registry, found ${replaced}. Was @docusaurus/core upgraded? Review src/plugins/client-registry.`,
    );
  }
  return lean;
}

const CHUNK_NAME = /\/\* webpackChunkName: "(?:[^"\\]|\\.)*" \*\/ /g;

/** The registry source without `webpackChunkName` comments; throws when a chunk has none to remove. */
export function withoutChunkNames(registrySource: string): string {
  const chunks = registrySource.split('() => import(').length - 1;
  const unnamed = registrySource.replace(CHUNK_NAME, '');
  const removed = registrySource.match(CHUNK_NAME)?.length ?? 0;
  if (removed !== chunks) {
    throw new Error(
      `[client-registry] expected ${chunks} chunks loaded as () => import(/* webpackChunkName: "…" */ …) in ` +
        `Docusaurus's registry, found ${removed}. Was @docusaurus/core upgraded? Review src/plugins/client-registry.`,
    );
  }
  return unnamed;
}

export default function clientRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'powersync-client-registry',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus has written the registry before any bundler configuration is made.
      const source = fs.readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8');
      const lean = withoutChunkNames(loadersOnly(source));
      const file = path.join(context.generatedFilesDir, 'client-registry', 'registry.js');
      writeGeneratedModule(file, lean);
      // A replacement, not an alias: Docusaurus's `@generated` alias would match first.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/^@generated\/registry$/, file)]};
    },
  };
}

/**
 * What the browser knows of the routes: Docusaurus's route tree, route chunk names and route
 * registry, shipped as
 * - one compact table (table.ts) of the routes outside the SDK sections and of each section's
 *   root, decoded when the main bundle starts (decode.ts): each route's path and hash once;
 * - a registry with loaders alone (registry.ts), a section's own chunks under short keys;
 * - per subtree (each SDK section's docs routes), a module with its routes, their chunk names
 *   and the loaders only it uses, loaded before the first path of that section is matched
 *   (preload.ts, in place of Docusaurus's): the main bundle does not grow with the pages of any
 *   section.
 * The server bundle keeps Docusaurus's own modules. Production builds only: in
 * `docusaurus start` the tables are rewritten on every content change.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encodeRoutes, readRoutesModule, splitSubtrees} from './table';
import {
  chunkKeys,
  loadersOnly,
  mainRegistrySource,
  registryEntries,
  splitRegistry,
  subtreeRegistrySource,
  withShortKeys,
  withoutChunkNames,
} from './registry';
import {chunkNamesOf} from './decode';
import {writeGeneratedModule} from '../generated-module';

const DECODER = '@site/src/plugins/client-routes/decode';
/** Docusaurus's client `preload`, replaced in the browser bundle (under the site directory). */
const PRELOAD = 'src/plugins/client-routes/preload.ts';

/** The generated browser modules, by file name under `.docusaurus/client-routes/`. */
export function clientRouteModules(
  routesSource: string,
  chunkNamesJson: string,
  registrySource: string,
): Record<string, string> {
  const {table, subtrees} = splitSubtrees(encodeRoutes(readRoutesModule(routesSource), JSON.parse(chunkNamesJson)));
  const mainKeys = new Set(Object.values(chunkNamesOf(table)).flatMap(chunkKeys));
  const entries = registryEntries(withoutChunkNames(loadersOnly(registrySource)));
  const registry = splitRegistry(entries, subtrees, mainKeys);
  const subtreeModules = Object.fromEntries(
    subtrees.map((subtree, index) => {
      const short = withShortKeys(subtree, index, registry.subtrees[index]!, entries);
      return [
        `subtree-${index}.js`,
        `export const rows = ${JSON.stringify(subtree.rows)};\n` +
          `export const chunkNames = ${JSON.stringify(short.chunkNames)};\n` +
          `export const counterparts = ${JSON.stringify(subtree.counterparts)};\n` +
          `export const registry = ${subtreeRegistrySource(short.registry)};\n`,
      ];
    }),
  );
  const imports = subtrees.map((_, index) => `  () => import('./subtree-${index}.js'),\n`).join('');
  return {
    'table.json': JSON.stringify(table),
    'registry.js': mainRegistrySource(registry.main),
    'routesChunkNames.js':
      `import table from './table.json';\nimport {chunkNamesOf} from '${DECODER}';\n\n` +
      `export default chunkNamesOf(table);\n`,
    'routes.js':
      `import ComponentCreator from '@docusaurus/ComponentCreator';\nimport table from './table.json';\n` +
      `import chunkNames from './routesChunkNames.js';\nimport registry from './registry.js';\n` +
      `import {clientRoutes} from '${DECODER}';\n\n` +
      `export default clientRoutes(table, ComponentCreator, [\n${imports}], chunkNames, registry).routes;\n`,
    ...subtreeModules,
  };
}

export default function clientRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'powersync-client-routes',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus has written its tables and registry before any bundler configuration is made.
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const read = (file: string) => fs.readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const modules = clientRouteModules(read('routes.js'), read('routesChunkNames.json'), read('registry.js'));
      const dir = path.join(context.generatedFilesDir, 'client-routes');
      for (const [name, content] of Object.entries(modules)) writeGeneratedModule(path.join(dir, name), content);
      // Replacements, not aliases: Docusaurus's `@generated` alias would match first.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = (name: string) =>
        new NormalModuleReplacementPlugin(new RegExp(`^@generated/${name}$`), path.join(dir, `${name}.js`));
      // Docusaurus's client imports its preload relatively; only that import is replaced.
      const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
      const preload = new NormalModuleReplacementPlugin(
        /^\.\/preload$/,
        (resource: {context: string; request: string}) => {
          if (path.resolve(resource.context) === coreClient) resource.request = path.join(context.siteDir, PRELOAD);
        },
      );
      return {plugins: [replace('routes'), replace('routesChunkNames'), replace('registry'), preload]};
    },
  };
}

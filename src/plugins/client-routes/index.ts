/**
 * Docusaurus's route tree and route chunk names, shipped to the browser as one compact table
 * (table.ts) that the browser decodes when the main bundle starts (decode.ts): each route's
 * path and hash once instead of twice. The server bundle keeps Docusaurus's own modules.
 * Production builds only: in `docusaurus start` the tables are rewritten on every content change.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encodeRoutes, readRoutesModule} from './table';
import {writeGeneratedModule} from '../generated-module';

const DECODER = '@site/src/plugins/client-routes/decode';

/** The generated browser modules, by file name under `.docusaurus/client-routes/`. */
export function clientRouteModules(routesSource: string, chunkNamesJson: string): Record<string, string> {
  const table = encodeRoutes(readRoutesModule(routesSource), JSON.parse(chunkNamesJson));
  return {
    'table.json': JSON.stringify(table),
    'routesChunkNames.js':
      `import table from './table.json';\nimport {chunkNamesOf} from '${DECODER}';\n\n` +
      `export default chunkNamesOf(table);\n`,
    'routes.js':
      `import ComponentCreator from '@docusaurus/ComponentCreator';\nimport table from './table.json';\n` +
      `import {routesOf} from '${DECODER}';\n\nexport default routesOf(table, ComponentCreator);\n`,
  };
}

export default function clientRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'powersync-client-routes',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus has written both tables before any bundler configuration is made.
      const read = (file: string) => fs.readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const modules = clientRouteModules(read('routes.js'), read('routesChunkNames.json'));
      const dir = path.join(context.generatedFilesDir, 'client-routes');
      for (const [name, content] of Object.entries(modules)) writeGeneratedModule(path.join(dir, name), content);
      // Replacements, not aliases: Docusaurus's `@generated` alias would match first.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, path.join(dir, 'routes.js')),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, path.join(dir, 'routesChunkNames.js')),
        ],
      };
    },
  };
}

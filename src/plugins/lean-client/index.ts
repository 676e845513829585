import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeGeneratedModule} from '../generated-module';
import {clientSiteConfig} from './site-config';

/**
 * The site configuration in the browser bundle without its build-only keys (./site-config.ts):
 * every page's main bundle holds `@generated/docusaurus.config`, with each plugin's options
 * (this site passes several the SDK manifest). Production builds; the server bundle keeps
 * Docusaurus's module.
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'powersync-lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const file = path.join(context.generatedFilesDir, 'lean-client', 'docusaurus.config.mjs');
      writeGeneratedModule(file, `export default ${JSON.stringify(clientSiteConfig(context.siteConfig))};\n`);
      // A replacement, not an alias: Docusaurus's `@generated` alias would match first.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(/^@generated\/docusaurus\.config$/, file)],
      };
    },
  };
}

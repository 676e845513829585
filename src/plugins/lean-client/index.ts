import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeGeneratedModule} from '../generated-module';
import {clientSiteConfig} from './site-config';

const TSLIB_HELPERS = 'src/plugins/lean-client/tslib-helpers.ts';
const HEAD_MANAGER = 'src/plugins/lean-client/head-manager.ts';
const PROGRESS_BAR = 'src/plugins/lean-client/progress-bar.ts';

/**
 * Packages whose modules only define what they export: a module that imports one for nothing
 * (react-router imports react-is for its development-only prop checks and
 * hoist-non-react-statics for `withRouter`, which no code here calls) need not run it, so the
 * bundler leaves it out. Their package.json does not say so (no `sideEffects` field).
 */
export const PURE_PACKAGES = ['hoist-non-react-statics', 'react-is'] as const;

/**
 * The browser bundle without what no browser code reads. The site configuration without its
 * build-only keys (./site-config.ts): every page's main bundle holds
 * `@generated/docusaurus.config`, with each plugin's options (this site passes several the SDK
 * manifest). tslib's helpers for @docusaurus/utils-common reduced to the one it calls
 * (./tslib-helpers.ts). `react-helmet-async`, whose browser half is all the browser needs
 * (./head-manager.ts), and `nprogress` reduced to what the theme's progress bar calls
 * (./progress-bar.ts). Packages imported for nothing left out (PURE_PACKAGES). Production
 * builds; the server bundle keeps the originals.
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
      // The one browser module that requires tslib: utils-common's index (in its lib folder).
      const utilsCommon = path.dirname(
        createRequire(path.join(context.siteDir, 'package.json')).resolve('@docusaurus/utils-common'),
      );
      return {
        module: {
          rules: [
            {test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${PURE_PACKAGES.join('|')})[\\\\/]`), sideEffects: false},
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/docusaurus\.config$/, file),
          new NormalModuleReplacementPlugin(/^react-helmet-async$/, path.join(context.siteDir, HEAD_MANAGER)),
          new NormalModuleReplacementPlugin(/^nprogress$/, path.join(context.siteDir, PROGRESS_BAR)),
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {context: string; request: string}) => {
            if (path.resolve(resource.context) === utilsCommon)
              resource.request = path.join(context.siteDir, TSLIB_HELPERS);
          }),
        ],
      };
    },
  };
}

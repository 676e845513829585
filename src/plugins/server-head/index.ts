import type {LoadContext, Plugin} from '@docusaurus/types';
import {writePatchedPackageFile} from '../generated-module';
import {patchHelmetModule} from './helmet-patch';

/**
 * Static rendering computes each page's head once instead of once per `<Head>`
 * (helmet-patch.ts): the server bundle's react-helmet-async is the patched copy. The browser
 * bundle has a head manager of its own (src/plugins/lean-client/head-manager.ts).
 */
export default function serverHeadPlugin(context: LoadContext): Plugin {
  return {
    name: 'powersync-server-head',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {resolve: {alias: {'react-helmet-async$': writePatchedHelmet(context.siteDir)}}};
    },
  };
}

/** The package's ES module build (its `module` entry), patched, under .cache/. */
export function writePatchedHelmet(siteDir: string): string {
  return writePatchedPackageFile(
    siteDir,
    {packageName: 'react-helmet-async', file: 'lib/index.module.js', output: 'server-head/react-helmet-async.mjs'},
    patchHelmetModule,
  );
}

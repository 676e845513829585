import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeGeneratedModule} from '../generated-module';
import {patchHelmetModule} from './helmet-patch';

/**
 * Static rendering computes each page's head once instead of once per `<Head>`
 * (helmet-patch.ts): the server bundle's react-helmet-async is the patched copy. The browser
 * bundle keeps the package as published (there each change of the head is applied as it comes).
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

/** The package's ES module build, patched, under .cache/ (its imports resolve from the site's node_modules). */
export function writePatchedHelmet(siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const packageDir = path.dirname(require.resolve('react-helmet-async/package.json'));
  const {module: entry} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    module: string;
  };
  const file = path.join(siteDir, '.cache', 'server-head', 'react-helmet-async.mjs');
  writeGeneratedModule(file, patchHelmetModule(fs.readFileSync(path.join(packageDir, entry), 'utf8')));
  return file;
}

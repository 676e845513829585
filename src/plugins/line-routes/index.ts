/**
 * Writes `routes.json` into each release line's build: the routes another line's dropdown
 * and banner check before linking to "this page in that line" (src/theme/ReleaseLines).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ROUTES_FILE, lineRoutes} from './routes-file';

export default function lineRoutesPlugin(): Plugin {
  return {
    name: 'line-routes',
    async postBuild({routesPaths, outDir, siteConfig}) {
      const routes = lineRoutes(routesPaths, siteConfig.baseUrl);
      fs.writeFileSync(path.join(outDir, ROUTES_FILE), JSON.stringify(routes));
    },
  };
}

/**
 * Writes `line-map.json` into each release line's build: its routes, and per section each
 * symbol's page by identity and the symbols its release no longer exports (src/lines/line-map.ts).
 * Read by other lines' dropdown and banner to send a reader to "this page in that line", and by
 * the not-found page (src/theme/NotFound/Content), only when used.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SdkEntry} from '../../manifest/types';
import {LINE_MAP_FILE, sectionMap, type LineMap, type RecordedSymbol} from '../../lines/line-map';
import {SYMBOLS_FILE, sdkCacheDir} from '../../generate/typedoc/paths';
import {HISTORY_FILE, readHistoryFile} from '../../history/file';
import {SectionHistory} from '../../history/section-history';
import {replacementOf} from '../../search/history-records';
import {lineRoutes} from './routes-file';

export interface LineRoutesPluginOptions {
  sdks: SdkEntry[];
}

export default function lineRoutesPlugin(context: LoadContext, options: LineRoutesPluginOptions): Plugin {
  return {
    name: 'line-routes',
    async postBuild({routesPaths, outDir, siteConfig}) {
      const history = readHistoryFile(path.join(context.siteDir, HISTORY_FILE));
      const sections: LineMap['sections'] = {};
      for (const sdk of options.sdks) {
        const file = path.join(sdkCacheDir(context.siteDir, sdk.id), SYMBOLS_FILE);
        const records = fs.existsSync(file)
          ? (JSON.parse(fs.readFileSync(file, 'utf8')).symbols as RecordedSymbol[])
          : [];
        const removed = history
          ? SectionHistory.fromData(history, sdk.packageName)
              .removedBy(sdk.version)
              .map((symbol) => ({...symbol, use: replacementOf(symbol.deprecated)}))
          : [];
        sections[sdk.id] = sectionMap({
          label: sdk.label,
          packageName: sdk.packageName,
          version: sdk.version,
          records,
          removed,
        });
      }
      const map: LineMap = {routes: lineRoutes(routesPaths, siteConfig.baseUrl), sections};
      fs.writeFileSync(path.join(outDir, LINE_MAP_FILE), JSON.stringify(map));
    },
  };
}

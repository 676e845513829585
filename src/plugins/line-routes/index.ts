/**
 * Writes `line-map.json` into each release line's build: its routes, and per section each
 * symbol's page by identity, the symbols its release no longer exports (with their successor) and
 * those later releases added (src/lines/line-map.ts).
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
import {removalRenames} from '../../history/removal-renames';
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
        const sectionHistory = history ? SectionHistory.fromData(history, sdk.packageName) : undefined;
        const removedBy = sectionHistory?.removedBy(sdk.version) ?? [];
        // Where no @deprecated text names a successor, the upgrade guide's rename detection.
        const unnamed = removedBy.filter((symbol) => !replacementOf(symbol.deprecated));
        const renames = sectionHistory ? removalRenames(sectionHistory, unnamed) : new Map<string, string>();
        const removed = removedBy.map((symbol) => ({
          ...symbol,
          use: replacementOf(symbol.deprecated),
          renamed: renames.get(symbol.name),
        }));
        sections[sdk.id] = sectionMap({
          label: sdk.label,
          packageName: sdk.packageName,
          version: sdk.version,
          records,
          removed,
          later: sectionHistory?.addedAfter(sdk.version) ?? [],
        });
      }
      const map: LineMap = {routes: lineRoutes(routesPaths, siteConfig.baseUrl), sections};
      fs.writeFileSync(path.join(outDir, LINE_MAP_FILE), JSON.stringify(map));
    },
  };
}

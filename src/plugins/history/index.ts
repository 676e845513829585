import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SdkEntry} from '../../manifest/types';
import {HISTORY_FILE, readHistoryFile} from '../../history/file';
import {SECTION_HISTORY_FILE, historySubset} from '../../history/subset';

export interface HistoryPluginOptions {
  sdks: Pick<SdkEntry, 'id' | 'packageName'>[];
}

/**
 * Writes `{section}/api-history.json` into the build: the part of history/api-history.json a
 * section's compare form (src/theme/ReleaseCompare) needs to diff any two of its releases on a
 * static host. Fetched only when a reader compares, never with a page.
 */
export default function historyPlugin(context: LoadContext, options: HistoryPluginOptions): Plugin {
  return {
    name: 'powersync-api-history',
    async postBuild({outDir}) {
      const data = readHistoryFile(path.join(context.siteDir, HISTORY_FILE));
      if (!data) throw new Error(`${HISTORY_FILE} is missing: run \`npm run history\``);
      for (const sdk of options.sdks) {
        fs.mkdirSync(path.join(outDir, sdk.id), {recursive: true});
        fs.writeFileSync(
          path.join(outDir, sdk.id, SECTION_HISTORY_FILE),
          JSON.stringify(historySubset(data, sdk.packageName)),
        );
      }
    },
  };
}

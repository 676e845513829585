import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SdkEntry} from '../../manifest/types';
import {MOVED_PAGES_FILE, sdkCacheDir, type MovedPage} from '../../generate/typedoc/paths';
import {redirectPage} from './redirect-page';
import {MOVED_PAGES_LIST} from '../../tooling/build-output';

export interface MovedPagesPluginOptions {
  sdks: SdkEntry[];
}

/**
 * Routes that no longer have a page of their own but whose symbol still has one: the variable
 * page of an interface merged with its constructor const (src/generate/typedoc/merged-declarations.ts)
 * becomes a file that sends the reader to the merged page, query and hash kept. Generation
 * records them per section (MOVED_PAGES_FILE); this writes them after the build.
 */
export default function movedPagesPlugin(context: LoadContext, options: MovedPagesPluginOptions): Plugin {
  return {
    name: 'powersync-moved-pages',
    async postBuild({outDir, siteConfig}) {
      const written: string[] = [];
      for (const sdk of options.sdks) {
        const file = path.join(sdkCacheDir(context.siteDir, sdk.id), MOVED_PAGES_FILE);
        if (!fs.existsSync(file)) continue;
        for (const moved of JSON.parse(fs.readFileSync(file, 'utf8')) as MovedPage[]) {
          const relative = `${sdk.id}/${moved.from}.html`;
          const out = path.join(outDir, relative);
          // A route that has a page of its own again keeps it.
          if (fs.existsSync(out)) continue;
          fs.mkdirSync(path.dirname(out), {recursive: true});
          fs.writeFileSync(out, redirectPage(`${siteConfig.baseUrl}${sdk.id}/${moved.to}`, moved.title, moved.title));
          written.push(relative);
        }
      }
      // Read by src/tooling/build-output.ts: these files are routes that lead on, not pages.
      fs.writeFileSync(path.join(outDir, MOVED_PAGES_LIST), JSON.stringify(written));
      if (written.length > 0) console.log(`[moved-pages] ${written.length} moved routes lead to their pages`);
    },
  };
}

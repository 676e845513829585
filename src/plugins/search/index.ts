import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheVersionedBy} from './bundler-cache';
import {patchDocSearchBundle} from './docsearch-patch';
import {RECORDS_CACHE_DIR, SEARCH_CONFIG_FILE, SEARCH_PLUGIN_NAME} from './constants';
import {cachedExtractor} from './records-cache';
import {writeSearchIndex} from './write-index';
import {writePatchedPackageFile} from '../generated-module';
import type {SearchSettings} from './settings';
import type {SdkEntry} from '../../manifest/types';
import {HISTORY_FILE, readHistoryFile} from '../../history/file';
import {searchConfigOf, searchHostOrigin} from '../../search/search-config';
import {REFERENCE_DIR} from '../../generate/typedoc/paths';

export interface SearchPluginOptions {
  settings: SearchSettings;
  sdks: SdkEntry[];
  /** The release line this build is, when the site has several (hosted search filters on it). */
  line?: string;
}

/** What the SearchBar reads through usePluginData. */
export interface SearchGlobalData {
  /**
   * The mode this build was made for. The browser asks `search-config.json` (which the build
   * writes from the same settings) and uses this only when that file cannot be read.
   */
  mode: SearchSettings['mode'];
  /** SDK sections in manifest order, for the search page's section filter. */
  sections: Array<{id: string; label: string}>;
  /** The release line of this build (hosted search page's line filter); null for a site with one line. */
  line: string | null;
}

/**
 * Search, build side: the patched DocSearch bundle; `algoliasearch/lite` replaced by a client
 * that asks `search-config.json` which backend answers (both clients are lazy chunks);
 * `search-config.json` itself; for hosted search, the preconnect hint in every page's head;
 * for the embedded mode, the index written after the build: symbol pages' records from their
 * page models (src/search/model-records.ts), the hand-written pages' from their rendered HTML.
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {settings} = options;
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({actions}) {
      const sections = options.sdks.map(({id, label}) => ({id, label}));
      actions.setGlobalData({mode: settings.mode, sections, line: options.line ?? null} satisfies SearchGlobalData);
    },

    injectHtmlTags() {
      // In the static HTML, so the connection is warm before the first query; a site switched
      // to hosted by its config file gets the hint when search is first used (browser/search-config.ts).
      if (settings.mode !== 'hosted') return {};
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'preconnect', href: searchHostOrigin(settings.appId), crossorigin: 'anonymous'},
          },
        ],
      };
    },

    configureWebpack(config) {
      const patchedDocSearch = writePatchedDocSearch(context.siteDir);
      const alias: Record<string, string> = {
        '@docsearch/react$': patchedDocSearch,
        '@docsearch/react/modal$': patchedDocSearch,
        '@docsearch/react/button$': patchedDocSearch,
        '@docsearch/react/useDocSearchKeyboardEvents$': patchedDocSearch,
      };
      // The theme's search page imports `algoliasearch/lite`: a client that reads the site's
      // search config and loads the embedded index's client, or the real one wrapped so the
      // page has the same filters, operators and collapsing.
      alias['algoliasearch/lite$'] = path.join(context.siteDir, 'src/plugins/search/browser/algoliasearch-lite.ts');
      alias['algoliasearch-lite-upstream$'] = upstreamLiteClient(context.siteDir);
      return {resolve: {alias}, ...cacheVersionedBy(config, `search-${settings.mode}`)};
    },

    async postBuild({outDir, siteConfig}) {
      fs.writeFileSync(path.join(outDir, SEARCH_CONFIG_FILE), `${JSON.stringify(searchConfigOf(settings))}\n`);
      if (settings.mode !== 'local') return;
      const started = Date.now();
      const cacheFile = path.join(context.siteDir, RECORDS_CACHE_DIR, `records-${options.line ?? 'site'}.json`);
      const {records, bytes, pages} = writeSearchIndex({
        outDir,
        baseUrl: siteConfig.baseUrl,
        sdks: options.sdks,
        history: readHistoryFile(path.join(context.siteDir, HISTORY_FILE)),
        extractor: cachedExtractor(context.siteDir, cacheFile),
        // Symbol pages: from the models generation wrote beside their Markdown, not their HTML.
        models: {
          referenceDir: path.join(context.siteDir, REFERENCE_DIR),
        },
      });
      console.log(
        `[search] indexed ${records} records into ${(bytes / 1024).toFixed(0)} KB in ${Date.now() - started} ms ` +
          `(${pages.parsed} pages read, ${pages.reused} unchanged since the last build)`,
      );
    },
  };
}

/** The real `algoliasearch/lite` browser build, by file (the alias above hides its name). */
function upstreamLiteClient(siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const lite = require.resolve('algoliasearch/lite');
  return path.join(lite.slice(0, lite.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist/lite/builds/browser.js');
}

function writePatchedDocSearch(siteDir: string): string {
  return writePatchedPackageFile(
    siteDir,
    {packageName: '@docsearch/react', file: 'dist/esm/index.js', output: 'docsearch/docsearch-react.js'},
    patchDocSearchBundle,
  );
}

/**
 * `npm run search:upload`: pushes the built site's search records to the Algolia index the
 * hosted mode searches (src/search/README.md, "Filling the hosted index"). Reads the rendered
 * pages of build/ (any mode) and the credentials from the environment; writes nothing, so the
 * admin key never reaches build/.
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:upload [-- --build dir]
 *
 * `--host http://127.0.0.1:8080` sends to another host than Algolia's (a proxy; the tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import fullManifest from '../src/sdk-manifest';
import {allLines, isDefaultLine, lineManifest} from '../src/lines/lines';
import {lineFolders} from '../src/lines/active';
import {linePath} from '../src/lines/versions';
import {readSiteSettings} from '../src/site-settings';
import {searchRecordsFromBuild} from '../src/plugins/search/write-index';
import {algoliaRecords, indexSettings} from '../src/tooling/algolia-upload/records';
import {readUploadCredentials, uploadRecords} from '../src/tooling/algolia-upload/upload';
import {HISTORY_FILE, readHistoryFile} from '../src/history/file';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const credentials = readUploadCredentials();
  const outDir = path.resolve(option('build') ?? 'build');
  if (!fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error(`no built site in ${outDir}: run \`npm run build\` first (with the site's ALGOLIA_* variables).`);
  const site = readSiteSettings();
  // Every release line's pages, each marked with its line (the site filters on it: `line:v2`).
  const several = (fullManifest.lines ?? []).length > 0;
  const history = readHistoryFile(path.resolve(HISTORY_FILE));
  const records = allLines(fullManifest).flatMap(({id}) => {
    const manifest = lineManifest(fullManifest, id);
    const isDefault = isDefaultLine(fullManifest, id);
    const lineDir = isDefault ? outDir : path.join(outDir, id);
    if (!fs.existsSync(path.join(lineDir, 'index.html')))
      throw new Error(`no built site of release line "${id}" in ${lineDir}`);
    const pages = searchRecordsFromBuild({
      outDir: lineDir,
      baseUrl: linePath(fullManifest, id, site.baseUrl),
      sdks: manifest.sdks,
      history,
      // Symbol pages from their page models, as the build's embedded index has them.
      models: {referenceDir: path.resolve(lineFolders(fullManifest, id).referenceDir)},
    });
    const versions = new Map(manifest.sdks.map((sdk) => [sdk.id, sdk.version]));
    return algoliaRecords(pages, site.url, versions, several ? {id, isDefault} : undefined);
  });
  const host = option('host');
  const report = await uploadRecords({
    ...credentials,
    records,
    settings: indexSettings(),
    hosts: host ? [host] : undefined,
  });
  console.log(`[search:upload] ${report.records} records to Algolia index "${report.indexName}" (atomic replace).`);
}

main().catch((error: unknown) => {
  console.error(`[search:upload] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

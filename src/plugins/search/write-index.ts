import fs from 'node:fs';
import path from 'node:path';
import type {SdkEntry} from '../../manifest/types';
import {extractRecords} from '../../search/records';
import {buildSerializedIndex} from '../../search/index-format';
import {SEARCH_INDEX_FILE} from './constants';

/** Pages that are not content: the not-found page and the search page itself. */
const SKIPPED = new Set(['404.html', 'search.html']);

/** `node-sdk/classes/Table.html` → `/powersync-js/node-sdk/classes/Table` (the site's clean URL). */
export function pageUrl(baseUrl: string, relativeFile: string): string {
  const withoutExtension = relativeFile
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return withoutExtension ? `${baseUrl}${withoutExtension}` : baseUrl;
}

/** Reads every rendered page of build/ and writes the embedded search index next to them. */
export async function writeSearchIndex({outDir, baseUrl, sdks}: {outDir: string; baseUrl: string; sdks: SdkEntry[]}) {
  const labels = new Map(sdks.map((sdk) => [sdk.id, sdk.label]));
  const records = [];
  for (const file of htmlFiles(outDir)) {
    if (SKIPPED.has(file)) continue;
    const url = pageUrl(baseUrl, file);
    const section = file.split('/')[0].replace(/\.html$/, '');
    const lvl0 = labels.get(section) ?? 'Overview';
    records.push(
      ...extractRecords(fs.readFileSync(path.join(outDir, file), 'utf8'), url, {
        lvl0,
        sdk: labels.has(section) ? section : undefined,
      }),
    );
  }
  const json = JSON.stringify(buildSerializedIndex(records));
  fs.writeFileSync(path.join(outDir, SEARCH_INDEX_FILE), json);
  return {records: records.length, bytes: Buffer.byteLength(json)};
}

function htmlFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== 'assets') files.push(...htmlFiles(root, relative));
    } else if (entry.name.endsWith('.html')) {
      files.push(relative);
    }
  }
  return files.sort();
}

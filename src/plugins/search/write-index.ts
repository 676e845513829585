import fs from 'node:fs';
import path from 'node:path';
import type {SdkEntry} from '../../manifest/types';
import {extractRecords} from '../../search/records';
import {buildSerializedIndex} from '../../search/index-format';
import type {SearchRecord} from '../../search/schema';
import {listBuiltPages, readBuildFile} from '../../tooling/build-output';
import {SEARCH_INDEX_FILE} from './constants';

/** Pages that are not content: the not-found page and the search page itself. */
const SKIPPED = new Set(['404.html', 'search.html']);
/** lvl0 of pages outside every SDK section (the landing page). */
const OTHER_SECTION_LABEL = 'Overview';

export interface IndexSource {
  /** The build folder. */
  outDir: string;
  baseUrl: string;
  /** SDK sections, for each record's section (`sdk`) and top level (lvl0, the section's label). */
  sdks: readonly Pick<SdkEntry, 'id' | 'label'>[];
}

/** The search records of every rendered page of a build, in file order. */
export function searchRecordsFromBuild({outDir, baseUrl, sdks}: IndexSource): SearchRecord[] {
  const labels = new Map(sdks.map((sdk) => [sdk.id, sdk.label]));
  const pages = listBuiltPages(outDir, {baseUrl, sections: [...labels.keys()]});
  return pages
    .filter((page) => !SKIPPED.has(page.file))
    .flatMap((page) =>
      extractRecords(readBuildFile(outDir, page.file), page.route, {
        lvl0: labels.get(page.section ?? '') ?? OTHER_SECTION_LABEL,
        sdk: page.section,
      }),
    );
}

/** The index file's text for a build: exactly what `writeSearchIndex` ships. */
export function searchIndexJson(source: IndexSource): {json: string; records: number} {
  const records = searchRecordsFromBuild(source);
  return {json: JSON.stringify(buildSerializedIndex(records)), records: records.length};
}

/** Reads every rendered page of build/ and writes the embedded search index next to them. */
export async function writeSearchIndex(source: IndexSource) {
  const {json, records} = searchIndexJson(source);
  fs.writeFileSync(path.join(source.outDir, SEARCH_INDEX_FILE), json);
  return {records, bytes: Buffer.byteLength(json)};
}

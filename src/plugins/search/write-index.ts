import fs from 'node:fs';
import path from 'node:path';
import type {SdkEntry} from '../../manifest/types';
import {uncachedExtractor, type RecordsExtractor} from './records-cache';
import {buildSerializedIndex} from '../../search/index-format';
import type {SearchRecord} from '../../search/schema';
import {listBuiltPages, readBuildFile} from '../../tooling/build-output';
import {SEARCH_INDEX_FILE} from './constants';
import type {HistoryData} from '../../history/model';
import {SectionHistory} from '../../history/section-history';
import {removedSymbolRecords} from '../../search/history-records';

/** Pages that are not content: the not-found page and the search page itself. */
const SKIPPED = new Set(['404.html', 'search.html']);
/** lvl0 of pages outside every SDK section (the landing page). */
const OTHER_SECTION_LABEL = 'Overview';

export interface IndexSource {
  /** The build folder. */
  outDir: string;
  baseUrl: string;
  /** SDK sections, for each record's section (`sdk`) and top level (lvl0, the section's label). */
  sdks: readonly (Pick<SdkEntry, 'id' | 'label'> & Partial<Pick<SdkEntry, 'packageName' | 'version'>>)[];
  /** The API history (history/api-history.json): adds records for symbols the sections no longer export. */
  history?: HistoryData;
  /** Reads each page's records (default: parses every page). */
  extractor?: RecordsExtractor;
}

/** The search records of every rendered page of a build, in file order. */
export function searchRecordsFromBuild({
  outDir,
  baseUrl,
  sdks,
  history,
  extractor = uncachedExtractor(),
}: IndexSource): SearchRecord[] {
  const labels = new Map(sdks.map((sdk) => [sdk.id, sdk.label]));
  const pages = listBuiltPages(outDir, {baseUrl, sections: [...labels.keys()]});
  const records = pages
    .filter((page) => !SKIPPED.has(page.file))
    .flatMap((page) =>
      extractor.extract(readBuildFile(outDir, page.file), page.route, {
        lvl0: labels.get(page.section ?? '') ?? OTHER_SECTION_LABEL,
        sdk: page.section,
      }),
    );
  if (!history) return records;
  const removed = sdks.flatMap((sdk) => {
    const sample = records.find((record) => record.sdk === sdk.id);
    if (!sdk.packageName || !sdk.version || !sample) return [];
    return removedSymbolRecords({
      history: SectionHistory.fromData(history, sdk.packageName),
      section: {id: sdk.id, label: sdk.label, version: sdk.version},
      changesUrl: `${baseUrl}${sdk.id}/changes`,
      language: sample.language,
      docusaurusTag: sample.docusaurus_tag,
    });
  });
  return [...records, ...removed];
}

/** The index file's text for a build: exactly what `writeSearchIndex` ships. */
export function searchIndexJson(source: IndexSource): {json: string; records: number} {
  const records = searchRecordsFromBuild(source);
  return {json: JSON.stringify(buildSerializedIndex(records)), records: records.length};
}

/**
 * Reads every rendered page of build/ and writes the embedded search index next to them.
 * Synchronous: the plugin times it, and an await would let other plugins' postBuild run inside
 * that time.
 */
export function writeSearchIndex(source: IndexSource) {
  const extractor = source.extractor ?? uncachedExtractor();
  const {json, records} = searchIndexJson({...source, extractor});
  fs.writeFileSync(path.join(source.outDir, SEARCH_INDEX_FILE), json);
  return {records, bytes: Buffer.byteLength(json), pages: extractor.save()};
}

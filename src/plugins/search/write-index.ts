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
import {modelRecords} from '../../search/model-records';
import {pageKindOf} from '../../search/record-kinds';
import {pageModelPath, parsePageModel, type PageModel} from '../../page-model/types';

/** Pages that are not content: the not-found page and the search page itself. */
const SKIPPED = new Set(['404.html', 'search.html']);
/** lvl0 of pages outside every SDK section (the landing page). */
const OTHER_SECTION_LABEL = 'Overview';

/**
 * The facets of every page of the docs plugin (its `docsearch:language` and
 * `docsearch:docusaurus_tag` meta tags: plugin id `default`, version `current`; a release line is
 * a build of its own, not a docs version). Records made from page models carry them; a page read
 * from its HTML that says otherwise stops the index (`searchRecordsFromBuild`).
 */
export const DOCS_FACETS = {language: 'en', docusaurusTag: 'docs-default-current'};

/** Where the models of a line's symbol pages are: their records are made from them, not from the HTML. */
export interface ModelSource {
  /** The line's docs content folder (`reference/`, `lines/v2/reference/`), absolute: each model beside its page's Markdown. */
  referenceDir: string;
  facets?: {language: string; docusaurusTag: string};
}

export interface IndexSource {
  /** The build folder. */
  outDir: string;
  baseUrl: string;
  /** SDK sections, for each record's section (`sdk`) and top level (lvl0, the section's label). */
  sdks: readonly (Pick<SdkEntry, 'id' | 'label'> & Partial<Pick<SdkEntry, 'packageName' | 'version'>>)[];
  /** The API history (history/api-history.json): adds records for symbols the sections no longer export. */
  history?: HistoryData;
  /** Reads each page's records (default: parses every page); symbol pages' come from `models` when given. */
  extractor?: RecordsExtractor;
  /** Symbol pages' records from their page models (src/search/model-records.ts). */
  models?: ModelSource;
}

/** A symbol page's model, or null for a hand-written page (a section's index, Changes, globals). */
function pageModel(models: ModelSource, baseUrl: string, page: {route: string; section: string | null}) {
  const prefix = `${baseUrl}${page.section}/`;
  if (!page.section || !page.route.startsWith(prefix) || pageKindOf(page.route) === 'page') return null;
  const file = path.join(models.referenceDir, page.section, pageModelPath(`${page.route.slice(prefix.length)}.md`));
  if (!fs.existsSync(file)) throw new Error(`[search] ${page.route}: no page model at ${file}: run npm run generate`);
  return parsePageModel(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

/** The search records of every rendered page of a build, in file order. */
export function searchRecordsFromBuild({
  outDir,
  baseUrl,
  sdks,
  history,
  extractor = uncachedExtractor(),
  models,
}: IndexSource): SearchRecord[] {
  const labels = new Map(sdks.map((sdk) => [sdk.id, sdk.label]));
  const pages = listBuiltPages(outDir, {baseUrl, sections: [...labels.keys()]});
  const facets = models?.facets ?? DOCS_FACETS;
  const fromModel = (page: {route: string; section: string | null}, model: PageModel, lvl0: string) =>
    modelRecords(model, {
      url: page.route,
      lvl0,
      sdk: page.section,
      language: facets.language,
      docusaurusTag: facets.docusaurusTag,
    });
  const records = pages
    .filter((page) => !SKIPPED.has(page.file))
    .flatMap((page) => {
      const lvl0 = labels.get(page.section ?? '') ?? OTHER_SECTION_LABEL;
      const model = models ? pageModel(models, baseUrl, page) : null;
      if (model) return fromModel(page, model, lvl0);
      const read = extractor.extract(readBuildFile(outDir, page.file), page.route, {lvl0, sdk: page.section});
      // The facets the model records take must be those of the section's pages read here.
      const other =
        models && page.section
          ? read.find((r) => r.language !== facets.language || r.docusaurus_tag !== facets.docusaurusTag)
          : undefined;
      if (other)
        throw new Error(
          `[search] ${page.route} has facets ${other.language}/${other.docusaurus_tag}, the model records ` +
            `${facets.language}/${facets.docusaurusTag}: update DOCS_FACETS (src/plugins/search/write-index.ts)`,
        );
      return read;
    });
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

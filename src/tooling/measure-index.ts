/**
 * Node-only measurement of the embedded search on a built site: index size (raw and gzip),
 * the alternative of shipping MiniSearch's own serialisation, load time, and the relevance
 * set. Used by tests/unit/search-relevance.test.ts and by hand:
 *
 *   npx tsx src/tooling/measure-index.ts [build-dir]
 *
 * Never imported by browser code (it reads files).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import MiniSearch from 'minisearch';
import {SearchEngine} from '../search/engine';
import {buildSerializedIndex, type SerializedIndex} from '../search/index-format';
import {extractRecords} from '../search/records';
import {evaluateRelevance} from './relevance-set';
import type {SearchRecord} from '../search/schema';

/** Budget for the whole-site index shipped to browsers. */
export const INDEX_GZIP_BUDGET_BYTES = 210 * 1024;

export interface BuildRecordsOptions {
  baseUrl: string;
  /** Section route id → display name (lvl0). Pages outside a section get `otherLabel`. */
  labels: ReadonlyMap<string, string>;
  otherLabel?: string;
}

/** Rendered pages of a build directory, as the search plugin indexes them. */
export function htmlPages(buildDir: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(buildDir, dir), {withFileTypes: true})) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== 'assets') files.push(...htmlPages(buildDir, relative));
    } else if (entry.name.endsWith('.html') && relative !== '404.html' && relative !== 'search.html') {
      files.push(relative);
    }
  }
  return files.sort();
}

export function recordsFromBuild(buildDir: string, options: BuildRecordsOptions): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const file of htmlPages(buildDir)) {
    const url =
      `${options.baseUrl}${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
    const section = file.split('/')[0].replace(/\.html$/, '');
    const label = options.labels.get(section);
    records.push(
      ...extractRecords(fs.readFileSync(path.join(buildDir, file), 'utf8'), url, {
        lvl0: label ?? options.otherLabel ?? 'Overview',
        sdk: label ? section : null,
      }),
    );
  }
  return records;
}

export interface IndexMeasurements {
  pages: number;
  records: number;
  distinctStrings: number;
  rawBytes: number;
  gzipBytes: number;
  /** Gzip size if MiniSearch's serialised inverted index were shipped as well. */
  withMiniSearchJsonGzipBytes: number;
  /** Parse + expand + build the engine, the first time (cold JIT) and again. */
  loadMsCold: number;
  loadMsWarm: number;
  /** MiniSearch.loadJSON of its own serialisation, for comparison. */
  miniSearchLoadJsonMs: number;
}

export function measureIndex(records: SearchRecord[]): {
  index: SerializedIndex;
  json: string;
  measurements: IndexMeasurements;
} {
  const index = buildSerializedIndex(records);
  const json = JSON.stringify(index);
  const gzip = (text: string) => zlib.gzipSync(text, {level: 9}).length;
  const time = (fn: () => unknown) => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  };
  let engine: SearchEngine | null = null;
  const loadMsCold = time(() => (engine = SearchEngine.fromSerialized(JSON.parse(json))));
  const loadMsWarm = time(() => SearchEngine.fromSerialized(JSON.parse(json)));
  const miniJson = JSON.stringify((engine as unknown as {miniSearch: MiniSearch}).miniSearch);
  const miniSearchLoadJsonMs = time(() =>
    MiniSearch.loadJSON(miniJson, {fields: ['name', 'parent', 'path', 'content']}),
  );
  return {
    index,
    json,
    measurements: {
      pages: index.pages.url.length,
      records: records.length,
      distinctStrings: index.strings.length,
      rawBytes: Buffer.byteLength(json),
      gzipBytes: gzip(json),
      withMiniSearchJsonGzipBytes: gzip(`[${json},${miniJson}]`),
      loadMsCold,
      loadMsWarm,
      miniSearchLoadJsonMs,
    },
  };
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const {default: manifest} = await import('../sdk-manifest');
  const {readSiteSettings} = await import('../site-settings');
  const labels = new Map(manifest.sdks.map((sdk) => [sdk.id, sdk.label]));
  const records = recordsFromBuild(buildDir, {baseUrl: readSiteSettings().baseUrl, labels});
  const {json, measurements} = measureIndex(records);
  console.log(JSON.stringify(measurements, (_, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v), 2));
  const outcomes = evaluateRelevance(SearchEngine.fromSerialized(JSON.parse(json)));
  for (const o of outcomes.filter((x) => !x.passed))
    console.log(`FAIL ${JSON.stringify(o.case.query)} rank ${o.rank}: ${o.top.join('  ')}`);
  console.log(`relevance: ${outcomes.filter((o) => o.passed).length}/${outcomes.length} passed`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

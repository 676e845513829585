/**
 * Node-only measurement of the embedded search on a built site: index size (raw and gzip),
 * the alternative of shipping MiniSearch's own serialisation, load time, and the relevance
 * set. Used by tests/site/search-relevance.test.ts (on the index the build shipped) and by
 * hand, on an index rebuilt from the pages with the search plugin's own function (so a change
 * to the extraction or the format can be measured without rebuilding the site):
 *
 *   npx tsx src/tooling/measure-index.ts [build-dir]
 *
 * Never imported by browser code (it reads files).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import MiniSearch from 'minisearch';
import {SearchEngine} from '../search/engine';
import type {SerializedIndex} from '../search/index-format';
import {describeOutcome, evaluateRelevance} from './relevance-set';

/** Budget for the whole-site index shipped to browsers. */
export const INDEX_GZIP_BUDGET_BYTES = 210 * 1024;

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

/** Measures an index file's text (as written by the search plugin) and returns its engine. */
export function measureIndex(json: string): {engine: SearchEngine; measurements: IndexMeasurements} {
  const index = JSON.parse(json) as SerializedIndex;
  const gzip = (text: string) => zlib.gzipSync(text, {level: 9}).length;
  const time = (fn: () => unknown) => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  };
  let engine!: SearchEngine;
  const loadMsCold = time(() => (engine = SearchEngine.fromSerialized(JSON.parse(json))));
  const loadMsWarm = time(() => SearchEngine.fromSerialized(JSON.parse(json)));
  const miniJson = JSON.stringify((engine as unknown as {miniSearch: MiniSearch}).miniSearch);
  const miniSearchLoadJsonMs = time(() =>
    MiniSearch.loadJSON(miniJson, {fields: ['name', 'parent', 'path', 'content']}),
  );
  return {
    engine,
    measurements: {
      pages: index.pages.url.length,
      records: engine.records.length,
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
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const {default: manifest} = await import('../sdk-manifest');
  const {readSiteSettings} = await import('../site-settings');
  const {searchIndexJson} = await import('../plugins/search/write-index');
  const {HISTORY_FILE, readHistoryFile} = await import('../history/file');
  const history = readHistoryFile(path.resolve(HISTORY_FILE));
  const {json} = searchIndexJson({outDir, baseUrl: readSiteSettings().baseUrl, sdks: manifest.sdks, history});
  const {engine, measurements} = measureIndex(json);
  console.log(JSON.stringify(measurements, (_, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v), 2));
  const outcomes = evaluateRelevance(engine);
  for (const o of outcomes.filter((x) => !x.passed)) console.log(`FAIL ${describeOutcome(o)}`);
  console.log(`relevance: ${outcomes.filter((o) => o.passed).length}/${outcomes.length} passed`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

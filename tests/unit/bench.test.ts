import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {baselineMismatches} from '../../bench/lib/baseline-check';
import {measureBuildOutput} from '../../bench/lib/build-output';
import {startCountingServer} from '../../bench/lib/byte-counting-server';
import {display, formatMarkdownTable, formatTable, judge, type Figure} from '../../bench/lib/figures';
import {scoresFromReport} from '../../bench/lib/lighthouse';
import {
  descendantsOf,
  parentPidFromStat,
  pssBytesFromRollup,
  rssBytesFromStatus,
  treeMemory,
  treeRssBytes,
} from '../../bench/lib/proc-tree';
import {resourceKind} from '../../bench/lib/resource-kind';
import {median, percentile} from '../../bench/lib/stats';
import realManifest from '../../src/sdk-manifest';
import {scratchDir} from '../scratch-dir';

test('bench stats: nearest-rank percentiles are measured values', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2);
  const hundred = Array.from({length: 100}, (_, i) => i + 1);
  assert.equal(percentile(hundred, 95), 95);
  assert.equal(percentile(hundred, 100), 100);
  assert.equal(percentile([7], 95), 7);
  assert.throws(() => percentile([], 50), /no samples/);
  assert.throws(() => percentile([1], 101), /0\.\.100/);
});

test('bench proc tree: parent pid survives command names with spaces and parentheses', () => {
  assert.equal(parentPidFromStat('1234 (node) S 99 1234 1234 0 -1'), 99);
  assert.equal(parentPidFromStat('1234 (my (odd) name) R 42 1 1 0'), 42);
  assert.equal(rssBytesFromStatus('Name:\tnode\nVmRSS:\t  2048 kB\nThreads: 7\n'), 2048 * 1024);
  assert.equal(rssBytesFromStatus('Name:\tkthreadd\n'), 0);
  assert.equal(
    pssBytesFromRollup('00400000-7ffd [rollup]\nRss:  4096 kB\nPss:  1536 kB\nPss_Anon: 1024 kB\n'),
    1536 * 1024,
  );
  assert.equal(pssBytesFromRollup(''), 0);
  const parents = new Map([
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 1],
    [6, 99],
  ]);
  assert.deepEqual([...descendantsOf(2, parents)].sort(), [2, 3, 4]);
  assert.deepEqual([...descendantsOf(1, parents)].sort(), [1, 2, 3, 4, 5]);
});

test('bench proc tree: the running test process has a resident set', () => {
  const rss = treeRssBytes(process.pid);
  assert.ok(rss > 10 * 1024 * 1024, `RSS of this process tree read as ${rss} bytes`);
  // Shared pages (the node binary's) count in full in RSS, in part in PSS.
  const {rssBytes, pssBytes} = treeMemory(process.pid);
  assert.ok(pssBytes > 10 * 1024 * 1024 && pssBytes <= rssBytes, `PSS ${pssBytes}, RSS ${rssBytes}`);
});

test('bench transfer: responses are grouped as the browser loaded them', () => {
  assert.equal(resourceKind('Document', 'text/html'), 'html');
  assert.equal(resourceKind('Script', 'text/javascript'), 'js');
  assert.equal(resourceKind('Stylesheet', 'text/css'), 'css');
  assert.equal(resourceKind('Other', 'text/javascript', 'VeryLow'), 'prefetch');
  assert.equal(resourceKind('Other', 'text/javascript', 'High'), 'js');
  assert.equal(resourceKind('Image', 'image/svg+xml', 'Low'), 'other');
  assert.equal(resourceKind('Fetch', 'application/json', 'High'), 'other');
});

const figure = (over: Partial<Figure>): Figure => ({
  id: 'x',
  label: 'x',
  unit: 'KiB',
  ours: 70 * 1024,
  baseline: 100 * 1024,
  ...over,
});

test('bench figures: targets are judged as ratios or as absolute values', () => {
  assert.equal(judge(figure({target: {kind: 'max-ratio', value: 0.7}})).met, true);
  assert.equal(judge(figure({ours: 71 * 1024, target: {kind: 'max-ratio', value: 0.7}})).met, false);
  assert.equal(judge(figure({unit: 'score', ours: 95, baseline: 80, target: {kind: 'min', value: 95}})).met, true);
  assert.equal(judge(figure({unit: 'score', ours: 94, baseline: 80, target: {kind: 'min', value: 95}})).met, false);
  assert.equal(judge(figure({unit: 'ms', ours: 17, baseline: 5, target: {kind: 'max', value: 16}})).met, false);
  // The class page's absolute budget (issue #18): under half the stock site's weight is not enough.
  const classPage = (ours: number) => figure({ours, baseline: 431 * 1024, target: {kind: 'max', value: 150 * 1024}});
  assert.equal(judge(classPage(203 * 1024)).met, false);
  assert.equal(judge(classPage(150 * 1024)).met, true);
  assert.equal(judge(figure({})).met, null);
  assert.equal(judge(figure({baseline: 0})).ratio, null);
});

test('bench figures: values are shown in their unit and both tables carry every row', () => {
  assert.equal(display(1536, 'KiB'), '1.5 KiB');
  assert.equal(display(38_400, 's'), '38 s');
  assert.equal(display(3.1 * 1024 ** 3, 'GiB'), '3.10 GiB');
  assert.equal(display(97, 'score'), '97');
  const figures = [
    figure({label: 'class page', typedoc: 79 * 1024, target: {kind: 'max-ratio', value: 0.7}}),
    figure({label: 'p95 | keys', unit: 'ms', ours: 20, baseline: 10, target: {kind: 'max', value: 16}}),
  ];
  const text = formatTable(figures).split('\n');
  assert.equal(text.length, 4);
  assert.match(text[0], /^figure\s+ours\s+baseline\s+TypeDoc HTML\s+ratio\s+target\s+met$/);
  assert.match(text[2], /^class page\s+70 KiB\s+100 KiB\s+79 KiB\s+0\.70×\s+≤ 0\.7×\s+yes$/);
  assert.match(text[3], /NO$/);
  const markdown = formatMarkdownTable(figures).split('\n');
  assert.equal(markdown.length, 4);
  // TypeDoc's HTML has no such figure: a dash, and the ratio stays ours / baseline.
  assert.match(markdown[3], /^\| p95 \\\| keys \| 20 ms \| 10 ms \| – \| 2\.00× \| ≤ 16 ms \| NO \|$/);
});

test('bench baseline check: the baseline must pin the manifest SDKs and the same toolchain', () => {
  const site = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const baseline = JSON.parse(fs.readFileSync('bench/baseline/package.json', 'utf8'));
  assert.deepEqual(baselineMismatches(realManifest, site, baseline), []);
  const drifted = structuredClone(baseline);
  drifted.devDependencies['@powersync/node'] = '0.15.1';
  drifted.devDependencies.typedoc = '0.28.0';
  delete drifted.overrides;
  const problems = baselineMismatches(realManifest, site, drifted);
  assert.equal(problems.length, 3);
  assert.match(
    problems[0],
    /@powersync\/node: the manifest pins 0\.15\.2, bench\/baseline\/package\.json has 0\.15\.1/,
  );
  assert.match(problems.join('\n'), /@powersync\/common: bench\/baseline\/package\.json must override it to 1\.45\.0/);
  assert.match(
    problems.join('\n'),
    /typedoc: package\.json has 0\.28\.20, bench\/baseline\/package\.json has 0\.28\.0/,
  );
});

test('bench lighthouse: scores are read as 0..100 and a failed run is named', () => {
  assert.deepEqual(scoresFromReport({categories: {performance: {score: 0.955}, accessibility: {score: 1}}}), {
    performance: 96,
    accessibility: 100,
  });
  assert.throws(
    () => scoresFromReport({categories: {performance: {score: null}}, runtimeError: {message: 'NO_FCP'}}),
    /no performance score: NO_FCP/,
  );
});

test('bench build output: pages and bytes of a build folder', () => {
  const dir = scratchDir('bench-build');
  fs.mkdirSync(path.join(dir, 'a', 'b'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'index.html'), '12345');
  fs.writeFileSync(path.join(dir, 'a', 'b', 'page.html'), '123');
  fs.writeFileSync(path.join(dir, 'a', 'main.js'), '12');
  assert.deepEqual(measureBuildOutput(dir), {pages: 2, bytes: 10});
  assert.throws(() => measureBuildOutput(path.join(dir, 'missing')), /no build output/);
});

test('bench server: serves gzip even to a brotli-capable client, and counts the bytes it sends', async () => {
  const dir = scratchDir('bench-serve');
  const body = 'console.log("hello");\n'.repeat(500);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main.js'), body);
  fs.writeFileSync(path.join(dir, '404.html'), 'missing');
  const server = await startCountingServer(dir, '/base/', 0);
  try {
    const {encoding, data} = await new Promise<{encoding: string | undefined; data: Buffer}>((resolve, reject) => {
      http
        .get(
          `${server.origin}/base/assets/main.js`,
          {headers: {'accept-encoding': 'gzip, deflate, br, zstd'}},
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({encoding: res.headers['content-encoding'], data: Buffer.concat(chunks)}));
          },
        )
        .on('error', reject);
    });
    assert.equal(encoding, 'gzip');
    assert.equal(zlib.gunzipSync(data).toString(), body);
    const sent = server.bytesSent();
    assert.ok(sent > data.length && sent < data.length + 1000, `counted ${sent} bytes for a ${data.length}-byte body`);
  } finally {
    await server.close();
  }
});

test('release lines: the default line with one line and with every line, side by side', async () => {
  const {formatLinesTable} = await import('../../bench/lib/release-lines');
  const transfer = (total: number) => ({
    html: 10240,
    js: total - 20480,
    css: 10240,
    prefetch: 0,
    other: 0,
    total,
    requests: 10,
  });
  const table = formatLinesTable(
    {
      cold: {wallMs: 60_000, peakRssBytes: 1, peakPssBytes: 1},
      warm: {wallMs: 30_000, peakRssBytes: 1, peakPssBytes: 1},
      transfer: transfer(280 * 1024),
    },
    {
      lines: 3,
      cold: {wallMs: 150_000, peakRssBytes: 1, peakPssBytes: 1},
      warm: {wallMs: 33_000, peakRssBytes: 1, peakPssBytes: 1},
      transfer: transfer(281 * 1024),
    },
  );
  assert.match(table, /\| figure \(default line\) \| 1 line \| 3 lines \| ratio \|/);
  assert.match(table, /\| cold build, wall time \(every line built\) \| 60 s \| 150 s \| 2\.50× \|/);
  assert.match(
    table,
    /\| rebuild, wall time \(other lines unchanged: copied from the cache\) \| 30 s \| 33 s \| 1\.10× \|/,
  );
  assert.match(table, /\| class page transfer, total \(gzip\) \| 280\.0 KiB \| 281\.0 KiB \| 1\.00× \|/);
  const {benchSites} = await import('../../bench/sites');
  assert.deepEqual(benchSites()[0].buildEnv, {SITE_LINES: 'current'}, 'the comparison with stock builds one line');
});

test('sections: the entry scripts a page loads, gzip, and the per-page growth between two sites', async () => {
  const {entryScriptBytes, formatSectionsTable} = await import('../../bench/lib/sections');
  const dir = scratchDir('bench-sections');
  fs.mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'a'));
  const runtime = 'runtime();'.repeat(50);
  const main = Array.from({length: 400}, (_, i) => `route${i * 7919}`).join(',');
  fs.writeFileSync(path.join(dir, 'assets', 'js', 'runtime.1.js'), runtime);
  fs.writeFileSync(path.join(dir, 'assets', 'js', 'main.2.js'), main);
  fs.writeFileSync(
    path.join(dir, 'a', 'Page.html'),
    '<script type=application/ld+json>{}</script><script src=/base/assets/js/runtime.1.js defer></script>' +
      '<script src="/base/assets/js/main.2.js" defer></script><script>inline()</script>',
  );
  assert.equal(entryScriptBytes(dir, '/base/', 'a/Page'), zlib.gzipSync(runtime).length + zlib.gzipSync(main).length);
  fs.writeFileSync(path.join(dir, 'a', 'Bare.html'), '<p>no scripts</p>');
  assert.throws(() => entryScriptBytes(dir, '/base/', 'a/Bare'), /a\/Bare\.html loads no script/);

  const transfer = (total: number) => ({html: 0, js: total, css: 0, prefetch: 0, other: 0, total, requests: 1});
  const table = formatSectionsTable(
    {sections: 1, pages: 100, entryScripts: 100 * 1024, transfer: transfer(200 * 1024)},
    {sections: 8, pages: 900, entryScripts: 150 * 1024, transfer: transfer(250 * 1024)},
  );
  assert.match(table, /\| figure \(class page\) \| 1 section \| 8 sections \| ratio \|/);
  assert.match(table, /\| entry scripts \(runtime \+ main\), gzip \| 100\.0 KiB \| 150\.0 KiB \| 1\.50× \|/);
  assert.match(table, /grow by 64 bytes \(gzip\) per page added/);
});

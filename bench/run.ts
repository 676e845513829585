/**
 * `npm run bench`: builds our site, the stock baseline (bench/baseline) and TypeDoc's own HTML
 * (bench/typedoc-html) cold and warm, serves the three with the site's static server (gzip) on
 * 127.0.0.1, measures transfer, Lighthouse and search in Debian's Chromium, prints one table
 * (ours, baseline, TypeDoc HTML, ratio ours/baseline, the target) and writes
 * bench/out/results.json and bench/out/results.md.
 *
 *   npm run bench                    everything (about 10-15 min on 2 cores)
 *   npm run bench -- --skip-build    reuse the build/ folders (browser figures only; build figures from the last results.json)
 *
 * Environment: BENCH_BUILD_RUNS (1), BENCH_LIGHTHOUSE_RUNS (3), BENCH_SEARCH_RUNS (3), BENCH_TRANSFER_RUNS (3),
 * BENCH_PORT_OURS (4215), BENCH_PORT_BASELINE (4225), BENCH_PORT_TYPEDOC (4235), CHROMIUM_PATH (/usr/bin/chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import manifest from '../src/sdk-manifest';
import {baselineMismatches} from './lib/baseline-check';
import {CHROMIUM_PATH, chromiumFlagsFromPlaywrightConfig, launchChromium} from './lib/chromium-flags';
import {measureBuildOutput, type BuildOutput} from './lib/build-output';
import {startCountingServer, type CountingServer} from './lib/byte-counting-server';
import {formatMarkdownTable, formatTable, judge, type Figure} from './lib/figures';
import {launchChromeForLighthouse, runLighthouse, type LighthousePreset, type LighthouseScores} from './lib/lighthouse';
import {measurePageTransfer, type Transfer} from './lib/page-transfer';
import {runMeasured, type MeasuredRun} from './lib/run-measured';
import {measureSearch, type SearchFigures} from './lib/search-latency';
import {median} from './lib/stats';
import {npmCiIfLockChanged} from '../src/tooling/npm-ci';
import {formatLinesTable, type LineFigures} from './lib/release-lines';
import {allLines} from '../src/lines/lines';
import {SECTIONS_ENV} from '../src/lines/active';
import {entryScriptBytes, formatSectionsTable, type SectionSiteFigures} from './lib/sections';
import {baselineDir, benchSites, repoDir, type BenchSite} from './sites';

const outDir = path.join(repoDir, 'bench', 'out');
const toolsDir = path.join(repoDir, 'bench', 'tools');
const chromiumFlags = chromiumFlagsFromPlaywrightConfig();
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1 (got "${process.env[name]}")`);
  return value;
};
const runs = {
  build: count('BENCH_BUILD_RUNS', 1),
  lighthouse: count('BENCH_LIGHTHOUSE_RUNS', 3),
  search: count('BENCH_SEARCH_RUNS', 3),
  transfer: count('BENCH_TRANSFER_RUNS', 3),
};
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

interface SiteBuilds {
  /** Absent with --skip-build when no earlier full run left its figures. */
  cold?: MeasuredRun;
  warm?: MeasuredRun;
  output: BuildOutput;
}
type PageName = keyof BenchSite['pages'];
const PAGES: PageName[] = ['landing', 'classPage', 'search'];
const PRESETS: LighthousePreset[] = ['mobile', 'desktop'];

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  const machine = describeMachine();
  log(
    `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, load average ${machine.loadAverageAtStart.join(' ')}`,
  );
  log(`runs: ${JSON.stringify(runs)}`);
  fs.mkdirSync(outDir, {recursive: true});

  checkBaseline();
  installIfChanged(baselineDir, 'baseline');
  installIfChanged(toolsDir, 'tools');
  const sites = benchSites();
  const [ours, baseline, typedoc] = sites;

  // Every release line and one section first: the builds below leave build/ as the comparison measures it.
  const lines = skipBuild ? undefined : await measureLines(ours);
  const oneSection = skipBuild ? undefined : await measureOneSection(ours);
  const builds = skipBuild ? previousBuilds(sites) : await buildAll(sites);

  const servers = new Map<BenchSite['name'], CountingServer>();
  for (const site of sites) servers.set(site.name, await startCountingServer(site.buildDir, site.baseUrl, site.port));
  const url = (site: BenchSite, page: string) => `${servers.get(site.name)!.origin}${site.baseUrl}${page}`;
  try {
    const browser = await launchChromium();
    log(`Chromium ${browser.version()}`);
    const transfer = new Map<BenchSite['name'], Transfer>();
    const search = new Map<BenchSite['name'], SearchFigures>();
    for (const site of sites) {
      transfer.set(site.name, await medianTransfer(browser, url(site, site.pages.classPage)));
      log(`${site.name}: class page transfer ${JSON.stringify(transfer.get(site.name))}`);
    }
    for (const site of sites) {
      if (!site.searchUi) continue;
      search.set(
        site.name,
        await measureSearch(
          browser,
          servers.get(site.name)!,
          url(site, site.pages.classPage),
          site.searchUi,
          runs.search,
        ),
      );
      log(`${site.name}: search ${JSON.stringify(search.get(site.name))}`);
    }
    await browser.close();

    const lighthouse = new Map<string, LighthouseScores>();
    const chrome = await launchChromeForLighthouse(toolsDir, CHROMIUM_PATH, chromiumFlags);
    try {
      for (const page of PAGES) {
        for (const preset of PRESETS) {
          for (const site of sites) {
            const pagePath = site.pages[page];
            if (pagePath === undefined) continue;
            const samples: LighthouseScores[] = [];
            for (let run = 0; run < runs.lighthouse; run++) {
              samples.push(
                await runLighthouse({
                  cli: path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js'),
                  url: url(site, pagePath),
                  preset,
                  chromePort: chrome.port,
                  reportFile: path.join(outDir, 'lighthouse', `${site.name}-${page}-${preset}-${run + 1}.json`),
                }),
              );
            }
            const scores = {
              performance: median(samples.map((s) => s.performance)),
              accessibility: median(samples.map((s) => s.accessibility)),
            };
            lighthouse.set(`${site.name}:${page}:${preset}`, scores);
            log(`${site.name}: Lighthouse ${page} ${preset} ${JSON.stringify(scores)}`);
          }
        }
      }
    } finally {
      await chrome.kill();
    }

    const figures = collectFigures(builds, transfer, search, lighthouse, ours, baseline, typedoc);
    const table = formatTable(figures);
    machine.loadAverageAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
    console.log(
      `\n${machine.cores} cores (${machine.cpu}); load average at start ${machine.loadAverageAtStart.join(' ')}, at end ${machine.loadAverageAtEnd.join(' ')}\n`,
    );
    console.log(table);
    const oneLine = builds.get('ours');
    const linesTable =
      lines && oneLine?.cold && oneLine.warm
        ? formatLinesTable({cold: oneLine.cold, warm: oneLine.warm, transfer: transfer.get('ours')!}, lines)
        : undefined;
    if (linesTable) console.log(`\n${linesTable}`);
    const sectionsTable = oneSection
      ? formatSectionsTable(oneSection, {
          sections: manifest.sdks.length,
          pages: builds.get('ours')!.output.pages,
          entryScripts: entryScriptBytes(ours.buildDir, ours.baseUrl, ours.pages.classPage),
          transfer: transfer.get('ours')!,
        })
      : undefined;
    if (sectionsTable) console.log(`\n${sectionsTable}`);
    const results = {
      date: new Date().toISOString(),
      machine,
      runs,
      buildsReused: skipBuild,
      figures: figures.map(judge),
      raw: {
        builds: Object.fromEntries(builds),
        transfer: Object.fromEntries(transfer),
        search: Object.fromEntries(search),
        lighthouse: Object.fromEntries(lighthouse),
        lines,
        oneSection,
      },
    };
    fs.writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(
      path.join(outDir, 'results.md'),
      [formatMarkdownTable(figures), linesTable, sectionsTable].filter(Boolean).join('\n\n') + '\n',
    );
    log(
      `wrote bench/out/results.json and bench/out/results.md (${((Date.now() - started) / 60000).toFixed(1)} min in all)`,
    );
  } finally {
    for (const server of servers.values()) await server.close();
  }
}

function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    loadAverageAtEnd: [] as number[],
  };
}

function checkBaseline(): void {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = baselineMismatches(
    manifest,
    read(path.join(repoDir, 'package.json')),
    read(path.join(baselineDir, 'package.json')),
  );
  if (problems.length > 0) {
    throw new Error(
      `The baseline does not document the same packages as the site:\n  ${problems.join('\n  ')}\nEdit bench/baseline/package.json, then run \`npm install\` in bench/baseline.`,
    );
  }
  if (!fs.existsSync(path.join(repoDir, 'node_modules', '@docusaurus', 'core')))
    throw new Error('The site is not installed: run `npm ci` first.');
}

/** `npm ci` in a bench package when its node_modules was not installed from its lockfile. */
function installIfChanged(dir: string, name: string): void {
  npmCiIfLockChanged(dir, [], () => log(`${name}: npm ci in ${path.relative(repoDir, dir)}`));
}

async function buildAll(sites: BenchSite[]): Promise<Map<BenchSite['name'], SiteBuilds>> {
  const cold = new Map<BenchSite['name'], MeasuredRun[]>();
  const warm = new Map<BenchSite['name'], MeasuredRun[]>();
  // Interleaved, so that a burst of load from elsewhere on the machine does not land on one site only.
  for (let run = 1; run <= runs.build; run++) {
    for (const kind of ['cold', 'warm'] as const) {
      for (const site of sites) {
        if (kind === 'cold') for (const p of site.coldPaths) fs.rmSync(p, {recursive: true, force: true});
        log(`${site.name}: ${kind} build ${run}/${runs.build}`);
        const measured = await runMeasured(site.build?.command ?? 'npm', site.build?.args ?? ['run', 'build'], {
          cwd: site.dir,
          logFile: path.join(outDir, `build-${site.name}-${kind}-${run}.log`),
          env: {...process.env, ...site.buildEnv},
        });
        log(
          `${site.name}: ${kind} build ${(measured.wallMs / 1000).toFixed(1)} s, peak RSS ${(measured.peakRssBytes / 1024 ** 3).toFixed(2)} GiB, PSS ${(measured.peakPssBytes / 1024 ** 3).toFixed(2)} GiB`,
        );
        const list = (kind === 'cold' ? cold : warm).get(site.name) ?? [];
        list.push(measured);
        (kind === 'cold' ? cold : warm).set(site.name, list);
      }
    }
  }
  const medianRun = (list: MeasuredRun[]): MeasuredRun => ({
    wallMs: median(list.map((r) => r.wallMs)),
    peakRssBytes: median(list.map((r) => r.peakRssBytes)),
    peakPssBytes: median(list.map((r) => r.peakPssBytes)),
  });
  return new Map(
    sites.map((site) => [
      site.name,
      {
        cold: medianRun(cold.get(site.name)!),
        warm: medianRun(warm.get(site.name)!),
        output: measureBuildOutput(site.buildDir),
      },
    ]),
  );
}

/** Our site with every release line: cold, then again with the other lines cached; the default line's class page. */
async function measureLines(ours: BenchSite): Promise<LineFigures> {
  const build = async (kind: string) => {
    log(`ours, every release line: ${kind} build`);
    const measured = await runMeasured('npm', ['run', 'build'], {
      cwd: ours.dir,
      logFile: path.join(outDir, `build-ours-lines-${kind}.log`),
    });
    log(`ours, every release line: ${kind} build ${(measured.wallMs / 1000).toFixed(1)} s`);
    return measured;
  };
  for (const p of ours.coldPaths) fs.rmSync(p, {recursive: true, force: true});
  const cold = await build('cold');
  const warm = await build('warm');
  const server = await startCountingServer(ours.buildDir, ours.baseUrl, ours.port);
  const browser = await launchChromium();
  try {
    const transfer = await medianTransfer(browser, `${server.origin}${ours.baseUrl}${ours.pages.classPage}`);
    log(`ours, every release line: class page transfer ${JSON.stringify(transfer)}`);
    return {lines: allLines(manifest).length, cold, warm, transfer};
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Our site (one line) with the class page's section alone: what every page carries per page of the site. */
async function measureOneSection(ours: BenchSite): Promise<SectionSiteFigures> {
  const section = ours.pages.classPage.split('/')[0]!;
  log(`ours, ${section} alone: build`);
  const measured = await runMeasured('npm', ['run', 'build'], {
    cwd: ours.dir,
    logFile: path.join(outDir, 'build-ours-one-section.log'),
    env: {...process.env, ...ours.buildEnv, [SECTIONS_ENV]: section},
  });
  log(`ours, ${section} alone: build ${(measured.wallMs / 1000).toFixed(1)} s`);
  const server = await startCountingServer(ours.buildDir, ours.baseUrl, ours.port);
  const browser = await launchChromium();
  try {
    const figures = {
      sections: 1,
      pages: measureBuildOutput(ours.buildDir).pages,
      entryScripts: entryScriptBytes(ours.buildDir, ours.baseUrl, ours.pages.classPage),
      transfer: await medianTransfer(browser, `${server.origin}${ours.baseUrl}${ours.pages.classPage}`),
    };
    log(`ours, ${section} alone: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** --skip-build: build times come from the previous results.json, if any; the build folders are re-measured. */
function previousBuilds(sites: BenchSite[]): Map<BenchSite['name'], SiteBuilds> {
  const file = path.join(outDir, 'results.json');
  const previous = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')).raw.builds as Record<string, SiteBuilds>)
    : {};
  log(
    fs.existsSync(file)
      ? 'reusing the builds and the build times of the previous run'
      : 'reusing the builds; no earlier build times to show',
  );
  return new Map(
    sites.map((site) => [
      site.name,
      {cold: previous[site.name]?.cold, warm: previous[site.name]?.warm, output: measureBuildOutput(site.buildDir)},
    ]),
  );
}

async function medianTransfer(browser: import('playwright-core').Browser, pageUrl: string): Promise<Transfer> {
  const samples: Transfer[] = [];
  for (let run = 0; run < runs.transfer; run++) samples.push(await measurePageTransfer(browser, pageUrl));
  const middle = median(samples.map((s) => s.total));
  return samples.find((s) => s.total === middle)!;
}

function collectFigures(
  builds: Map<BenchSite['name'], SiteBuilds>,
  transfer: Map<BenchSite['name'], Transfer>,
  search: Map<BenchSite['name'], SearchFigures>,
  lighthouse: Map<string, LighthouseScores>,
  ours: BenchSite,
  baseline: BenchSite,
  typedoc: BenchSite,
): Figure[] {
  /** The figure of each site; TypeDoc's HTML only where it was measured. */
  const perSite = <T>(map: Map<string, T>, pick: (value: T) => number) => {
    const typedocValue = map.get(typedoc.name);
    return {
      ours: pick(map.get(ours.name)!),
      baseline: pick(map.get(baseline.name)!),
      ...(typedocValue === undefined ? {} : {typedoc: pick(typedocValue)}),
    };
  };
  const timed = [ours, baseline].every((site) => builds.get(site.name)?.cold && builds.get(site.name)?.warm);
  const figures: Figure[] = [];
  if (timed) {
    figures.push(
      {
        id: 'build.cold.wall',
        label: 'cold build, wall time',
        unit: 's',
        ...perSite(builds, (b) => b.cold!.wallMs),
        target: {kind: 'max-ratio', value: 0.8},
      },
      {
        id: 'build.cold.rss',
        label: 'cold build, peak RSS (process tree)',
        unit: 'GiB',
        ...perSite(builds, (b) => b.cold!.peakRssBytes),
        target: {kind: 'max-ratio', value: 0.6},
      },
      {
        id: 'build.cold.pss',
        label: 'cold build, peak PSS (process tree, shared pages once)',
        unit: 'GiB',
        ...perSite(builds, (b) => b.cold!.peakPssBytes),
      },
      {
        id: 'build.warm.wall',
        label: 'warm rebuild, wall time',
        unit: 's',
        ...perSite(builds, (b) => b.warm!.wallMs),
        target: {kind: 'max-ratio', value: 0.5},
      },
      {
        id: 'build.warm.rss',
        label: 'warm rebuild, peak RSS (process tree)',
        unit: 'GiB',
        ...perSite(builds, (b) => b.warm!.peakRssBytes),
      },
    );
  }
  figures.push(
    {id: 'build.pages', label: 'HTML pages built', unit: 'count', ...perSite(builds, (b) => b.output.pages)},
    {id: 'build.bytes', label: 'build/ size', unit: 'MiB', ...perSite(builds, (b) => b.output.bytes)},
    {
      id: 'class.total',
      label: 'class page transfer, total (gzip)',
      unit: 'KiB',
      ...perSite(transfer, (t) => t.total),
      // Issue #18: at most 150 KiB gzip, whatever the stock site weighs.
      target: {kind: 'max', value: 150 * 1024},
    },
    {id: 'class.html', label: 'class page transfer, HTML', unit: 'KiB', ...perSite(transfer, (t) => t.html)},
    {id: 'class.js', label: 'class page transfer, JS', unit: 'KiB', ...perSite(transfer, (t) => t.js)},
    {id: 'class.css', label: 'class page transfer, CSS', unit: 'KiB', ...perSite(transfer, (t) => t.css)},
    {
      id: 'class.prefetch',
      label: 'class page transfer, route prefetches',
      unit: 'KiB',
      ...perSite(transfer, (t) => t.prefetch),
    },
    {id: 'class.other', label: 'class page transfer, other', unit: 'KiB', ...perSite(transfer, (t) => t.other)},
    {id: 'class.requests', label: 'class page requests', unit: 'count', ...perSite(transfer, (t) => t.requests)},
  );
  for (const category of ['performance', 'accessibility'] as const) {
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const scores = (site: BenchSite) => lighthouse.get(`${site.name}:${page}:${preset}`)?.[category];
        const minimum = category === 'accessibility' || preset === 'desktop' ? 100 : 95;
        const typedocScore = scores(typedoc);
        figures.push({
          id: `lighthouse.${page}.${preset}.${category}`,
          label: `Lighthouse ${preset} ${category}, ${page}`,
          unit: 'score',
          ours: scores(ours)!,
          baseline: scores(baseline)!,
          ...(typedocScore === undefined ? {} : {typedoc: typedocScore}),
          target: {kind: 'min', value: minimum},
        });
      }
    }
  }
  figures.push(
    {
      id: 'search.bytes',
      label: 'search: bytes before first result',
      unit: 'KiB',
      ...perSite(search, (s) => s.bytesBeforeFirstResult),
      target: {kind: 'max-ratio', value: 0.3},
    },
    {
      id: 'search.first',
      label: 'search: first keystroke to first result',
      unit: 'ms',
      ...perSite(search, (s) => s.firstResultMs),
    },
    {
      id: 'search.p50',
      label: 'search: keystroke to results, p50',
      unit: 'ms',
      ...perSite(search, (s) => s.keystrokeP50Ms),
    },
    {
      id: 'search.p95',
      label: 'search: keystroke to results, p95',
      unit: 'ms',
      ...perSite(search, (s) => s.keystrokeP95Ms),
      target: {kind: 'max', value: 16},
    },
  );
  return figures;
}

main().catch((error) => {
  console.error(`\n[bench] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

/**
 * The long tasks of a first visit to a page of `build/` at Lighthouse mobile's 4× CPU slowdown,
 * each with what the renderer's main thread did in it (Chromium's trace events, self time by
 * kind: parsing HTML, style, layout, a script's evaluation, compiling, garbage collection…):
 * what total blocking time is made of, named.
 *   node --import tsx bench/probes/long-tasks.ts [node-sdk/classes/Table] [runs]
 */
import {startCountingServer} from '../lib/byte-counting-server';
import {launchChromium} from '../lib/chromium-flags';
import {waitForNetworkQuiet} from '../lib/network-quiet';
import {readSiteSettings} from '../../src/site-settings';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {data?: {url?: string}; beginData?: {url?: string}};
}

const pagePath = process.argv[2] ?? 'node-sdk/classes/Table';
const runs = Number(process.argv[3] ?? 3);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'];
/** Trace event names grouped as DevTools and Lighthouse group them. */
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  'LocalFrameView::layout': 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  'v8.run': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceCache': 'compile',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
};

const {baseUrl} = readSiteSettings();
const server = await startCountingServer('build', baseUrl, 4791);
const browser = await launchChromium();

/** Self time of each kind inside [start, end) of one thread's complete events, nested by time. */
function selfTimes(events: TraceEvent[], start: number, end: number): Map<string, number> {
  const inside = events
    .filter((e) => e.ts >= start && e.ts + (e.dur ?? 0) <= end && KINDS[e.name])
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of inside) {
    while (stack.length > 0 && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const kind = label(event);
    totals.set(kind, (totals.get(kind) ?? 0) + (event.dur ?? 0));
    if (parent) totals.set(label(parent), (totals.get(label(parent)) ?? 0) - (event.dur ?? 0));
    stack.push(event);
  }
  return totals;
}

function label(event: TraceEvent): string {
  const kind = KINDS[event.name]!;
  const url = event.args?.data?.url;
  return kind === 'script' && url ? `script ${url.replace(/^.*\//, '')}` : kind;
}

try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await browser.startTracing(page, {categories: CATEGORIES});
    await page.goto(`${server.origin}${baseUrl}${pagePath}`, {waitUntil: 'load'});
    await waitForNetworkQuiet(page, cdp);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
    const events = trace.traceEvents;
    // The renderer's main thread: the one that parsed the page's HTML.
    const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(pagePath));
    if (!parse) throw new Error('no ParseHTML event for the page in the trace');
    const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
    const tasks = thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_MS * 1000);
    const origin = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid)?.ts ?? tasks[0]?.ts ?? 0;
    const ms = (micros: number) => Math.round(micros / 1000);
    let blocking = 0;
    console.log(`run ${run}: first contentful paint ${paint ? ms(paint.ts - origin) : '?'} ms`);
    for (const task of tasks) {
      if (paint && task.ts >= paint.ts) blocking += (task.dur! - LONG_TASK_MS * 1000) / 1000;
      const times = selfTimes(thread, task.ts, task.ts + task.dur!);
      const traced = [...times.values()].reduce((sum, micros) => sum + micros, 0);
      times.set('other', task.dur! - traced);
      const parts = [...times]
        .filter(([, micros]) => micros >= 1000)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, micros]) => `${kind} ${ms(micros)}`);
      console.log(`  at ${ms(task.ts - origin)} ms, ${ms(task.dur!)} ms: ${parts.join(', ') || 'no traced work'}`);
    }
    console.log(`  blocking after first contentful paint (observed at ${CPU_SLOWDOWN}×): ${Math.round(blocking)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

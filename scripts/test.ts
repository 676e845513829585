/**
 * `npm test`: every part of the suite, each timed, up to PARTS_AT_ONCE at a time as their needs
 * allow (src/tooling/test-parts.ts); after a failure no new part starts. Each line a part prints
 * streams through as it comes, prefixed with the part's name. Ends with what each failed part
 * reported (again, so a log's tail has it), the time of each part, and one line counting every
 * test run (README "Running the tests").
 *
 *   npm test                    every part
 *   npm test -- unit site       only these parts (a build must exist for site and e2e)
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {childrenSecondsFromTimes, cpuMeter, inGroupCommand, timedCommand} from '../src/tooling/cpu-time';
import {
  TEST_PARTS,
  countTests,
  failureReport,
  formatDuration,
  partCommand,
  partsToStart,
  type PartState,
  type TestCounts,
  type TestPart,
} from '../src/tooling/test-parts';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !TEST_PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`[test] no part ${unknown.join(', ')}; parts: ${TEST_PARTS.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const parts = wanted.length > 0 ? TEST_PARTS.filter((part) => wanted.includes(part.name)) : TEST_PARTS;
const width = Math.max(...parts.map((part) => part.name.length));

/** Writes whole lines of a stream, each prefixed; the rest waits for its line's end. */
function lineWriter(prefix: string, to: NodeJS.WriteStream) {
  let pending = '';
  return {
    write(text: string) {
      const lines = (pending + text).split('\n');
      pending = lines.pop()!;
      for (const line of lines) to.write(`${prefix}${line}\n`);
    },
    end() {
      if (pending) to.write(`${prefix}${pending}\n`);
      pending = '';
    },
  };
}

/** Counts each part's CPU time, and the run's (cpu-time.ts). */
const meter = cpuMeter(`npm-test-${process.pid}`);

/** Where a part's shell leaves its children's CPU times when no control group counts them (cpu-time.ts). */
const timesFile = (part: TestPart) => path.join(os.tmpdir(), `npm-test-${process.pid}-${part.name}.times`);

function run(part: TestPart): Promise<{code: number; output: string; cpuSeconds?: number}> {
  return new Promise((resolve) => {
    const prefix = `[${part.name.padEnd(width)}] `;
    const group = meter.partGroup(part.name);
    const script = group ? inGroupCommand(group, partCommand(part)) : timedCommand(partCommand(part), timesFile(part));
    const child = spawn('bash', ['-c', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const streams = [
      [child.stdout, lineWriter(prefix, process.stdout)],
      [child.stderr, lineWriter(prefix, process.stderr)],
    ] as const;
    for (const [from, to] of streams)
      from.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output += text;
        to.write(text);
      });
    child.on('close', (code, signal) => {
      for (const [, to] of streams) to.end();
      let cpuSeconds: number | undefined;
      if (group) cpuSeconds = meter.partSeconds(group);
      else
        try {
          cpuSeconds = childrenSecondsFromTimes(fs.readFileSync(timesFile(part), 'utf8'));
          fs.rmSync(timesFile(part));
        } catch {
          // Killed before its shell wrote the times: the run's total still counts it.
        }
      resolve({code: code ?? (signal ? 1 : 0), output, cpuSeconds});
    });
  });
}

const started = Date.now();
const states = new Map<string, PartState>(parts.map((part) => [part.name, 'waiting']));
const times = new Map<string, {from: number; seconds: number; cpuSeconds?: number; counts?: TestCounts}>();
const failureReports = new Map<string, string[]>();
const total: TestCounts = {passed: 0, failed: 0, skipped: 0};

await new Promise<void>((allDone) => {
  const startReady = () => {
    for (const part of partsToStart(parts, states)) {
      states.set(part.name, 'running');
      console.log(`[test] ${part.name}: ${partCommand(part)}`);
      const t0 = Date.now();
      void run(part).then(({code, output, cpuSeconds}) => {
        const counts = part.runner ? countTests(part.runner, output) : undefined;
        times.set(part.name, {from: (t0 - started) / 1000, seconds: (Date.now() - t0) / 1000, cpuSeconds, counts});
        if (counts) for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += counts[key];
        // A runner that exits non-zero with no failure it reported (a crash) still counts as one.
        if (code !== 0 && (!counts || counts.failed === 0)) total.failed += 1;
        if (code !== 0) failureReports.set(part.name, failureReport(part.runner, output));
        states.set(part.name, code === 0 ? 'passed' : 'failed');
        console.log(`[test] ${part.name}: ${code === 0 ? 'passed' : 'FAILED'}`);
        startReady();
      });
    }
    if (![...states.values()].includes('running')) allDone();
  };
  startReady();
});

for (const [name, report] of failureReports) {
  console.log(`\n[test] what failed in ${name}, again (its output above has it in full):`);
  for (const line of report) console.log(`[${name.padEnd(width)}] ${line}`);
}

console.log(
  `\n[test] where the time went (wall m:ss, from when to when, and CPU-seconds, counted by ${meter.method}; parts overlap):`,
);
const cpu = (seconds: number | undefined) => (seconds === undefined ? '' : `${Math.round(seconds)} CPU-s`);
for (const part of parts) {
  const time = times.get(part.name);
  const counts = time?.counts;
  const wall = time
    ? `${formatDuration(time.seconds).padStart(6)} (${formatDuration(time.from)}–${formatDuration(time.from + time.seconds)})`
    : '   not run';
  console.log(
    `[test]   ${part.name.padEnd(8)} ${wall.padEnd(22)}${cpu(time?.cpuSeconds).padEnd(12)}${counts ? `${counts.passed} passed, ${counts.failed} failed` : ''}`.trimEnd(),
  );
}
console.log(
  `[test]   ${'total'.padEnd(8)} ${formatDuration((Date.now() - started) / 1000).padStart(6)}${' '.repeat(16)}${cpu(meter.totalSeconds())}`,
);
meter.close();
const failed = parts.filter((part) => states.get(part.name) === 'failed').map((part) => part.name);
if (failed.length > 0) console.log(`[test] failed: ${failed.join(', ')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);

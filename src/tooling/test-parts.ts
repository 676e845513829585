/**
 * The parts of `npm test`, what each needs and how many run at once (scripts/test.ts), and how
 * to count the tests a part's runner reports. The table is the one place a part is named: README "Running the
 * tests" lists the same parts with their times.
 */

export type TestRunner = 'node' | 'playwright';

export interface TestPart {
  name: string;
  command: string;
  /** The runner whose closing lines count its tests; none for a step that runs no test. */
  runner?: TestRunner;
  /** Parts that must have passed before this one starts (what it reads: the build's output). */
  needs?: readonly string[];
  /**
   * Parts it starts after, though it reads nothing of theirs: each keeps both cores busy, and
   * side by side they cost far more CPU-seconds than one after the other, in no less time.
   */
  after?: readonly string[];
  /** Nothing waits for it: it runs at a lower priority (BACKGROUND_NICENESS), on what the others leave idle. */
  background?: boolean;
}

/**
 * `nice` of a background part: lint, unit and tools tests, which run beside the markdown
 * generation and the build, give way to them (a niceness of 5 gets a third of the CPU time of
 * a part at 0), so the build ends sooner. Not more: a busy machine's other work runs at 0 and
 * would starve them, and a starved part ends the run late.
 */
export const BACKGROUND_NICENESS = 5;

/** The shell command that runs a part. */
export const partCommand = (part: TestPart): string =>
  part.background ? `nice -n ${BACKGROUND_NICENESS} ${part.command}` : part.command;

/**
 * Parts running at the same time. Each part leaves a core idle for part of its run: the build
 * in its single-threaded steps, the browser tests while they wait on Chromium. Three keep a
 * 2-core machine busy through the build (with lint and unit tests), where two left a core idle
 * for minutes. After the build the browser tests run alone, then the site tests with the crawl
 * (`after`).
 */
export const PARTS_AT_ONCE = 3;

/**
 * In the order they are started when ready: the longest chain first (the lines' installs, the
 * build with each line's API markdown, browser tests); the others fill the other slots. The
 * lines' installs are a part of their own: the markdown is read from them (every section, the
 * default line's too, is an npm project of its own: src/lines/README.md), and so do unit tests
 * (manifest checks against each line's packages). Hosted search needs no build of its own: the
 * browser tests switch the one build to it by answering its search config
 * (src/tooling/hosted-fixture.ts). The crawl is browser tests too
 * (tests/e2e/crawl.spec.ts, Playwright project `crawl`), a part of its own so its time shows;
 * it runs on its own port (package.json `test:crawl`) beside the site tests.
 */
export const TEST_PARTS: readonly TestPart[] = [
  {name: 'install', command: 'npm run install:lines'},
  // The build generates each line's markdown before its site (scripts/build.ts): a part of its
  // own that generated the default line's first only had the build run that generation again.
  {name: 'build', command: 'npm run build', needs: ['install']},
  {name: 'e2e', command: 'npm run test:e2e', runner: 'playwright', needs: ['build']},
  {name: 'lint', command: 'npm run lint', background: true},
  {name: 'unit', command: 'npm run test:unit', runner: 'node', needs: ['install'], background: true},
  // A reader's clean install of every line's section, which the site tests compare against, and
  // the MCP package installed from its tarball, which they start: it needs no build, so it runs
  // beside the generation and the build, not in the site tests' time. After the lines' installs:
  // the names their declarations import save most clean installs a second round
  // (src/tooling/fidelity/clean-install.ts). Not niced: the site tests wait for it.
  {name: 'clean-installs', command: 'npm run clean-installs', needs: ['install']},
  // After the browser tests, not beside them: their two Chromium workers and the site checks' two
  // processes on two cores cost 50–130 CPU-seconds more side by side (tests/README.md, "Measured
  // runs", stop 87), and took as long. The crawl's one tab goes with the site checks.
  {name: 'site', command: 'npm run test:site', runner: 'node', needs: ['build', 'clean-installs'], after: ['e2e']},
  {name: 'crawl', command: 'npm run test:crawl', runner: 'playwright', needs: ['build'], after: ['e2e']},
  // The maintainer's tools (`npm run releases` end to end) read no build: last in the table, they
  // take the slot the lint and unit tests leave beside the build, not the time after it that the
  // site and browser tests share.
  {name: 'tools', command: 'npm run test:tools', runner: 'node', background: true},
];

/** The parts a part starts only once they have passed: what it reads (`needs`) and what it follows (`after`). */
export const waitsOn = (part: TestPart): readonly string[] => [...(part.needs ?? []), ...(part.after ?? [])];

export type PartState = 'waiting' | 'running' | 'passed' | 'failed';

/**
 * The parts to start now: those waiting whose needs have passed, in table order, while fewer
 * than PARTS_AT_ONCE run. After a failure nothing new starts (what runs is let finish). A part
 * whose need is not among the parts being run (`npm test -- site`) takes that need as met: a
 * build must already exist.
 */
export function partsToStart(
  parts: readonly TestPart[],
  states: ReadonlyMap<string, PartState>,
  atOnce = PARTS_AT_ONCE,
): TestPart[] {
  const all = [...states.values()];
  if (all.includes('failed')) return [];
  let free = atOnce - all.filter((state) => state === 'running').length;
  const ready: TestPart[] = [];
  for (const part of parts) {
    if (free <= 0) break;
    if (states.get(part.name) !== 'waiting') continue;
    const met = waitsOn(part).every((need) => !states.has(need) || states.get(need) === 'passed');
    if (!met) continue;
    ready.push(part);
    free -= 1;
  }
  return ready;
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The last value a closing line of the runner gives for `label`, or 0. */
function lastCount(output: string, pattern: RegExp): number {
  const matches = [...output.matchAll(pattern)];
  return matches.length > 0 ? Number(matches.at(-1)![1]) : 0;
}

/**
 * What a runner's closing lines say: node's test runner `# pass 12`, `# fail 0`, `# skipped 1`;
 * Playwright's `237 passed (9.7m)`, `2 failed`, `1 skipped` (a flaky test counts as failed:
 * the suite has no retries, so Playwright never reports one).
 */
export function countTests(runner: TestRunner, output: string): TestCounts {
  if (runner === 'node')
    return {
      passed: lastCount(output, /^# pass (\d+)$/gm),
      failed: lastCount(output, /^# fail (\d+)$/gm) + lastCount(output, /^# cancelled (\d+)$/gm),
      skipped: lastCount(output, /^# skipped (\d+)$/gm) + lastCount(output, /^# todo (\d+)$/gm),
    };
  return {
    passed: lastCount(output, /^\s+(\d+) passed\b/gm),
    failed: lastCount(output, /^\s+(\d+) failed\b/gm) + lastCount(output, /^\s+(\d+) flaky\b/gm),
    skipped: lastCount(output, /^\s+(\d+) (?:skipped|did not run)\b/gm),
  };
}

/** Lines of a failed part's output reprinted at the end of `npm test`, at most this many per part. */
export const FAILURE_REPORT_LINES = 150;
/** The last lines reprinted of a part whose runner reported no failure of its own (a build, a crash). */
export const FAILURE_TAIL_LINES = 40;

/** Node's TAP output: every `not ok` line with its YAML block, nested subtests' too. */
function tapFailures(lines: string[]): string[] {
  const report: string[] = [];
  let blockEnd: string | undefined;
  for (const line of lines) {
    const failed = blockEnd === undefined ? /^(\s*)not ok /.exec(line) : null;
    if (failed) blockEnd = `${failed[1]}  ...`;
    if (blockEnd === undefined) continue;
    report.push(line);
    if (line === blockEnd) blockEnd = undefined;
  }
  return report;
}

/** Playwright's list reporter: its closing failure list, from `  1) …` to the end. */
function playwrightFailures(lines: string[]): string[] {
  const first = lines.findIndex((line) => /^\s+1\) /.test(line));
  return first >= 0 ? lines.slice(first) : [];
}

const FAILURES_OF: Record<TestRunner, (lines: string[]) => string[]> = {
  node: tapFailures,
  playwright: playwrightFailures,
};

/**
 * What a failed part said about its failures, to print again after the summary: parts run side
 * by side, so a part's failure details scroll away under the others' output, and a CI log
 * shown from its tail would lose them. A step that runs no test, or a runner that reported no
 * failure: its last lines.
 */
export function failureReport(runner: TestRunner | undefined, output: string, limit = FAILURE_REPORT_LINES): string[] {
  const lines = output.replace(/\n$/, '').split('\n');
  const failures = runner ? FAILURES_OF[runner](lines) : [];
  const report = failures.length > 0 ? failures : lines.slice(-FAILURE_TAIL_LINES);
  return report.length > limit
    ? [...report.slice(0, limit), `… ${report.length - limit} more lines in the part's output above`]
    : report;
}

/** A part's time as m:ss, rounded to whole seconds first (479.6 s is 8:00, not 7:60). */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

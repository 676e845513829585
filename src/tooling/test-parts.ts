/**
 * The parts of `npm test` in the order they run (scripts/test.ts), and how to count the tests a
 * part's runner reports. The table is the one place a part is named: README "Running the
 * tests" lists the same parts with their times.
 */

export type TestRunner = 'node' | 'playwright';

export interface TestPart {
  name: string;
  command: string;
  /** The runner whose closing lines count its tests; none for a step that runs no test. */
  runner?: TestRunner;
}

export const TEST_PARTS: readonly TestPart[] = [
  {name: 'lint', command: 'npm run lint'},
  {name: 'build', command: 'npm run build'},
  {name: 'hosted', command: 'npm run build:hosted-fixture'},
  {name: 'unit', command: 'npm run test:unit', runner: 'node'},
  {name: 'site', command: 'npm run test:site', runner: 'node'},
  {name: 'e2e', command: 'npm run test:e2e', runner: 'playwright'},
];

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

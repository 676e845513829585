/**
 * Where the browser tests' CPU goes, test by test: the report of e2e-cpu-reporter.ts. Each test's
 * figure is what the run's control group spent from the end of the test before to the end of
 * this one (its fixtures and its share of Chromium included), so it is exact with one worker
 * and a mix of neighbours with more; the first test carries the browser's start. Pure.
 */
export interface TestCpu {
  /** `search.spec.ts:111 payloads passed to the search page as ?q= …` */
  test: string;
  file: string;
  cpuSeconds: number;
  wallSeconds: number;
  passed: boolean;
}

const figure = (seconds: number) => seconds.toFixed(2).padStart(7);

/** The run's total, each file's sum, then each test, the most expensive first. */
export function cpuReport(tests: readonly TestCpu[], totalSeconds: number): string {
  const byFile = new Map<string, number>();
  for (const {file, cpuSeconds} of tests) byFile.set(file, (byFile.get(file) ?? 0) + cpuSeconds);
  const descending = <T>(list: T[], key: (item: T) => number) => list.sort((a, b) => key(b) - key(a));
  return [
    `${figure(totalSeconds)} CPU-s in all, ${tests.length} tests`,
    '',
    ...descending([...byFile], ([, seconds]) => seconds).map(([file, seconds]) => `${figure(seconds)}  ${file}`),
    '',
    ...descending([...tests], (test) => test.cpuSeconds).map(
      (test) =>
        `${figure(test.cpuSeconds)}  ${test.wallSeconds.toFixed(1).padStart(5)} s  ${test.passed ? '' : 'FAILED '}${test.test}`,
    ),
    '',
  ].join('\n');
}

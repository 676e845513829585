/**
 * A Playwright reporter that writes where the browser tests' CPU went, test by test
 * (e2e-cpu-report.ts), counted by a control group the runner joins (cpu-time.ts), so Chromium's
 * renderers are in it. With one worker each figure is the test's own:
 *
 *   E2E_CPU_REPORT=/tmp/e2e-cpu.txt npx playwright test --project=browser --workers=1 \
 *     --reporter=list,./src/tooling/e2e-cpu-reporter.ts
 *
 * Where no control group can be made (not root) it counts the runner's reaped processes only,
 * and says so in the report's first line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {cpuMeter, type CpuMeter} from './cpu-time';
import {cpuReport, type TestCpu} from './e2e-cpu-report';

export default class E2eCpuReporter implements Reporter {
  private readonly meter: CpuMeter = cpuMeter(`e2e-cpu-${process.pid}`);
  private last = this.meter.totalSeconds();
  private readonly tests: TestCpu[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const now = this.meter.totalSeconds();
    const file = path.basename(test.location.file);
    this.tests.push({
      test: `${file}:${test.location.line} ${test.title}`,
      file,
      cpuSeconds: now - this.last,
      wallSeconds: result.duration / 1000,
      passed: result.status === test.expectedStatus,
    });
    this.last = now;
  }

  onEnd(): void {
    const report = `counted by ${this.meter.method}\n${cpuReport(this.tests, this.meter.totalSeconds())}`;
    fs.writeFileSync(process.env.E2E_CPU_REPORT ?? 'e2e-cpu-report.txt', report);
    this.meter.close();
  }

  printsToStdio(): boolean {
    return false;
  }
}

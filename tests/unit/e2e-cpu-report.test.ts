/** The browser tests' CPU report (src/tooling/e2e-cpu-report.ts): files and tests, the most expensive first. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpuReport} from '../../src/tooling/e2e-cpu-report';

test('the report sums each file and lists the tests by CPU-seconds, failures named', () => {
  const report = cpuReport(
    [
      {test: 'a.spec.ts:3 cheap', file: 'a.spec.ts', cpuSeconds: 0.5, wallSeconds: 0.4, passed: true},
      {test: 'b.spec.ts:9 dear', file: 'b.spec.ts', cpuSeconds: 3, wallSeconds: 2.25, passed: false},
      {test: 'a.spec.ts:7 middle', file: 'a.spec.ts', cpuSeconds: 2, wallSeconds: 1, passed: true},
    ],
    6,
  );
  assert.deepEqual(report.split('\n'), [
    '   6.00 CPU-s in all, 3 tests',
    '',
    '   3.00  b.spec.ts',
    '   2.50  a.spec.ts',
    '',
    '   3.00    2.3 s  FAILED b.spec.ts:9 dear',
    '   2.00    1.0 s  a.spec.ts:7 middle',
    '   0.50    0.4 s  a.spec.ts:3 cheap',
    '',
  ]);
});

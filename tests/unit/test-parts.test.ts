/** The suite's parts and the counting of their runners' closing lines (src/tooling/test-parts.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {TEST_PARTS, countTests} from '../../src/tooling/test-parts';

test('the parts run lint first and the browser tests last, each test runner counted', () => {
  assert.deepEqual(
    TEST_PARTS.map((part) => part.name),
    ['lint', 'build', 'hosted', 'unit', 'site', 'e2e'],
  );
  assert.deepEqual(
    TEST_PARTS.filter((part) => part.runner).map((part) => part.runner),
    ['node', 'node', 'playwright'],
  );
});

test("node's test runner: the closing counts, cancelled as failed and todo as skipped", () => {
  const output = ['# tests 12', '# suites 0', '# pass 9', '# fail 1', '# cancelled 1', '# skipped 1', '# todo 0'].join(
    '\n',
  );
  assert.deepEqual(countTests('node', output), {passed: 9, failed: 2, skipped: 1});
  assert.deepEqual(countTests('node', 'no summary'), {passed: 0, failed: 0, skipped: 0});
});

test("Playwright's list reporter: passed, failed, flaky and skipped", () => {
  assert.deepEqual(countTests('playwright', '\n  237 passed (9.7m)\n'), {passed: 237, failed: 0, skipped: 0});
  assert.deepEqual(
    countTests('playwright', '  2 failed\n    [chromium] › a.spec.ts\n  1 flaky\n  3 skipped\n  230 passed (10m)\n'),
    {
      passed: 230,
      failed: 3,
      skipped: 3,
    },
  );
});

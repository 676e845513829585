/** The suite's parts and the counting of their runners' closing lines (src/tooling/test-parts.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  TEST_PARTS,
  countTests,
  failureReport,
  formatDuration,
  partCommand,
  partsToStart,
  waitsOn,
  type PartState,
  type TestPart,
} from '../../src/tooling/test-parts';

test('every part of the suite, each test runner counted; what reads the build or the installs needs it', () => {
  assert.deepEqual(TEST_PARTS.map((part) => part.name).sort(), [
    'build',
    'clean-installs',
    'crawl',
    'e2e',
    'install',
    'lint',
    'site',
    'tools',
    'unit',
  ]);
  assert.deepEqual(Object.fromEntries(TEST_PARTS.map((part) => [part.name, part.needs ?? []])), {
    install: [],
    build: ['install'],
    e2e: ['build'],
    lint: [],
    unit: ['install'],
    'clean-installs': ['install'],
    site: ['build', 'clean-installs'],
    crawl: ['build'],
    tools: [],
  });
  // The browser tests keep both cores busy; the site tests and the crawl start after them.
  assert.deepEqual(Object.fromEntries(TEST_PARTS.filter((part) => part.after).map((part) => [part.name, part.after])), {
    site: ['e2e'],
    crawl: ['e2e'],
  });
  assert.deepEqual(
    TEST_PARTS.filter((part) => part.runner)
      .map((part) => part.name)
      .sort(),
    ['crawl', 'e2e', 'site', 'tools', 'unit'],
  );
});

const names = (parts: readonly TestPart[]) => parts.map((part) => part.name);

test('with two slots: the longest chain starts first, another part fills the second; a part waits for its needs', () => {
  const states = new Map<string, PartState>(TEST_PARTS.map((part) => [part.name, 'waiting']));
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), ['install', 'lint'], 'the build waits for the installs');
  states.set('install', 'running');
  states.set('lint', 'running');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), []);
  states.set('install', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), ['build']);
  states.set('build', 'running');
  states.set('lint', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), ['unit']);
  states.set('unit', 'running');
  states.set('unit', 'passed');
  assert.deepEqual(
    names(partsToStart(TEST_PARTS, states, 2)),
    ['clean-installs'],
    'beside the build, which it does not need',
  );
  states.set('clean-installs', 'running');
  states.set('build', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), ['e2e'], 'the site tests wait for the clean installs');
  states.set('e2e', 'running');
  states.set('clean-installs', 'passed');
  assert.deepEqual(
    names(partsToStart(TEST_PARTS, states, 2)),
    ['tools'],
    'the site tests and the crawl start after e2e; the tools fill the slot',
  );
  states.set('tools', 'running');
  states.set('e2e', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), ['site']);
  states.set('site', 'running');
  states.set('tools', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states, 2)), ['crawl']);
});

test('with three slots: the build follows the installs, the clean installs come beside it', () => {
  const states = new Map<string, PartState>(TEST_PARTS.map((part) => [part.name, 'waiting']));
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), ['install', 'lint', 'tools']);
  for (const name of ['install', 'lint', 'tools']) states.set(name, 'running');
  states.set('install', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), ['build']);
  states.set('build', 'running');
  states.set('tools', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), ['unit']);
  states.set('unit', 'running');
  states.set('lint', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), ['clean-installs'], 'after the lines installs it reads');
  states.set('clean-installs', 'running');
  states.set('unit', 'passed');
  states.set('clean-installs', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), [], 'site and browser tests wait for the build');
  states.set('build', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), ['e2e'], 'the browser tests alone');
  states.set('e2e', 'running');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), []);
  states.set('e2e', 'passed');
  assert.deepEqual(names(partsToStart(TEST_PARTS, states)), ['site', 'crawl']);
});

/** The parts that start first when only these are run (`npm test -- site unit`), all waiting. */
const startWhenOnly = (run: string[], atOnce?: number) =>
  names(
    partsToStart(
      TEST_PARTS.filter((part) => run.includes(part.name)),
      new Map(run.map((name) => [name, 'waiting' as PartState])),
      atOnce,
    ),
  );

test('after a failure nothing new starts; a need outside the parts run is taken as met', () => {
  const states = new Map<string, PartState>(TEST_PARTS.map((part) => [part.name, 'waiting']));
  states.set('lint', 'failed');
  states.set('install', 'passed');
  states.set('build', 'running');
  assert.deepEqual(partsToStart(TEST_PARTS, states, 2), []);
  assert.deepEqual(startWhenOnly(['site', 'unit'], 2), ['unit', 'site']);
  // So is a part to start after that is not run (`npm test -- site crawl`).
  assert.deepEqual(startWhenOnly(['site', 'crawl']), ['site', 'crawl']);
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

test('a failed part is reported again at the end: TAP `not ok` blocks, nested ones too', () => {
  const output = [
    'TAP version 13',
    'ok 1 - a passing',
    '  ---',
    '  ...',
    'not ok 2 - a failing',
    '  ---',
    "  error: 'boom'",
    '  ...',
    '# Subtest: outer',
    '    not ok 1 - inner fails',
    '      ---',
    "      error: 'inner'",
    '      ...',
    '    1..1',
    'not ok 3 - outer',
    '  ---',
    "  error: '1 subtest failed'",
    '  ...',
    '# fail 3',
  ].join('\n');
  assert.deepEqual(failureReport('node', output), [
    'not ok 2 - a failing',
    '  ---',
    "  error: 'boom'",
    '  ...',
    '    not ok 1 - inner fails',
    '      ---',
    "      error: 'inner'",
    '      ...',
    'not ok 3 - outer',
    '  ---',
    "  error: '1 subtest failed'",
    '  ...',
  ]);
});

test("a failed part is reported again at the end: Playwright's failure list, a step's last lines, a bound", () => {
  const playwright = [
    'Running 3 tests using 2 workers',
    '  ✓  1 [crawl] › a.spec.ts:1:1 › fine (1s)',
    '  ✘  2 [crawl] › a.spec.ts:9:1 › broken (2s)',
    '',
    '  1) [crawl] › a.spec.ts:9:1 › broken',
    '',
    '    Error: expect(received).toEqual(expected)',
    '',
    '  1 failed',
    '    [crawl] › a.spec.ts:9:1 › broken',
    '  2 passed (3s)',
    '',
  ].join('\n');
  assert.deepEqual(failureReport('playwright', playwright), playwright.split('\n').slice(4, -1));
  const build = Array.from({length: 100}, (_, i) => `line ${i}`).join('\n');
  assert.deepEqual(failureReport(undefined, build), build.split('\n').slice(-40));
  assert.deepEqual(
    failureReport('playwright', 'Error: no tests found'),
    ['Error: no tests found'],
    'a crash: its last lines',
  );
  const long = ['  1) broken', ...Array.from({length: 300}, (_, i) => `    at ${i}`)].join('\n');
  const bounded = failureReport('playwright', long, 10);
  assert.equal(bounded.length, 11);
  assert.equal(bounded.at(-1), "… 291 more lines in the part's output above");
});

test('part times read m:ss, rounded to whole seconds before the minutes are taken', () => {
  assert.equal(formatDuration(479.6), '8:00');
  assert.equal(formatDuration(479.4), '7:59');
  assert.equal(formatDuration(59.5), '1:00');
  assert.equal(formatDuration(871), '14:31');
  assert.equal(formatDuration(5), '0:05');
});

test('what no part waits for runs niced (lint, unit and tools tests); what a part waits for does not', async () => {
  const background = TEST_PARTS.filter((part) => part.background).map((part) => part.name);
  assert.deepEqual(background.sort(), ['lint', 'tools', 'unit']);
  for (const part of TEST_PARTS) {
    const waitedFor = TEST_PARTS.some((other) => waitsOn(other).includes(part.name));
    assert.ok(!(waitedFor && part.background), `${part.name} is waited for`);
    assert.equal(partCommand(part), part.background ? `nice -n 5 ${part.command}` : part.command);
  }
  // The command runs at that niceness.
  const {execSync} = await import('node:child_process');
  const niceness = (command: string) => Number(execSync(command, {shell: '/bin/sh', encoding: 'utf8'}).trim());
  const base = niceness('nice');
  assert.equal(niceness(partCommand({name: 'x', command: 'nice', background: true})), Math.min(base + 5, 19));
  assert.equal(niceness(partCommand({name: 'x', command: 'nice'})), base);
});

/**
 * `npm test`: every part of the suite in order, each timed, stopping at the first that fails.
 * Ends with the time of each part and one line counting every test run (README "Running the
 * tests"). A part's own output streams through as it runs.
 *
 *   npm test                    every part
 *   npm test -- unit site       only these parts (a build must exist for site and e2e)
 */
import {spawn} from 'node:child_process';
import {TEST_PARTS, countTests, type TestCounts} from '../src/tooling/test-parts';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !TEST_PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`[test] no part ${unknown.join(', ')}; parts: ${TEST_PARTS.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const parts = wanted.length > 0 ? TEST_PARTS.filter((part) => wanted.includes(part.name)) : TEST_PARTS;

function run(command: string): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, {shell: true, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code, signal) => resolve({code: code ?? (signal ? 1 : 0), output}));
  });
}

const started = Date.now();
const times: Array<{name: string; seconds: number; counts?: TestCounts}> = [];
const total: TestCounts = {passed: 0, failed: 0, skipped: 0};
let failedPart: string | undefined;
for (const part of parts) {
  console.log(`\n[test] ${part.name}: ${part.command}`);
  const t0 = Date.now();
  const {code, output} = await run(part.command);
  const counts = part.runner ? countTests(part.runner, output) : undefined;
  times.push({name: part.name, seconds: (Date.now() - t0) / 1000, counts});
  if (counts) for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += counts[key];
  if (code !== 0) {
    failedPart = part.name;
    // A runner that exits non-zero with no failure it reported (a crash) still counts as one.
    if (!counts || counts.failed === 0) total.failed += 1;
    break;
  }
}

const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
console.log('\n[test] where the time went (m:ss):');
for (const {name, seconds, counts} of times)
  console.log(
    `[test]   ${name.padEnd(8)} ${format(seconds).padStart(6)}${counts ? `  ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
console.log(`[test]   ${'total'.padEnd(8)} ${format((Date.now() - started) / 1000).padStart(6)}`);
if (failedPart) console.log(`[test] stopped: ${failedPart} failed`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedPart ? 1 : 0);

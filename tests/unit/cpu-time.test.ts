/** The CPU-seconds `npm test` prints (src/tooling/cpu-time.ts), read from what bash and /proc write. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {childrenSecondsFromTimes, timedCommand, treeSecondsFromStat} from '../../src/tooling/cpu-time';

test("bash's times: the children's user and system seconds", () => {
  assert.equal(childrenSecondsFromTimes('0m0.010s 0m0.005s\n1m2.500s 0m4.250s\n'), 66.75);
  assert.throws(() => childrenSecondsFromTimes('1.2 3.4'), /not the output of bash's times/);
});

test('/proc stat: own and reaped children, in clock ticks, past a command name with spaces and parens', () => {
  const stat = '42 (node (x) y) S 1 42 42 0 -1 4194304 1 0 0 0 250 50 1000 200 20 0 1 0 100 0 0';
  assert.equal(treeSecondsFromStat(stat), 15);
});

test("a part's script keeps its exit status and writes its children's times, a busy child's counted", () => {
  const file = path.join(os.tmpdir(), `cpu-time-test-${process.pid}.times`);
  const busy = `${JSON.stringify(process.execPath)} -e "const end = process.cpuUsage().user + 300000; while (process.cpuUsage().user < end);"`;
  const result = spawnSync('bash', ['-c', timedCommand(`${busy} && bash -c 'exit 3'`, file)]);
  assert.equal(result.status, 3);
  assert.ok(childrenSecondsFromTimes(fs.readFileSync(file, 'utf8')) >= 0.3);
  fs.rmSync(file);
});

/** The CPU-seconds `npm test` prints (src/tooling/cpu-time.ts), read from what bash, /proc and control groups write. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cgroupUsageSeconds,
  childrenSecondsFromTimes,
  cpuMeter,
  inGroupCommand,
  ownGroupPath,
  timedCommand,
  treeSecondsFromStat,
} from '../../src/tooling/cpu-time';

test("bash's times: the children's user and system seconds", () => {
  assert.equal(childrenSecondsFromTimes('0m0.010s 0m0.005s\n1m2.500s 0m4.250s\n'), 66.75);
  assert.throws(() => childrenSecondsFromTimes('1.2 3.4'), /not the output of bash's times/);
});

test('/proc stat: own and reaped children, in clock ticks, past a command name with spaces and parens', () => {
  const stat = '42 (node (x) y) S 1 42 42 0 -1 4194304 1 0 0 0 250 50 1000 200 20 0 1 0 100 0 0';
  assert.equal(treeSecondsFromStat(stat), 15);
});

test("control groups: v1's nanoseconds, v2's usage_usec, and this process's group of each kind", () => {
  assert.equal(cgroupUsageSeconds('v1', '2500000000\n'), 2.5);
  assert.equal(cgroupUsageSeconds('v2', 'usage_usec 1500000\nuser_usec 1000000\nsystem_usec 500000\n'), 1.5);
  assert.throws(() => cgroupUsageSeconds('v2', 'user_usec 1\n'), /no usage_usec/);
  const hybrid = '9:name=systemd:/\n4:cpu,cpuacct:/ci/job\n2:memory:/x\n0::/unified/job\n';
  assert.equal(ownGroupPath('v1', hybrid), '/ci/job');
  assert.equal(ownGroupPath('v2', hybrid), '/unified/job');
  assert.equal(ownGroupPath('v1', '0::/\n'), undefined);
});

/** A node that spins for `ms` of CPU time, then writes `done`. */
const busy = (ms: number, done: string) =>
  `${JSON.stringify(process.execPath)} -e "const end = process.cpuUsage().user + ${ms * 1000}; while (process.cpuUsage().user < end); require('fs').writeFileSync('${done}', '')"`;

test("a part's script keeps its exit status and writes its children's times, a busy child's counted", () => {
  const file = path.join(os.tmpdir(), `cpu-time-test-${process.pid}.times`);
  const done = `${file}.done`;
  const result = spawnSync('bash', ['-c', timedCommand(`${busy(300, done)} && bash -c 'exit 3'`, file)]);
  assert.equal(result.status, 3);
  assert.ok(childrenSecondsFromTimes(fs.readFileSync(file, 'utf8')) >= 0.3);
  fs.rmSync(file);
  fs.rmSync(done);
});

test(
  'a part in a control group counts a process that outlives its parent, as Chromium’s renderers do',
  {timeout: 60_000},
  async (t) => {
    const meter = cpuMeter(`cpu-time-test-${process.pid}`, {join: false});
    if (!meter.method.startsWith('cgroup')) return t.skip(`no control group here: ${meter.method}`);
    t.after(() => meter.close());
    const dir = meter.partGroup('orphan')!;
    const done = path.join(os.tmpdir(), `cpu-time-test-${process.pid}.orphan`);
    const times = `${done}.times`;
    // The busy node's parent, a subshell, exits at once: init reaps the node, not the part's shell.
    const result = spawnSync('bash', ['-c', inGroupCommand(dir, timedCommand(`( ${busy(400, done)} & )`, times))]);
    assert.equal(result.status, 0, result.stderr.toString());
    while (!fs.existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 20));
    // What the shell reaped misses it; the group does not.
    assert.ok(childrenSecondsFromTimes(fs.readFileSync(times, 'utf8')) < 0.2);
    assert.ok(meter.partSeconds(dir) >= 0.4);
    fs.rmSync(done);
    fs.rmSync(times);
  },
);

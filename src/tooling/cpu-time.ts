/**
 * CPU-seconds of work, for `npm test`'s summary: what the suite costs on any host, where its
 * wall time is as long as the host is busy.
 *
 * Counting what a part's shell reaped (bash's `times`) misses every process that outlives its
 * parent and is reaped by init: Chromium's zygote and its renderers are such, and they are most
 * of a browser test's CPU (two thirds of it, compared with the machine's busy time). So each part
 * runs in a control group of its own (cgroup v1 `cpuacct` or cgroup v2), which counts every
 * process started in it whoever reaps it; the run's total is its own group's, which holds the
 * parts'. Where no control group can be made (not root, no cgroup file system) the figures fall
 * back to the reaped processes and the summary says so. Pure but for the `CpuMeter` functions.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on every Linux build we run on). */
const CLOCK_TICKS = 100;

/** Seconds from one of `times`'s `1m2.345s` figures. */
const timesFigure = (figure: string): number => {
  const match = /^(\d+)m([\d.]+)s$/.exec(figure);
  if (!match) throw new Error(`not a figure of bash's times: "${figure}"`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/**
 * User plus system seconds of the children, from bash's `times` (line one: the shell, line
 * two: its children, each `user system`).
 */
export function childrenSecondsFromTimes(text: string): number {
  const lines = text.trim().split('\n');
  if (lines.length !== 2) throw new Error(`not the output of bash's times: "${text}"`);
  return lines[1]!
    .trim()
    .split(/\s+/)
    .map(timesFigure)
    .reduce((a, b) => a + b, 0);
}

/** Seconds of a process and its reaped children, from the text of /proc/{pid}/stat. */
export function treeSecondsFromStat(stat: string): number {
  // Fields after the command name (which may hold spaces and parens): state is field 3, utime 14.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return (utime! + stime! + cutime! + cstime!) / CLOCK_TICKS;
}

/** This process's CPU-seconds with every child it has reaped (and theirs). */
export const ownTreeSeconds = (): number => treeSecondsFromStat(fs.readFileSync('/proc/self/stat', 'utf8'));

/** The two kinds of control group that count CPU time, and where each keeps the count. */
export const CGROUP_KINDS = {
  /** cgroup v1's cpuacct controller: `cpuacct.usage`, nanoseconds. */
  v1: {root: '/sys/fs/cgroup/cpuacct', probe: 'cpuacct.usage', usageFile: 'cpuacct.usage'},
  /** cgroup v2's unified tree: `cpu.stat`'s `usage_usec` line. */
  v2: {root: '/sys/fs/cgroup', probe: 'cgroup.controllers', usageFile: 'cpu.stat'},
} as const;
export type CgroupKind = keyof typeof CGROUP_KINDS;

/** Seconds from a group's usage file: v1's nanoseconds, v2's `usage_usec`. */
export function cgroupUsageSeconds(kind: CgroupKind, text: string): number {
  if (kind === 'v1') {
    if (!/^\d+\s*$/.test(text)) throw new Error(`not a cpuacct.usage: "${text}"`);
    return Number(text) / 1e9;
  }
  const match = /^usage_usec (\d+)$/m.exec(text);
  if (!match) throw new Error(`no usage_usec in cpu.stat: "${text}"`);
  return Number(match[1]) / 1e6;
}

/** A shell script that runs `command`, writes its children's `times` to `file`, and exits with its status. */
export const timedCommand = (command: string, file: string): string =>
  `${command}\ncode=$?\ntimes > '${file}'\nexit $code`;

/** A shell script that moves itself into the group at `dir` (so do all it starts), then runs `script`. */
export const inGroupCommand = (dir: string, script: string): string =>
  `echo $$ > '${path.join(dir, 'cgroup.procs')}' || { echo "[test] cannot join the control group ${dir}" >&2; exit 125; }\n${script}`;

/**
 * What counts a run's CPU time: a control group for the run (this process moves into it) and one
 * per part inside it; or, where none can be made, the reaped processes only.
 */
export interface CpuMeter {
  /** How the figures were counted, for the summary's heading. */
  readonly method: string;
  /** The part's group directory, made now; undefined when counting reaped processes only. */
  partGroup(name: string): string | undefined;
  /** A part's seconds when it ended, and its group removed (what it left running moves to the run's). */
  partSeconds(dir: string): number;
  /** The whole run's seconds so far. */
  totalSeconds(): number;
  /** Removes the run's group, its leftover processes moved back to where this process came from. */
  close(): void;
}

/** Every process still in a group moved to `to` (Chromium's crash handlers outlive their tests). */
function moveProcesses(from: string, to: string) {
  const pids = fs.readFileSync(path.join(from, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
  for (const pid of pids)
    try {
      fs.writeFileSync(path.join(to, 'cgroup.procs'), pid);
    } catch {
      // Gone since it was listed.
    }
}

/**
 * Where this process's group is, relative to its kind's root, from `/proc/self/cgroup`: v1's line
 * whose controllers include cpuacct (`2:cpuacct:/a`, `4:cpu,cpuacct:/a`), v2's `0::/a`.
 */
export function ownGroupPath(kind: CgroupKind, procSelfCgroup: string): string | undefined {
  for (const line of procSelfCgroup.split('\n')) {
    const [, controllers, where] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    if (where === undefined) continue;
    if (kind === 'v1' ? controllers!.split(',').includes('cpuacct') : controllers === '') return where;
  }
  return undefined;
}

/**
 * A meter on the first kind of control group this process may make, else on the reaped processes.
 * The run's group is made inside this process's own (so an enclosing count, `npm test`'s when the
 * unit tests make one, still holds it); `join`: this process moves into it, as `npm test` does.
 */
export function cpuMeter(runName: string, {join = true} = {}): CpuMeter {
  const procSelf = fs.readFileSync('/proc/self/cgroup', 'utf8');
  for (const kind of Object.keys(CGROUP_KINDS) as CgroupKind[]) {
    const {root, probe, usageFile} = CGROUP_KINDS[kind];
    const own = ownGroupPath(kind, procSelf);
    if (own === undefined || !fs.existsSync(path.join(root, probe))) continue;
    const home = path.join(root, own);
    const runDir = path.join(home, runName);
    try {
      fs.mkdirSync(runDir);
      if (join) fs.writeFileSync(path.join(runDir, 'cgroup.procs'), String(process.pid));
    } catch {
      removeGroup(runDir);
      continue;
    }
    // What this process spent before it moved in.
    const before = process.cpuUsage();
    const startSeconds = join ? (before.user + before.system) / 1e6 : 0;
    const usage = (dir: string) => cgroupUsageSeconds(kind, fs.readFileSync(path.join(dir, usageFile), 'utf8'));
    return {
      method: `cgroup ${kind}: every process a part started, whoever reaped it`,
      partGroup(name) {
        const dir = path.join(runDir, name);
        fs.mkdirSync(dir);
        return dir;
      },
      partSeconds(dir) {
        const seconds = usage(dir);
        moveProcesses(dir, runDir);
        removeGroup(dir);
        return seconds;
      },
      totalSeconds: () => startSeconds + usage(runDir),
      close() {
        moveProcesses(runDir, home);
        removeGroup(runDir);
      },
    };
  }
  return {
    method: 'reaped processes only (no control group could be made): Chromium’s renderers are not counted',
    partGroup: () => undefined,
    partSeconds: () => {
      throw new Error('no control group');
    },
    totalSeconds: ownTreeSeconds,
    close() {},
  };
}

/** Removes an empty group; one that cannot be (not made, a process still moving out) is left. */
function removeGroup(dir: string) {
  try {
    fs.rmdirSync(dir);
  } catch {
    // Left: an empty group costs nothing.
  }
}

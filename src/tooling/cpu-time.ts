/**
 * CPU-seconds of work, for `npm test`'s summary: what the suite costs on any host, where its
 * wall time is as long as the host is busy. A part's figure is what bash's `times` reports for
 * the children of the shell that ran it (every process of the part's tree that was waited for:
 * Chromium's renderers are reaped by Chromium, Chromium by Playwright); the run's is this
 * process's own time and its reaped children's, from /proc/self/stat. Pure but for `ownTreeSeconds`.
 */
import fs from 'node:fs';

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

/** A shell script that runs `command`, writes its children's `times` to `file`, and exits with its status. */
export const timedCommand = (command: string, file: string): string =>
  `${command}\ncode=$?\ntimes > '${file}'\nexit $code`;

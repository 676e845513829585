/**
 * The resident memory of a command's process tree every 200 ms, per process, while it runs:
 * which process holds what at the peak that `npm run bench` reports.
 *   node --import tsx bench/probes/memory-timeline.ts /tmp/build.log npm run build
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {readOrEmpty, rssBytesFromStatus, treePids} from '../lib/proc-tree';

const [logFile, command, ...args] = process.argv.slice(2);
if (!logFile || !command) throw new Error('usage: memory-timeline.ts LOG command [args…]');
const log = fs.openSync(logFile, 'w');
const child = spawn(command, args, {stdio: ['ignore', log, log], env: process.env});
const started = performance.now();
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
let peak = {total: 0, at: 0, processes: ''};
const timer = setInterval(() => {
  if (!child.pid) return;
  const rows = [...treePids(child.pid)].flatMap((pid) => {
    const status = readOrEmpty(`/proc/${pid}/status`);
    const cmdline = readOrEmpty(`/proc/${pid}/cmdline`).split('\0').join(' ').trim().slice(0, 70);
    return status ? [{pid, rss: rssBytesFromStatus(status), cmdline}] : [];
  });
  const total = rows.reduce((sum, row) => sum + row.rss, 0);
  const seconds = (performance.now() - started) / 1000;
  const processes = rows.map((row) => `${mib(row.rss)} ${row.cmdline}`).join(' | ');
  console.log(`${seconds.toFixed(1).padStart(6)} s ${mib(total).padStart(9)}  ${processes}`);
  if (total > peak.total) peak = {total, at: seconds, processes};
}, 200);
child.on('exit', (code) => {
  clearInterval(timer);
  console.log(`peak ${mib(peak.total)} at ${peak.at.toFixed(1)} s: ${peak.processes}`);
  process.exitCode = code ?? 1;
});

import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {treeMemory} from './proc-tree';

export interface MeasuredRun {
  wallMs: number;
  peakRssBytes: number;
  /** Peak of the tree's proportional set size: shared pages counted once (proc-tree.ts). */
  peakPssBytes: number;
}

/**
 * Runs a command to completion and measures its wall time and the peak resident memory of its
 * whole process tree, resident and proportional (sampled every `sampleMs`). Output goes to `logFile`; a failure throws with
 * the log's tail, naming the command.
 */
export async function runMeasured(
  command: string,
  args: string[],
  options: {cwd: string; logFile: string; env?: NodeJS.ProcessEnv; sampleMs?: number},
): Promise<MeasuredRun> {
  const log = fs.openSync(options.logFile, 'w');
  const started = performance.now();
  const child = spawn(command, args, {cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', log, log]});
  let peak = 0;
  let peakPss = 0;
  const sample = () => {
    if (!child.pid) return;
    const {rssBytes, pssBytes} = treeMemory(child.pid);
    peak = Math.max(peak, rssBytes);
    peakPss = Math.max(peakPss, pssBytes);
  };
  const timer = setInterval(sample, options.sampleMs ?? 100);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  clearInterval(timer);
  const wallMs = performance.now() - started;
  fs.closeSync(log);
  if (code !== 0) {
    const tail = fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(
      `\`${command} ${args.join(' ')}\` in ${options.cwd} exited with ${code}; log ${options.logFile}:\n${tail}`,
    );
  }
  return {wallMs, peakRssBytes: peak, peakPssBytes: peakPss};
}

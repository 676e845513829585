/**
 * Runs section generation in worker processes (worker.ts): at most one per core and one per
 * section, each taking the next section from a shared queue, largest first so no worker is
 * left with a big one at the end.
 */
import {fork} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import type {ResolvedSdk} from '../manifest/validate';

export type GenerationResult = {ok: true; pages: number} | {ok: false; output: string};
export interface GenerationRequest {
  id: string;
}
export type GenerationReply = {id: string; ok: true; pages: number} | {id: string; ok: false; error: string};

const WORKER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');
/** TypeScript required where TypeDoc imports it (src/typescript-import.mjs): about 0.8 CPU-seconds less a worker. */
const TYPESCRIPT_IMPORT = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../typescript-import.mjs'),
).href;

/**
 * Node options for a process that loads TypeDoc (a worker, generate-api): these (this process's
 * by default) with TypeScript's import hook, unless they have it already.
 */
export const typeDocExecArgv = (execArgv: readonly string[] = process.execArgv): string[] =>
  execArgv.some((arg) => /typescript-import\.mjs$/.test(arg))
    ? [...execArgv]
    : [...execArgv, '--import', TYPESCRIPT_IMPORT];

/**
 * Generates every section of `pending`; `onResult` hears each one as it finishes. Returns the
 * sections no worker could take (every worker process exited).
 */
export async function generateInWorkers(
  siteDir: string,
  pending: readonly ResolvedSdk[],
  onResult: (sdk: ResolvedSdk, result: GenerationResult, seconds: number) => void,
  start: (siteDir: string) => GenerationWorker = startWorker,
): Promise<ResolvedSdk[]> {
  // None when every section is cached: a worker loads TypeDoc and TypeScript before it can
  // take a section, about two seconds of every rebuild for nothing.
  const concurrency = Math.min(os.availableParallelism(), pending.length);
  const queue = [...pending].sort((a, b) => declarationBytes(b) - declarationBytes(a));
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      const worker = start(siteDir);
      for (let sdk = queue.shift(); sdk; sdk = queue.shift()) {
        const started = Date.now();
        const result = await worker.generate(sdk);
        onResult(sdk, result, (Date.now() - started) / 1000);
        if (!result.ok && !worker.alive()) break; // the other workers take the rest of the queue
      }
      worker.stop();
    }),
  );
  return queue;
}

/**
 * One worker process. Its output is kept per request, so a failure is reported with what
 * TypeDoc printed for that section (warnings also go to stderr as they come).
 */
export interface GenerationWorker {
  generate(sdk: ResolvedSdk): Promise<GenerationResult>;
  alive(): boolean;
  stop(): void;
}

function startWorker(siteDir: string): GenerationWorker {
  const child = fork(WORKER_ENTRY, [], {
    cwd: siteDir,
    execArgv: typeDocExecArgv(),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  let pending: ((result: GenerationResult) => void) | undefined;
  const settle = (result: GenerationResult) => {
    const resolve = pending;
    pending = undefined;
    resolve?.(result);
  };
  child.on('message', (reply: GenerationReply) =>
    settle(reply.ok ? {ok: true, pages: reply.pages} : {ok: false, output: `${output}\n${reply.error}`}),
  );
  child.on('error', (error) => settle({ok: false, output: `${output}\ngeneration process failed: ${error.message}`}));
  child.on('exit', (code, signal) =>
    settle({ok: false, output: `${output}\ngeneration process exited (${signal ?? code}) before finishing`}),
  );
  return {
    generate(sdk) {
      output = '';
      return new Promise((resolve) => {
        pending = resolve;
        child.send({id: sdk.id} satisfies GenerationRequest);
      });
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    stop() {
      if (child.connected) child.disconnect();
    },
  };
}

/** Size of a section's published declaration files: how long its generation takes, roughly. */
function declarationBytes(sdk: ResolvedSdk): number {
  let total = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.d.ts')) total += fs.statSync(full).size;
    }
  };
  visit(sdk.packageRoot);
  return total;
}

/**
 * Generates the API markdown of every SDK in sdk-manifest.ts, outside the Docusaurus
 * process: one worker process per core (at most one per SDK to generate), each generating
 * sections one after another; a section is skipped when its cache key (package versions +
 * generator sources + options) is unchanged.
 *
 *   tsx scripts/generate-api.ts           all SDKs
 *   tsx scripts/generate-api.ts --force   ignore the cache
 *   tsx scripts/generate-api.ts --manifest other.json
 *                                         only validate another manifest (JSON, same shape) the way
 *                                         the build validates src/sdk-manifest.ts; generates nothing
 */
import {fork} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../src/sdk-manifest';
import {nodeManifestEnvironment} from '../src/manifest/node-environment';
import {ManifestError, resolveManifest, type ResolvedSdk} from '../src/manifest/validate';
import {loadManifestFile} from '../src/manifest/load-file';
import {writeCrossSdkPageData} from '../src/generate/cross-sdk-pages';
import {sharedTypedocOptions} from '../src/generate/typedoc/options';
import {REFERENCE_DIR, SYMBOLS_FILE, sdkCacheDir, sdkOutputDir} from '../src/generate/typedoc/paths';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const manifestIndex = args.indexOf('--manifest');
  if (manifestIndex >= 0) {
    const file = path.resolve(args[manifestIndex + 1] ?? '');
    const sdks = resolveOrExit(() => resolveManifest(loadManifestFile(file), nodeManifestEnvironment(siteDir), file));
    console.log(`[api] ${file}: ${sdks.length} SDK entries are valid`);
    return;
  }
  const sdks = resolveOrExit(() => resolveManifest(manifest, nodeManifestEnvironment(siteDir)));
  if (args.includes('--worker')) {
    await serveGenerationRequests(sdks);
    return;
  }

  removeSectionsNotInManifest(sdks);
  const force = args.includes('--force');
  const started = Date.now();
  const pending = sdks.filter((sdk) => force || !isCached(sdk));
  for (const sdk of sdks) if (!pending.includes(sdk)) console.log(`[api] ${sdk.id}: up to date (cached)`);

  const failures: string[] = [];
  const concurrency = Math.max(1, Math.min(os.availableParallelism(), pending.length));
  // Largest sections first, so that no worker is left with a big one at the end.
  const queue = [...pending].sort((a, b) => declarationBytes(b) - declarationBytes(a));
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      const worker = startWorker();
      for (let sdk = queue.shift(); sdk; sdk = queue.shift()) {
        const t0 = Date.now();
        const result = await worker.generate(sdk);
        if (result.ok) {
          fs.writeFileSync(cacheKeyPath(sdk), cacheKey(sdk));
          console.log(`[api] ${sdk.id}: ${result.pages} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        } else {
          fs.rmSync(cacheKeyPath(sdk), {force: true});
          failures.push(`${sdk.id}:\n${result.output.trim()}`);
          if (!worker.alive()) break; // the other workers take the rest of the queue
        }
      }
      worker.stop();
    }),
  );
  for (const sdk of queue) failures.push(`${sdk.id}: not generated (every generation process exited)`);
  if (failures.length > 0) {
    console.error(`\n[api] generation failed for ${failures.length} SDK(s):\n\n${failures.join('\n\n')}`);
    process.exit(1);
  }
  const crossSdk = writeCrossSdkPageData(siteDir, sdks);
  console.log(
    `[api] cross-SDK map: ${crossSdk.pages} symbol pages, ${crossSdk.linkedPages} with counterparts; ` +
      `symbols in exactly 2 sections: ${crossSdk.shared.two}, 3: ${crossSdk.shared.three}, 4+: ${crossSdk.shared.fourOrMore}; ` +
      `source links: ${crossSdk.sourceLinks.linked} computed, ${crossSdk.sourceLinks.unlinked} declarations left without`,
  );
  console.log(`[api] ${sdks.length} SDK sections ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function resolveOrExit(resolve: () => ResolvedSdk[]): ResolvedSdk[] {
  try {
    return resolve();
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

type GenerationResult = {ok: true; pages: number} | {ok: false; output: string};
interface GenerationRequest {
  id: string;
}
type GenerationReply = {id: string; ok: true; pages: number} | {id: string; ok: false; error: string};

/**
 * The worker side (`--worker`): a child process that loads TypeDoc once and generates the
 * sections it is sent, one at a time. Loading TypeDoc and TypeScript takes about 1.5 s of
 * CPU, so one worker per core, not one process per SDK.
 */
async function serveGenerationRequests(sdks: ResolvedSdk[]): Promise<void> {
  const {generateSdk} = await import('../src/generate/typedoc/generate');
  process.on('message', async ({id}: GenerationRequest) => {
    let reply: GenerationReply;
    try {
      const sdk = sdks.find((s) => s.id === id);
      if (!sdk) throw new Error(`unknown SDK id ${id}`);
      const {pages} = await generateSdk(sdk, {
        siteDir,
        sourceRepository: manifest.sourceRepository,
        repositoryPackages: [manifest.shared, ...manifest.sdks],
      });
      reply = {id, ok: true, pages};
    } catch (error) {
      reply = {id, ok: false, error: error instanceof Error ? error.message : String(error)};
    }
    process.send!(reply);
  });
}

/**
 * The parent side: one worker process. Its output is kept per request, so a failure is
 * reported with what TypeDoc printed for that section (warnings also go to stderr as they come).
 */
function startWorker(): {generate(sdk: ResolvedSdk): Promise<GenerationResult>; alive(): boolean; stop(): void} {
  const child = fork(fileURLToPath(import.meta.url), ['--worker'], {
    cwd: siteDir,
    execArgv: process.execArgv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  let pending: ((result: GenerationResult) => void) | undefined;
  child.on('message', (reply: GenerationReply) => {
    const settle = pending;
    pending = undefined;
    settle?.(reply.ok ? {ok: true, pages: reply.pages} : {ok: false, output: `${output}\n${reply.error}`});
  });
  child.on('error', (error) => {
    pending?.({ok: false, output: `${output}\ngeneration process failed: ${error.message}`});
    pending = undefined;
  });
  child.on('exit', (code, signal) => {
    pending?.({ok: false, output: `${output}\ngeneration process exited (${signal ?? code}) before finishing`});
    pending = undefined;
  });
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

const cacheKeyPath = (sdk: ResolvedSdk) => path.join(sdkCacheDir(siteDir, sdk.id), 'key');

function isCached(sdk: ResolvedSdk): boolean {
  const keyFile = cacheKeyPath(sdk);
  if (!fs.existsSync(path.join(sdkOutputDir(siteDir, sdk.id), 'index.md')) || !fs.existsSync(keyFile)) return false;
  if (!fs.existsSync(path.join(sdkCacheDir(siteDir, sdk.id), SYMBOLS_FILE))) return false;
  return fs.readFileSync(keyFile, 'utf8') === cacheKey(sdk);
}

/** Everything that changes the generated pages of one SDK. */
function cacheKey(sdk: ResolvedSdk): string {
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({sdk, shared: manifest.shared, repo: manifest.sourceRepository, options: sharedTypedocOptions}),
  );
  for (const pkg of ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme', manifest.shared.packageName]) {
    hash.update(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json')));
  }
  for (const dir of ['src/generate/typedoc', 'src/remark', 'src/manifest']) {
    for (const file of fs.readdirSync(path.join(siteDir, dir)).sort())
      hash.update(fs.readFileSync(path.join(siteDir, dir, file)));
  }
  return hash.digest('hex');
}

function removeSectionsNotInManifest(sdks: ResolvedSdk[]): void {
  const referenceDir = path.join(siteDir, REFERENCE_DIR);
  const ids = new Set(sdks.map((s) => s.id));
  for (const entry of fs.readdirSync(referenceDir, {withFileTypes: true})) {
    if (entry.isDirectory() && !ids.has(entry.name)) {
      fs.rmSync(path.join(referenceDir, entry.name), {recursive: true, force: true});
      console.log(`[api] removed ${entry.name}: no longer in the manifest`);
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

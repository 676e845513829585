/**
 * Generates the API markdown of every SDK in sdk-manifest.ts, outside the Docusaurus
 * process: one child process per SDK, as many at once as there are cores, each
 * skipped when its cache key (package versions + generator sources + options) is unchanged.
 *
 *   tsx scripts/generate-api.ts           all SDKs
 *   tsx scripts/generate-api.ts --force   ignore the cache
 *   tsx scripts/generate-api.ts --manifest other.json
 *                                         only validate another manifest (JSON, same shape) the way
 *                                         the build validates src/sdk-manifest.ts; generates nothing
 */
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../src/sdk-manifest';
import {nodeManifestEnvironment} from '../src/manifest/node-environment';
import {ManifestError, resolveManifest, type ResolvedSdk} from '../src/manifest/validate';
import {loadManifestFile} from '../src/manifest/load-file';
import {writeCrossSdkPageData} from '../src/plugins/cross-sdk/page-data';
import {sharedTypedocOptions} from '../src/plugins/typedoc/options';
import {REFERENCE_DIR, SYMBOLS_FILE, sdkCacheDir, sdkOutputDir} from '../src/plugins/typedoc/paths';

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
  const oneIndex = args.indexOf('--one');
  if (oneIndex >= 0) {
    const sdk = sdks.find((s) => s.id === args[oneIndex + 1]);
    if (!sdk) throw new Error(`unknown SDK id ${args[oneIndex + 1]}`);
    // Loaded here, in the child: TypeDoc is slow to load and not needed to check the manifest.
    const {generateSdk} = await import('../src/plugins/typedoc/generate');
    const {pages} = await generateSdk(sdk, {
      siteDir,
      sourceRepository: manifest.sourceRepository,
      repositoryPackages: [manifest.shared, ...manifest.sdks],
    });
    process.stdout.write(`${pages}\n`);
    return;
  }

  removeSectionsNotInManifest(sdks);
  const force = args.includes('--force');
  const started = Date.now();
  const pending = sdks.filter((sdk) => force || !isCached(sdk));
  for (const sdk of sdks) if (!pending.includes(sdk)) console.log(`[api] ${sdk.id}: up to date (cached)`);

  const failures: string[] = [];
  const concurrency = Math.max(1, Math.min(os.availableParallelism(), pending.length));
  const queue = [...pending];
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      for (let sdk = queue.shift(); sdk; sdk = queue.shift()) {
        const t0 = Date.now();
        const result = await runChild(sdk);
        if (result.ok) {
          fs.writeFileSync(cacheKeyPath(sdk), cacheKey(sdk));
          console.log(`[api] ${sdk.id}: ${result.output.trim()} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        } else {
          fs.rmSync(cacheKeyPath(sdk), {force: true});
          failures.push(`${sdk.id}:\n${result.output.trim()}`);
        }
      }
    }),
  );
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

function runChild(sdk: ResolvedSdk): Promise<{ok: boolean; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one', sdk.id], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ok: code === 0, output: code === 0 ? stdout : stderr || stdout}));
  });
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
  hash.update(JSON.stringify({sdk, shared: manifest.shared, repo: manifest.sourceRepository, options: sharedTypedocOptions}));
  for (const pkg of ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme', manifest.shared.packageName]) {
    hash.update(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json')));
  }
  for (const dir of ['src/plugins/typedoc', 'src/manifest']) {
    for (const file of fs.readdirSync(path.join(siteDir, dir)).sort()) hash.update(fs.readFileSync(path.join(siteDir, dir, file)));
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

/**
 * A generation worker: a child process that loads TypeDoc once and generates the sections it
 * is sent, one at a time. Loading TypeDoc and TypeScript costs more than a second of CPU, so
 * the pool runs one worker per core rather than one process per SDK.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {activeLine} from '../lines/active';
import {nodeManifestEnvironment} from '../manifest/node-environment';
import {resolveManifest} from '../manifest/validate';
import type {GenerationReply, GenerationRequest} from './worker-pool';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {manifest, packagesDir} = activeLine();
const sdks = resolveManifest(manifest, nodeManifestEnvironment(path.join(siteDir, packagesDir)));
const {generateSdk} = await import('./typedoc/generate');

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

/**
 * A generation worker: a child process that loads TypeDoc once and generates the sections it
 * is sent, one at a time. Loading TypeDoc and TypeScript costs more than a second of CPU, so
 * the pool runs one worker per core rather than one process per SDK.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {activeLine} from '../lines/active';
import {lineEnvironment} from '../manifest/node-environment';
import {resolveManifest} from '../manifest/validate';
import type {GenerationReply, GenerationRequest} from './worker-pool';
import {sectionRepositoryPackages} from './typedoc/source-links';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const line = activeLine();
const {manifest} = line;
const sdks = resolveManifest(manifest, lineEnvironment(siteDir, line));
const {generateSdk} = await import('./typedoc/generate');

process.on('message', async ({id}: GenerationRequest) => {
  let reply: GenerationReply;
  try {
    const sdk = sdks.find((s) => s.id === id);
    if (!sdk) throw new Error(`unknown SDK id ${id}`);
    const {pages} = await generateSdk(sdk, {
      siteDir,
      sourceRepository: manifest.sourceRepository,
      repositoryPackages: sectionRepositoryPackages(manifest, sdk),
    });
    reply = {id, ok: true, pages};
  } catch (error) {
    reply = {id, ok: false, error: error instanceof Error ? error.message : String(error)};
  }
  process.send!(reply);
});

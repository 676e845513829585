/**
 * Every line's sections installed from their own lockfiles (`lines/{id}/installs/{section}/`,
 * one npm project each, as a reader's clean install of the package resolves it; the default
 * line's too, `lines/current/installs/`): each installed again only when its lockfile changed.
 * The build runs it first, and so does the generation of a line's markdown
 * (scripts/generate-api.ts); `npm run install:lines` too, which the suite runs as a part of its
 * own before the others that read these installs (src/tooling/test-parts.ts).
 *
 * What is installed is what `npm ci` puts there, each package where the lockfile places it,
 * with the files the generation and the checks open (LINE_INSTALL_READS): no install script
 * runs, and the JavaScript and native binaries no page is made from are not written
 * (src/tooling/lock-placement.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SdkManifest} from '../manifest/types';
import {placeLockfile} from '../tooling/lock-placement';
import {lineFolders} from './active';
import {allLines, lineManifest} from './lines';

/**
 * The files a section's install is read for: declarations and TypeScript sources with their
 * JSON (the compiler's, TypeDoc's, the demos'), declaration maps (TypeDoc follows them to the
 * sources its links point at) and Markdown (a package's README is its section's index page).
 */
export const LINE_INSTALL_READS = /\.(?:[cm]?tsx?|json|md)$|\.d\.[cm]?ts\.map$/;

/** Lockfiles placed at once: a placement waits on gunzip (in libuv's pool) and the disk. */
const PLACED_AT_ONCE = 2;

/** Rejects naming what is missing (a lockfile) or what failed (an install). */
export async function installLines(
  siteDir: string,
  manifest: SdkManifest,
  /** Hears each folder installed (not one that already held its lockfile). */
  announce: (dir: string) => void = () => {},
): Promise<void> {
  const dirs = allLines(manifest).flatMap((line) => {
    const folders = lineFolders(manifest, line.id);
    return lineManifest(manifest, line.id).sdks.map((sdk) => folders.installDirOf(sdk.id));
  });
  const missing = dirs.filter((dir) => !fs.existsSync(path.join(siteDir, dir, 'package-lock.json')));
  if (missing.length > 0)
    throw new Error(
      `${missing.map((dir) => `${dir}/package-lock.json`).join(', ')} missing (run \`npm run sdk:sync -- --line <id>\`)`,
    );
  const queue = dirs.map((dir) => path.join(siteDir, dir));
  const failures: string[] = [];
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift())
      try {
        if (await placeLockfile(dir, LINE_INSTALL_READS)) announce(dir);
      } catch (error) {
        failures.push(`${path.relative(siteDir, dir)}: ${error instanceof Error ? error.message : String(error)}`);
      }
  };
  await Promise.all(Array.from({length: PLACED_AT_ONCE}, worker));
  if (failures.length > 0) throw new Error(`installing from the lockfiles failed:\n${failures.join('\n')}`);
}

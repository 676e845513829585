/**
 * Every line's sections installed from their own lockfiles (`lines/{id}/installs/{section}/`,
 * one npm project each, as a reader's clean install of the package resolves it; the default
 * line's too, `lines/current/installs/`): each installed again only when its lockfile changed, a
 * few at a time. The build runs it first, and so does the generation of a line's markdown
 * (scripts/generate-api.ts); `npm run install:lines` too, which the suite runs as a part of its
 * own before the others that read these installs (src/tooling/test-parts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SdkManifest} from '../manifest/types';
import {npmCiAll} from '../tooling/npm-ci';
import {lineFolders} from './active';
import {allLines, lineManifest} from './lines';

/** Rejects naming what is missing (a lockfile) or what failed (an install). */
export async function installLines(
  siteDir: string,
  manifest: SdkManifest,
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
  // Type declarations only: no install scripts, no peers (the root .npmrc's reasons).
  await npmCiAll(
    dirs.map((dir) => path.join(siteDir, dir)),
    ['--ignore-scripts', '--legacy-peer-deps'],
    announce,
  );
}

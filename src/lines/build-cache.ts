/**
 * A release line's built site is kept between builds and reused while nothing that shapes it
 * changed: the line's manifest entry and lockfile, the lines the dropdown names, the site's
 * own code and lockfile, and the environment the config reads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {hashTree} from '../tooling/source-hash';
import {INSTALLS_DIR, LINES_DIR} from './active';

/** Files and folders of the site whose content shapes every line's pages. */
const SITE_INPUTS = [
  'src',
  'static',
  'history',
  'reference/README.mdx',
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/generate-api.ts',
];
/** The manifest names every line: what one line takes from it is hashed as `lineData` instead. */
const NOT_INPUTS = new Set([path.join('src', 'sdk-manifest.ts')]);
/** Environment the config and the search plugin read. */
const ENV_INPUTS = [
  'SITE_SECTIONS',
  'SITE_URL',
  'SITE_BASE_URL',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
];

/** `lineData`: the line's own manifest and what its pages say about other lines (src/lines/versions.ts). */
export function lineBuildKey(siteDir: string, lineId: string, lineData: unknown): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify({line: lineId, lineData, env: ENV_INPUTS.map((name) => process.env[name] ?? null)}));
  // Every section's install: its package.json and lockfile (not what npm ci made of them).
  const installs = path.join(LINES_DIR, lineId, INSTALLS_DIR);
  const sections = fs.existsSync(path.join(siteDir, installs))
    ? fs.readdirSync(path.join(siteDir, installs)).sort()
    : [];
  for (const section of sections)
    for (const file of ['package.json', 'package-lock.json'])
      hashTree(hash, siteDir, path.join(installs, section, file));
  for (const input of SITE_INPUTS) hashTree(hash, siteDir, input, NOT_INPUTS);
  return hash.digest('hex');
}

/**
 * A line's build lives in `{cacheDir}/site/`; `site.key` records the inputs it was built from,
 * written only once the build succeeded.
 */
export interface LineBuildCache {
  siteDir: string;
  isCurrent(): boolean;
  /** Before building: a build that stops half-way must not look current. */
  invalidate(): void;
  markCurrent(): void;
}

export function lineBuildCache(cacheDir: string, key: string): LineBuildCache {
  const siteDir = path.join(cacheDir, 'site');
  const keyFile = path.join(cacheDir, 'site.key');
  return {
    siteDir,
    isCurrent: () =>
      fs.existsSync(keyFile) &&
      fs.readFileSync(keyFile, 'utf8') === key &&
      fs.existsSync(path.join(siteDir, 'index.html')),
    invalidate: () => fs.rmSync(keyFile, {force: true}),
    markCurrent: () => {
      fs.mkdirSync(cacheDir, {recursive: true});
      fs.writeFileSync(keyFile, key);
    },
  };
}

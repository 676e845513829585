/**
 * Per-section generation cache: a section is regenerated only when something that shapes its
 * pages changed (package versions, generator sources, TypeDoc options, the manifest entry, the
 * release lines its Changes page links).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {SdkManifest} from '../manifest/types';
import type {ResolvedSdk} from '../manifest/validate';
import {sharedTypedocOptions} from './typedoc/options';
import {HISTORY_FILE} from '../history/file';
import {linesShowing} from './typedoc/lines-showing';
import {PACKAGES_DIR, SYMBOLS_FILE, sdkCacheDir, sdkOutputDir} from './typedoc/paths';

/** Packages whose version changes the output of every section. */
const GENERATOR_PACKAGES = ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme'];
/** Source folders whose files shape the generated markdown (the remark plugins give heading ids). */
const GENERATOR_SOURCES = ['src/generate/typedoc', 'src/remark', 'src/manifest', 'src/history'];

export interface SectionCache {
  isCurrent(sdk: ResolvedSdk): boolean;
  markCurrent(sdk: ResolvedSdk): void;
  forget(sdk: ResolvedSdk): void;
}

export function sectionCache(siteDir: string, manifest: SdkManifest): SectionCache {
  const keyPath = (sdk: ResolvedSdk) => path.join(sdkCacheDir(siteDir, sdk.id), 'key');
  const key = (sdk: ResolvedSdk) => cacheKey(siteDir, manifest, sdk);
  return {
    isCurrent(sdk) {
      const required = [
        path.join(sdkOutputDir(siteDir, sdk.id), 'index.md'),
        path.join(sdkCacheDir(siteDir, sdk.id), SYMBOLS_FILE),
        keyPath(sdk),
      ];
      return required.every((file) => fs.existsSync(file)) && fs.readFileSync(keyPath(sdk), 'utf8') === key(sdk);
    },
    markCurrent: (sdk) => fs.writeFileSync(keyPath(sdk), key(sdk)),
    forget: (sdk) => fs.rmSync(keyPath(sdk), {force: true}),
  };
}

/** Everything that changes the generated pages of one SDK. */
export function cacheKey(siteDir: string, manifest: SdkManifest, sdk: ResolvedSdk): string {
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({
      sdk,
      shared: manifest.shared,
      repo: manifest.sourceRepository,
      options: sharedTypedocOptions,
      lines: linesShowing(sdk),
    }),
  );
  for (const pkg of GENERATOR_PACKAGES) {
    hash.update(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json')));
  }
  hash.update(
    fs.readFileSync(path.join(siteDir, PACKAGES_DIR, 'node_modules', manifest.shared.packageName, 'package.json')),
  );
  // The release history the badges and the Changes page show.
  if (fs.existsSync(path.join(siteDir, HISTORY_FILE))) hash.update(fs.readFileSync(path.join(siteDir, HISTORY_FILE)));
  for (const dir of GENERATOR_SOURCES) {
    for (const file of fs.readdirSync(path.join(siteDir, dir)).sort()) {
      hash.update(fs.readFileSync(path.join(siteDir, dir, file)));
    }
  }
  return hash.digest('hex');
}

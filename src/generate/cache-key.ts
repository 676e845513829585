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
import {USAGES_FILE} from '../examples/usages-file';
import {linesShowing, releasesDocumentedElsewhere} from './typedoc/lines-showing';
import {hashCode, type CodeSources} from '../tooling/source-hash';
import {SYMBOLS_FILE, sdkCacheDir, sdkOutputDir} from './typedoc/paths';

/** The code that shapes the generated markdown (the remark plugins give heading ids). */
const GENERATOR: CodeSources = {
  folders: ['src/generate/typedoc', 'src/page-model', 'src/remark', 'src/manifest', 'src/history', 'src/examples'],
  packages: ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme'],
};

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
      elsewhere: releasesDocumentedElsewhere(sdk),
    }),
  );
  // `sdk` names the versions of every @powersync package its install resolves (dependencyVersions).
  hashCode(hash, siteDir, GENERATOR);
  // The release history the badges and the Changes page show.
  if (fs.existsSync(path.join(siteDir, HISTORY_FILE))) hash.update(fs.readFileSync(path.join(siteDir, HISTORY_FILE)));
  // The demos' call sites "In the demos" shows.
  if (fs.existsSync(path.join(siteDir, USAGES_FILE))) hash.update(fs.readFileSync(path.join(siteDir, USAGES_FILE)));
  return hash.digest('hex');
}

/**
 * The release line this process builds, chosen by `RELEASE_LINE` (unset: the default line).
 * Generation, the Docusaurus config and the sidebars read the line's manifest and folders
 * from here, so one pipeline builds every line (scripts/build.ts sets the variable).
 */
import path from 'node:path';
import manifest from '../sdk-manifest';
import type {SdkManifest} from '../manifest/types';
import {defaultLineOf, isDefaultLine, lineManifest} from './lines';

export const LINE_ENV = 'RELEASE_LINE';
/** Builds only these lines (comma-separated ids, the default line always): `SITE_LINES=current` is a one-line site. */
export const LINES_ENV = 'SITE_LINES';
/**
 * Lines whose markdown this build has generated already (comma-separated ids; scripts/build.ts
 * sets it for the default line, generated last): the default line's generation reads them as
 * they are instead of running their generation again to make sure they are current.
 */
export const GENERATED_LINES_ENV = 'GENERATED_LINES';
/**
 * Builds only these SDK sections (comma-separated ids): the benchmark's one-section site,
 * which shows what every page carries per page of the site.
 */
export const SECTIONS_ENV = 'SITE_SECTIONS';
/** Where a line's npm projects (package.json, lockfile, node_modules) and generated pages live. */
export const LINES_DIR = 'lines';
/** Inside a line's folder: one npm project per section (`lines/v2/installs/web-sdk/`). */
export const INSTALLS_DIR = 'installs';

export interface ActiveLine {
  id: string;
  label: string;
  isDefault: boolean;
  /** This line's manifest: the sections it has, at its versions. */
  manifest: SdkManifest;
  /**
   * Folder (relative to the site) whose node_modules holds a section's packages: the site's own
   * for the default line; for a release line, the section's own npm project, installed as a
   * clean install of its package resolves (src/lines/README.md).
   */
  installDirOf(sectionId: string): string;
  /** The docs plugin's content folder (relative to the site): the landing page and one folder per section. */
  referenceDir: string;
  /** Build caches of this line's generation (relative to the site). */
  cacheDir: string;
  /** Where the line's site is in `build/`: its root for the default line, else the line's folder. */
  buildFolder: string;
}

export function lineFolders(full: SdkManifest, lineId: string): Omit<ActiveLine, 'manifest' | 'label'> {
  if (isDefaultLine(full, lineId)) {
    return {
      id: lineId,
      isDefault: true,
      installDirOf: (sectionId) => path.join(LINES_DIR, lineId, INSTALLS_DIR, sectionId),
      referenceDir: 'reference',
      cacheDir: path.join('.cache', 'api'),
      buildFolder: '',
    };
  }
  return {
    id: lineId,
    isDefault: false,
    installDirOf: (sectionId) => path.join(LINES_DIR, lineId, INSTALLS_DIR, sectionId),
    referenceDir: path.join(LINES_DIR, lineId, 'reference'),
    cacheDir: path.join('.cache', 'lines', lineId, 'api'),
    buildFolder: lineId,
  };
}

/**
 * The manifest the site is built from: all its lines and sections, or those `SITE_LINES` and
 * `SITE_SECTIONS` name (for a quick build of one line, and the benchmark's smaller sites).
 */
export function configuredManifest(env: NodeJS.ProcessEnv = process.env, full: SdkManifest = manifest): SdkManifest {
  return withSelectedLines(env, withSelectedSections(env, full));
}

function withSelectedSections(env: NodeJS.ProcessEnv, full: SdkManifest): SdkManifest {
  const selected = env[SECTIONS_ENV]?.split(',').map((id) => id.trim());
  if (!selected) return full;
  const unknown = selected.filter((id) => !full.sdks.some((sdk) => sdk.id === id));
  if (unknown.length > 0)
    throw new Error(`${SECTIONS_ENV}: no SDK section ${unknown.join(', ')} in src/sdk-manifest.ts`);
  const sdks = full.sdks.filter((sdk) => selected.includes(sdk.id));
  return {...full, sdks, logoSdk: selected.includes(full.logoSdk) ? full.logoSdk : sdks[0]!.id};
}

function withSelectedLines(env: NodeJS.ProcessEnv, full: SdkManifest): SdkManifest {
  const selected = env[LINES_ENV]?.split(',').map((id) => id.trim());
  if (!selected) return full;
  const unknown = selected.filter(
    (id) => id !== defaultLineOf(full).id && !(full.lines ?? []).some((l) => l.id === id),
  );
  if (unknown.length > 0) throw new Error(`${LINES_ENV}: no release line ${unknown.join(', ')} in src/sdk-manifest.ts`);
  return {...full, lines: (full.lines ?? []).filter((line) => selected.includes(line.id))};
}

export function activeLine(
  env: NodeJS.ProcessEnv = process.env,
  full: SdkManifest = configuredManifest(env),
): ActiveLine {
  const id = env[LINE_ENV] || defaultLineOf(full).id;
  const lineManifestOf = lineManifest(full, id);
  const label = [defaultLineOf(full), ...(full.lines ?? [])].find((line) => line.id === id)!.label;
  return {...lineFolders(full, id), label, manifest: lineManifestOf};
}

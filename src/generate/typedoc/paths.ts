import path from 'node:path';
import {activeLine} from '../../lines/active';

const line = activeLine();
/** Where generated API markdown lives: the docs plugin's content folder, one sub-folder per SDK (per release line). */
export const REFERENCE_DIR = line.referenceDir;
/** Build caches (TypeDoc cache keys, rewritten READMEs, per-SDK tsconfigs). Never committed. */
export const CACHE_DIR = line.cacheDir;
/** Folder (relative to the site) whose node_modules holds the packages of the line being built. */
export const PACKAGES_DIR = line.packagesDir;

export const sdkOutputDir = (siteDir: string, sdkId: string) => path.join(siteDir, REFERENCE_DIR, sdkId);
export const sdkCacheDir = (siteDir: string, sdkId: string) => path.join(siteDir, CACHE_DIR, sdkId);
/** Per-section record of symbol pages and source links, written by generation, read by src/generate/cross-sdk-pages.ts. */
export const SYMBOLS_FILE = 'symbols.json';
/** Declaration key → page file (relative to REFERENCE_DIR), for type links across sections; written by the cross-SDK step. */
export const declarationsFile = (siteDir: string) => path.join(siteDir, CACHE_DIR, 'declarations.json');

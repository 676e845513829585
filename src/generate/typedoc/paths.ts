import path from 'node:path';

/** Where generated API markdown lives: the docs plugin's content folder, one sub-folder per SDK. */
export const REFERENCE_DIR = 'reference';
/** Build caches (TypeDoc cache keys, rewritten READMEs, per-SDK tsconfigs). Never committed. */
export const CACHE_DIR = path.join('.cache', 'api');

export const sdkOutputDir = (siteDir: string, sdkId: string) => path.join(siteDir, REFERENCE_DIR, sdkId);
export const sdkCacheDir = (siteDir: string, sdkId: string) => path.join(siteDir, CACHE_DIR, sdkId);
/** Per-section record of symbol pages and source links, written by generation, read by src/generate/cross-sdk-pages.ts. */
export const SYMBOLS_FILE = 'symbols.json';
/** Declaration key → page file (relative to REFERENCE_DIR), for type links across sections; written by the cross-SDK step. */
export const declarationsFile = (siteDir: string) => path.join(siteDir, CACHE_DIR, 'declarations.json');

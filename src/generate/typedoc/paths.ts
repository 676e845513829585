import path from 'node:path';
import {activeLine} from '../../lines/active';

const line = activeLine();
/** Where generated API markdown lives: the docs plugin's content folder, one sub-folder per SDK (per release line). */
export const REFERENCE_DIR = line.referenceDir;
/** Build caches (TypeDoc cache keys, rewritten READMEs, per-SDK tsconfigs). Never committed. */
export const CACHE_DIR = line.cacheDir;

export const sdkOutputDir = (siteDir: string, sdkId: string) => path.join(siteDir, REFERENCE_DIR, sdkId);
export const sdkCacheDir = (siteDir: string, sdkId: string) => path.join(siteDir, CACHE_DIR, sdkId);
/** Per-section record of symbol pages and source links, written by generation, read by src/generate/cross-sdk-pages.ts. */
export const SYMBOLS_FILE = 'symbols.json';
/** Declaration key → page file (relative to REFERENCE_DIR), for type links across sections; written by the cross-SDK step. */
export const declarationsFile = (siteDir: string) => path.join(siteDir, CACHE_DIR, 'declarations.json');
/**
 * Per-section list of routes whose symbol moved to another page of the section (an interface
 * merged with its constructor const: `variables/X` → `interfaces/X`), written by generation,
 * turned into redirect files by src/plugins/moved-pages.
 */
export const MOVED_PAGES_FILE = 'moved-pages.json';
export interface MovedPage {
  /** Route inside the section, without extension: `variables/PowerSyncDatabase`. */
  from: string;
  to: string;
  /** Title of the page it leads to. */
  title: string;
}

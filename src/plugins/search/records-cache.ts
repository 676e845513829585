/**
 * The search records of each hand-written page (symbol pages' come from their page models),
 * kept between builds: reading a page's records means parsing its HTML. A page is parsed
 * again only when what its records depend on changed (`recordSource`: its text, not the asset
 * names every build renames), or when the code that reads pages changed. Kept per release line, since each line builds its
 * own index; only the pages of the last build are kept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords, recordSource, type ExtractOptions, type SearchRecord} from '../../search/records';
import {hashCode, type CodeSources} from '../../tooling/source-hash';

/** The code that turns a page into records (records.ts and the search text helpers it reads). */
const EXTRACTOR: CodeSources = {folders: ['src/search'], packages: ['htmlparser2']};

interface CacheFile {
  code: string;
  pages: Record<string, SearchRecord[]>;
}

/** Options a key can hold: a top level given as text, not as a function of the URL. */
export type PageOptions = ExtractOptions & {lvl0: string};

export interface RecordsExtractor {
  extract(html: string, url: string, options: PageOptions): SearchRecord[];
  /** Writes the records of this build's pages; returns how many pages were parsed, not reused. */
  save(): {parsed: number; reused: number};
}

/** Without a cache file: every page parsed. */
export const uncachedExtractor = (): RecordsExtractor => {
  let parsed = 0;
  return {
    extract: (html, url, options) => (parsed++, extractRecords(html, url, options)),
    save: () => ({parsed, reused: 0}),
  };
};

export function cachedExtractor(siteDir: string, file: string): RecordsExtractor {
  const code = crypto.createHash('sha256');
  hashCode(code, siteDir, EXTRACTOR);
  const codeHash = code.digest('hex');
  const previous = readCacheFile(file);
  const known = previous?.code === codeHash ? previous.pages : {};
  const pages: Record<string, SearchRecord[]> = {};
  let parsed = 0;
  let reused = 0;
  return {
    extract(html, url, options) {
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify([url, options]))
        .update(recordSource(html))
        .digest('base64url');
      const cached = Object.hasOwn(known, key) ? known[key] : undefined;
      if (cached) reused++;
      else parsed++;
      pages[key] = cached ?? extractRecords(html, url, options);
      return pages[key];
    },
    save() {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, JSON.stringify({code: codeHash, pages} satisfies CacheFile));
      return {parsed, reused};
    },
  };
}

function readCacheFile(file: string): CacheFile | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
  } catch {
    return null; // none yet, or unreadable: every page is parsed
  }
}

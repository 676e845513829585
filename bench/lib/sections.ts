/**
 * Issue #18: does a page get heavier as the site gets more pages? The benchmark's main build has
 * every SDK section; this builds the site with the class page's section alone (`SITE_SECTIONS`)
 * and compares the same page: the entry scripts every page loads before anything else (webpack's
 * runtime and main bundle, where Docusaurus keeps its route tables) and the page's whole transfer.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Transfer} from './page-transfer';

export interface SectionSiteFigures {
  sections: number;
  pages: number;
  /** Gzip bytes of the scripts the page's HTML loads itself (runtime and main bundle). */
  entryScripts: number;
  transfer: Transfer;
}

/** The scripts a built page's HTML loads (`<script src>`), gzip bytes summed; throws when it loads none. */
export function entryScriptBytes(buildDir: string, baseUrl: string, pagePath: string): number {
  const html = fs.readFileSync(path.join(buildDir, `${pagePath}.html`), 'utf8');
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)"?/g)].map((m) => m[1]!);
  if (sources.length === 0) throw new Error(`${pagePath}.html loads no script`);
  return sources.reduce((sum, source) => {
    const file = path.join(buildDir, source.startsWith(baseUrl) ? source.slice(baseUrl.length) : source);
    return sum + zlib.gzipSync(fs.readFileSync(file)).length;
  }, 0);
}

const KiB = 1024;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const count = (n: number) => String(n);
const row = (label: string, one: number, all: number, format: (n: number) => string) =>
  `| ${label} | ${format(one)} | ${format(all)} | ${(all / one).toFixed(2)}× |`;

/** Markdown: the class page in a site of its section alone and in the site of every section. */
export function formatSectionsTable(one: SectionSiteFigures, all: SectionSiteFigures): string {
  const perPage = (all.entryScripts - one.entryScripts) / (all.pages - one.pages);
  return [
    `| figure (class page) | ${one.sections} section | ${all.sections} sections | ratio |`,
    '| --- | ---: | ---: | ---: |',
    row('HTML pages built', one.pages, all.pages, count),
    row('entry scripts (runtime + main), gzip', one.entryScripts, all.entryScripts, kib),
    row('class page transfer, JS', one.transfer.js, all.transfer.js, kib),
    row('class page transfer, total (gzip)', one.transfer.total, all.transfer.total, kib),
    '',
    `Every page's entry scripts grow by ${perPage.toFixed(0)} bytes (gzip) per page added to the site.`,
  ].join('\n');
}

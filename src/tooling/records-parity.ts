/**
 * Parity of the search records of API symbol pages: the records a build made from each page's
 * HTML (`extractRecords`, as the search plugin read symbol pages until issue #56), as its
 * search index ships them, against what `modelRecords` makes from the page's model, the API
 * history and the demos' usages. Every difference must fall under a named rule; the ones that
 * do not are `unexplained`.
 *
 *   node --import tsx src/tooling/records-parity.ts [--site DIR] [--models DIR] [--list] [--examples N]
 *
 * `--site`: the folder holding `build/`, `reference/`, `lines/`, `history/` and `examples/`
 * (default: the current one), whose `build/` was made before symbol pages' records came from
 * their models (a4b2d0c or earlier): a later build's index holds model records, and agrees by
 * construction. `--models`: the folder whose `reference/` and `lines/{id}/reference/` hold the
 * page models to compare (default: `--site`), so that models generated in a worktree are checked
 * against the HTML another checkout built. `--list`: every difference, one a line. Reads only; exit code 1 when a
 * difference is unexplained.
 */
import fs from 'node:fs';
import path from 'node:path';
import fullManifest from '../sdk-manifest';
import {allLines, lineManifest} from '../lines/lines';
import {lineFolders} from '../lines/active';
import {linePath} from '../lines/versions';
import {readSiteSettings} from '../site-settings';
import {listBuiltPages} from './build-output';
import {readSerializedIndex} from '../search/index-format';
import {SEARCH_INDEX_FILE} from '../plugins/search/constants';
import {modelRecords} from '../search/model-records';
import {pageModelPath, parsePageModel} from '../page-model/types';
import type {SearchRecord} from '../search/schema';

export type Field = 'hierarchy' | 'anchor' | 'kind' | 'content' | 'type' | 'position';
const FIELDS: Field[] = ['hierarchy', 'anchor', 'kind', 'content', 'type', 'position'];

export interface Difference {
  page: string;
  objectID: string;
  what: 'missing' | 'extra' | Field;
  /** From the HTML (`missing`: only there). */
  html?: SearchRecord;
  /** From the model (`extra`: only there). */
  model?: SearchRecord;
  /** The page's records, for rules that look around. */
  htmlPage: SearchRecord[];
  modelPage: SearchRecord[];
}

interface Rule {
  name: string;
  /** Why the two differ, and whether that is intended. */
  why: string;
  applies(difference: Difference): boolean;
}

/** Without whitespace, and without the leading `|` Prettier gives a union it breaks over lines. */
const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '').replace(/([(:<,=])\|/g, '$1');

/** Text without a truncation's `…` and the word it may have cut. */
const untruncated = (text: string) => (text.endsWith('…') ? text.slice(0, -1).replace(/\S*$/, '').trimEnd() : text);

const contents = (d: Difference) => ({html: d.html?.content ?? '', model: d.model?.content ?? ''});

/**
 * The rules, first match wins. Only intended differences have one: the model's signature is the
 * page's on one line. Page model version 4 made the rest agree (modifier tags, deprecation
 * messages and per-overload deprecation, index signatures, nested summaries, signatures as the
 * page prints them), so any such difference is now `unexplained`.
 */
export const RULES: Rule[] = [
  {
    name: 'signature-whitespace',
    why: 'the HTML signature is Prettier-formatted (line breaks and a leading `|` of a broken union); the model prints it on one line',
    applies: (d) => {
      if (d.what !== 'content') return false;
      const {html, model} = contents(d);
      if (!html.endsWith('…') && !model.endsWith('…')) return squeeze(html) === squeeze(model);
      // Cut by the cap at another word: the same text up to where the shorter one stops.
      const [a, b] = [squeeze(untruncated(html)), squeeze(untruncated(model))];
      return a.startsWith(b) || b.startsWith(a);
    },
  },
  {
    name: 'position-shift',
    why: 'positions follow from records missing or extra earlier on the page; the order of the records both have is the same',
    applies: (d) => {
      if (d.what !== 'position') return false;
      const common = (records: SearchRecord[], other: SearchRecord[]) => {
        const ids = new Set(other.map((r) => r.objectID));
        return records.filter((r) => ids.has(r.objectID)).map((r) => r.objectID);
      };
      const a = common(d.htmlPage, d.modelPage);
      const b = common(d.modelPage, d.htmlPage);
      return a.indexOf(d.objectID) === b.indexOf(d.objectID);
    },
  },
];

export interface ParityResult {
  pages: number;
  records: {html: number; model: number};
  differences: Difference[];
  byRule: Map<string, Difference[]>;
}

function diffPage(page: string, htmlPage: SearchRecord[], modelPage: SearchRecord[]): Difference[] {
  const byId = (records: SearchRecord[]) => new Map(records.map((r) => [r.objectID, r]));
  const html = byId(htmlPage);
  const model = byId(modelPage);
  const out: Difference[] = [];
  const base = {page, htmlPage, modelPage};
  for (const [id, record] of html) {
    const other = model.get(id);
    if (!other) {
      out.push({...base, objectID: id, what: 'missing', html: record});
      continue;
    }
    for (const name of FIELDS)
      if (JSON.stringify(record[name]) !== JSON.stringify(other[name]))
        out.push({...base, objectID: id, what: name, html: record, model: other});
  }
  for (const [id, record] of model) if (!html.has(id)) out.push({...base, objectID: id, what: 'extra', model: record});
  return out;
}

export function recordsParity(siteDir: string, modelsDir = siteDir): ParityResult {
  const site = readSiteSettings();
  const differences: Difference[] = [];
  let pages = 0;
  const records = {html: 0, model: 0};
  for (const {id} of allLines(fullManifest)) {
    const manifest = lineManifest(fullManifest, id);
    const folders = lineFolders(fullManifest, id);
    const lineDir = path.join(siteDir, 'build', folders.buildFolder);
    const baseUrl = linePath(fullManifest, id, site.baseUrl);
    const sdks = new Map(manifest.sdks.map((sdk) => [sdk.id, sdk]));
    // The records the build read from each page's HTML, by page.
    const shipped = new Map<string, SearchRecord[]>();
    const index = readSerializedIndex(JSON.parse(fs.readFileSync(path.join(lineDir, SEARCH_INDEX_FILE), 'utf8')));
    for (const record of index)
      shipped.set(record.url_without_anchor, [...(shipped.get(record.url_without_anchor) ?? []), record]);
    for (const page of listBuiltPages(lineDir, {baseUrl, sections: [...sdks.keys()]})) {
      const sdk = page.section ? sdks.get(page.section) : undefined;
      if (!sdk) continue;
      const inSection = page.route.slice(`${baseUrl}${sdk.id}/`.length);
      const modelFile = path.join(modelsDir, folders.referenceDir, sdk.id, pageModelPath(`${inSection}.md`));
      if (!page.route.startsWith(`${baseUrl}${sdk.id}/`) || !fs.existsSync(modelFile)) continue;
      const model = parsePageModel(JSON.parse(fs.readFileSync(modelFile, 'utf8')), modelFile);
      const htmlPage = shipped.get(page.route) ?? [];
      const modelPage = modelRecords(model, {
        url: page.route,
        lvl0: sdk.label,
        sdk: sdk.id,
        language: htmlPage[0]?.language ?? 'en',
        docusaurusTag: htmlPage[0]?.docusaurus_tag ?? 'default',
      });
      pages++;
      records.html += htmlPage.length;
      records.model += modelPage.length;
      differences.push(...diffPage(`${id} ${page.route}`, htmlPage, modelPage));
    }
  }
  const byRule = new Map<string, Difference[]>();
  for (const difference of differences) {
    const rule = RULES.find((r) => r.applies(difference))?.name ?? 'unexplained';
    byRule.set(rule, [...(byRule.get(rule) ?? []), difference]);
  }
  return {pages, records, differences, byRule};
}

const show = (d: Difference) => {
  const value = (r?: SearchRecord) =>
    !r
      ? '—'
      : d.what === 'missing' || d.what === 'extra'
        ? `${r.type} ${JSON.stringify([r.hierarchy.lvl2, r.hierarchy.lvl3])} ${r.content ?? ''}`
        : JSON.stringify(
            d.what === 'hierarchy' ? [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3] : r[d.what as Field],
          );
  return `    ${d.page} ${d.objectID.slice(d.objectID.lastIndexOf('/'))} [${d.what}]\n      html:  ${value(d.html)}\n      model: ${value(d.model)}`;
};

function main(args: string[]) {
  const at = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const siteDir = path.resolve(at('--site') ?? '.');
  const examples = Number(at('--examples') ?? 3);
  const result = recordsParity(siteDir, path.resolve(at('--models') ?? siteDir));
  console.log(
    `[records-parity] ${result.pages} API pages; records: ${result.records.html} from HTML, ${result.records.model} from models; ` +
      `${result.differences.length} differences`,
  );
  const order = [...RULES.map((r) => r.name), 'unexplained'];
  for (const name of order) {
    const found = result.byRule.get(name) ?? [];
    const why = RULES.find((r) => r.name === name)?.why ?? 'no rule explains it';
    const kinds = new Map<string, number>();
    for (const d of found) kinds.set(d.what, (kinds.get(d.what) ?? 0) + 1);
    console.log(`\n${name}: ${found.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}) — ${why}`);
    for (const d of args.includes('--list') ? found : found.slice(0, examples)) console.log(show(d));
  }
  const unexplained = result.byRule.get('unexplained')?.length ?? 0;
  console.log(`\nunexplained: ${unexplained}`);
  process.exitCode = unexplained > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));

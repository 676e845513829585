/**
 * Build step after API generation: computes the cross-SDK symbol map from what each
 * section's generation recorded (`.cache/api/{sdk}/symbols.json`) and the generated pages'
 * headings, and writes each symbol page's share of it into that page's front matter
 * (`powersync_symbol`). Front matter is static and travels with its page only, so the
 * client never downloads the whole map.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {
  buildSymbolMap,
  importLine,
  sharingCounts,
  type SectionSymbol,
  type SectionSymbolRecord,
  type SymbolPageData,
} from '../../cross-sdk/symbol-map';
import type {SdkEntry} from '../../manifest/types';
import {slugForPage} from '../typedoc/frontmatter';
import {assignHeadingIds, headingText, type MdNode} from '../typedoc/heading-ids';
import {SYMBOLS_FILE, sdkCacheDir, sdkOutputDir} from '../typedoc/paths';

import {FRONT_MATTER_KEY} from '../../cross-sdk/symbol-map';

interface SymbolsFile {
  sdk: string;
  sourceLinks: {linked: number; unlinked: number};
  symbols: SectionSymbolRecord[];
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Heading ids of a markdown page as the site will render them: TypeDoc's explicit `{#id}`
 * on symbol headings, the ids typedoc/heading-ids.ts gives every other heading (the same
 * function the docs' remark pipeline runs), keeping levels 2 and 3 (groups and members),
 * plus explicit `<a id>` anchors (enumeration members).
 */
export function headingAnchors(markdown: string): string[] {
  const body = markdown.replace(FRONT_MATTER, '');
  const root = fromMarkdown(body) as unknown as MdNode;
  assignHeadingIds(root);
  const anchors: string[] = [];
  const visit = (nodes: MdNode[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const id = (node.data?.hProperties?.id as string | undefined) ?? parseMarkdownHeadingId(headingText(node), 'classic').id;
        if (id && (node.depth === 2 || node.depth === 3)) anchors.push(id);
      } else if (node.children) {
        visit(node.children);
      }
    }
  };
  visit(root.children ?? []);
  for (const match of body.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.push(match[1]);
  return [...new Set(anchors)];
}

/** Replaces (or adds) one key of a page's front matter; the value is written as JSON (valid YAML). */
export function setFrontMatterKey(markdown: string, key: string, value: unknown): string {
  const match = markdown.match(FRONT_MATTER);
  if (!match) throw new Error(`page has no front matter block to add ${key} to`);
  const lines = match[1].split('\n').filter((line) => !line.startsWith(`${key}:`));
  if (value !== undefined) lines.push(`${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n${markdown.slice(match[0].length)}`;
}

function readSection(siteDir: string, sdk: SdkEntry): {symbols: SectionSymbol[]; sourceLinks: SymbolsFile['sourceLinks']} {
  const file = path.join(sdkCacheDir(siteDir, sdk.id), SYMBOLS_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`[cross-sdk] ${sdk.id}: ${path.relative(siteDir, file)} is missing; run \`npm run generate -- --force\``);
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SymbolsFile;
  const symbols = data.symbols.map((record) => ({
    ...record,
    path: slugForPage(sdk.id, record.page),
    anchors: headingAnchors(fs.readFileSync(path.join(sdkOutputDir(siteDir, sdk.id), record.page), 'utf8')),
  }));
  return {symbols, sourceLinks: data.sourceLinks};
}

/** Writes every symbol page's cross-SDK data; returns the numbers worth reporting. */
export function writeCrossSdkPageData(siteDir: string, sdks: SdkEntry[]) {
  const sections = sdks.map((sdk) => readSection(siteDir, sdk));
  const bySection = new Map(sdks.map((sdk, i) => [sdk.id, sections[i].symbols]));
  const map = buildSymbolMap(sdks, bySection);
  let pages = 0;
  let linkedPages = 0;
  for (const sdk of sdks) {
    for (const symbol of bySection.get(sdk.id)!) {
      const data: SymbolPageData = {
        kind: symbol.kind,
        name: symbol.name,
        importLine: importLine(symbol.name, symbol.kind, sdk.packageName),
        anchors: symbol.anchors,
        alsoIn: map.get(symbol.path) ?? [],
      };
      const file = path.join(sdkOutputDir(siteDir, sdk.id), symbol.page);
      const before = fs.readFileSync(file, 'utf8');
      const after = setFrontMatterKey(before, FRONT_MATTER_KEY, data);
      if (after !== before) fs.writeFileSync(file, after);
      pages += 1;
      if (data.alsoIn.length > 0) linkedPages += 1;
    }
  }
  const sourceLinks = {
    linked: sections.reduce((sum, s) => sum + s.sourceLinks.linked, 0),
    unlinked: sections.reduce((sum, s) => sum + s.sourceLinks.unlinked, 0),
  };
  return {pages, linkedPages, shared: sharingCounts(sdks, bySection), sourceLinks};
}

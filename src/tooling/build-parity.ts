/**
 * Parity of two builds of the site, page by page, for a change that must not change what readers
 * get (issue #56: API pages rendered from data instead of compiled MDX; any rework of the
 * pipeline): every HTML page's article (`articleHtml`) and every Markdown twin and text file, as
 * the two build folders hold them. Only what no reader can see is set aside: hashed asset names,
 * React's `<!-- -->` between two text nodes, and text nodes of line breaks alone between two tags
 * outside `<pre>` (MDX writes one between block elements; a renderer of data need not). Everything
 * else, a space between two inline elements or a line of code included, is a difference.
 *
 *   node --import tsx src/tooling/build-parity.ts OLD_BUILD NEW_BUILD [--list]
 *
 * Prints how many files of each kind agree and the first differences (each file's first
 * differing place, with the text around it); `--list` prints every one. Reads only; exit code 1
 * when a file differs or only one build has it.
 */
import path from 'node:path';
import {articleHtml} from './load-html';
import {listBuildFiles, readBuildFile} from './build-output';

/** Files compared: pages by their article, twins and the llms files whole. */
const COMPARED = /\.(html|md|txt)$/;
/** Hashed bundles, images and fonts: their names change with any build. */
const ASSETS_FOLDER = 'assets';
/** `/assets/js/main.6c535a60.js`, `/assets/images/logo-5f2a1c0b.png` → without the hash. */
const HASHED_ASSET = /(\/assets\/[^"'\s)]*?)[.-][0-9a-f]{8,}(\.\w+)/g;
const TEXT_SEPARATOR = /<!-- -->/g;
/** Line breaks alone between two tags; a part's ends are next to a `<pre>` block's tags. */
const LINE_BREAKS_BETWEEN_TAGS = />\n+</g;
const LINE_BREAKS_AFTER_TAG_AT_END = />\n+$/;
const LINE_BREAKS_BEFORE_TAG_AT_START = /^\n+</;
const PRE_BLOCK = /(<pre[\s>][\s\S]*?<\/pre>)/;

export interface FileDifference {
  /** Path relative to the build folders, with `/`. */
  file: string;
  /** `changed`, or only in the old (`removed`) or the new build (`added`). */
  kind: 'changed' | 'removed' | 'added';
  /** Around the first differing character, old and new (`changed` only). */
  old?: string;
  new?: string;
}

/** What of a file is compared: an HTML page's article with the invisible set aside, other files whole. */
export function comparedText(file: string, content: string): string {
  const withoutHashes = content.replace(HASHED_ASSET, '$1$2');
  if (!file.endsWith('.html')) return withoutHashes;
  // A page without an article (the not-found page, a moved page's redirect) is compared whole.
  const article = articleHtml(withoutHashes) || withoutHashes;
  return article
    .split(PRE_BLOCK)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(TEXT_SEPARATOR, '')
            .replace(LINE_BREAKS_BETWEEN_TAGS, '><')
            .replace(LINE_BREAKS_AFTER_TAG_AT_END, '>')
            .replace(LINE_BREAKS_BEFORE_TAG_AT_START, '<'),
    )
    .join('');
}

const comparedFiles = (buildDir: string) =>
  new Set(listBuildFiles(buildDir).filter((file) => COMPARED.test(file) && file.split('/')[0] !== ASSETS_FOLDER));

/** Characters of context either side of a difference. */
const CONTEXT = 80;

function firstDifference(a: string, b: string): {old: string; new: string} {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - CONTEXT);
  return {old: a.slice(from, at + CONTEXT), new: b.slice(from, at + CONTEXT)};
}

export interface BuildParity {
  /** Files that agree, by extension (`html`, `md`, `txt`). */
  agreeing: Record<string, number>;
  differences: FileDifference[];
}

export function compareBuilds(oldDir: string, newDir: string): BuildParity {
  const oldFiles = comparedFiles(oldDir);
  const newFiles = comparedFiles(newDir);
  const agreeing: Record<string, number> = {};
  const differences: FileDifference[] = [];
  for (const file of oldFiles) {
    if (!newFiles.has(file)) {
      differences.push({file, kind: 'removed'});
      continue;
    }
    const a = comparedText(file, readBuildFile(oldDir, file));
    const b = comparedText(file, readBuildFile(newDir, file));
    if (a === b) {
      const extension = path.extname(file).slice(1);
      agreeing[extension] = (agreeing[extension] ?? 0) + 1;
    } else differences.push({file, kind: 'changed', ...firstDifference(a, b)});
  }
  for (const file of newFiles) if (!oldFiles.has(file)) differences.push({file, kind: 'added'});
  return {agreeing, differences};
}

/** Differences printed without `--list`. */
const SHOWN = 20;

function main(argv: string[]): number {
  const [oldDir, newDir] = argv.filter((arg) => !arg.startsWith('--'));
  if (!oldDir || !newDir) {
    console.error('usage: build-parity.ts OLD_BUILD NEW_BUILD [--list]');
    return 2;
  }
  const {agreeing, differences} = compareBuilds(oldDir, newDir);
  const changed = differences.filter((difference) => difference.kind === 'changed').length;
  const compared = changed + Object.values(agreeing).reduce((sum, count) => sum + count, 0);
  const counts = Object.entries(agreeing)
    .map(([extension, count]) => `${count} .${extension}`)
    .join(', ');
  console.log(
    `${compared} files in both builds; agreeing: ${counts || 'none'}; differing or in one only: ${differences.length}`,
  );
  const shown = argv.includes('--list') ? differences : differences.slice(0, SHOWN);
  for (const difference of shown) {
    console.log(`${difference.kind} ${difference.file}`);
    if (difference.kind === 'changed')
      console.log(`  old: ${JSON.stringify(difference.old)}\n  new: ${JSON.stringify(difference.new)}`);
  }
  if (shown.length < differences.length) console.log(`… ${differences.length - shown.length} more (--list)`);
  return differences.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));

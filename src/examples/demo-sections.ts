/**
 * "In the demos" as Markdown (pure): on a symbol's page a section of its own (heading `In the
 * demos`, anchor `in-the-demos`), under a member a collapsed block. Each shows up to three
 * excerpts, highlighted as the page's other examples, each linked to its line on GitHub at the
 * tag or commit the usages were read at, and the count "used in N files of M demos".
 */
import {excerptUrl, type SectionUsages, type SymbolUsage} from './usages-file';
import {markElisions} from './elision';
import type {Box} from '../page-model/types';

export const DEMOS_HEADING = 'In the demos';
export const DEMOS_ANCHOR = 'in-the-demos';

/** Length of a commit shown in text (the link keeps all of it). */
const SHORT_COMMIT = 10;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "used in 3 files of 21 demos": the count the page and the search hit say. */
export const usedInText = (usage: SymbolUsage, usages: SectionUsages) =>
  `used in ${plural(usage.files, 'file')} of ${plural(usages.demoCount, 'demo')}`;

/**
 * Where the excerpts were read: the release's tag, or the commit used in its place, with the
 * package version its package.json has there (an older release when the copy ends before it).
 */
function readAt(usages: SectionUsages, repository: string, staleFor?: string): string {
  // Read for an older release than the page's (a line moved without the SDK repository at hand).
  const stale = staleFor
    ? ` (demos as of ${usages.packageName} ${usages.version}, not read again for ${staleFor})`
    : '';
  return readAtRef(usages, repository) + stale;
}

function readAtRef(usages: SectionUsages, repository: string): string {
  const tree = `https://github.com/${repository}/tree/${usages.ref}/demos`;
  const commit = `commit [\`${usages.ref.slice(0, SHORT_COMMIT)}\`](${tree})`;
  if (usages.refKind === 'tag') return `at [\`${usages.ref}\`](${tree})`;
  if (usages.refVersion === usages.version)
    return `at ${commit}, where ${usages.packageName} is ${usages.version} (the repository has no tag of it)`;
  return (
    `as of ${usages.packageName} ${usages.refVersion} (${commit}), the newest copy available; ` +
    `they may differ from ${usages.version}`
  );
}

/** Fence language of an excerpt: a `.vue` excerpt is of its script block. */
const LANGUAGES: Record<string, string> = {tsx: 'tsx', jsx: 'jsx', js: 'js', mjs: 'js', cjs: 'js', vue: 'ts'};
const languageOf = (file: string) => LANGUAGES[file.split('.').pop() ?? ''] ?? 'ts';

function excerpts(usage: SymbolUsage, usages: SectionUsages, repository: string): string[] {
  return usage.excerpts.flatMap((excerpt) => {
    const language = languageOf(excerpt.path);
    const fence = '`'.repeat(Math.max(3, ...[...excerpt.code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    return [
      `[\`${excerpt.path}:${excerpt.line}\`](${excerptUrl(repository, usages.ref, excerpt)})`,
      `${fence}${language}\n${markElisions(excerpt.code)}\n${fence}`,
    ];
  });
}

/**
 * The body of the symbol page's section (under its heading, `## In the demos`), as the page model's
 * box; none when the demos do not call it.
 */
export function symbolDemosBox(
  usage: SymbolUsage | undefined,
  usages: SectionUsages | undefined,
  repository: string,
  staleFor?: string,
): Box | undefined {
  if (!usage || !usages) return undefined;
  const count = `${capitalized(usedInText(usage, usages))} ${readAt(usages, repository, staleFor)}.`;
  return {kind: 'demos', demos: usage.demos, markdown: [count, ...excerpts(usage, usages, repository)].join('\n\n')};
}

/** A member's collapsed block, as the page model's box; none when the demos do not call it. */
export function memberDemosBox(
  usage: SymbolUsage | undefined,
  usages: SectionUsages | undefined,
  repository: string,
  staleFor?: string,
): Box | undefined {
  if (!usage || !usages) return undefined;
  return {
    kind: 'member-demos',
    demos: usage.demos,
    summary: `In the demos: ${usedInText(usage, usages)}`,
    markdown: [`Demos read ${readAt(usages, repository, staleFor)}.`, ...excerpts(usage, usages, repository)].join(
      '\n\n',
    ),
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

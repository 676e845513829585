/**
 * Call sites → what a page shows (pure): per declaring package and symbol or member, how many
 * files and demos use it and up to EXCERPTS_PER_SYMBOL excerpts, from different demos first.
 * Same-named declarations of two packages (`useQuery` of `@powersync/react` and of
 * `@powersync/tanstack-react-query`) are never pooled.
 */
import type {CallSite} from './call-sites';
import {
  EXCERPTS_PER_SYMBOL,
  EXCERPT_LINES_AFTER,
  EXCERPT_LINES_BEFORE,
  type Excerpt,
  type SymbolUsage,
} from './usages-file';

/** `demos/react-supabase-todolist/src/…` → `react-supabase-todolist`. */
export const demoOf = (file: string) => file.split('/')[1] ?? file;

export function summarizeCallSites(
  sites: readonly CallSite[],
  textOf: (path: string) => string,
): Record<string, Record<string, SymbolUsage>> {
  const byPackage = new Map<string, Map<string, CallSite[]>>();
  for (const site of sites) {
    const byKey = byPackage.get(site.packageName) ?? new Map<string, CallSite[]>();
    byPackage.set(site.packageName, byKey);
    byKey.set(site.key, [...(byKey.get(site.key) ?? []), site]);
  }
  return Object.fromEntries(
    [...byPackage.keys()]
      .sort()
      .map((packageName) => [packageName, summarizeKeys(byPackage.get(packageName)!, textOf)]),
  );
}

function summarizeKeys(byKey: Map<string, CallSite[]>, textOf: (path: string) => string): Record<string, SymbolUsage> {
  const result: Record<string, SymbolUsage> = {};
  for (const key of [...byKey.keys()].sort()) {
    const ordered = [...byKey.get(key)!].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
    // One call per file, the first; then the first file of each demo before a second of any.
    const perFile = ordered.filter((site, i) => i === 0 || ordered[i - 1].path !== site.path);
    const seenDemos = new Set<string>();
    const firsts = perFile.filter((site) => !seenDemos.has(demoOf(site.path)) && seenDemos.add(demoOf(site.path)));
    const chosen = [...firsts, ...perFile.filter((site) => !firsts.includes(site))].slice(0, EXCERPTS_PER_SYMBOL);
    result[key] = {
      files: perFile.length,
      demos: new Set(perFile.map((site) => demoOf(site.path))).size,
      excerpts: chosen.map((site) => excerpt(site, textOf(site.path))),
    };
  }
  return result;
}

function excerpt(site: CallSite, text: string): Excerpt {
  const lines = text.split('\n');
  const blank = (line: number) => !lines[line - 1]?.trim();
  let from = Math.max(1, site.line - EXCERPT_LINES_BEFORE);
  let to = Math.min(lines.length, site.line + EXCERPT_LINES_AFTER);
  // Blank lines at either end show nothing.
  while (from < site.line && blank(from)) from += 1;
  while (to > site.line && blank(to)) to -= 1;
  const chosen = lines.slice(from - 1, to).map((line) => line.replace(/\s+$/, ''));
  const indent = Math.min(...chosen.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length));
  return {
    path: site.path,
    line: site.line,
    from,
    code: chosen.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n'),
  };
}

/**
 * What the not-found page works out from the path the reader asked for, once it is on screen:
 * the lines' versions and maps, the findings (not-found-model.ts), the shell of the line the
 * path is under, and hits from that line's search index. Called by the page's effect; it loads
 * with the page (./index.tsx), not with every doc page.
 */
import type {LineMap} from '../../../lines/line-map';
import {lineShell} from '../../../lines/versions';
import {loadLineMap, loadVersions} from '../../ReleaseLines/line-data';
import type {LineRef} from '../../ReleaseLines/line-targets';
import {showLine} from '../../ReleaseLines/shown-line';
import {askedPath, findingsFor, redirectOf, suggestionsFrom, type AskedPath, type Finding} from './not-found-model';

export interface PathReading {
  /** The build's base path (every line's path starts with it). */
  siteBase: string;
  /** This build's line. */
  thisLine: LineRef;
  /** Whether the line has an embedded index to ask (hosted search answers from Algolia). */
  embedded: boolean;
  /** False once the page is gone: nothing more is shown or set. */
  live: () => boolean;
  onAsked: (path: AskedPath) => void;
  onFindings: (findings: Finding[]) => void;
  onSuggested: (hits: Array<{title: string; href: string}>) => void;
}

/**
 * Search hits for the asked name from the line's own embedded index, if it has one: the asked
 * section's first (a typo of its own page's name is about that page), each named with its
 * section, as the same name is a page of several.
 */
async function indexSuggestions(
  line: LineRef,
  query: string,
  section: string | undefined,
): Promise<Array<{title: string; href: string}>> {
  if (!query) return [];
  const response = await fetch(`${line.path}search-index.json`);
  if (!response.ok) return [];
  const {SearchEngine} = await import('../../../search/engine');
  const engine = await SearchEngine.load(await response.json());
  return suggestionsFrom(engine.search(query, {hitsPerPage: 20, collapseSections: true}).hits, section);
}

/** Reads the page's path and reports what it finds as it finds it (see PathReading). */
export async function readPath({
  siteBase,
  thisLine,
  embedded,
  live,
  onAsked,
  onFindings,
  onSuggested,
}: PathReading): Promise<void> {
  const versions = await loadVersions(siteBase);
  const lines: LineRef[] = versions?.lines ?? [thisLine];
  const newest = lines.find((line) => line.id === versions?.newest) ?? lines.at(-1)!;
  const path = askedPath(window.location.pathname, siteBase, lines, newest);
  if (!live()) return;
  onAsked(path);
  // The navbar, the announcement and the search of the line the path is under, not of this
  // build's; the search's sections once that line's map is here.
  const shell = versions && path.line.id !== thisLine.id ? lineShell(versions, path.line.id, siteBase) : undefined;
  if (shell) showLine(shell);
  const isLatest = window.location.pathname.startsWith(`${siteBase}latest`);
  const maps = new Map<string, LineMap | null>();
  await Promise.all(lines.map(async (line) => maps.set(line.id, await loadLineMap(line.path))));
  if (!live()) return;
  const shownMap = maps.get(path.line.id);
  if (shell && shownMap)
    showLine({...shell, sections: Object.entries(shownMap.sections).map(([id, {label}]) => ({id, label}))});
  const found = findingsFor(path, lines, maps, isLatest, {
    search: window.location.search,
    hash: window.location.hash,
  });
  // `latest/` always shows the newest line: a page an older line has goes on to the same
  // symbol there (said, and not taken, when the newest line has it no more). A symbol the
  // line has under another kind folder is its one page there (not-found-model.ts).
  const onward = redirectOf(found);
  if (onward) {
    window.location.replace(onward);
    return;
  }
  onFindings(found);
  const hits = embedded ? await indexSuggestions(path.line, path.query, path.section).catch(() => []) : [];
  if (live()) onSuggested(hits);
}

/**
 * `examples/usages.json`: where each section's API is called in the powersync-js demos, at the
 * release the section documents. Written by `npm run examples` (scripts/examples.ts), committed
 * like a lockfile, and the only thing the build and the tests read about the demos.
 */
import fs from 'node:fs';
import path from 'node:path';

export const USAGES_FILE = 'examples/usages.json';
/** 2: usages keyed by declaring package (`packages`), and the package's version at the ref (`refVersion`). */
export const USAGES_FORMAT = 2;
/** Excerpts kept per symbol or member, and lines of source around each call. */
export const EXCERPTS_PER_SYMBOL = 3;
export const EXCERPT_LINES_BEFORE = 1;
export const EXCERPT_LINES_AFTER = 2;

export interface Excerpt {
  /** Path inside the repository (`demos/…`). */
  path: string;
  /** 1-based line of the call, the line the link points at. */
  line: number;
  /** 1-based line `code` starts at. */
  from: number;
  code: string;
}

export interface SymbolUsage {
  /** Files that call it, and demos those files are in. */
  files: number;
  demos: number;
  excerpts: Excerpt[];
}

export interface SectionUsages {
  packageName: string;
  version: string;
  /** The tag of the release, or, when the repository has none, the newest commit before its date. */
  ref: string;
  refKind: 'tag' | 'commit';
  /**
   * The package's version in its package.json at `ref`: the release's at its tag; at a commit,
   * what the demos were read beside (an older release when the copy does not hold this one).
   */
  refVersion: string;
  /** Demos (folders under demos/) at that ref. */
  demoCount: number;
  /**
   * Declaring package → `useQuery`, `PowerSyncDatabase`, `PowerSyncDatabase.watch`: a page shows
   * the usage of the declaration it documents, never a same-named one of another package.
   */
  packages: Record<string, Record<string, SymbolUsage>>;
}

export interface UsagesFile {
  format: number;
  repository: string;
  /** `{line}/{section}` → the section's usages. */
  sections: Record<string, SectionUsages>;
}

export const sectionKey = (lineId: string, sectionId: string) => `${lineId}/${sectionId}`;

/** The file, or undefined when there is none; a file of another format is an error that says what to run. */
export function readUsagesFile(siteDir: string): UsagesFile | undefined {
  const file = path.join(siteDir, USAGES_FILE);
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as UsagesFile;
  if (data.format !== USAGES_FORMAT)
    throw new Error(
      `${USAGES_FILE} has format ${data.format}, this build reads ${USAGES_FORMAT}: run npm run examples`,
    );
  const malformed = Object.entries(data.sections ?? {}).filter(
    ([, section]) => typeof section.packages !== 'object' || typeof section.refVersion !== 'string',
  );
  if (malformed.length > 0)
    throw new Error(
      `${USAGES_FILE}: ${malformed.map(([key]) => key).join(', ')} lack packages or refVersion: run npm run examples`,
    );
  return data;
}

/**
 * A section's usages, else why not (for the build log). Usages read for an older release of the
 * section's package are kept, with `staleFor` the release the section now documents: after
 * `npm run releases` moved a line without a copy of the SDK repository, the page shows the demos
 * "as of" the release they were read for (demo-sections.ts) rather than none.
 */
export function sectionUsages(
  data: UsagesFile | undefined,
  lineId: string,
  section: {id: string; packageName: string; version: string},
): {usages?: SectionUsages; problem?: string; staleFor?: string} {
  const entry = data?.sections[sectionKey(lineId, section.id)];
  const release = `${section.packageName} ${section.version}`;
  if (!entry) return {problem: `${USAGES_FILE} does not know ${release} (line ${lineId}): run npm run examples`};
  if (entry.packageName !== section.packageName)
    return {
      problem: `${USAGES_FILE} has ${entry.packageName} ${entry.version} for ${release} (line ${lineId}): run npm run examples`,
    };
  if (entry.version !== section.version) return {usages: entry, staleFor: section.version};
  return {usages: entry};
}

/** The line's sections whose demos were read for another release than the one it documents ("web-sdk 1.0.0 → 1.0.1"). */
export function staleSections(
  data: UsagesFile | undefined,
  lineId: string,
  sections: {id: string; packageName: string; version: string}[],
): string[] {
  return sections.flatMap((section) => {
    const entry = data?.sections[sectionKey(lineId, section.id)];
    if (!entry) return [`${section.id}: no demos read (${section.packageName} ${section.version})`];
    return entry.version === section.version && entry.packageName === section.packageName
      ? []
      : [`${section.id}: demos as of ${entry.packageName} ${entry.version}, not ${section.version}`];
  });
}

/** The usage of `key` (`useQuery`, `PowerSyncDatabase.watch`) declared by `packageName`. */
export const usageOf = (usages: SectionUsages | undefined, packageName: string | undefined, key: string) =>
  packageName ? usages?.packages[packageName]?.[key] : undefined;

/** A GitHub link to an excerpt's line, pinned to the tag or commit the section's usages were read at. */
export const excerptUrl = (repository: string, ref: string, excerpt: {path: string; line: number}) =>
  `https://github.com/${repository}/blob/${ref}/${excerpt.path}#L${excerpt.line}`;

export function serializeUsages(data: UsagesFile): string {
  const sections = Object.fromEntries(Object.entries(data.sections).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({...data, sections}, null, 1)}\n`;
}

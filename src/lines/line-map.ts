/**
 * What another line needs to know of this one to send a reader to "the same page" here (pure):
 * every route, and per section each symbol by its identity (the declaring package and the
 * exported name, as the API history names it) with its route and its group and member anchors, and the
 * symbols this line's release no longer exports with what replaced them. Written into each
 * line's build as `line-map.json` (src/plugins/line-routes), fetched by a page only when its
 * reader reaches for another line or lands on the not-found page.
 */

/** The file at each line's path. */
export const LINE_MAP_FILE = 'line-map.json';

/** `@powersync/common:Table`: a symbol whatever its kind or route in a given line. */
export const symbolIdentity = (declaringPackage: string, name: string) => `${declaringPackage}:${name}`;

/** The name part of an identity. */
export const identityName = (identity: string) => identity.slice(identity.lastIndexOf(':') + 1);

export interface RemovedHere {
  /** The release of the section's package that stopped exporting it. */
  removedIn: string;
  /** Its declaring package, and the replacement its `@deprecated` text named, if any. */
  from: string;
  use?: string;
  /**
   * Without `use`: its likely new name, as the upgrade guide of the release that removed it
   * detects renames (src/history/guide-replacements.ts likelyRenames). A guess, said as one.
   */
  renamed?: string;
}

/** A symbol a later release of the section's package exports and this line's does not. */
export interface AddedLater {
  /** The first release after this line's that exports it. */
  addedIn: string;
  /** Its declaring package there. */
  from: string;
}

export interface SectionMap {
  label: string;
  /** The section's package and the version this line documents. */
  packageName: string;
  version: string;
  /** Identity → [route, the page's group and member anchors (src/page-model/anchors.ts) separated by spaces]. */
  symbols: Record<string, [string, string]>;
  /** Name → what removed it, for symbols an earlier release exported and this one does not. */
  removed: Record<string, RemovedHere>;
  /** Name → when it came, for symbols a later release exports and this one does not. */
  later?: Record<string, AddedLater>;
}

export interface LineMap {
  /** Every route of the line, relative to its path (`web-sdk/classes/Table`; `` for its landing page). */
  routes: string[];
  sections: Record<string, SectionMap>;
}

/** A symbol page of a section as generation recorded it (.cache/…/symbols.json). */
export interface RecordedSymbol {
  name: string;
  /** `@powersync/common@1.45.0/lib/db/schema/Table.d.ts#Table`. */
  declaration: string;
  page: string;
  anchors: string[];
}

/** The declaring package of a recorded declaration (`@powersync/common`), or undefined when unknown. */
export function declaringPackage(declaration: string): string | undefined {
  return /^((?:@[^/@]+\/)?[^/@]+)@/.exec(declaration)?.[1];
}

export function sectionMap(input: {
  label: string;
  packageName: string;
  version: string;
  records: readonly RecordedSymbol[];
  removed: ReadonlyArray<{name: string; from: string; removedIn: string; use?: string; renamed?: string}>;
  later?: ReadonlyArray<{name: string} & AddedLater>;
}): SectionMap {
  const symbols: SectionMap['symbols'] = {};
  for (const record of input.records) {
    const from = declaringPackage(record.declaration);
    if (!from) continue;
    const identity = symbolIdentity(from, record.name);
    // Two pages of one identity (TypeDoc's `-1` routes for two kinds): the first, as a link names it.
    symbols[identity] ??= [record.page.replace(/\.md$/, ''), record.anchors.join(' ')];
  }
  const removed: SectionMap['removed'] = {};
  for (const symbol of input.removed)
    removed[symbol.name] = {
      removedIn: symbol.removedIn,
      from: symbol.from,
      ...(symbol.use ? {use: symbol.use} : symbol.renamed ? {renamed: symbol.renamed} : {}),
    };
  const later: SectionMap['later'] = {};
  for (const {name, addedIn, from} of input.later ?? []) later[name] = {addedIn, from};
  return {
    label: input.label,
    packageName: input.packageName,
    version: input.version,
    symbols,
    removed,
    ...(input.later ? {later} : {}),
  };
}

/**
 * Pure part of documenting several entry points of one package in one section
 * (entry-points.ts does the TypeDoc side): which entry each symbol is imported from, which
 * re-exports repeat a symbol another entry already documents, and which names two entries
 * export for different declarations.
 */

/** One top-level export of one entry point, as TypeDoc converted it. */
export interface EntryExport {
  /** Index of the entry point in ResolvedSdk.entryPoints (0 = the package's main entry). */
  entry: number;
  /** Exported name. */
  name: string;
  /** TypeDoc kind name (Class, Function…; Reference for a re-export). */
  kind: string;
  /** The documented declaration: the export's own reflection id, or its target's for a re-export. */
  declaration: number;
  /** A re-export of a declaration documented elsewhere (TypeDoc's ReferenceReflection). */
  reference: boolean;
}

/** Different declarations exported under one name by different entry points. */
export interface EntryCollision<T extends EntryExport = EntryExport> {
  name: string;
  exports: T[];
  /**
   * Two of them have the same kind, so they would want the same page route; TypeDoc's router
   * then gives the later one (always an extra entry's: the main entry converts first) a
   * `-1` suffix.
   */
  sameKind: boolean;
}

export interface EntryExportPlan<T extends EntryExport> {
  /** For each documented declaration: the first entry that exports it under its own name. */
  entryOf: Map<number, number>;
  /**
   * Re-exports of a declaration that another entry exports under the same name. Dropped: the
   * symbol keeps one page (imported from the first entry), not a page plus a "Re-exports" line.
   */
  redundant: T[];
  collisions: EntryCollision<T>[];
}

export function planEntryExports<T extends EntryExport>(exports: readonly T[]): EntryExportPlan<T> {
  const declarations = exports.filter((e) => !e.reference);
  const declarationNames = new Map(declarations.map((e) => [e.declaration, e.name]));
  const isSameExport = (a: EntryExport, b: EntryExport) => a.declaration === b.declaration && a.name === b.name;

  const entryOf = new Map<number, number>();
  for (const e of exports) {
    if (declarationNames.get(e.declaration) !== e.name) continue; // renamed re-exports are not the symbol's import
    const known = entryOf.get(e.declaration);
    if (known === undefined || e.entry < known) entryOf.set(e.declaration, e.entry);
  }

  const redundant = exports.filter(
    (e) => e.reference && declarations.some((d) => d.entry !== e.entry && isSameExport(d, e)),
  );
  const kept = exports.filter((e) => !redundant.includes(e));

  const byName = new Map<string, T[]>();
  for (const e of kept) byName.set(e.name, [...(byName.get(e.name) ?? []), e]);
  const collisions: EntryCollision<T>[] = [];
  for (const [name, group] of byName) {
    if (new Set(group.map((e) => e.entry)).size < 2 || new Set(group.map((e) => e.declaration)).size < 2) continue;
    const kinds = group.filter((e) => !e.reference).map((e) => e.kind);
    collisions.push({name, exports: group, sameKind: new Set(kinds).size < kinds.length});
  }
  return {entryOf, redundant, collisions};
}

/** One line per collision for the generation log, naming the specifiers. */
export function describeCollision(collision: EntryCollision, specifiers: readonly string[]): string {
  const parts = collision.exports.map((e) => `${specifiers[e.entry]} (${e.kind})`).join(', ');
  const pages = collision.sameKind
    ? 'their pages share a route, so the later one gets a "-1" suffix; the import lines differ'
    : 'they get pages of different kinds, with different import lines';
  return `"${collision.name}" is exported for different declarations by ${parts}: ${pages}`;
}

/**
 * The cross-SDK symbol map: for each symbol page of each SDK section, the other sections
 * that document a symbol of the same name and the same kind, and whether its declaration
 * is the same. Pure: the build step (src/generate/cross-sdk-pages.ts) feeds it what TypeDoc recorded.
 */

import type {PageModel} from '../page-model/types';

/** What generation records for one symbol page of one section. */
export interface SectionSymbolRecord {
  name: string;
  /** TypeDoc reflection kind name: Class, Enum, Function, Interface, TypeAlias, Variable… */
  kind: string;
  /** An interface merged with a const of its name (`PowerSyncDatabase` in 2.x): its constructor's route moves to its page. */
  value?: boolean;
  /** TypeDoc page url inside the section, e.g. `classes/Table.md`. */
  page: string;
  /** Identity of the published declaration: package@version/file#name. Equal identity = same declaration. */
  declaration: string;
  /** The declaration as type links name it (type-links.ts `declarationKey`), from TypeDoc's symbol id. */
  typeKey?: string;
  /** Hash of the declaration text; equal text in different files also counts as the same declaration. */
  signature: string;
  /** Source link of the symbol itself, when one could be computed. */
  source?: string;
  /**
   * The page's members with their anchors: own members as type links name them (typeKey of
   * each), so a `{@link Class.member}` in a section that does not document Class links to the
   * member here; inherited members under this page's typeKey and their name (repository-sources.ts).
   */
  members?: Record<string, string>;
}

/** A record placed on the site: its route and the heading anchors of its page. */
export interface SectionSymbol extends SectionSymbolRecord {
  /** Route without the base URL, e.g. `/node-sdk/classes/Table`. */
  path: string;
  /** Heading ids of the page (levels 2 and 3: groups and members). */
  anchors: string[];
}

export interface SectionRef {
  id: string;
  label: string;
}

/** The same symbol in another section. */
export interface Counterpart {
  sdk: string;
  label: string;
  path: string;
  /** The declaration is not the same one (another package's, or different text). */
  differs: boolean;
  /** Anchors of this page that the counterpart page does not have. */
  missingAnchors: string[];
}

/** What a symbol page's header says of its symbol, from its page model (`symbolFacts`). */
export type SymbolFacts = Pick<PageModel, 'kind' | 'name' | 'importLine' | 'since'>;

/** The page model's facts the header shows: the one list to extend for a new one. */
export const symbolFacts = ({kind, name, importLine, since}: PageModel): SymbolFacts => ({
  kind,
  name,
  importLine,
  ...(since ? {since} : {}),
});

/**
 * What a symbol page carries in its front matter, under FRONT_MATTER_KEY: its model's facts, its
 * anchors and the other sections that have it.
 */
export interface SymbolPageData extends SymbolFacts {
  /** This page's group and member anchors (the switcher keeps only known anchors). */
  anchors: string[];
  alsoIn: Counterpart[];
}

export const FRONT_MATTER_KEY = 'powersync_symbol';

const symbolKey = (s: Pick<SectionSymbolRecord, 'name' | 'kind'>) => `${s.kind}\u0000${s.name}`;

export const sameDeclaration = (a: SectionSymbolRecord, b: SectionSymbolRecord) =>
  a.declaration === b.declaration || a.signature === b.signature;

/**
 * Counterparts of every symbol page, keyed by the page path. Only sections listed in
 * `sections` take part (in that order): records of a section that is not in the manifest
 * are ignored, so no link points at a section the site does not build.
 */
export function buildSymbolMap(
  sections: SectionRef[],
  symbolsBySection: ReadonlyMap<string, SectionSymbol[]>,
): Map<string, Counterpart[]> {
  const index = new Map<string, Map<string, SectionSymbol>>();
  for (const section of sections) {
    const byKey = new Map<string, SectionSymbol>();
    for (const symbol of symbolsBySection.get(section.id) ?? []) {
      // Two pages with the same name and kind in one section cannot be told apart: link neither.
      const key = symbolKey(symbol);
      byKey.set(key, byKey.has(key) ? AMBIGUOUS : symbol);
    }
    index.set(section.id, byKey);
  }

  const result = new Map<string, Counterpart[]>();
  for (const section of sections) {
    for (const symbol of symbolsBySection.get(section.id) ?? []) {
      const key = symbolKey(symbol);
      const counterparts: Counterpart[] = [];
      if (index.get(section.id)?.get(key) !== AMBIGUOUS) {
        for (const other of sections) {
          if (other.id === section.id) continue;
          const match = index.get(other.id)?.get(key);
          if (!match || match === AMBIGUOUS) continue;
          const theirs = new Set(match.anchors);
          counterparts.push({
            sdk: other.id,
            label: other.label,
            path: match.path,
            differs: !sameDeclaration(symbol, match),
            missingAnchors: symbol.anchors.filter((a) => !theirs.has(a)),
          });
        }
      }
      result.set(symbol.path, counterparts);
    }
  }
  return result;
}

const AMBIGUOUS: SectionSymbol = {
  name: '',
  kind: '',
  page: '',
  declaration: '',
  signature: '',
  path: '',
  anchors: [],
};

/** How many distinct symbols (name + kind) are documented in exactly 2, exactly 3, and 4 or more sections. */
export function sharingCounts(sections: SectionRef[], symbolsBySection: ReadonlyMap<string, SectionSymbol[]>) {
  const sectionsPerSymbol = new Map<string, Set<string>>();
  for (const section of sections) {
    for (const symbol of symbolsBySection.get(section.id) ?? []) {
      const key = symbolKey(symbol);
      if (!sectionsPerSymbol.has(key)) sectionsPerSymbol.set(key, new Set());
      sectionsPerSymbol.get(key)!.add(section.id);
    }
  }
  const counts = {two: 0, three: 0, fourOrMore: 0, total: sectionsPerSymbol.size};
  for (const ids of sectionsPerSymbol.values()) {
    if (ids.size === 2) counts.two += 1;
    else if (ids.size === 3) counts.three += 1;
    else if (ids.size >= 4) counts.fourOrMore += 1;
  }
  return counts;
}

/** Kinds whose import must be type-only under `verbatimModuleSyntax`. */
const TYPE_ONLY_KINDS = new Set(['Interface', 'TypeAlias']);

/**
 * `import { Table } from '@powersync/node';` (type-only for interfaces and type aliases that
 * are no value too); the specifier is the symbol's own entry point's (entry-points.ts `specifierOf`), not
 * always the package.
 */
export function importLine(
  name: string,
  kind: string,
  specifier: string,
  as: {value?: boolean; defaultExport?: boolean} = {},
): string {
  const typeOnly = TYPE_ONLY_KINDS.has(kind) && !as.value ? 'type ' : '';
  return `import ${typeOnly}${as.defaultExport ? name : `{ ${name} }`} from '${specifier}';`;
}

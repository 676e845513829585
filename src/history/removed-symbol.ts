/**
 * What a line says of a name its release no longer exports (pure): the release of the section's
 * package that removed it, and the symbol its last `@deprecated` text named instead. One answer
 * for every reader: the not-found page (src/theme/NotFound/Content/not-found-model.ts) and the
 * MCP tools (src/mcp/symbols.ts) both read it from the line's map (src/lines/line-map.ts).
 */
import {identityName, type SectionMap} from '../lines/line-map';

export interface Removal {
  /** The name as the history declares it (the reader may have typed another case). */
  name: string;
  packageName: string;
  /** The release of `packageName` that no longer exports it. */
  removedIn: string;
  /** The symbol to use instead, one the line's release exports: the part before a member (`Table` of `Table.columns`). */
  use?: string;
  /**
   * What its `@deprecated` text named when the line's release does not export that either
   * (`SyncClientImplementation.RUST`, gone in the same upgrade): said, never offered as the way.
   */
  namedButGone?: string;
}

/** The removal of `name` in a section of a line: exactly, else ignoring case; undefined when the line never removed it. */
export function removalOf(
  section: Pick<SectionMap, 'packageName' | 'removed' | 'symbols'>,
  name: string,
): Removal | undefined {
  const lower = name.toLowerCase();
  const key = Object.prototype.hasOwnProperty.call(section.removed, name)
    ? name
    : Object.keys(section.removed).find((other) => other.toLowerCase() === lower);
  if (key === undefined) return undefined;
  const {removedIn, use} = section.removed[key];
  const replacement = use?.split('.')[0];
  const exported =
    replacement !== undefined && Object.keys(section.symbols).some((id) => identityName(id) === replacement);
  return {
    name: key,
    packageName: section.packageName,
    removedIn,
    ...(replacement && exported ? {use: replacement} : {}),
    ...(use && !exported ? {namedButGone: use} : {}),
  };
}

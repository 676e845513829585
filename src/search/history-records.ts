/**
 * Search records for symbols a section no longer exports (pure, build side): someone searching
 * `TableV2` on a line whose release dropped it finds "TableV2 (removed in web 2.0.0)", with the
 * replacement its `@deprecated` text named, and lands on that release in the Changes page.
 */
import type {SectionHistory} from '../history/section-history';
import {plainDocText, releaseAnchor} from '../history/render';
import {replacementOf} from '../history/upgrade-guide';
import {shortName} from '../history/section-history';
import {emptyHierarchy, recordUrl, removedMark, type RecordKind, type SearchRecord} from './schema';
import {collapseWhitespace, truncateText} from './text';
import {DEFAULT_MAX_CONTENT_LENGTH} from './record-content';

/** Declaration kinds of the history (src/tooling/history/declarations.ts) → record kinds. */
const KINDS: Record<string, RecordKind> = {
  class: 'class',
  interface: 'interface',
  enum: 'enumeration',
  function: 'function',
  type: 'type-alias',
  variable: 'variable',
  namespace: 'page',
};

const recordKind = (name: string, kind: string): RecordKind => {
  const first = KINDS[kind.split('+')[0]] ?? 'page';
  return first === 'function' && /^use[A-Z]/.test(name) ? 'hook' : first;
};

export interface RemovedRecordsInput {
  history: SectionHistory;
  section: {id: string; label: string; version: string};
  /** URL of the section's Changes page (`/powersync-js/web-sdk/changes`). */
  changesUrl: string;
  /** Facets every record of the build carries (the modal filters on them). */
  language: string;
  docusaurusTag: string;
}

export {replacementOf};

export function removedSymbolRecords(input: RemovedRecordsInput): SearchRecord[] {
  const {history, section, changesUrl} = input;
  const sdkName = shortName(history.packageName);
  return history.removedBy(section.version).flatMap((removed, index) => {
    const anchor = releaseAnchor(removed.removedIn);
    const replacement = replacementOf(removed.deprecated);
    const via = removed.fromVersion ? ` (${removed.from} ${removed.fromVersion})` : '';
    const note = removed.deprecated ? ` ${collapseWhitespace(plainDocText(removed.deprecated))}` : '';
    const base = {
      url_without_anchor: changesUrl,
      anchor,
      url: recordUrl(changesUrl, anchor),
      hierarchy: {
        ...emptyHierarchy(),
        lvl0: section.label,
        // The hit's title says where it went: the release, and the replacement when one is named.
        lvl1: removed.name + removedMark(`${sdkName} ${removed.removedIn}${replacement ? `; use ${replacement}` : ''}`),
      },
      kind: recordKind(removed.name, removed.kind),
      sdk: section.id,
      language: input.language,
      docusaurus_tag: input.docusaurusTag,
    };
    // Several symbols leave in one release: the id names the symbol, not only the anchor.
    const id = `${changesUrl}#${anchor}~removed~${removed.name}`;
    return [
      {...base, objectID: id, type: 'lvl1' as const, content: null, position: 2 * index},
      {
        ...base,
        objectID: `${id}~content`,
        type: 'content' as const,
        content: truncateText(
          `Removed in ${history.packageName} ${removed.removedIn}${via}.${note}`,
          DEFAULT_MAX_CONTENT_LENGTH,
        ),
        position: 2 * index + 1,
      },
    ];
  });
}

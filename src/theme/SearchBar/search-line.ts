/**
 * Which release line the navbar's search answers from (pure). Every page searches its own
 * build's line, but the not-found page: the host serves the default line's root 404.html for a
 * missing path under any line, and once that page has read the path it shows the path's line
 * (src/theme/ReleaseLines/shown-line.ts). Its search must then be that line's too: the line's
 * own index and sections, a search page link into that line, and, since that line is another
 * app, a full page load for every link into it.
 */
import type {ShownLine} from '../ReleaseLines/shown-line';
import type {Section} from '../../search/query-syntax';
import {LINE_FACET} from '../../search/facet-names';

export interface SearchLine {
  /** The line's base path, with trailing slash: where its `search-index.json` and search page are. */
  path: string;
  sections: readonly Section[];
  /** The line's id (the hosted index's `line` facet); null for a site with one line. */
  line: string | null;
  /** Another build's line than this app's: links into it load the page, not a route of this app. */
  foreign: boolean;
}

export function searchLineOf(
  own: {path: string; sections: readonly Section[]; line: string | null},
  shown: ShownLine | null,
): SearchLine {
  if (!shown || shown.info.path === own.path) return {...own, foreign: false};
  return {
    path: shown.info.path,
    // Until the page has the line's map, its sections are not known: none rather than this build's.
    sections: shown.sections ?? [],
    line: shown.info.id,
    foreign: true,
  };
}

/**
 * The configured facet filters with this build's `line:` filter (hosted search: every line's
 * records share one index) replaced by the searched line's.
 */
export function withLineFacet<T>(filters: readonly T[], own: string | null, searched: string | null): T[] {
  if (!own || !searched || own === searched) return [...filters];
  const ownFilter = `${LINE_FACET}:${own}`;
  return filters.map((filter) => (filter === ownFilter ? (`${LINE_FACET}:${searched}` as T) : filter));
}

/** The line's search page for a query, as the theme's own link (`{base}{searchPagePath}?q=`). */
export const searchPageOf = (linePath: string, searchPagePath: string, query: string) =>
  `${linePath}${searchPagePath}?q=${encodeURIComponent(query)}`;

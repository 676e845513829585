/**
 * The facet and URL parameter names the navbar's search box reads (src/search/section-context.ts,
 * src/theme/SearchBar/search-line.ts). No imports: the box is in every page's main bundle, and
 * the request helpers of section-filter.ts, which export these too, load with the modal and the
 * search page only.
 */

/** The search page's section parameter (`?sdk=web-sdk`), and the facet that holds a record's section. */
export const SECTION_PARAM = 'sdk';

/** The facet that holds a record's release line (hosted index: every line's records in one index). */
export const LINE_FACET = 'line';

/** The embedded search index, written at the root of build/ by the search plugin. */
export const SEARCH_INDEX_FILE = 'search-index.json';
/** Global data key of the search plugin (read by the SearchBar). */
export const SEARCH_PLUGIN_NAME = 'powersync-search';
/** Each page's search records between builds (records-cache.ts), under the site's folder. */
export const RECORDS_CACHE_DIR = '.cache/search';

/** The embedded search index, written at the root of build/ by the search plugin. */
export const SEARCH_INDEX_FILE = 'search-index.json';
/** Global data key of the search plugin (read by the SearchBar). */
export const SEARCH_PLUGIN_NAME = 'powersync-search';
/** Each page's search records between builds (records-cache.ts), under the site's folder. */
export const RECORDS_CACHE_DIR = '.cache/search';
/** The search backend the browser uses (src/search/search-config.ts), at the root of each line's build. */
export const SEARCH_CONFIG_FILE = 'search-config.json';
/** A hanging index request ends in the error screen after this long instead of a spinner forever. */
export const INDEX_TIMEOUT_MS = 8000;

/**
 * One release line's built site as the MCP server reads it: the agents index, the search index,
 * the line map and the Markdown twins, read through ./site-files.ts (a folder, or a published
 * site fetched on first use). The tools take the site they answer from.
 */
import type {AgentsIndex} from '../agents/agents-index';
import {AGENTS_INDEX_FILE, twinFile} from '../agents/urls';
import {SearchEngine} from '../search/engine';
import {LINE_MAP_FILE, type LineMap} from '../lines/line-map';
import {DataFormatError, readAgentsIndexFile, readJsonFile, type SiteFiles} from './site-files';

/** The serialised search index the site's search box loads (src/plugins/search). */
export const SEARCH_INDEX_FILE = 'search-index.json';

export interface BuiltSite {
  index: AgentsIndex;
  /** The site's search engine, or undefined for a build without the embedded index (hosted search). */
  search(): SearchEngine | undefined;
  /** The Markdown twin of a route (`/web-sdk/classes/Table`). */
  readTwin(route: string): string;
  /** The line's map (src/lines/line-map.ts), as the not-found page reads it, or undefined when not built. */
  lineMap(): LineMap | undefined;
  /** The error for a field of the agents index this server reads that the site was built without (`declarations`). */
  builtWithout(field: string, tool: string): DataFormatError;
}

export class SiteMissingError extends Error {}

/** The line whose files are under `prefix` of the site (`''` for the default line, `v2/` for another). */
export function openBuiltSite(files: SiteFiles, prefix = ''): BuiltSite {
  const index = readAgentsIndexFile(files, `${prefix}${AGENTS_INDEX_FILE}`);
  if (!index) {
    throw new SiteMissingError(
      `${files.where}: ${prefix}${AGENTS_INDEX_FILE} is missing: build the site first (npm run build)`,
    );
  }
  let engine: SearchEngine | undefined | null = null;
  let map: LineMap | undefined | null = null;
  return {
    index,
    search() {
      if (engine === null) {
        const serialized = readJsonFile<unknown>(files, `${prefix}${SEARCH_INDEX_FILE}`);
        engine = serialized === undefined ? undefined : SearchEngine.fromSerialized(serialized);
      }
      return engine;
    },
    lineMap() {
      if (map === null) map = readJsonFile<LineMap>(files, `${prefix}${LINE_MAP_FILE}`);
      return map;
    },
    builtWithout(field, tool) {
      return new DataFormatError(
        `${files.where} publishes ${prefix}${AGENTS_INDEX_FILE} without ${field}, which ${tool} reads: the site was ` +
          `built before this server's version. The other tools answer; ${tool} needs the site built again (npm run build).`,
      );
    },
    readTwin(route) {
      const file = `${prefix}${twinFile(route)}`;
      const text = files.read(file);
      if (text === undefined) throw new SiteMissingError(`${files.where}: ${file} is missing`);
      return text;
    },
  };
}

/**
 * The built site as the MCP server reads it: the agents index, the search index and the
 * Markdown twins, all from `build/` (no network). A release line would be another `BuiltSite`
 * over its own folder; the tools take the site they answer from.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readAgentsIndex, type AgentsIndex} from '../agents/agents-index';
import {AGENTS_INDEX_FILE, twinFile} from '../agents/urls';
import {SearchEngine} from '../search/engine';
import {LINE_MAP_FILE, type LineMap} from '../lines/line-map';

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
}

export class SiteMissingError extends Error {}

export function openBuiltSite(buildDir: string): BuiltSite {
  const indexFile = path.join(buildDir, AGENTS_INDEX_FILE);
  if (!fs.existsSync(indexFile)) {
    throw new SiteMissingError(`${indexFile} is missing: build the site first (npm run build)`);
  }
  const index = readAgentsIndex(JSON.parse(fs.readFileSync(indexFile, 'utf8')));
  let engine: SearchEngine | undefined | null = null;
  let map: LineMap | undefined | null = null;
  const twins = new Map<string, string>();
  return {
    index,
    search() {
      if (engine === null) {
        const file = path.join(buildDir, SEARCH_INDEX_FILE);
        engine = fs.existsSync(file)
          ? SearchEngine.fromSerialized(JSON.parse(fs.readFileSync(file, 'utf8')))
          : undefined;
      }
      return engine;
    },
    lineMap() {
      if (map === null) {
        const file = path.join(buildDir, LINE_MAP_FILE);
        map = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LineMap) : undefined;
      }
      return map;
    },
    readTwin(route) {
      let text = twins.get(route);
      if (text === undefined) {
        text = fs.readFileSync(path.join(buildDir, twinFile(route)), 'utf8');
        twins.set(route, text);
      }
      return text;
    },
  };
}

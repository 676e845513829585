/**
 * The release lines the site has (`{siteBase}versions.json`) and each line's map (its routes
 * and symbols, `{line}line-map.json`, src/lines/line-map.ts), fetched once per page view on
 * first need: never on page load, so pages carry nothing of other lines, and a line added later
 * needs no rebuild of this one.
 */
import type {VersionsFile} from '../../lines/versions';
import {LINE_MAP_FILE, type LineMap} from '../../lines/line-map';

let versions: Promise<VersionsFile | null> | undefined;
const maps = new Map<string, Promise<LineMap | null>>();

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The site's lines; null when the file cannot be loaded (the links then name each line's main page). */
export function loadVersions(siteBase: string): Promise<VersionsFile | null> {
  versions ??= fetchJson<VersionsFile>(`${siteBase}versions.json`).then((file) =>
    file && Array.isArray(file.lines) ? file : null,
  );
  return versions;
}

export function loadLineMap(linePath: string): Promise<LineMap | null> {
  let loaded = maps.get(linePath);
  if (!loaded) {
    loaded = fetchJson<LineMap>(`${linePath}${LINE_MAP_FILE}`).then((map) =>
      map && Array.isArray(map.routes) && map.sections ? map : null,
    );
    maps.set(linePath, loaded);
  }
  return loaded;
}

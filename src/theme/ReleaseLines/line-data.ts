/**
 * The release lines the site has (`{siteBase}versions.json`) and each line's routes
 * (`{line}routes.json`), fetched once per page view on first need: never on page load, so
 * pages carry nothing of other lines, and a line added later needs no rebuild of this one.
 */
import type {VersionsFile} from '../../lines/versions';
import {ROUTES_FILE} from '../../plugins/line-routes/routes-file';

let versions: Promise<VersionsFile | null> | undefined;
const routes = new Map<string, Promise<ReadonlySet<string> | null>>();

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

export function loadRoutes(linePath: string): Promise<ReadonlySet<string> | null> {
  let loaded = routes.get(linePath);
  if (!loaded) {
    loaded = fetchJson<string[]>(`${linePath}${ROUTES_FILE}`).then((list) =>
      Array.isArray(list) ? new Set(list) : null,
    );
    routes.set(linePath, loaded);
  }
  return loaded;
}

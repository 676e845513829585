/**
 * The line whose shell (the navbar's release-line dropdown, the announcement bar, the search
 * box: src/theme/SearchBar/search-line.ts) a page shows,
 * when it is not the build's own. Only the not-found page sets it: the host serves the default
 * line's root 404.html for a missing path under any line, so under `v2/` its app is the default
 * line's, and after reading the path it shows the shell of the line the path is under. It is
 * cleared when that page goes, so every other page shows its own line.
 */
import {useSyncExternalStore} from 'react';
import type {ReleaseLineInfo} from '../../lines/versions';
import type {SharedRelease} from '../../lines/announcement';

export interface ShownLine {
  info: ReleaseLineInfo;
  announcement?: SharedRelease;
  /** The line's SDK sections (its map's), once loaded: what the navbar's search narrows to there. */
  sections?: ReadonlyArray<{id: string; label: string}>;
}

let shown: ShownLine | null = null;
const listeners = new Set<() => void>();

export function showLine(line: ShownLine | null): void {
  shown = line;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Null on the server and at hydration (the static HTML is the build's own line's), then what is shown. */
export function useShownLine(): ShownLine | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}

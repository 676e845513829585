/**
 * The release lines as this page links to them: every line of `versions.json` with the href of
 * this page's equivalent there (line-targets.ts: the same symbol, whatever its route there) and
 * what the reader is told when it is not there. Until `load()` (called on the reader's first
 * intent), and in the static HTML, the list is every line this build knew, each linking its
 * main page; then every line of `versions.json`, through their maps.
 */
import React, {useCallback, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistorySelector} from '@docusaurus/theme-common';
import type {ReleaseLineInfo} from '../../lines/versions';
import {lineTarget, routeInLine, validStoredLine, type LineRef} from './line-targets';
import {loadLineMap, loadVersions} from './line-data';
import type {LineMap} from '../../lines/line-map';
import {readStoredLine, storeLine} from './stored-line';
import {useShownLine} from './shown-line';
import {storeLandingNote} from './landing-note';
import {isPlainClick} from '@site/src/components/plain-click';

export interface LinkedLine extends LineRef {
  href: string;
  current: boolean;
  /** When this page is not in that line: what the reader is told, and where the link goes instead. */
  note?: string;
  /** The same, said on the page the link lands on (landing-note.ts). */
  landing?: string;
}

/** This build's line, or the line the not-found page shows the shell of (shown-line.ts). */
export function useReleaseLineInfo(): ReleaseLineInfo | undefined {
  const own = useDocusaurusContext().siteConfig.customFields?.releaseLine as ReleaseLineInfo | undefined;
  const shown = useShownLine();
  return own && shown ? shown.info : own;
}

export function useReleaseLines(info: ReleaseLineInfo) {
  const pathname = useHistorySelector((history) => history.location.pathname);
  const hash = useHistorySelector((history) => history.location.hash);
  const search = useHistorySelector((history) => history.location.search);
  const route = routeInLine(pathname, info.path);
  const [lines, setLines] = useState<readonly LineRef[] | null>(null);
  const [maps, setMaps] = useState<ReadonlyMap<string, LineMap | null>>(new Map());

  const load = useCallback(() => {
    void loadVersions(info.siteBase).then((file) => {
      if (!file) return;
      setLines(file.lines);
      for (const line of file.lines)
        void loadLineMap(line.path).then((map) => setMaps((known) => new Map(known).set(line.id, map)));
    });
  }, [info.siteBase]);

  const targetOf = (line: LineRef, target: LineMap | null | undefined) =>
    lineTarget({route, search, hash, own: maps.get(info.id), target, targetLine: line});
  const shown: readonly LineRef[] = lines ?? info.lines;
  const linked: LinkedLine[] = shown.map((line) => ({
    ...line,
    current: line.id === info.id,
    ...(line.id === info.id ? {href: `${info.path}${route}${search}${hash}`} : targetOf(line, maps.get(line.id))),
  }));
  /**
   * A click before the maps have loaded (a tap with no hover first) waits for them, then goes
   * to the equivalent page rather than the landing page the link names until then. Either way
   * the page it lands on is told why, when this page is not in that line.
   */
  const follow = useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>, target: LineRef) => {
      if (target.id === info.id) return;
      if (maps.has(target.id) && maps.has(info.id)) {
        const known = lineTarget({
          route,
          search,
          hash,
          own: maps.get(info.id),
          target: maps.get(target.id),
          targetLine: target,
        });
        storeLandingNote(known.href, known.landing);
        return;
      }
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void Promise.all([loadLineMap(info.path), loadLineMap(target.path)]).then(([own, map]) => {
        const found = lineTarget({route, search, hash, own, target: map, targetLine: target});
        storeLandingNote(found.href, found.landing);
        window.location.assign(found.href);
      });
    },
    [info.id, info.path, maps, route, search, hash],
  );
  return {lines: linked, load, follow, route, hash};
}

/**
 * The line the reader chose last, when it is not this page's line and still exists; a stored
 * line that no longer exists is discarded. Reads `versions.json` only when such a choice is stored.
 */
export function useRememberedLine(info: ReleaseLineInfo | undefined): LineRef | null {
  const [remembered, setRemembered] = useState<LineRef | null>(null);
  useEffect(() => {
    const stored = readStoredLine();
    if (!info || !stored || stored === info.id) return;
    void loadVersions(info.siteBase).then((file) => {
      if (!file) return;
      const valid = validStoredLine(stored, file.lines);
      if (!valid) storeLine(null);
      setRemembered(file.lines.find((line) => line.id === valid) ?? null);
    });
  }, [info]);
  return remembered;
}

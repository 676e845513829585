/**
 * The release lines as this page links to them: every line of `versions.json` with the href of
 * this page's equivalent there. Until `load()` (called on the reader's first intent) the list
 * is the page's own line and the newest, linking the newest's main page; then every line, checked
 * against its routes.
 */
import React, {useCallback, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistorySelector} from '@docusaurus/theme-common';
import type {ReleaseLineInfo} from '../../lines/versions';
import {equivalentHref, routeInLine, validStoredLine, type LineRef} from './line-targets';
import {loadRoutes, loadVersions} from './line-data';
import {readStoredLine, storeLine} from './stored-line';
import {isPlainClick} from '@site/src/components/plain-click';

export interface LinkedLine extends LineRef {
  href: string;
  current: boolean;
}

export function useReleaseLineInfo(): ReleaseLineInfo | undefined {
  return useDocusaurusContext().siteConfig.customFields?.releaseLine as ReleaseLineInfo | undefined;
}

export function useReleaseLines(info: ReleaseLineInfo) {
  const pathname = useHistorySelector((history) => history.location.pathname);
  const hash = useHistorySelector((history) => history.location.hash);
  const route = routeInLine(pathname, info.path);
  const [lines, setLines] = useState<readonly LineRef[] | null>(null);
  const [routes, setRoutes] = useState<ReadonlyMap<string, ReadonlySet<string>>>(new Map());

  const load = useCallback(() => {
    void loadVersions(info.siteBase).then((file) => {
      if (!file) return;
      setLines(file.lines);
      for (const line of file.lines) {
        if (line.id === info.id) continue;
        void loadRoutes(line.path).then((set) => set && setRoutes((known) => new Map(known).set(line.id, set)));
      }
    });
  }, [info.siteBase, info.id]);

  const shown: readonly LineRef[] = lines ?? (info.id === info.newest.id ? [info] : [info, info.newest]);
  const linked: LinkedLine[] = shown.map((line) => ({
    ...line,
    current: line.id === info.id,
    href: line.id === info.id ? `${info.path}${route}${hash}` : equivalentHref(route, hash, line, routes.get(line.id)),
  }));
  /**
   * A click before the target's routes have loaded (a tap with no hover first) waits for them,
   * then goes to the equivalent page rather than the main page the link names until then.
   */
  const follow = useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>, target: LineRef) => {
      if (target.id === info.id || routes.has(target.id)) return;
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void loadRoutes(target.path).then((set) => {
        window.location.assign(equivalentHref(route, hash, target, set ?? undefined));
      });
    },
    [info.id, routes, route, hash],
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

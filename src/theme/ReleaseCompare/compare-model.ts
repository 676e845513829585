/**
 * The compare form's logic (pure): which two releases the URL asks for, the URL that asks for
 * them, and a diff grouped the way the Changes page lists it.
 */
import type {Change} from '../../history/events';
import {CHANGE_GROUPS, type ChangeKind, type ChangesPageData} from '../../history/changes-page-data';
import {compareVersions} from '../../history/versions';
import {defaultPair, type Pair} from './served-pair';

export {CHANGES_FRONT_MATTER_KEY, type ChangesPageData} from '../../history/changes-page-data';
export {defaultPair, searchNamesPair, type Pair} from './served-pair';

/**
 * The pair a URL asks for: `?from=1.30.0&to=1.31.0`; without `to`, the newest release. A
 * release the package never had is a problem the reader is told of (with the releases there
 * are), never quietly another pair.
 */
export function pairFromSearch(search: string, page: ChangesPageData): {pair: Pair; problems: string[]} {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to') ?? (from !== null ? page.releases[0] : null);
  if (from === null && to === null) return {pair: defaultPair(page), problems: []};
  const problems = [
    ['from', from],
    ['to', to],
  ].flatMap(([which, version]) =>
    version !== null && page.releases.includes(version)
      ? []
      : [`"${version ?? ''}" (${which}) is not a release of ${page.packageName}`],
  );
  return problems.length > 0 ? {pair: defaultPair(page), problems} : {pair: {from: from!, to: to!}, problems: []};
}

/**
 * The pair in upgrade order, older release first, and the pair as asked when it was the other
 * way round. A diff or guide always reads from older to newer: shown as asked, a downgrade's
 * removals would read as "Added".
 */
export function orderedPair(asked: Pair): {pair: Pair; reversed?: Pair} {
  return compareVersions(asked.from, asked.to) > 0
    ? {pair: {from: asked.to, to: asked.from}, reversed: asked}
    : {pair: asked};
}

/** The visible note above a comparison of a pair asked for newer first. */
export const reversedNote = (packageName: string, asked: Pair) =>
  `Showing ${asked.to} → ${asked.from}: the pair was reversed. Going from ${packageName} ${asked.from} to ${asked.to} is a downgrade, which undoes the changes below (what they list as added, the downgrade removes).`;

/** `?view=guide`: the pair's upgrade guide (src/history/upgrade-guide.ts) instead of its diff. */
export const VIEW_PARAM = 'view';
export const GUIDE_VIEW = 'guide';
export type View = 'diff' | 'guide';

export const viewFromSearch = (search: string): View =>
  new URLSearchParams(search).get(VIEW_PARAM) === GUIDE_VIEW ? 'guide' : 'diff';

export const searchOfPair = ({from, to}: Pair, view: View = 'diff') =>
  `?${new URLSearchParams({from, to, ...(view === 'guide' ? {[VIEW_PARAM]: GUIDE_VIEW} : {})}).toString()}`;

export function groupChanges(changes: Change[]): {kind: ChangeKind; title: string; changes: Change[]}[] {
  return CHANGE_GROUPS.map(([kind, title]) => ({
    kind,
    title,
    changes: changes.filter((change) => change.kind === kind),
  })).filter((group) => group.changes.length > 0);
}

export const changeLabel = (change: Change) => (change.member ? `${change.name}.${change.member}` : change.name);

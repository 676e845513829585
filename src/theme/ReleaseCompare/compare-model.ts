/**
 * The compare form's logic (pure): which two releases the URL asks for, the URL that asks for
 * them, and a diff grouped the way the Changes page lists it.
 */
import type {Change} from '../../history/events';
import {CHANGE_GROUPS, type ChangeKind, type ChangesPageData} from '../../history/changes-page-data';

// Only modules without imports: this one is in the theme chunk every doc page loads.
export {CHANGES_FRONT_MATTER_KEY, type ChangesPageData} from '../../history/changes-page-data';

export interface Pair {
  from: string;
  to: string;
}

/** `?from=1.30.0&to=1.31.0` when both are releases; else the documented release and the one before it. */
export function pairFromSearch(search: string, page: ChangesPageData): Pair {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && page.releases.includes(from) && page.releases.includes(to)) return {from, to};
  const at = Math.max(0, page.releases.indexOf(page.documented));
  return {from: page.releases[Math.min(at + 1, page.releases.length - 1)], to: page.releases[at]};
}

export const searchOfPair = ({from, to}: Pair) => `?${new URLSearchParams({from, to}).toString()}`;

/** Whether the URL names a pair (then the comparison runs on load). */
export const searchNamesPair = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('from') && params.has('to');
};

export function groupChanges(changes: Change[]): {kind: ChangeKind; title: string; changes: Change[]}[] {
  return CHANGE_GROUPS.map(([kind, title]) => ({
    kind,
    title,
    changes: changes.filter((change) => change.kind === kind),
  })).filter((group) => group.changes.length > 0);
}

export const changeLabel = (change: Change) => (change.member ? `${change.name}.${change.member}` : change.name);

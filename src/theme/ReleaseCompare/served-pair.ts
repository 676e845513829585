/**
 * What the Changes page's served form needs (index.tsx): the pair it starts with, and whether
 * the URL asks for one. Apart from compare-model.ts, whose diff grouping and version order only
 * the live form uses: index.tsx is in the theme chunk every doc page loads, the form in a chunk
 * of its own.
 */
import type {ChangesPageData} from '../../history/changes-page-data';

export interface Pair {
  from: string;
  to: string;
}

/** The pair the form starts with: the documented release and the one before it. */
export function defaultPair(page: ChangesPageData): Pair {
  const at = Math.max(0, page.releases.indexOf(page.documented));
  return {from: page.releases[Math.min(at + 1, page.releases.length - 1)], to: page.releases[at]};
}

/** Whether the URL asks for a comparison (then it runs on load): a `from`, with or without `to`. */
export const searchNamesPair = (search: string) => new URLSearchParams(search).has('from');

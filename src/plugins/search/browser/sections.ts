/**
 * The SDK sections the search can be narrowed to, from the search plugin's global data
 * (the manifest, at build time). A module, not a hook: the search page's client reads it.
 */
import globalData from '@generated/globalData';
import {SEARCH_PLUGIN_NAME} from '../constants';
import type {SearchGlobalData} from '../index';

export function searchSections(): string[] {
  return searchSectionLabels().map((s) => s.id);
}

/** The sections with their labels (for `sdk:` operators and their chips). */
export function searchSectionLabels(): SearchGlobalData['sections'] {
  return searchData()?.sections ?? [];
}

const searchData = (): SearchGlobalData | undefined =>
  (globalData as Record<string, Record<string, SearchGlobalData>>)[SEARCH_PLUGIN_NAME]?.default;

/** The release line of this build, when the site has several (the hosted index holds them all). */
export function searchLine(): string | null {
  return searchData()?.line ?? null;
}

/**
 * Contextual search: the SDK section a reader is in, from the page's route
 * (`{base}/{sdk}/…`), and how the search page learns it (`?from=` on the modal's "See all
 * results" link). Pure; the modal and the search page read the route and the URL.
 */
import {SECTION_PARAM} from './facet-names';

export {SECTION_PARAM};

/** The search page's parameter naming the section the search was opened from. */
export const FROM_PARAM = 'from';

/** The section whose pages `pathname` is under, or null (landing page, search page, other). */
export function sectionOfPath(pathname: string, baseUrl: string, sections: readonly string[]): string | null {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!pathname.startsWith(base)) return null;
  const first = pathname
    .slice(base.length)
    .split('/')[0]
    .replace(/\.html$/, '');
  return sections.includes(first) ? first : null;
}

/** Algolia optionalFilters that rank the section's hits first; none outside a section. */
export function sectionOptionalFilters(section: string | null): string[] {
  return section ? [`${SECTION_PARAM}:${section}`] : [];
}

/** A search page link (`/search?q=…`) that also says which section it was opened from. */
export function withFromSection(link: string, section: string | null): string {
  if (!section) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${FROM_PARAM}=${encodeURIComponent(section)}`;
}

/** The section named by `?from=`, when known. */
export function fromSection(search: string, sections: readonly string[]): string | null {
  const from = new URLSearchParams(search).get(FROM_PARAM);
  return from && sections.includes(from) ? from : null;
}

/**
 * The section the search page offers as a one-click filter: the one named by `?from=`, when
 * known and not already the filter.
 */
export function offeredSection(search: string, sections: readonly string[]): string | null {
  const from = fromSection(search, sections);
  return from && new URLSearchParams(search).get(SECTION_PARAM) !== from ? from : null;
}

/**
 * What a line switch tells the page it lands on (line-targets.ts `landing`): "TableV2 is not in
 * this line; Table replaces it". Kept in session storage, under the landing page's path and
 * query, not in the URL: it explains this reader's step from another line, so it stays on a
 * reload of that page in this tab and goes when they move on, while the address they copy or
 * share is the page's own, which says nothing false to someone who never was on TableV2's page
 * (and keeps the URL clean of a parameter every page would have to carry on). A storage that
 * throws only loses the note.
 */
export const LANDING_NOTE_KEY = 'powersync-api.line-switch-note';

export interface LandingNote {
  /** Path and query of the page the switch went to (its hash left out: the page is the same). */
  page: string;
  text: string;
}

/** The page part of an href or location: path and query, without the hash. */
export const pageOf = (href: string) => href.split('#')[0];

export function storeLandingNote(href: string, text: string | undefined): void {
  try {
    if (text) window.sessionStorage.setItem(LANDING_NOTE_KEY, JSON.stringify({page: pageOf(href), text}));
    else window.sessionStorage.removeItem(LANDING_NOTE_KEY);
  } catch {
    // Harmless: the landing page just does not say why.
  }
}

/** The note for the page at `page` (path and query), if the last switch landed there. */
export function readLandingNote(page: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(LANDING_NOTE_KEY);
    const note = raw ? (JSON.parse(raw) as Partial<LandingNote>) : null;
    return note?.page === page && typeof note.text === 'string' ? note.text : null;
  } catch {
    return null;
  }
}

/** Once the reader is on another page, the note of the page the switch landed on is dropped. */
export function dropLandingNoteUnless(page: string): void {
  try {
    if (readLandingNote(page) === null) window.sessionStorage.removeItem(LANDING_NOTE_KEY);
  } catch {
    // Nothing to drop.
  }
}

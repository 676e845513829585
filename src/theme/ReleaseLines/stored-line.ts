/** The release line the reader chose last, in local storage (a failing storage remembers nothing). */
export const RELEASE_LINE_KEY = 'powersync-api.release-line';

export function readStoredLine(): string | null {
  try {
    return window.localStorage.getItem(RELEASE_LINE_KEY);
  } catch {
    return null;
  }
}

export function storeLine(id: string | null): void {
  try {
    if (id === null) window.localStorage.removeItem(RELEASE_LINE_KEY);
    else window.localStorage.setItem(RELEASE_LINE_KEY, id);
  } catch {
    // Harmless: the choice is just not remembered.
  }
}

/**
 * Client module: browser storage that throws (privacy settings, a full quota, storage
 * switched off) must never show the reader anything or fill the console with errors.
 * Docusaurus treats storage it cannot *reach* as empty, with one console warning, and
 * DocSearch then keeps recent searches in memory; but when `getItem`/`setItem` throw on a
 * reachable storage, Docusaurus logs a console error on every call. So storage is probed
 * once at start-up, and storage that fails the probe is made unreachable: one warning,
 * nothing remembered, nothing shown (site-spec.md §7, browser storage).
 */
const PROBE_KEY = '__storage_probe__';

/** True when a value can be written, read back and removed. */
export function storageWorks(storage: Storage): boolean {
  try {
    storage.setItem(PROBE_KEY, PROBE_KEY);
    const readBack = storage.getItem(PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return readBack === PROBE_KEY;
  } catch {
    return false;
  }
}

export function guardLocalStorage(win: Window): void {
  let storage: Storage;
  try {
    storage = win.localStorage;
  } catch {
    return; // already unreachable: Docusaurus and DocSearch handle that quietly
  }
  if (storageWorks(storage)) return;
  Object.defineProperty(win, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('localStorage failed a write/read probe and is treated as unavailable', 'SecurityError');
    },
  });
}

if (typeof window !== 'undefined') guardLocalStorage(window);

import {useCallback, useEffect, useState} from 'react';

/** Local-storage key of the last SDK chosen in the switcher. */
export const PREFERRED_SDK_KEY = 'powersync-api.preferred-sdk';

/** Storage may be unavailable (privacy modes, quotas): a failure just means "nothing remembered". */
function read(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_SDK_KEY);
  } catch {
    return null;
  }
}

function write(sdk: string): void {
  try {
    window.localStorage.setItem(PREFERRED_SDK_KEY, sdk);
  } catch {
    // Harmless: the choice is just not remembered.
  }
}

/** The remembered SDK (null until read on the client, or when none/unknown) and a setter that remembers. */
export function usePreferredSdk(known: readonly string[]): [string | null, (sdk: string) => void] {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    const stored = read();
    // A stored id that is no longer a section is discarded, like a stale preferred docs version.
    setPreferred(stored && known.includes(stored) ? stored : null);
  }, [known]);
  const choose = useCallback((sdk: string) => {
    write(sdk);
    setPreferred(sdk);
  }, []);
  return [preferred, choose];
}

/**
 * The section's history file, fetched once per page view and shared: a Changes page whose URL
 * names a pair starts the fetch while the page is still hydrating (index.tsx), and the compare
 * form reads the same promise when it mounts. A failed fetch is not kept, so a retry fetches again.
 */
const loads = new Map<string, Promise<unknown>>();

export function fetchHistory(url: string): Promise<unknown> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

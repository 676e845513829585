/**
 * Reads the family's packuments: one request per package, in parallel, each with a time limit.
 * A failure names the package and what went wrong (unreachable, timeout, HTTP status, bad JSON).
 */
import {parsePackument, type FamilyPackument} from './packument';

/** Long enough for a packument of a few MB on a slow link; a registry that hangs still ends the run. */
export const PACKUMENT_TIMEOUT_MS = 30_000;

export const packumentUrl = (registry: string, name: string) =>
  `${registry.replace(/\/?$/, '/')}${name.replace('/', '%2f')}`;

async function readPackument(registry: string, name: string, timeoutMs: number): Promise<FamilyPackument> {
  const url = packumentUrl(registry, name);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      // The full document: the abbreviated one has no `deprecated` on older registries.
      headers: {accept: 'application/json'},
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new Error(
      `${name}: registry ${timedOut ? `did not answer within ${timeoutMs / 1000} s` : `unreachable (${(error as Error).cause ?? (error as Error).message})`} at ${url}`,
      {cause: error},
    );
  }
  if (response.status === 404) throw new Error(`${name}: not in the registry (HTTP 404 from ${url})`);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} from ${url}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`${name}: malformed registry metadata (not JSON) from ${url}`);
  }
  return parsePackument(name, json);
}

/** Rejects with every package's failure, one a line. */
export async function readPackuments(
  registry: string,
  names: string[],
  timeoutMs = PACKUMENT_TIMEOUT_MS,
): Promise<Map<string, FamilyPackument>> {
  const results = await Promise.allSettled(names.map((name) => readPackument(registry, name, timeoutMs)));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  if (failures.length > 0) throw new Error(failures.join('\n'));
  return new Map(results.map((r) => (r as PromiseFulfilledResult<FamilyPackument>).value).map((p) => [p.name, p]));
}

/**
 * The one way the MCP server reads the site it answers from (a built folder, or a published site
 * by URL), and the one place that knows the data's formats: a format change of what the site
 * publishes touches this module only.
 *
 * The tools are synchronous functions over the data (./tools.ts). A published site is read
 * lazily instead: `read` of a file not yet here throws FileNotLoaded, and `readThrough` loads
 * that file and runs the tool again, until it has all it needs. A tool thus fetches only what
 * its answer reads (one twin for get_symbol, never the whole site), and no tool knows about HTTP.
 *
 * A remote site's files are kept in a disk cache per site, each with its ETag and a SHA-256 of
 * its body: the first read of a file in a process asks the site with If-None-Match (a 304
 * costs no body); a body that no longer matches its hash is refetched; when the site cannot be
 * answered, the cached copy answers and the answer says how old it is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {AGENTS_INDEX_FORMAT, readAgentsIndex, type AgentsIndex} from '../agents/agents-index';
import {HISTORY_FORMAT, type HistoryData} from '../history/model';

/** A file of the site a tool needs and this process has not read yet (remote sites only). */
/** Errors of a request sent on a pooled connection the server had closed (undici, Node). */
const STALE_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
const causeCode = (error: unknown) => (error as {cause?: {code?: string}}).cause?.code;

export class FileNotLoaded extends Error {
  constructor(readonly file: string) {
    super(`${file} is not loaded`);
  }
}

/** The site could not be read and the cache has no copy: the message says which file and why. */
export class SiteUnavailableError extends Error {}

/** The site publishes data in a format this server does not read. */
export class DataFormatError extends Error {}

export interface SiteFiles {
  /** The site as messages name it (a URL or a folder). */
  readonly where: string;
  /** A file's text by its path from the site root (`v2/agents-index.json`); undefined when the site has none. */
  read(file: string): string | undefined;
  /** Brings a file `read` threw FileNotLoaded for (a remote site only). */
  load?(file: string): Promise<void>;
  /** What the answers since the last call should say about their data (a stale cache), once. */
  takeNotes?(): string[];
  /** What to tell a reader of a format this server does not read. */
  readonly formatAdvice: string;
}

/** Loads one file and runs the tool again at most this many times for one answer. */
const MAX_LOADS = 64;

/** Runs `run` until it has read every file it needs (see the module comment). */
export async function readThrough<T>(files: SiteFiles, run: () => T): Promise<T> {
  for (let loads = 0; ; loads++) {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof FileNotLoaded) || !files.load || loads >= MAX_LOADS) throw error;
      await files.load(error.file);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Formats: what this server reads, checked once where each file is parsed.

function parseJson(files: SiteFiles, file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataFormatError(`${files.where}: ${file} is not JSON (${(error as Error).message}).`);
  }
}

function formatError(files: SiteFiles, file: string, found: unknown, expected: unknown): DataFormatError {
  return new DataFormatError(
    `${files.where} publishes ${file} in format ${JSON.stringify(found ?? null)}; this server reads format ` +
      `${JSON.stringify(expected)}. ${files.formatAdvice}`,
  );
}

/** A line's agents index (src/agents/agents-index.ts), or undefined when the site has none. */
export function readAgentsIndexFile(files: SiteFiles, file: string): AgentsIndex | undefined {
  const text = files.read(file);
  if (text === undefined) return undefined;
  const value = parseJson(files, file, text) as {format?: unknown} | null;
  if (value?.format !== AGENTS_INDEX_FORMAT) throw formatError(files, file, value?.format, AGENTS_INDEX_FORMAT);
  return readAgentsIndex(value);
}

/** A section's API history (`{sdk}/api-history.json`, src/plugins/history), or undefined when absent. */
export function readHistoryData(files: SiteFiles, file: string): HistoryData | undefined {
  const text = files.read(file);
  if (text === undefined) return undefined;
  const value = parseJson(files, file, text) as HistoryData | null;
  if (value?.format !== HISTORY_FORMAT) throw formatError(files, file, value?.format, HISTORY_FORMAT);
  return value;
}

/** Any other JSON file of the site (versions.json, search-index.json, line-map.json). */
export function readJsonFile<T>(files: SiteFiles, file: string): T | undefined {
  const text = files.read(file);
  return text === undefined ? undefined : (parseJson(files, file, text) as T);
}

// ---------------------------------------------------------------------------------------------
// A built folder (`npm run mcp`, `--site build/`): read as it is, no cache.

export function folderFiles(dir: string): SiteFiles {
  return {
    where: dir,
    formatAdvice: 'Rebuild the site with this version of the repository (npm run build).',
    read(file) {
      const full = path.join(dir, file);
      return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A published site: fetched on first use, kept in a disk cache.

export interface RemoteOptions {
  /** The site's root, where versions.json is (`https://powersync-ja.github.io/powersync-js/`). */
  site: string;
  /** The cache of every site; this site's files go into a folder of their own. */
  cacheDir: string;
  /** What to tell a reader of a format this server does not read (update the package). */
  formatAdvice: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** A request that has not answered by then counts as the site unreachable. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** What the cache keeps beside a file's body. */
interface CacheMeta {
  url: string;
  etag?: string;
  sha256: string;
  /** When the site last said this body is current (a 200 or a 304), in ms since the epoch. */
  validatedAt: number;
}

/** Where one site's files are cached: a folder named after its URL, readable and unique. */
export function siteCacheDir(cacheDir: string, site: string): string {
  const url = new URL(site);
  const readable = `${url.host}${url.pathname}`.replace(/[^a-zA-Z0-9.-]+/g, '_').replace(/_+$/, '');
  const hash = crypto.createHash('sha256').update(url.href).digest('hex').slice(0, 8);
  return path.join(cacheDir, `${readable}-${hash}`);
}

/** The cache folder of the package when none is given: the platform's user cache. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.XDG_CACHE_HOME) return path.join(env.XDG_CACHE_HOME, 'powersync-js-reference-mcp');
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Caches', 'powersync-js-reference-mcp');
  if (process.platform === 'win32' && env.LOCALAPPDATA)
    return path.join(env.LOCALAPPDATA, 'powersync-js-reference-mcp', 'cache');
  return path.join(os.homedir(), '.cache', 'powersync-js-reference-mcp');
}

const sha256 = (body: string) => crypto.createHash('sha256').update(body).digest('hex');

/** "3 minutes", "2 hours", "5 days": how old cached data is. */
export function ageText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}

export interface RemoteSiteFiles extends SiteFiles {
  load(file: string): Promise<void>;
  takeNotes(): string[];
  /** Bytes of bodies received from the site in this process (not 304s, not the cache). */
  readonly bytesFetched: number;
}

export function remoteFiles(options: RemoteOptions): RemoteSiteFiles {
  const root = options.site.endsWith('/') ? options.site : `${options.site}/`;
  const dir = siteCacheDir(options.cacheDir, root);
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  /** Read in this process: a body, or null for a file the site does not have. */
  const loaded = new Map<string, string | null>();
  let notes: string[] = [];
  let bytesFetched = 0;

  const bodyPath = (file: string) => path.join(dir, 'files', file);
  const metaPath = (file: string) => `${bodyPath(file)}.meta.json`;

  /** The cached copy, or undefined when there is none or it is damaged (then it is removed). */
  function cached(file: string): {body: string; meta: CacheMeta} | undefined {
    let meta: CacheMeta;
    let body: string;
    try {
      meta = JSON.parse(fs.readFileSync(metaPath(file), 'utf8')) as CacheMeta;
      body = fs.readFileSync(bodyPath(file), 'utf8');
    } catch {
      return undefined;
    }
    if (meta.sha256 === sha256(body)) return {body, meta};
    // A body cut short or edited: never answer from it, fetch it again.
    fs.rmSync(bodyPath(file), {force: true});
    fs.rmSync(metaPath(file), {force: true});
    return undefined;
  }

  /** Writes body then meta, each through a rename: a crash leaves the old pair or a body without meta. */
  function store(file: string, body: string, meta: CacheMeta): void {
    fs.mkdirSync(path.dirname(bodyPath(file)), {recursive: true});
    for (const [target, text] of [
      [bodyPath(file), body],
      [metaPath(file), JSON.stringify(meta)],
    ]) {
      const temp = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temp, text);
      fs.renameSync(temp, target);
    }
  }

  function unreachable(file: string, reason: string, copy: {body: string; meta: CacheMeta} | undefined): void {
    if (!copy)
      throw new SiteUnavailableError(
        `The reference site ${root} could not be read (${reason}), and ${file} is not in the cache ` +
          `(${dir}): try again when the site can be reached.`,
      );
    loaded.set(file, copy.body);
    const at = new Date(copy.meta.validatedAt).toISOString().replace(/\.\d+Z$/, 'Z');
    notes.push(
      `The reference site ${root} could not be read (${reason}): this answer uses its data cached ` +
        `${ageText(now() - copy.meta.validatedAt)} ago (${at}).`,
    );
  }

  return {
    where: root,
    formatAdvice: options.formatAdvice,
    get bytesFetched() {
      return bytesFetched;
    },
    read(file) {
      const body = loaded.get(file);
      if (body === undefined) throw new FileNotLoaded(file);
      return body ?? undefined;
    },
    takeNotes() {
      const out = [...new Set(notes)];
      notes = [];
      return out;
    },
    async load(file) {
      if (loaded.has(file)) return;
      const url = new URL(file, root).href;
      const copy = cached(file);
      const get = () =>
        doFetch(url, {
          headers: copy?.meta.etag ? {'if-none-match': copy.meta.etag} : {},
          signal: AbortSignal.timeout(timeoutMs),
        });
      let response: Response;
      try {
        response = await get().catch((error: unknown) => {
          // A kept-alive connection the server closed as the request went out: the GET is sent
          // once more, on a new connection, as browsers do. Any other failure is the answer.
          if (!STALE_CONNECTION_CODES.has(causeCode(error) ?? '')) throw error;
          return get();
        });
      } catch (error) {
        return unreachable(file, causeCode(error) ?? (error instanceof Error ? error.message : String(error)), copy);
      }
      if (response.status === 304 && copy) {
        await response.body?.cancel();
        store(file, copy.body, {...copy.meta, validatedAt: now()});
        loaded.set(file, copy.body);
        return;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        loaded.set(file, null);
        return;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return unreachable(file, `HTTP ${response.status} for ${url}`, copy);
      }
      let body: string;
      try {
        body = await response.text();
      } catch (error) {
        return unreachable(file, error instanceof Error ? error.message : String(error), copy);
      }
      bytesFetched += Buffer.byteLength(body);
      const etag = response.headers.get('etag') ?? undefined;
      store(file, body, {url, ...(etag ? {etag} : {}), sha256: sha256(body), validatedAt: now()});
      loaded.set(file, body);
    },
  };
}

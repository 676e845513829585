/**
 * What `npm run history` reads from the npm registry: a package's releases (its packument) and
 * the declaration files of one release (its tarball, unpacked in memory).
 */
import zlib from 'node:zlib';

const REGISTRY = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');

export interface PackumentVersion {
  version: string;
  types?: string;
  typings?: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  deprecated?: string;
  dist: {tarball: string};
}

export interface Packument {
  name: string;
  versions: Record<string, PackumentVersion>;
  time: Record<string, string>;
}

async function fetchOk(url: string, what: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      if (response.status < 500 || attempt >= 3) throw new Error(`${what}: HTTP ${response.status} from ${url}`);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function fetchPackument(packageName: string): Promise<Packument> {
  const response = await fetchOk(`${REGISTRY}${packageName.replace('/', '%2f')}`, packageName);
  return (await response.json()) as Packument;
}

/**
 * The registry as one run of `npm run history` reads it: each packument and tarball fetched
 * once, whether a package's own releases or another's dependencies ask for it.
 */
export class CachedRegistry {
  private readonly packuments = new Map<string, Promise<Packument>>();
  private readonly tarballs = new Map<string, Promise<Map<string, string>>>();

  packument(name: string): Promise<Packument> {
    return once(this.packuments, name, () => fetchPackument(name));
  }

  declarations(version: PackumentVersion, name: string): Promise<Map<string, string>> {
    return once(this.tarballs, `${name}@${version.version}`, () => fetchDeclarations(version, name));
  }
}

/** The promise `fetch` made the first time `key` was asked for. */
function once<T>(cache: Map<string, Promise<T>>, key: string, fetch: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) cache.set(key, (found = fetch()));
  return found;
}

/** The tarball's `.d.ts`, `.d.mts` and `package.json` files, by path inside the package. */
async function fetchDeclarations(version: PackumentVersion, packageName: string): Promise<Map<string, string>> {
  const response = await fetchOk(version.dist.tarball, `${packageName}@${version.version}`);
  return declarationFiles(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())));
}

const KEEP = /(\.d\.ts|\.d\.mts|\.d\.cts|(^|\/)package\.json)$/;

/** Reads a tar archive (ustar, with pax long names); the package's own folder prefix is dropped. */
export function declarationFiles(tar: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    const body = tar.subarray(offset + 512, offset + 512 + size);
    if (type === 'x') longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
    else if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if ((type === '0' || type === '' || type === '\0') && KEEP.test(name)) {
      files.set(name.replace(/^[^/]+\//, ''), body.toString('utf8'));
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** The file the release names as its types (`types`, `typings`, or the `.` export's `types`). */
export function typesEntry(version: PackumentVersion, files: Map<string, string>): string | undefined {
  const fromExports = exportTypes(version.exports);
  const candidates = [version.types, version.typings, fromExports, 'lib/index.d.ts', 'dist/index.d.ts', 'index.d.ts'];
  return candidates
    .filter((candidate): candidate is string => typeof candidate === 'string')
    .map((candidate) => candidate.replace(/^\.\//, ''))
    .map((candidate) => (candidate.endsWith('.d.ts') || candidate.endsWith('.d.mts') ? candidate : `${candidate}.d.ts`))
    .find((candidate) => files.has(candidate));
}

function exportTypes(exports: unknown): string | undefined {
  if (!exports || typeof exports !== 'object') return undefined;
  const root = (exports as Record<string, unknown>)['.'] ?? exports;
  const walk = (node: unknown): string | undefined => {
    if (typeof node !== 'object' || !node) return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.types === 'string') return record.types;
    for (const key of ['import', 'default', 'browser', 'node']) {
      const found = walk(record[key]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(root);
}

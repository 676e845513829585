/**
 * What a project's lockfile says it installed (pure): npm's package-lock.json (lockfile v1, v2
 * and v3), pnpm-lock.yaml (v5 to v9), and yarn.lock (classic v1 and berry). Only what
 * resolve_release needs: the version of each package the project's root resolves, and which
 * version of a dependency one of those packages resolves in turn (web 2.3.1 → common 2.2.1).
 * Text in, answers out; a text that is none of these is a LockfileError saying what was expected.
 */
import {parse as parseYaml} from 'yaml';

export type LockFormat = 'npm' | 'pnpm' | 'yarn-classic' | 'yarn-berry';

export interface LockfileReading {
  format: LockFormat;
  /** The version of a package as the project's root resolves it. */
  rootVersion(name: string): string | undefined;
  /** Every package name the lockfile installs anywhere (to list what it has). */
  names(): string[];
  /** The version of `dependency` that `dependent`, as the root resolves it, resolves in turn. */
  resolvedBy(dependent: string, dependency: string): string | undefined;
}

export class LockfileError extends Error {}

export const LOCKFILE_EXPECTED =
  'the text of package-lock.json (npm, lockfile v1 to v3), pnpm-lock.yaml or yarn.lock (classic v1 or berry)';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** npm v2/v3: `packages` keyed by install path; a dependency resolves from the nearest node_modules up. */
function npmPackages(packages: Json): LockfileReading {
  const versionAt = (at: string) => {
    const entry = packages[at];
    return isObject(entry) ? str(entry.version) : undefined;
  };
  const lookup = (from: string, name: string) => {
    // `from` is an install path ('' for the root); walk up its node_modules folders.
    let at = from;
    for (;;) {
      const version = versionAt(`${at ? `${at}/` : ''}node_modules/${name}`);
      if (version) return version;
      const up = at.lastIndexOf('/node_modules/');
      if (at === '') return undefined;
      at = up < 0 ? '' : at.slice(0, up);
    }
  };
  return {
    format: 'npm',
    rootVersion: (name) => lookup('', name),
    names: () => [
      ...new Set(
        Object.keys(packages).flatMap((key) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key)?.[1] ?? []),
      ),
    ],
    resolvedBy: (dependent, dependency) =>
      versionAt(`node_modules/${dependent}`) ? lookup(`node_modules/${dependent}`, dependency) : undefined,
  };
}

/** npm lockfile v1: nested `dependencies`, each with its own nested `dependencies`. */
function npmV1(dependencies: Json): LockfileReading {
  const entry = (tree: Json, name: string) => (isObject(tree[name]) ? (tree[name] as Json) : undefined);
  const names = new Set<string>();
  const visit = (tree: Json) => {
    for (const [name, value] of Object.entries(tree)) {
      names.add(name);
      if (isObject(value) && isObject(value.dependencies)) visit(value.dependencies);
    }
  };
  visit(dependencies);
  return {
    format: 'npm',
    rootVersion: (name) => str(entry(dependencies, name)?.version),
    names: () => [...names],
    resolvedBy: (dependent, dependency) => {
      const own = entry(dependencies, dependent);
      if (!own) return undefined;
      const nested = isObject(own.dependencies) ? entry(own.dependencies, dependency) : undefined;
      return str(nested?.version) ?? str(entry(dependencies, dependency)?.version);
    },
  };
}

/** `2.4.0(react@19.0.0)` → `2.4.0`; `/@powersync/web@2.4.0` or `/@powersync/web/2.4.0` → name and version. */
const pnpmVersion = (value: string) => value.replace(/\(.*$/, '').replace(/^link:.*$/, '');
function pnpmKey(key: string): {name: string; version: string} | undefined {
  const match = /^\/?((?:@[^/@]+\/)?[^/@(]+)[@/]([^/(]+)/.exec(key);
  return match ? {name: match[1], version: match[2]} : undefined;
}

function pnpm(lock: Json): LockfileReading {
  const importers = isObject(lock.importers) ? lock.importers : {};
  const root: Json = isObject(importers['.']) ? importers['.'] : lock;
  const rootVersions = new Map<string, string>();
  for (const group of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const deps = root[group];
    if (!isObject(deps)) continue;
    for (const [name, value] of Object.entries(deps)) {
      const version = str(value) ?? (isObject(value) ? str(value.version) : undefined);
      if (version) rootVersions.set(name, pnpmVersion(version));
    }
  }
  // v9 keeps resolved dependencies in `snapshots`, earlier versions in `packages`.
  const entries: Array<{name: string; version: string; deps: Json}> = [];
  for (const table of [lock.snapshots, lock.packages]) {
    if (!isObject(table)) continue;
    for (const [key, value] of Object.entries(table)) {
      const id = pnpmKey(key);
      if (id && isObject(value))
        entries.push({
          ...id,
          deps: {
            ...(isObject(value.optionalDependencies) ? value.optionalDependencies : {}),
            ...(isObject(value.dependencies) ? value.dependencies : {}),
          },
        });
    }
  }
  return {
    format: 'pnpm',
    rootVersion: (name) => rootVersions.get(name),
    names: () => [...new Set([...rootVersions.keys(), ...entries.map((entry) => entry.name)])],
    resolvedBy: (dependent, dependency) => {
      const version = rootVersions.get(dependent);
      const found = entries.find(
        (entry) => entry.name === dependent && entry.version === version && str(entry.deps[dependency]),
      );
      return found ? pnpmVersion(str(found.deps[dependency])!) : undefined;
    },
  };
}

interface YarnEntry {
  /** `name@range` descriptors the entry resolves (berry's protocol prefix `npm:` dropped). */
  descriptors: string[];
  name: string;
  version: string;
  dependencies: Record<string, string>;
}

const withoutProtocol = (range: string) => range.replace(/^npm:/, '');
/** `@powersync/web@npm:^2.4.0` → [`@powersync/web`, `^2.4.0`]. */
function splitDescriptor(descriptor: string): [string, string] {
  const at = descriptor.indexOf('@', 1);
  return at < 0 ? [descriptor, ''] : [descriptor.slice(0, at), withoutProtocol(descriptor.slice(at + 1))];
}

/** yarn.lock v1: `"a@^1", a@^1.2:` blocks with indented `version "1.2.3"` and `dependencies:`. */
function yarnClassicEntries(text: string): YarnEntry[] {
  const entries: YarnEntry[] = [];
  let current: YarnEntry | undefined;
  let inDependencies = false;
  const unquote = (value: string) => value.trim().replace(/^"(.*)"$/, '$1');
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const descriptors = line
        .replace(/:\s*$/, '')
        .split(',')
        .map((part) => unquote(part));
      const [name] = splitDescriptor(descriptors[0]);
      current = {
        descriptors: descriptors.map((d) => splitDescriptor(d).join('@')),
        name,
        version: '',
        dependencies: {},
      };
      entries.push(current);
      inDependencies = false;
      continue;
    }
    if (!current) continue;
    const indent = line.length - line.trimStart().length;
    const [key, ...rest] = line.trim().split(/\s+/);
    if (indent <= 2) {
      inDependencies = key === 'dependencies:' || key === 'optionalDependencies:';
      if (key === 'version') current.version = unquote(rest.join(' '));
    } else if (inDependencies) current.dependencies[unquote(key)] = unquote(rest.join(' '));
  }
  return entries;
}

function yarnBerryEntries(lock: Json): YarnEntry[] {
  return Object.entries(lock).flatMap(([key, value]): YarnEntry[] => {
    if (key === '__metadata' || !isObject(value)) return [];
    const descriptors = key.split(',').map((part) => splitDescriptor(part.trim()).join('@'));
    const dependencies = Object.fromEntries(
      Object.entries(isObject(value.dependencies) ? value.dependencies : {}).map(([name, range]) => [
        name,
        withoutProtocol(String(range)),
      ]),
    );
    return [
      {
        descriptors,
        name: splitDescriptor(key.split(',')[0].trim())[0],
        version: str(value.version) ?? '',
        dependencies,
      },
    ];
  });
}

/**
 * Yarn keeps no root of its own (classic) or one entry per workspace (berry): the root's
 * version of a package is the entry its package.json range names, else the only one there is.
 */
function yarn(format: LockFormat, entries: YarnEntry[], rootRanges: Record<string, string>): LockfileReading {
  const workspace = entries.find((entry) => entry.descriptors.some((d) => /@workspace:\.$/.test(d)));
  const ranges = {...workspace?.dependencies, ...rootRanges};
  const byDescriptor = (name: string, range: string) =>
    entries.find((entry) => entry.descriptors.includes(`${name}@${withoutProtocol(range)}`));
  const rootEntry = (name: string) => {
    const range = ranges[name];
    if (range !== undefined) return byDescriptor(name, range);
    const all = entries.filter((entry) => entry.name === name && !entry.version.includes('use.local'));
    return all.length === 1 ? all[0] : undefined;
  };
  return {
    format,
    rootVersion: (name) => rootEntry(name)?.version,
    names: () => [...new Set(entries.map((entry) => entry.name))],
    resolvedBy: (dependent, dependency) => {
      const entry = rootEntry(dependent);
      const range = entry?.dependencies[dependency];
      return range === undefined ? undefined : byDescriptor(dependency, range)?.version;
    },
  };
}

/**
 * Reads a lockfile's text. `rootRanges` are the package.json's dependency ranges, which tell a
 * yarn classic lockfile's root entries apart when a package is there at several versions.
 */
export function readLockfile(text: string, rootRanges: Record<string, string> = {}): LockfileReading {
  const trimmed = text.trim();
  if (!trimmed) throw new LockfileError(`The lockfile is empty; expected ${LOCKFILE_EXPECTED}.`);
  if (trimmed.startsWith('{')) {
    let lock: unknown;
    try {
      lock = JSON.parse(trimmed);
    } catch (error) {
      throw new LockfileError(
        `The lockfile is not valid JSON (${(error as Error).message}); expected ${LOCKFILE_EXPECTED}.`,
      );
    }
    if (!isObject(lock) || typeof lock.lockfileVersion !== 'number')
      throw new LockfileError(
        `The JSON has no lockfileVersion, so it is not a package-lock.json; expected ${LOCKFILE_EXPECTED}.`,
      );
    if (isObject(lock.packages)) return npmPackages(lock.packages);
    if (isObject(lock.dependencies)) return npmV1(lock.dependencies);
    throw new LockfileError('The package-lock.json has neither "packages" nor "dependencies".');
  }
  if (/^# yarn lockfile v1/m.test(trimmed)) return yarn('yarn-classic', yarnClassicEntries(trimmed), rootRanges);
  let lock: unknown;
  try {
    lock = parseYaml(trimmed);
  } catch (error) {
    throw new LockfileError(
      `The lockfile is not JSON, YAML or a yarn v1 lockfile (${(error as Error).message}); expected ${LOCKFILE_EXPECTED}.`,
    );
  }
  if (isObject(lock) && lock.lockfileVersion !== undefined) return pnpm(lock);
  if (isObject(lock) && isObject(lock.__metadata)) return yarn('yarn-berry', yarnBerryEntries(lock), rootRanges);
  throw new LockfileError(`Not a lockfile this server reads; expected ${LOCKFILE_EXPECTED}.`);
}

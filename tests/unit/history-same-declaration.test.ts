/**
 * When the history says a declaration changed: not for a new import path nor for an alias of
 * the same type (the reader's resolved form, src/tooling/history/type-identity.ts, and the rule,
 * src/history/same-declaration.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readReleaseApi} from '../../src/tooling/history/declarations';
import {sameDeclaration, withoutImportPaths} from '../../src/history/same-declaration';
import {diffApis, ownApi, symbolEvents} from '../../src/history/events';
import {decodePackage, encodeHistory, type PackageReleases} from '../../src/history/runs';
import type {ReleaseApi} from '../../src/history/model';

/** One release of a package from its files (`index.d.ts` the entry), and its dependencies. */
const read = (files: Record<string, string>, dependencies: Record<string, Record<string, string>> = {}) =>
  readReleaseApi(
    new Map(Object.entries(files)),
    'index.d.ts',
    new Map(Object.entries(dependencies).map(([name, own]) => [name, new Map(Object.entries(own))])),
  );

const COLUMN = 'export declare enum ColumnType { TEXT = "TEXT" }';
/** common 1.16 → 1.17 → 1.18: the same `Index.toJSON`, imported from a moved and then renamed file. */
const indexAt = (specifier: string, indexFolder: string) =>
  read({
    'index.d.ts': `export * from './${indexFolder}Index';\nexport * from './Column';`,
    'Column.d.ts': COLUMN,
    [`${indexFolder}Index.d.ts`]: `export declare class Index { toJSON(): { type: import("${specifier}").ColumnType }[]; }`,
  });

const member = (api: ReleaseApi, symbol: string, key: string) => api.symbols[symbol].members[key];

test('a new relative import path is not a change; another type is', () => {
  const a = indexAt('../Column', 'schema/');
  const b = indexAt('./Column', '');
  const c = indexAt('./Column.js', '');
  assert.notEqual(member(a, 'Index', 'toJSON').decl, member(b, 'Index', 'toJSON').decl, 'printed differently');
  assert.ok(sameDeclaration(member(a, 'Index', 'toJSON'), member(b, 'Index', 'toJSON')));
  assert.ok(sameDeclaration(member(b, 'Index', 'toJSON'), member(c, 'Index', 'toJSON')));
  assert.equal(member(a, 'Index', 'toJSON').type, member(c, 'Index', 'toJSON').type, 'resolved to the same symbol');
  assert.equal(withoutImportPaths('x: import("../a/B").C | import("pkg").D'), 'x: import(".").C | import("pkg").D');
  // A real change beside the import path is still one.
  const d = read({
    'index.d.ts': `export * from './Index';\nexport * from './Column';`,
    'Column.d.ts': COLUMN,
    'Index.d.ts': 'export declare class Index { toJSON(): { type: import("./Column.js").ColumnType | null }[]; }',
  });
  assert.ok(!sameDeclaration(member(c, 'Index', 'toJSON'), member(d, 'Index', 'toJSON')));
  const changes = diffApis(ownApi('@powersync/x', a), ownApi('@powersync/x', d));
  assert.deepEqual(
    changes.map((change) => `${change.kind} ${change.name}.${change.member}`),
    ['changed Index.toJSON'],
  );
  // Shown as printed: the texts of the releases, not the resolved form.
  assert.match(changes[0].before!, /import\("\.\.\/Column"\)/);
  assert.match(changes[0].after!, /import\("\.\/Column\.js"\)\.ColumnType \| null/);
});

/** common 1.53 → 1.54 → 1.55: an inline type, then an alias of it, then the alias gains a field. */
const STATUS_INLINE = `export declare class SyncStatus { get dataFlowStatus(): Partial<{ downloading: boolean; uploadError?: Error }>; }`;
const statusWithAlias = (fields: string) =>
  `export type SyncDataFlowStatus = Partial<{ ${fields} }>;\n` +
  `export declare class SyncStatus { get dataFlowStatus(): SyncDataFlowStatus; }`;

test('an inline type replaced by an alias of the same type is not a change; the alias changing is its own', () => {
  const inline = member(read({'index.d.ts': STATUS_INLINE}), 'SyncStatus', 'dataFlowStatus');
  const aliased = read({'index.d.ts': statusWithAlias('downloading: boolean;\n uploadError?: Error;')});
  const widened = read({'index.d.ts': statusWithAlias('downloading: boolean; uploadError?: Error; more: string;')});
  const other = read({'index.d.ts': statusWithAlias('downloading: string; uploadError?: Error;')});
  assert.ok(sameDeclaration(inline, member(aliased, 'SyncStatus', 'dataFlowStatus')), 'alias of the identical type');
  // An inline type that is not the alias's is a change.
  assert.ok(
    !sameDeclaration(
      member(read({'index.d.ts': STATUS_INLINE}), 'SyncStatus', 'dataFlowStatus'),
      member(other, 'SyncStatus', 'dataFlowStatus'),
    ),
  );
  // Both name the alias: the member's declaration is the same; the alias has the change.
  assert.ok(
    sameDeclaration(member(aliased, 'SyncStatus', 'dataFlowStatus'), member(widened, 'SyncStatus', 'dataFlowStatus')),
  );
  assert.ok(!sameDeclaration(aliased.symbols.SyncDataFlowStatus, widened.symbols.SyncDataFlowStatus));
  // Recursive and generic aliases stay references: reading them terminates.
  const recursive = read({
    'index.d.ts':
      'export type Json = string | Json[] | { [key: string]: Json };\nexport interface A { j: Json; g: Box<number> }\nexport type Box<T> = { value: T };',
  });
  assert.ok(recursive.symbols.A.members.j.type);
});

test('a type imported from a package the reader does not hold is named by that package: two routes agree', () => {
  // attachments 2.4.1 → 2.4.2: js-logger's ILogger directly, then as @powersync/common re-exports it.
  const common = {
    'package.json': '{"name":"@powersync/common","types":"index.d.ts"}',
    'index.d.ts': "export { type ILogger } from 'js-logger';",
  };
  const direct = read({'index.d.ts': 'export declare class Queue { get logger(): import("js-logger").ILogger; }'});
  const viaCommon = read(
    {'index.d.ts': 'export declare class Queue { get logger(): import("@powersync/common").ILogger; }'},
    {'@powersync/common': common},
  );
  assert.ok(sameDeclaration(member(direct, 'Queue', 'logger'), member(viaCommon, 'Queue', 'logger')));
  // common declaring an ILogger of its own is another type.
  const own = read(
    {'index.d.ts': 'export declare class Queue { get logger(): import("@powersync/common").ILogger; }'},
    {'@powersync/common': {...common, 'index.d.ts': 'export interface ILogger { log(): void }'}},
  );
  assert.ok(!sameDeclaration(member(direct, 'Queue', 'logger'), member(own, 'Queue', 'logger')));
});

test('the resolved form survives the history file: runs keep it, decode gives it back', () => {
  const release = (version: string) => ({version, date: '2026-01-01'});
  const apis = [indexAt('../Column', 'schema/'), indexAt('./Column', ''), indexAt('./Column.js', '')];
  const pkg: PackageReleases = {releases: [release('1.16.0'), release('1.17.0'), release('1.18.0')], apis};
  const decoded = decodePackage(encodeHistory({'@powersync/x': pkg}), '@powersync/x');
  assert.deepEqual(decoded.apis, apis);
  assert.deepEqual(
    symbolEvents(decoded, 'Index', 'toJSON').map((event) => `${event.kind} ${event.version}`),
    ['added 1.16.0'],
  );
});

test('the same text naming another symbol is a change', () => {
  const imported = read({
    'index.d.ts': "import { Mutex } from 'async-mutex';\nexport declare class Db { runExclusive(m: Mutex): void; }",
  });
  const own = read({
    'index.d.ts': 'export declare class Mutex {}\nexport declare class Db { runExclusive(m: Mutex): void; }',
  });
  assert.equal(member(imported, 'Db', 'runExclusive').decl, member(own, 'Db', 'runExclusive').decl);
  assert.ok(!sameDeclaration(member(imported, 'Db', 'runExclusive'), member(own, 'Db', 'runExclusive')));
});

/**
 * "Used by" (src/generate/typedoc/used-by.ts): the grouping is pure and checked on plain uses;
 * reading TypeDoc's model is checked on a small declaration file converted as a section is.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Reflection} from 'typedoc';
import {
  USED_BY_VISIBLE_ENTRIES,
  usedByIndex,
  usedBySection,
  usesInProject,
  type Use,
  type UsedBy,
} from '../../src/generate/typedoc/used-by';
import {useDeclaredTypeParameters, useDeclaredTypes} from '../../src/generate/typedoc/declared-types';
import {mergeConstructorVariables} from '../../src/generate/typedoc/merged-declarations';
import {convertDeclarations} from './fixtures/typedoc-project';

test('uses are grouped per target and group, sorted, and one declaration is one entry', () => {
  const uses: Use<string>[] = [
    {group: 'returnedBy', target: 'Result', site: 'Db.run', label: 'Db.run', identity: 'run', owner: 'Db'},
    // An inherited copy of the same member: listed at the declaration, whose owner is its base.
    {
      group: 'returnedBy',
      target: 'Result',
      site: 'Web.run',
      label: 'Web.run',
      identity: 'run',
      owner: 'Web',
      ownerBases: new Set(['Db']),
      inherited: true,
    },
    // A copy through a utility type, not marked inherited, that sorts first: still at its base.
    {
      group: 'returnedBy',
      target: 'Result',
      site: 'Abc.run',
      label: 'Abc.run',
      identity: 'run',
      owner: 'Abc',
      ownerBases: new Set(['Db']),
    },
    // A copy whose base is reached through a base no page documents: the declaration is listed.
    {
      group: 'returnedBy',
      target: 'Result',
      site: 'Aaa.run',
      label: 'Aaa.run',
      identity: 'run',
      owner: 'Aaa',
      inherited: true,
    },
    // Copies of a base no page documents, in heirs unrelated to each other: each is listed,
    // unless one is the other's base.
    {group: 'propertyOf', target: 'Result', site: 'L.x', label: 'L.x', identity: 'x', owner: 'L', inherited: true},
    {group: 'propertyOf', target: 'Result', site: 'R.x', label: 'R.x', identity: 'x', owner: 'R', inherited: true},
    {
      group: 'propertyOf',
      target: 'Result',
      site: 'RR.x',
      label: 'RR.x',
      identity: 'x',
      owner: 'RR',
      ownerBases: new Set(['R']),
      inherited: true,
    },
    {group: 'returnedBy', target: 'Result', site: 'Base.exec', label: 'Base.exec', identity: 'exec'},
    {group: 'acceptedBy', target: 'Result', site: 'Db.put', label: 'Db.put', parameter: 'a', identity: 'put'},
    {group: 'acceptedBy', target: 'Result', site: 'Db.put', label: 'Db.put', parameter: 'b', identity: 'put'},
    {group: 'acceptedBy', target: 'Result', site: 'Db.put', label: 'Db.put', parameter: 'a', identity: 'put'},
    {group: 'extendedBy', target: 'Base', site: 'Db', label: 'Db', identity: 'Db'},
    {group: 'extendedBy', target: 'Base', site: 'Base', label: 'Base', identity: 'Base'},
  ];
  const index = usedByIndex(uses);
  assert.deepEqual(index.get('Result'), {
    returnedBy: [
      {site: 'Base.exec', label: 'Base.exec', parameters: []},
      {site: 'Db.run', label: 'Db.run', parameters: []},
    ],
    acceptedBy: [{site: 'Db.put', label: 'Db.put', parameters: ['a', 'b']}],
    propertyOf: [
      {site: 'L.x', label: 'L.x', parameters: []},
      {site: 'R.x', label: 'R.x', parameters: []},
    ],
  });
  assert.deepEqual(index.get('Base'), {extendedBy: [{site: 'Db', label: 'Db', parameters: []}]});
});

test('the section lists groups in order with counts, links, and collapses a long group after 10 entries', () => {
  const many = Array.from({length: USED_BY_VISIBLE_ENTRIES + 3}, (_, i) => ({
    site: `f${String(i).padStart(2, '0')}`,
    label: `f${String(i).padStart(2, '0')}`,
    parameters: [],
  }));
  const usedBy: UsedBy<string> = {
    propertyOf: [{site: 'Opts.db', label: 'Opts.db', parameters: []}],
    returnedBy: many,
    acceptedBy: [{site: 'open', label: 'open', parameters: ['options']}],
  };
  const markdown = usedBySection(usedBy, (site) => (site === 'open' ? '../functions/open.md' : `x.md#${site}`));
  assert.match(markdown, /^## Used by\n/);
  const order = ['**Returned by** (13)', '**Accepted by** (1)', '**Property of** (1)'].map((label) =>
    markdown.indexOf(label),
  );
  assert.ok(
    order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])),
    markdown,
  );
  assert.match(markdown, /- \[`open`\]\(\.\.\/functions\/open\.md\) \(`options`\)/);
  const [visible, collapsed] = markdown.split('<details');
  assert.equal((visible.match(/^- \[`f/gm) ?? []).length, USED_BY_VISIBLE_ENTRIES);
  assert.match(collapsed, /^ class="used-by-more">\n<summary>3 more<\/summary>\n\n- \[`f10`\]/);
  assert.equal((collapsed.match(/^- \[`f1[0-2]`\]/gm) ?? []).length, 3);
  assert.equal(
    usedBySection(undefined, () => undefined),
    '',
  );
  assert.equal(
    usedBySection({}, () => undefined),
    '',
  );
});

test('uses are read from TypeDoc reflections: returns, parameters, options, bases, properties, inherited once', async () => {
  const project = await convertDeclarations(
    [
      'export interface Result { rows: number }',
      'export enum Mode { A = "a", B = "b" }',
      'export interface Schema { name: string }',
      'export declare abstract class BaseDb {',
      '    execute(sql: string): Promise<Result>;',
      '    watch(handler: (result: Result) => void): void;',
      '    mode: Mode.A;',
      '}',
      'export declare class WebDb extends BaseDb {',
      '    constructor(options: {schema: Schema});',
      '}',
      'export interface Adapter {',
      '    run: (sql: string) => Promise<Result[]>;',
      '    last?: Result;',
      '}',
      'export declare class SqlAdapter implements Adapter {',
      '    run: (sql: string) => Promise<Result[]>;',
      '}',
      'export declare function useResult(): Result | undefined;',
      'export declare function open(options: {schema: Schema; mode?: Mode}): BaseDb;',
      // An undocumented base: its member is listed at each heir, a page a reader may hold.
      'declare class Hidden { hidden(): Result; }',
      'export declare class Left extends Hidden {}',
      'export declare class Right extends Hidden {}',
      // A type argument given to an undocumented generic base: the heir's copy takes it.
      'export interface DbListener { closed(): void }',
      'declare class Observer<T> { register(listener: Partial<T>): void; }',
      'export declare class ListenedDb extends Observer<DbListener> {}',
      // An heir through a utility type, which sorts first: the declaring interface is listed.
      'export interface ZListener { changed?: (result: Result) => void }',
      'export interface AListener extends Partial<ZListener> { other(): void }',
      // An heir through an undocumented base, which sorts first: the declaring interface is listed.
      'export interface Track { on: boolean }',
      'export interface TrackOrRaw { track?: boolean | Track }',
      'interface SharedTrack extends TrackOrRaw { shared: number }',
      'export interface ATrack extends SharedTrack { own: string }',
      // An inherited constructor is its class's own: `new WebDb2(options)` is not `new WebDb(options)`.
      'export declare class WebDb2 extends WebDb {}',
      // A constructor type's construct signature returns what it names; merged with an
      // interface (merged-declarations.ts), the interface's page has it as its constructor.
      'export interface DbConstructor<O> { new (options: O): BaseDb }',
      'export interface MergedOptions { schema: Schema }',
      'export declare const MergedDb: DbConstructor<MergedOptions>;',
      'export interface MergedDb extends BaseDb {}',
      // A same-named type parameter is not the declaration.
      'export declare function generic<Result>(value: Result): Result;',
      // Without it a declaration file exports every top-level declaration, Hidden too.
      'export {};',
    ].join('\n'),
    // As a section is converted: an inherited member's types as the compiler instantiates them.
    (app) => {
      useDeclaredTypes(app);
      useDeclaredTypeParameters(app);
      mergeConstructorVariables(app);
    },
  );
  const index = usedByIndex(usesInProject(project));
  const byName = (name: string) => project.getChildByName(name) as Reflection;
  const labels = (name: string) =>
    Object.fromEntries(
      Object.entries(index.get(byName(name)) ?? {}).map(([group, entries]) => [
        group,
        entries.map((entry) => entry.label + (entry.parameters.length ? `(${entry.parameters.join(',')})` : '')),
      ]),
    );
  assert.deepEqual(labels('Result'), {
    // WebDb inherits execute: counted once, at BaseDb, which declares it.
    returnedBy: ['Adapter.run', 'BaseDb.execute', 'Left.hidden', 'Right.hidden', 'SqlAdapter.run', 'useResult'],
    acceptedBy: ['BaseDb.watch(handler)', 'ZListener.changed(result)'],
    propertyOf: ['Adapter.last'],
  });
  assert.deepEqual(labels('Schema'), {
    acceptedBy: ['new WebDb(options)', 'new WebDb2(options)', 'open(options)'],
    propertyOf: ['MergedOptions.schema'],
  });
  assert.deepEqual(labels('BaseDb'), {
    returnedBy: ['new DbConstructor', 'new MergedDb', 'open'],
    extendedBy: ['MergedDb', 'WebDb'],
  });
  assert.deepEqual(labels('MergedOptions'), {acceptedBy: ['new MergedDb(options)']});
  assert.deepEqual(labels('Adapter'), {implementedBy: ['SqlAdapter']});
  assert.deepEqual(labels('Track'), {propertyOf: ['TrackOrRaw.track']});
  assert.deepEqual(labels('DbListener'), {acceptedBy: ['ListenedDb.register(listener)']});
  assert.deepEqual(labels('Mode'), {acceptedBy: ['open(options)'], propertyOf: ['BaseDb.mode']});
});

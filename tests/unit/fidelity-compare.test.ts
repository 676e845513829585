import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compareShapes, parseSignatureBlock, typesAgree} from '../../src/tooling/fidelity/rendered-types';
import {declaredSymbols, strictProgram} from '../../src/tooling/fidelity/compiler-types';
import {docCommentExamples, docCommentOpenings} from '../../src/tooling/fidelity/doc-comments';
import ts from '../../src/typescript.cjs';

const getOptional = {
  kind: 'signature' as const,
  typeParameters: [{name: 'T'}],
  parameters: [
    {name: 'sql', type: 'string', optional: false, rest: false},
    {name: 'parameters', type: 'any[]', optional: true, rest: false},
  ],
  returns: 'Promise<T | null>',
};

test('a signature that shows what the compiler reports passes', () => {
  assert.deepEqual(
    compareShapes(
      getOptional,
      parseSignatureBlock('getOptional<T>(sql: string, parameters?: any[]): Promise<T | null>;'),
    ),
    [],
  );
});

test('a dropped `| null`, a type collapsed to any and a hidden callback type are differences', () => {
  assert.deepEqual(
    compareShapes(getOptional, parseSignatureBlock('getOptional<T>(sql: string, parameters?: any[]): Promise<T>;')),
    ['returns: compiler `Promise<null | T>`, page `Promise<T>`'],
  );
  assert.equal(
    compareShapes(
      {kind: 'value', type: 'SQLiteDBConnection | null', optional: false},
      parseSignatureBlock('_readConnection: any;'),
    ).length,
    1,
  );
  const callback = {
    kind: 'signature' as const,
    typeParameters: [],
    parameters: [{name: 'cb', type: '(tx: Transaction) => void', optional: false, rest: false}],
    returns: 'void',
  };
  assert.equal(compareShapes(callback, parseSignatureBlock('run(cb: (tx) => void): void;')).length, 1);
});

test('layout, union order, quote style, Array<T> and elided default type arguments are not differences', () => {
  assert.ok(typesAgree("{ a: string; b?: 'x' }", '{\n  b?: "x";\n  a: string;\n}'));
  assert.ok(typesAgree('null | Array<string>', 'string[] | null'));
  assert.ok(typesAgree('Schema<SchemaType>', 'Schema'));
  assert.ok(!typesAgree('Partial<PowerSyncDBListener>', 'Partial<T>'));
});

test('an object type with only a construct or call signature is that constructor or function type', () => {
  assert.ok(
    typesAgree(
      '{ new (...args: any[]): { name: string } } & TBase',
      '(new (...args: any[]) => {\n  name: string;\n}) & TBase',
    ),
  );
  assert.ok(typesAgree('{ (x: number): void }', '(x: number) => void'));
  assert.ok(!typesAgree('{ new (): A; name: string }', 'new () => A'));
  assert.ok(!typesAgree('{ new (): A }', 'new () => B'));
});

test("the compiler's side: import renames name the exported type; a method of every part of a mixin is a method", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelity-'));
  fs.writeFileSync(path.join(dir, 'ctx.d.ts'), 'export interface Ctx { a: string }\n');
  fs.writeFileSync(path.join(dir, 'lock.d.ts'), 'declare class AsyncLock { busy(): boolean }\nexport = AsyncLock;\n');
  fs.writeFileSync(
    path.join(dir, 'index.d.ts'),
    `import {Ctx as LocalCtx} from './ctx';
import Lock from './lock';
export {Ctx} from './ctx';
declare class Pool { registerListener(l: string): () => void; }
declare const Adapter_base: (new (...args: any[]) => { registerListener(l: string): () => void }) & typeof Pool;
export declare class Adapter extends Adapter_base { lock<T extends LocalCtx>(fn: (tx: LocalCtx) => T): T; mutex: Lock; }
`,
  );
  const entry = path.join(dir, 'index.d.ts');
  const program = strictProgram(entry, {esModuleInterop: true});
  const adapter = declaredSymbols(program, entry).find((symbol) => symbol.name === 'Adapter')!;
  fs.rmSync(dir, {recursive: true});
  assert.deepEqual(adapter.members.get('registerListener'), [
    {
      kind: 'signature',
      typeParameters: [],
      parameters: [{name: 'l', type: 'string', optional: false, rest: false}],
      returns: '() => void',
    },
  ]);
  assert.deepEqual(adapter.members.get('lock'), [
    {
      kind: 'signature',
      typeParameters: [{name: 'T', constraint: 'Ctx'}],
      parameters: [{name: 'fn', type: '(tx: Ctx) => T', optional: false, rest: false}],
      returns: 'T',
    },
  ]);
  assert.deepEqual(adapter.members.get('mutex'), [{kind: 'value', type: 'AsyncLock', optional: false}]);
});

test("an optional member's `| undefined` is compared as its declaration writes it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelity-'));
  const entry = path.join(dir, 'index.d.ts');
  // @powersync/common's SyncDataBucket and LockContext, and members inherited from a generic base.
  fs.writeFileSync(
    entry,
    `type OpId = string;
export declare class SyncDataBucket { after?: OpId | undefined; next_after?: OpId; }
export interface LockContext {
  execute: (query: string, params?: any[] | undefined) => Promise<void>;
  get(sql: string, parameters?: any[] | undefined): void;
  getAll(sql: string, parameters?: any[]): void;
}
export interface Base<T> { plain?: T; written?: T | undefined; callback: (value?: T) => void; method(value?: T): void }
export interface Instantiated extends Base<string> {}
`,
  );
  const symbols = declaredSymbols(strictProgram(entry, {}), entry);
  fs.rmSync(dir, {recursive: true});
  const differences = (owner: string, member: string, block: string) =>
    compareShapes(symbols.find((symbol) => symbol.name === owner)!.members.get(member)![0], parseSignatureBlock(block))
      .length;

  // Written: a page that leaves it out differs.
  assert.equal(differences('SyncDataBucket', 'after', 'after?: OpId | undefined;'), 0);
  assert.equal(differences('SyncDataBucket', 'after', 'after?: OpId;'), 1);
  assert.equal(
    differences('LockContext', 'execute', 'execute: (query: string, params?: any[] | undefined) => Promise<void>;'),
    0,
  );
  assert.equal(differences('LockContext', 'execute', 'execute: (query: string, params?: any[]) => Promise<void>;'), 1);
  assert.equal(differences('LockContext', 'get', 'get(sql: string, parameters?: any[] | undefined): void;'), 0);
  assert.equal(differences('LockContext', 'get', 'get(sql: string, parameters?: any[]): void;'), 1);
  // Not written: the `undefined` strict adds for `?` is no part of the declared type.
  assert.equal(differences('SyncDataBucket', 'next_after', 'next_after?: OpId;'), 0);
  assert.equal(differences('SyncDataBucket', 'next_after', 'next_after?: OpId | undefined;'), 1);
  assert.equal(differences('LockContext', 'getAll', 'getAll(sql: string, parameters?: any[]): void;'), 0);
  // Instantiated types are printed: at the top, `undefined` only where the base writes it; in a
  // function type the compiler prints it either way.
  assert.equal(differences('Instantiated', 'plain', 'plain?: string;'), 0);
  assert.equal(differences('Instantiated', 'written', 'written?: string | undefined;'), 0);
  assert.equal(differences('Instantiated', 'written', 'written?: string;'), 1);
  assert.equal(differences('Instantiated', 'method', 'method(value?: string): void;'), 0);
  assert.equal(differences('Instantiated', 'callback', 'callback: (value?: string) => void;'), 0);
});

test('signature blocks of every kind are read back', () => {
  assert.equal(parseSignatureBlock('get connector(): \n  | Connector\n  | null;')?.kind, 'value');
  assert.equal(parseSignatureBlock('new Table<C>(columns: C): Table<C>;')?.kind, 'signature');
  assert.equal(parseSignatureBlock('function f(line: unknown): line is X;')?.kind, 'signature');
  assert.equal(parseSignatureBlock('type A = Pick<B, "x">;')?.kind, 'alias');
  assert.equal(parseSignatureBlock('const MAX: 100 = 100;')?.kind, 'value');
  assert.equal(parseSignatureBlock('constructor: Function;')?.kind, 'value');
  assert.equal(parseSignatureBlock('get protected x(): number;'), undefined);
});

test('a left-out type argument must be the default its declaration names', () => {
  const defaults = (name: string) =>
    ({
      Ref: [{parameters: ['T', 'S'], defaults: ['any', 'T']}],
      Schema: [{parameters: ['S'], defaults: ['SchemaType']}],
    })[name];
  assert.ok(typesAgree('Ref<SyncStatus, SyncStatus>', 'Ref<SyncStatus>', defaults));
  assert.ok(typesAgree('Schema<SchemaType>', 'Schema', defaults));
  assert.ok(!typesAgree('Ref<{ connected: boolean }>', 'Ref', defaults));
  assert.ok(!typesAgree('Ref<A, B>', 'Ref<A>', defaults));
  // Without the declarations, any left-out argument is accepted.
  assert.ok(typesAgree('Ref<{ connected: boolean }>', 'Ref'));
});

test('type parameters are compared with their constraints and defaults as declared', () => {
  const useQuery = {
    kind: 'signature' as const,
    typeParameters: [
      {name: 'TData', default: 'unknown'},
      {name: 'TError', default: 'Tanstack.DefaultError'},
    ],
    parameters: [],
    returns: 'void',
  };
  assert.deepEqual(
    compareShapes(useQuery, parseSignatureBlock('function useQuery<TData = unknown, TError = DefaultError>(): void;')),
    [],
  );
  assert.deepEqual(
    compareShapes(useQuery, parseSignatureBlock('function useQuery<TData = unknown, TError = Error>(): void;')),
    ['type parameter TError default: compiler `DefaultError`, page `Error`'],
  );
  assert.equal(compareShapes(useQuery, parseSignatureBlock('function useQuery<TData, TError>(): void;')).length, 2);
  assert.equal(compareShapes(useQuery, parseSignatureBlock('function useQuery<TData>(): void;')).length, 1);
});

test('doc comment openings: each declaration and member, up to the first sentence end or markup', () => {
  const file = ts.createSourceFile(
    'index.d.ts',
    `/** A table of columns. It has more to say. */
export declare class Table {
  /** Creates a table from its \`columns\`. */
  constructor(columns: string[]);
  /** Too short. */
  name: string;
  /** Hidden from readers entirely. */
  private secret;
}
/** The data flow of a sync. */
export type Flow = Partial<{
  /** Error during downloading (including connecting). */
  downloadError?: Error;
}>;`,
    ts.ScriptTarget.Latest,
    true,
  );
  const openings = file.statements.flatMap((statement) => docCommentOpenings([statement as unknown as ts.Declaration]));
  assert.deepEqual(openings, [
    'A table of columns.',
    'Creates a table from its',
    'The data flow of a sync.',
    'Error during downloading (including connecting).',
  ]);
});

test('doc comment examples: the code lines as written, the caption apart, inherited members included', () => {
  const file = ts.createSourceFile(
    'index.d.ts',
    `export interface Options {
  /**
   * When to fire.
   * @example
   * {
   *  'INSERT': sanitizeSQL\`NEW.id = 'a'\`,
   * }
   */
  when: string;
}
export declare class Table {
  /**
   * @example
   * <caption>Use this instead</caption>
   * \`\`\`javascript
   *   new Table({ name: column.text });
   * \`\`\`
   */
  constructor(columns: string[]);
}`,
    ts.ScriptTarget.Latest,
    true,
  );
  const [options, table] = file.statements as unknown as ts.Declaration[];
  assert.deepEqual(docCommentExamples([table]), [
    {caption: 'Use this instead', lines: ['new Table({ name: column.text });']},
  ]);
  const when = (options as ts.InterfaceDeclaration).members[0];
  // `when` as a member another declaration inherits: read once, whichever way it is reached.
  assert.deepEqual(docCommentExamples([options], [when]), [
    {lines: ['{', "'INSERT': sanitizeSQL`NEW.id = 'a'`,", '}']},
  ]);
});

test("an object type alias's members in another order than declared are a difference", () => {
  const declared = {
    kind: 'alias' as const,
    type: '{ connected?: boolean; hasSynced?: boolean; clientImplementation?: string }',
  };
  assert.deepEqual(
    compareShapes(
      declared,
      parseSignatureBlock('type S = { connected?: boolean; hasSynced?: boolean; clientImplementation?: string };'),
    ),
    [],
  );
  assert.deepEqual(
    compareShapes(
      declared,
      parseSignatureBlock('type S = { clientImplementation?: string; connected?: boolean; hasSynced?: boolean };'),
    ),
    [
      'members: declared in the order connected, hasSynced, clientImplementation, page lists clientImplementation, connected, hasSynced',
    ],
  );
  // Only an object type's own members: a union's or a reference's order is the type's business.
  assert.deepEqual(compareShapes({kind: 'alias', type: 'A | B'}, parseSignatureBlock('type S = B | A;')), []);
});

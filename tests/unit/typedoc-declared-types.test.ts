import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DeclarationReflection, ReflectionKind, ReflectionType, type ProjectReflection} from 'typedoc';
import {useDeclaredTypes} from '../../src/generate/typedoc/declared-types';
import {convertDeclarations} from './fixtures/typedoc-project';

const named = (project: ProjectReflection, name: string) =>
  project.getChildByName(name) as DeclarationReflection | undefined;

// @powersync/common 2.x, utils/Logger.d.ts: a const whose object type's members a comment names.
const LOGGER = `
export declare const LogLevels: {
    readonly trace: 10;
    readonly info: 30;
};
export interface CreateLoggerOptions {
    /**
     * The minimum log level to consider for messages. Defaults to {@link LogLevels.info}.
     */
    minLevel: number;
}
`;

test('a {@link} to a member of an object type lands on the member the page shows', async () => {
  const project = await convertDeclarations(LOGGER, useDeclaredTypes);
  const link = named(project, 'CreateLoggerOptions')
    ?.getChildByName('minLevel')
    ?.comment?.summary.find((part) => part.kind === 'inline-tag');
  const shown = named(project, 'LogLevels')?.type;
  assert.ok(shown instanceof ReflectionType);
  assert.ok(link?.kind === 'inline-tag' && link.target instanceof DeclarationReflection);
  // Not the member of the type TypeDoc converted first and the annotation's conversion replaced.
  assert.equal(link.target, shown.declaration.getChildByName('info'));
  assert.equal(project.getReflectionById(link.target.id), link.target);
  // The replaced type's members are gone from the project: only the shown ones are left.
  const members = project.getReflectionsByKind(ReflectionKind.Property).filter((r) => r.name === 'info');
  assert.deepEqual(members, [link.target]);
});

// @powersync/common's SyncDataBucket and LockContext: `| undefined` written on optional members.
const OPTIONALS = `
type OpId = string;
export declare class SyncDataBucket {
    after?: OpId | undefined;
    next_after?: OpId;
    constructor(after?: OpId | undefined, next_after?: OpId);
}
export interface LockContext {
    execute: (query: string, params?: any[] | undefined) => Promise<void>;
    get(sql: string, parameters?: any[]): void;
}
export interface Base<T> {
    plain?: T;
    written?: T | undefined;
}
export interface Instantiated extends Base<string> {}
export interface WebSpecificOpenOptions {
    encryptionKey: string | undefined;
}
export interface WebSQLOpenOptions extends Partial<WebSpecificOpenOptions> {}
`;

test('an optional member shows `| undefined` where its declaration writes it, and only there', async () => {
  const project = await convertDeclarations(OPTIONALS, useDeclaredTypes);
  const member = (owner: string, name: string) => named(project, owner)?.getChildByName(name) as DeclarationReflection;
  const parameters = (signature: {parameters?: {name: string; type?: unknown}[]} | undefined) =>
    Object.fromEntries((signature?.parameters ?? []).map((p) => [p.name, String(p.type)]));

  assert.equal(String(member('SyncDataBucket', 'after').type), 'OpId | undefined');
  assert.equal(String(member('SyncDataBucket', 'next_after').type), 'OpId');
  assert.deepEqual(parameters(member('SyncDataBucket', 'constructor').signatures?.[0]), {
    after: 'OpId | undefined',
    next_after: 'OpId',
  });
  const execute = member('LockContext', 'execute').type;
  assert.ok(execute instanceof ReflectionType);
  assert.deepEqual(parameters(execute.declaration.signatures?.[0]), {query: 'string', params: 'any[] | undefined'});
  assert.deepEqual(parameters(member('LockContext', 'get').signatures?.[0]), {sql: 'string', parameters: 'any[]'});
  // Inherited from a generic base, converted from the instantiated type: the `undefined` strict
  // adds for `?` is left out, the one the base writes is kept.
  assert.equal(String(member('Instantiated', 'plain').type), 'string');
  assert.equal(String(member('Instantiated', 'written').type), 'string | undefined');
  // A member of a mapped type, optional through `Partial`, as its declaration writes it.
  assert.equal(String(member('WebSQLOpenOptions', 'encryptionKey').type), 'string | undefined');
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {DeclarationReflection} from 'typedoc';
import {keepInterfaceMembersConcrete} from '../../src/generate/typedoc/interface-members';
import {convertDeclarations} from './fixtures/typedoc-project';

// @powersync/common 2.x, db/DBAdapter.d.ts: an interface that extends an abstract class.
const SOURCE = `
export declare abstract class LockContext {
    abstract executeRaw<T>(query: string, params?: any[] | undefined): Promise<T>;
    abstract get name(): string;
    get<T>(sql: string, parameters?: any[]): Promise<T>;
}
export interface Transaction extends LockContext {
    commit: () => Promise<void>;
}
`;

test("an interface's members are not abstract, though the class it extends declares them so", async () => {
  const project = await convertDeclarations(SOURCE, keepInterfaceMembersConcrete);
  const abstract = (owner: string) =>
    ((project.getChildByName(owner) as DeclarationReflection).children ?? [])
      .filter((member) => member.flags.isAbstract)
      .map((member) => member.name);
  assert.deepEqual(abstract('Transaction'), []);
  assert.deepEqual(abstract('LockContext').sort(), ['executeRaw', 'name']);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from '../../src/typescript.cjs';
import {documentedBaseMember} from '../../src/generate/typedoc/base-member-comments';
import {scratchDir} from '../scratch-dir';

// Capacitor's PowerSyncDatabase → @powersync/web's (undocumented override) → AbstractPowerSyncDatabase.
const SOURCE = `
interface Locking {
  /** Runs a critical section alone. */
  runExclusive(): void;
}
export declare abstract class Abstract implements Locking {
  /** Opens the DBAdapter given open options. */
  protected abstract openDBAdapter(): void;
  runExclusive(): void;
}
export declare class Web extends Abstract {
  protected openDBAdapter(): void;
  runExclusive(): void;
}
export declare class Capacitor extends Web {
  protected openDBAdapter(): void;
  runExclusive(): void;
  /** Its own. */
  close(): void;
}
`;

function capacitorMember(name: string): {checker: ts.TypeChecker; member: ts.Symbol} {
  const dir = scratchDir('base-comments');
  const file = path.join(dir, 'index.d.ts');
  fs.writeFileSync(file, SOURCE);
  const program = ts.createProgram([file], {strict: true, noEmit: true});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const capacitor = source.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === 'Capacitor',
  )!;
  const type = checker.getTypeAtLocation(capacitor);
  return {checker, member: type.getProperty(name)!};
}

const commentOf = (symbol: ts.Symbol | undefined, checker: ts.TypeChecker) =>
  symbol && ts.displayPartsToString(symbol.getDocumentationComment(checker));

test('an undocumented override takes the nearest documented base member, through extends and implements', () => {
  const opened = capacitorMember('openDBAdapter');
  assert.equal(
    commentOf(documentedBaseMember(opened.checker, opened.member), opened.checker),
    'Opens the DBAdapter given open options.',
  );
  const locked = capacitorMember('runExclusive');
  assert.equal(
    commentOf(documentedBaseMember(locked.checker, locked.member), locked.checker),
    'Runs a critical section alone.',
  );
});

test('a member no base declares has no base comment to take', () => {
  const {checker, member} = capacitorMember('close');
  assert.equal(documentedBaseMember(checker, member), undefined);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from '../../src/typescript.cjs';
import {unresolvedTypeText} from '../../src/generate/typedoc/unresolved-types';

test('a declared type from a package that is not installed is reported, also nested; a declared any is not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unresolved-'));
  const file = path.join(dir, 'index.d.ts');
  fs.writeFileSync(
    file,
    [
      "import { SQLiteDBConnection } from 'not-installed-sqlite';",
      'export declare const connection: SQLiteDBConnection | null;',
      'export declare const loose: any;',
      'export declare const list: Array<any>;',
      'export declare const name: string | null;',
      'export declare const nested: Promise<SQLiteDBConnection[]>;',
    ].join('\n'),
  );
  const program = ts.createProgram([file], {strict: true, noEmit: true, types: []});
  const checker = program.getTypeChecker();
  const texts = program
    .getSourceFile(file)!
    .statements.filter(ts.isVariableStatement)
    .map((statement) => unresolvedTypeText(checker, statement.declarationList.declarations[0].type!));
  assert.deepEqual(texts, ['SQLiteDBConnection', undefined, undefined, undefined, 'SQLiteDBConnection']);
  fs.rmSync(dir, {recursive: true, force: true});
});

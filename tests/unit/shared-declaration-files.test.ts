import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from '../../src/typescript.cjs';
import {hostSharingDeclarationFiles} from '../../src/tooling/shared-declaration-files';

const BASE: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noEmit: true,
  types: [],
  // The smallest of TypeScript's own lib files: shared like any declaration file.
  lib: ['lib.es5.d.ts'],
};

function fixture(): {dir: string; entry: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-declarations-'));
  fs.writeFileSync(path.join(dir, 'base.d.ts'), 'export interface Base { id: string }\n');
  fs.writeFileSync(
    path.join(dir, 'index.d.ts'),
    "import type {Base} from './base';\nexport interface Row extends Base { name: string | null }\n",
  );
  return {dir, entry: path.join(dir, 'index.d.ts')};
}

const program = (entry: string, options: ts.CompilerOptions) =>
  ts.createProgram([entry], options, hostSharingDeclarationFiles(options));

/** `Row`'s properties and their types, as a program's own checker reports them. */
function rowMembers(built: ts.Program, entry: string): string[] {
  const checker = built.getTypeChecker();
  const module = checker.getSymbolAtLocation(built.getSourceFile(entry)!)!;
  const row = checker.getExportsOfModule(module).find((symbol) => symbol.name === 'Row')!;
  return checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(row))
    .map((member) => `${member.name}: ${checker.typeToString(checker.getTypeOfSymbol(member))}`);
}

test('programs with the same settings share each parsed declaration file, and each checker reads it alike', () => {
  const {dir, entry} = fixture();
  try {
    // `types` and `skipLibCheck` change no parsed or bound file: the same settings for sharing.
    const first = program(entry, BASE);
    const second = program(entry, {...BASE, types: ['node'], skipLibCheck: true});
    assert.equal(second.getSourceFile(entry), first.getSourceFile(entry));
    assert.equal(second.getSourceFile(path.join(dir, 'base.d.ts')), first.getSourceFile(path.join(dir, 'base.d.ts')));
    // TypeScript's own lib too.
    const lib = (built: ts.Program) => built.getSourceFiles().find((file) => /lib\.es5\.d\.ts$/.test(file.fileName));
    assert.ok(lib(first));
    assert.equal(lib(second), lib(first));
    assert.deepEqual(rowMembers(first, entry), ['name: string | null', 'id: string']);
    assert.deepEqual(rowMembers(second, entry), rowMembers(first, entry));
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
});

test('settings that change a parsed or bound file (the DocumentRegistry key) parse it apart', () => {
  const {dir, entry} = fixture();
  try {
    const strict = program(entry, BASE);
    assert.notEqual(
      program(entry, {...BASE, target: ts.ScriptTarget.ES2015}).getSourceFile(entry),
      strict.getSourceFile(entry),
    );
    assert.notEqual(program(entry, {...BASE, strict: false}).getSourceFile(entry), strict.getSourceFile(entry));
    assert.notEqual(
      program(entry, {...BASE, moduleDetection: ts.ModuleDetectionKind.Force}).getSourceFile(entry),
      strict.getSourceFile(entry),
    );
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
});

test('a declaration file changed on disk is parsed again, even to the same size and time', () => {
  const {dir, entry} = fixture();
  try {
    // A time the clock still shows: a coarse timestamp gives a change within the tick the same one.
    const now = Math.floor(Date.now() / 1000);
    fs.utimesSync(entry, now, now);
    const before = program(entry, BASE);
    assert.deepEqual(rowMembers(before, entry), ['name: string | null', 'id: string']);
    const stamp = (stat: fs.Stats) => [stat.size, stat.mtimeMs, stat.ino];
    const was = stamp(fs.statSync(entry));
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace('name: string | null', 'note: string | null'));
    fs.utimesSync(entry, now, now);
    assert.deepEqual(stamp(fs.statSync(entry)), was);
    const after = program(entry, BASE);
    assert.notEqual(after.getSourceFile(entry), before.getSourceFile(entry));
    assert.deepEqual(rowMembers(after, entry), ['note: string | null', 'id: string']);
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
});

test('a declaration file modified long before it was read is parsed again when it changes', () => {
  const {dir, entry} = fixture();
  try {
    // Settled: its stamp (size, time, inode) alone tells a later change.
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(entry, past, past);
    const before = program(entry, BASE);
    assert.equal(program(entry, BASE).getSourceFile(entry), before.getSourceFile(entry));
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace('name: string | null', 'note: string | null'));
    const after = program(entry, BASE);
    assert.notEqual(after.getSourceFile(entry), before.getSourceFile(entry));
    assert.deepEqual(rowMembers(after, entry), ['note: string | null', 'id: string']);
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
});

test('a file that is not a declaration file is parsed anew for each program', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-declarations-'));
  try {
    const entry = path.join(dir, 'index.ts');
    fs.writeFileSync(entry, 'export const answer = 42;\n');
    assert.notEqual(program(entry, BASE).getSourceFile(entry), program(entry, BASE).getSourceFile(entry));
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
});

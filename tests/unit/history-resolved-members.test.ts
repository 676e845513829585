/**
 * How src/tooling/history/resolved-members.ts prints an enum: by its name, alone or in a union,
 * whatever number of members it has. The compiler keeps `E | undefined` as a union of E's
 * members and `undefined` once E has two members, and as E's one member type and `undefined`
 * when it has one; printed member by member, an enum losing its next-to-last member would read
 * as a change of every member that names it (common 1.53.0's SyncClientImplementation).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {installedProgram, resolvedMembers} from '../../src/tooling/history/resolved-members';

/** A package's declarations under node_modules, where the printer takes its package name from. */
function membersOf(declarations: string): Map<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resolved-members-'));
  const pkg = path.join(dir, 'node_modules', 'enum-pkg');
  fs.mkdirSync(pkg, {recursive: true});
  const entry = path.join(pkg, 'index.d.ts');
  fs.writeFileSync(entry, declarations);
  try {
    const members = resolvedMembers(installedProgram(entry), entry).get('Options');
    assert.ok(members, 'the interface Options is read');
    return new Map([...members].map(([key, types]) => [key, types.expanded]));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const ENUMS = `
export declare enum Two { A = "a", B = "b" }
export declare enum One { A = "a" }
export declare enum Numbers { X = 0, Y = 1 }
`;

test('an enum of two members or of one in a union with undefined is printed by its name', () => {
  const members = membersOf(`${ENUMS}
export interface Options {
  two?: Two;
  twoOrUndefined: Two | undefined;
  one?: One;
  oneOrUndefined: One | undefined;
  numbers?: Numbers;
}
`);
  assert.deepEqual(Object.fromEntries(members), {
    two: '?enum-pkg#Two | undefined',
    twoOrUndefined: 'enum-pkg#Two | undefined',
    one: '?enum-pkg#One | undefined',
    oneOrUndefined: 'enum-pkg#One | undefined',
    numbers: '?enum-pkg#Numbers | undefined',
  });
});

test('an enum in a union with other types is printed by its name; some of its members are not the enum', () => {
  const members = membersOf(`${ENUMS}
export interface Options {
  withOthers: Two | One | boolean | null;
  some: Two.A | undefined;
}
`);
  assert.deepEqual(Object.fromEntries(members), {
    withOthers: 'enum-pkg#One | enum-pkg#Two | false | null | true',
    some: 'Two.A | undefined',
  });
});

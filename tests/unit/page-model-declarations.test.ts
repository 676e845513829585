/**
 * Declarations as the page's signature blocks show them, from the page model's tokens
 * (src/page-model/declarations.ts): what search records show and compare_symbol compares.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {memberDeclarations, symbolDeclarations} from '../../src/page-model/declarations';
import type {Member, Token} from '../../src/page-model/types';
import {pageModel} from './fixtures/page-model';

const tokens = (...parts: Array<[string, Token['kind']]>): Token[] => parts.map(([text, kind]) => ({text, kind}));

const member = (fields: Partial<Member> & Pick<Member, 'name' | 'kind' | 'signatures'>): Member => ({
  group: 'Methods',
  anchor: fields.name.toLowerCase(),
  flags: {},
  summary: [],
  ...fields,
});

test('every overload of a member, with the modifiers its flags give, one line each and `;` ended', () => {
  const overload = (handler: string) =>
    tokens(
      ['watch', 'name'],
      ['(', 'punctuation'],
      [handler, 'name'],
      [':\n  ', 'punctuation'],
      ['string', 'keyword'],
      ['): ', 'punctuation'],
      ['void', 'keyword'],
    );
  const watch = member({
    name: 'watch',
    kind: 'Method',
    flags: {protected: true, static: true},
    signatures: [overload('sql'), overload('query')],
  });
  assert.deepEqual(memberDeclarations(watch), [
    'protected static watch(sql: string): void;',
    'protected static watch(query: string): void;',
  ]);
  // An enumeration member is a table row `Text = "text"`, no `;`.
  const text = member({
    name: 'Text',
    kind: 'EnumMember',
    signatures: [tokens(['Text', 'name'], [' = ', 'punctuation'], ['"text"', 'literal'])],
  });
  assert.deepEqual(memberDeclarations(text), ['Text = "text"']);
  assert.deepEqual(memberDeclarations(member({name: 'x', kind: 'Property', signatures: []})), []);
});

test("a symbol's own declarations open with the keyword its kind takes; a class has none", () => {
  const identity = {
    sdk: 'x-sdk',
    package: '@x/a',
    packageVersion: '1.0.0',
    page: 'functions/useQuery.md',
    name: 'useQuery',
    importLine: "import { useQuery } from '@x/a';",
  };
  const signature = tokens(['useQuery', 'name'], ['(): ', 'punctuation'], ['void', 'keyword']);
  assert.deepEqual(
    symbolDeclarations(
      pageModel({...identity, kind: 'Function', title: 'Function: useQuery()', signatures: [signature]}),
    ),
    ['function useQuery(): void;'],
  );
  assert.deepEqual(
    symbolDeclarations(
      pageModel({...identity, kind: 'Variable', title: 'Variable: useQuery', signatures: [signature]}),
    ),
    ['const useQuery(): void;'],
  );
  assert.deepEqual(symbolDeclarations(pageModel({...identity, kind: 'Class', title: 'Class: useQuery'})), []);
});

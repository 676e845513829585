/** Object types written from their members' flags (src/generate/typedoc/object-type.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {DeclarationReflection} from 'typedoc';
import {objectTypeBody} from '../../src/generate/typedoc/object-type';

type Writer = Parameters<typeof objectTypeBody>[0];

/** Partials that write a type as its name, a signature as `(): void`: the layout is what is tested. */
const writer = {
  partials: {
    someType: (type: {name: string}) => type.name,
    functionType: () => '(): void',
    signatureParameters: () => '(value)',
  },
  helpers: {getDeclarationType: (member: {type: unknown}) => member.type},
} as unknown as Writer;

const member = (name: string, more: object = {}) => ({name, flags: {}, type: {name: 'number'}, ...more});
const body = (...children: object[]) =>
  objectTypeBody(writer, {children} as unknown as DeclarationReflection, undefined);

test('a readonly property keeps its modifier; optional, quoted and nested names as the stock partial writes them', () => {
  assert.equal(
    body(
      member('debug', {flags: {isReadonly: true}, type: {name: '20'}}),
      member('name', {flags: {isOptional: true}, type: {name: 'string'}}),
      member('a-b', {flags: {isReadonly: true, isOptional: true}}),
      member('nested', {type: {name: '\\{\n  `debug`: number;\n\\}'}}),
    ),
    [
      '\\{',
      '  readonly `debug`: 20;',
      '  `name?`: string;',
      '  readonly `"a-b"?`: number;',
      '  `nested`: \\{',
      '     `debug`: number;',
      '  \\};',
      '\\}',
    ].join('\n'),
  );
});

test('methods and accessors are never written readonly', () => {
  assert.equal(
    body(
      member('run', {flags: {isReadonly: true}, signatures: [{}]}),
      member('size', {flags: {isReadonly: true}, getSignature: {}}),
      member('label', {setSignature: {parameters: [{}]}}),
    ),
    ['\\{', '  `run`(): void;', '  get `size`(): number;', '  set `label`(value): number;', '\\}'].join('\n'),
  );
});

/**
 * The parity harness (src/tooling/page-model-parity.ts) names each difference between a reader
 * of the Markdown and the page model by its rule, and leaves the rest unexplained.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  compareAnchors,
  compareDeclarations,
  compareMembers,
  declarationsFromTwin,
} from '../../src/tooling/page-model-parity';
import {pageModel} from './fixtures/page-model';

const model = pageModel({
  sdk: 'x-sdk',
  package: '@x/a',
  packageVersion: '1.0.0',
  page: 'interfaces/Connector.md',
  name: 'Connector',
  kind: 'Interface',
  title: 'Interface: Connector<T>',
  importLine: "import type { Connector } from '@x/a';",
  typeParameters: ['T'],
  groups: [{title: 'Methods', anchor: 'methods'}],
  members: [
    {
      name: 'upload',
      kind: 'Method',
      group: 'Methods',
      anchor: 'upload',
      flags: {optional: true},
      signatures: [
        [
          {text: 'upload', kind: 'name'},
          {text: '(', kind: 'punctuation'},
          {text: 'db', kind: 'name'},
        ],
      ],
      summary: [],
    },
  ],
});

test("an optional method's heading name is the one named member difference, the rest unexplained", () => {
  const differences = compareMembers(
    'interfaces/Connector.md',
    [
      {name: 'upload()', id: 'upload'},
      {name: 'stray', id: 'stray'},
    ],
    [{name: 'upload', id: 'upload'}],
  );
  assert.deepEqual(
    differences.map((d) => [d.side, d.what, d.rule]),
    [
      ['+', 'upload#upload (was upload())', 'optional-method-name'],
      ['-', 'stray#stray', 'unexplained'],
    ],
  );
});

test('heading anchors the model does not know are named by their rule', () => {
  const differences = compareAnchors(
    'interfaces/Connector.md',
    [
      'type-parameters',
      't',
      'methods',
      'upload',
      'parameters',
      'db',
      'union-members',
      'type-literal-1',
      'used-by',
      'mystery',
    ],
    model,
  );
  assert.deepEqual(
    differences.map((d) => [d.side, d.what, d.rule]),
    [
      ['-', 'type-parameters', 'page-sections'],
      ['-', 't', 'parameter-headings'],
      ['-', 'parameters', 'page-sections'],
      ['-', 'db', 'parameter-headings'],
      ['-', 'union-members', 'page-sections'],
      ['-', 'type-literal-1', 'page-sections'],
      ['-', 'used-by', 'page-sections'],
      ['-', 'mystery', 'unexplained'],
    ],
  );
});

test("a member heading without an id of its own matches the model's anchor only when the page has that heading id", () => {
  const old = [{name: 'retries'}];
  const model = [{name: 'retries', id: 'retries'}];
  assert.deepEqual(
    compareMembers('type-aliases/Options.md', old, model, new Set(['type-declaration', 'retries'])).map((d) => [
      d.side,
      d.what,
      d.rule,
    ]),
    [['+', 'retries#retries', 'implicit-heading-id']],
  );
  // A page whose headings do not have that id: the model's anchor would lead nowhere.
  assert.deepEqual(
    compareMembers('type-aliases/Options.md', old, model, new Set(['type-declaration'])).map((d) => [d.side, d.rule]),
    [
      ['-', 'unexplained'],
      ['+', 'unexplained'],
    ],
  );
});

test("compare_symbol's declarations: layout and a returned object type's blocks are named, another text is not", () => {
  const rules = (old: string[], model: string[]) =>
    compareDeclarations('classes/Db.md', 'watch', old, model).map((d) => d.rule);
  assert.deepEqual(rules(['watch(sql: string): void;'], ['watch(sql: string): void;']), []);
  assert.deepEqual(
    rules(['watch( sql: string, options?: | A | { }): void;'], ['watch(sql: string, options?: A | {}): void;']),
    ['layout'],
  );
  assert.deepEqual(
    rules(['toJSON(): { name: string; };', '{ name: string; }', 'name: string;'], ['toJSON(): { name: string; };']),
    ['return-type-blocks'],
  );
  assert.deepEqual(rules(['downloading?: boolean;'], ['downloading: boolean;']), ['unexplained']);
  assert.deepEqual(rules([], ['watch(): void;']), ['unexplained']);
});

test('the old reader takes every signature block of a part of the twin, examples not', () => {
  const part = [
    '### watch()',
    '',
    '```ts signature',
    'watch(',
    '  sql: string',
    '): void;',
    '```',
    '',
    '```ts',
    'db.watch(sql);',
    '```',
  ].join('\n');
  assert.deepEqual(declarationsFromTwin(part), ['watch(\n  sql: string\n): void;']);
});

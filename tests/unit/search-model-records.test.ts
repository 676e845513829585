/**
 * Search records of an API page from its page model (src/search/model-records.ts, issue #56):
 * the same records records.ts reads from the rendered page, from a hand-written model.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {modelRecords, plainParagraphs} from '../../src/search/model-records';
import {type Member, type PageModel, type Token} from '../../src/page-model/types';
import {pageModel} from './fixtures/page-model';

const text = (t: string): Token => ({text: t, kind: 'text'});
const name = (t: string): Token => ({text: t, kind: 'name'});
const punct = (t: string): Token => ({text: t, kind: 'punctuation'});
const type = (t: string): Token => ({text: t, kind: 'type'});

const member = (fields: Partial<Member> & Pick<Member, 'name' | 'kind' | 'group'>): Member => ({
  anchor: fields.name.toLowerCase(),
  flags: {},
  signatures: [],
  summary: [],
  ...fields,
});

const model = pageModel({
  sdk: 'web-sdk',
  package: '@powersync/web',
  packageVersion: '1.2.0',
  page: 'classes/Database.md',
  name: 'Database',
  kind: 'Class',
  title: 'Class: Database',
  importLine: "import { Database } from '@powersync/web';",
  description: [text('A database. Use '), {text: '`watch`', kind: 'code'}, text(' to follow a query.')],
  groups: [
    {title: 'Methods', anchor: 'methods'},
    {title: 'Enumeration Members', anchor: 'enumeration-members'},
  ],
  members: [
    member({
      name: 'watch',
      kind: 'Method',
      group: 'Methods',
      // An overload pair: one member, its first signature is the record's.
      signatures: [
        [name('watch'), punct('('), name('sql'), punct(': '), type('string'), punct('): '), type('void')],
        [name('watch'), punct('('), name('query'), punct(': '), type('Query'), punct('): '), type('void')],
      ],
      summary: [text('Watches a query.')],
    }),
    member({
      name: 'close',
      kind: 'Method',
      group: 'Methods',
      flags: {deprecated: true, protected: true},
      signatures: [[name('close'), punct('(): '), type('void')]],
      summary: [text('Closes it.')],
    }),
    member({
      name: 'TEXT',
      kind: 'EnumMember',
      group: 'Enumeration Members',
      anchor: 'enumeration-member-text',
      signatures: [[name('TEXT'), punct(' = '), {text: '"TEXT"', kind: 'literal'}]],
      summary: [text('Text column.')],
    }),
  ],
});

const options = {
  url: '/b/web-sdk/classes/Database',
  lvl0: 'Web SDK',
  sdk: 'web-sdk',
  language: 'en',
  docusaurusTag: 'docs-default-current',
};

test('a model gives the page record, then a record and a content record per member', () => {
  // What the page's badges and demos say, in the model as generation writes it.
  const [first, second, ...rest] = model.members;
  const marked = {
    ...model,
    newIn: 'web 1.2.0',
    demos: 2,
    members: [{...first, demos: 3}, {...second, newIn: 'web 1.2.0'}, ...rest],
  };
  const records = modelRecords(marked, options);
  assert.deepEqual(
    records.map((r) => [
      r.objectID,
      r.type,
      r.kind,
      r.position,
      r.hierarchy.lvl1,
      r.hierarchy.lvl2,
      r.hierarchy.lvl3,
      r.content,
    ]),
    [
      [
        '/b/web-sdk/classes/Database',
        'lvl1',
        'class',
        0,
        'Class: Database (used in 2 demos) (new in web 1.2.0)',
        null,
        null,
        null,
      ],
      [
        '/b/web-sdk/classes/Database~content',
        'content',
        'class',
        1,
        'Class: Database (used in 2 demos) (new in web 1.2.0)',
        null,
        null,
        'A database. Use watch to follow a query.',
      ],
      // Members carry the page title without its marks, as records.ts gives them.
      [
        '/b/web-sdk/classes/Database#watch',
        'lvl3',
        'method',
        2,
        'Class: Database',
        'Methods',
        'watch() (used in 3 demos)',
        null,
      ],
      [
        '/b/web-sdk/classes/Database#watch~content',
        'content',
        'method',
        3,
        'Class: Database',
        'Methods',
        'watch() (used in 3 demos)',
        'watch(sql: string): void; Watches a query.',
      ],
      [
        '/b/web-sdk/classes/Database#close',
        'lvl3',
        'method',
        4,
        'Class: Database',
        'Methods',
        'close() (new in web 1.2.0) (deprecated)',
        null,
      ],
      [
        '/b/web-sdk/classes/Database#close~content',
        'content',
        'method',
        5,
        'Class: Database',
        'Methods',
        'close() (new in web 1.2.0) (deprecated)',
        'protected close(): void; Closes it.',
      ],
      [
        '/b/web-sdk/classes/Database#enumeration-member-text',
        'lvl3',
        'member',
        6,
        'Class: Database',
        'Enumeration Members',
        'TEXT',
        null,
      ],
      [
        '/b/web-sdk/classes/Database#enumeration-member-text~content',
        'content',
        'member',
        7,
        'Class: Database',
        'Enumeration Members',
        'TEXT',
        'TEXT = "TEXT" Text column.',
      ],
    ],
  );
  assert.ok(records.every((r) => r.sdk === 'web-sdk' && r.language === 'en' && r.hierarchy.lvl0 === 'Web SDK'));
  assert.equal(records[2].url, '/b/web-sdk/classes/Database#watch');
});

test('a deprecated page is marked deprecated, never also new; its members repeat the mark in lvl1', () => {
  const records = modelRecords({...model, deprecated: true, newIn: 'web 1.2.0'}, options);
  assert.equal(records[0].hierarchy.lvl1, 'Class: Database (deprecated)');
  assert.equal(records[2].hierarchy.lvl1, 'Class: Database (deprecated)');
});

test('overloads and a static beside an instance member of one heading make one hit', () => {
  const twice = {
    ...model,
    members: [model.members[0], {...model.members[0], anchor: 'watch-1', flags: {static: true}}],
  };
  const members = modelRecords(twice, options).filter((r) => r.type === 'lvl3');
  assert.deepEqual(
    members.map((r) => r.anchor),
    ['watch'],
  );
});

test('a deprecated enum member is marked; content is capped with an ellipsis', () => {
  const long = 'word '.repeat(60).trim();
  const enumModel: PageModel = {
    ...model,
    members: [{...model.members[2], flags: {deprecated: true}, summary: [text(long)]}],
  };
  const records = modelRecords(enumModel, options);
  assert.equal(records[2].hierarchy.lvl3, 'TEXT (deprecated)');
  const content = records[3].content!;
  assert.ok(content.length <= 180 && content.endsWith('…'), content);
});

test('comment text as the page shows it: a block a paragraph or list item, links as their names, no list markers', () => {
  assert.deepEqual(
    plainParagraphs([
      text('Either:\n- a '),
      {text: 'DBAdapter', kind: 'link', declaration: '@powersync/common/lib/db/DBAdapter.d.ts#DBAdapter'},
      text('\n- a [factory](https://x.dev)\n  on two lines\n\nThen **more**.'),
    ]),
    ['Either:', 'a DBAdapter', 'a factory on two lines', 'Then more.'],
  );
});

test('the cap falls between paragraphs as on the page: one that starts past it is left out, not cut', () => {
  const first = 'a'.repeat(100);
  const second = 'b'.repeat(79);
  const records = modelRecords(
    {...model, members: [], description: [text(`${first}\n\n${second}\n\nThird paragraph.`)]},
    options,
  );
  assert.equal(records[1].content, `${first} ${second}`);
});

test("an enum member without a description shows the table's empty cell when others have one", () => {
  const bare: Member = {
    ...model.members[2],
    name: 'REAL',
    anchor: 'enumeration-member-real',
    signatures: [[name('REAL'), punct(' = '), {text: '"REAL"', kind: 'literal'}]],
    summary: [],
  };
  const contents = modelRecords({...model, members: [model.members[2], bare]}, options)
    .filter((r) => r.type === 'content' && r.anchor)
    .map((r) => r.content);
  assert.deepEqual(contents, ['TEXT = "TEXT" Text column.', 'REAL = "REAL" -']);
});

test("a deprecated page's content opens with its notice; badges and their notes come before the summary", () => {
  const records = modelRecords(
    {
      ...model,
      kind: 'Function',
      deprecated: true,
      deprecation: [text('Use '), {text: '`watch`', kind: 'code'}, text(' instead.')],
      modifierTags: ['@experimental', '@alpha'],
      stageNotes: {'@alpha': [text('May change.')]},
      signatures: [[name('open'), punct('(): '), type('void')]],
      members: [],
    },
    options,
  );
  assert.equal(
    records[1].content,
    'Deprecated Use watch instead. function open(): void; Experimental Alpha May change. A database. Use watch to follow a query.',
  );
});

test("an interface's index signature follows its description, after an Internal badge", () => {
  const records = modelRecords(
    {
      ...model,
      kind: 'Interface',
      modifierTags: ['@internal'],
      description: [],
      indexSignatures: [[punct('['), name('key'), punct(': '), type('string'), punct(']: '), type('number')]],
      members: [],
    },
    options,
  );
  assert.equal(records[1].content, 'Internal [key: string]: number');
});

test("a member's badges follow its signature; its object type's members' summaries follow its own", () => {
  const records = modelRecords(
    {
      ...model,
      members: [
        {
          ...model.members[0],
          modifierTags: ['@experimental'],
          stageNotes: {'@experimental': [text('Still settling.')]},
          nested: [{name: 'sql', summary: [text('The query.')]}],
        },
      ],
    },
    options,
  );
  assert.equal(
    records[3].content,
    'watch(sql: string): void; Experimental Still settling. Watches a query. The query.',
  );
});

test('one deprecated overload of several leaves the member unmarked: the flag says what its heading says', () => {
  const overloads: Member = {...model.members[0], signatureFlags: [{}, {deprecated: true}]};
  const records = modelRecords({...model, members: [overloads]}, options);
  assert.equal(records[2].hierarchy.lvl3, 'watch()');
});

test("a deprecated enum member's cell ends with the deprecation and its message", () => {
  const deprecated: Member = {...model.members[2], flags: {deprecated: true}, deprecation: [text("Don't use.")]};
  const records = modelRecords({...model, members: [deprecated]}, options);
  assert.equal(records[3].content, 'TEXT = "TEXT" Text column. Deprecated Don\'t use.');
});

/**
 * A page's body cut at its members and history badges as the theme wrote them
 * (src/generate/typedoc/body-pieces.ts): written out, the pieces are the page, each member's are
 * exactly what the theme wrote for it, badges are data in the part they belong to, and anything
 * not where it belongs stops generation, naming the page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Reflection} from 'typedoc';
import {addMemberMarkdown, bodyPieces, writeBox, writeHistory} from '../../src/generate/typedoc/body-pieces';
import {boxHtml} from '../../src/page-model/boxes';
import {bodyMarkdown} from '../../src/page-model/body';
import type {Box, HistoryBadges} from '../../src/page-model/types';

// Reflections as far as the cut reads them: a name, an id the project finds them by, a parent.
const byId = new Map<number, Reflection>();
const project = {getReflectionById: (id: number) => byId.get(id)};
const reflection = (name: string, parent?: Reflection) => {
  const made = {name, id: byId.size + 1, project, parent} as unknown as Reflection;
  byId.set(made.id, made);
  return made;
};
const [open, close, row] = ['open', 'close', 'ROW'].map((name) => reflection(name));
const openMarkdown = '### open()\n\nOpens it.';
const closeMarkdown = '### close()\n\nCloses it.';
const contents = `# Class: Db\n\n## Methods\n\n${openMarkdown}\n\n***\n\n${closeMarkdown}\n\n## Used by\n\n- Other`;

test('the pieces join to the page, each member its own piece, a table row none', () => {
  const page = {};
  // As the theme calls memberContainer: a nested type's member too, which is no member of the page.
  addMemberMarkdown(page, reflection('nested'), '#### nested');
  addMemberMarkdown(page, open, openMarkdown);
  addMemberMarkdown(page, close, closeMarkdown);
  const members = [
    {index: 0, reflection: open},
    {index: 1, reflection: close},
    {index: 2, reflection: row},
  ];
  const pieces = bodyPieces(page, 'classes/Db.md', contents, members);
  assert.equal(bodyMarkdown(pieces), contents);
  assert.deepEqual(
    pieces.map((piece) => piece.member),
    [undefined, 0, undefined, 1, undefined],
  );
  assert.deepEqual(pieces.slice(1), [
    {markdown: openMarkdown, member: 0},
    {markdown: '\n\n***\n\n'},
    {markdown: closeMarkdown, member: 1},
    {markdown: '\n\n## Used by\n\n- Other'},
  ]);
});

test("what the theme writes after a member for its type's members is the member's, up to the next member", () => {
  const page = {};
  const rows = reflection('rows');
  // typedoc-plugin-markdown's flattened declarations: copies named `rows._array`, without a
  // parent, the id the one they copy has (a member of the object type of `rows`).
  const original = reflection('_array', reflection('__type', rows));
  const array = {name: 'rows._array', id: original.id} as unknown as Reflection;
  const other = reflection('other');
  const written: Array<[Reflection, string]> = [
    [rows, '### rows\n\n`object`'],
    [array, '#### rows.\\_array\n\n`any`\\[\\]'],
    [other, '### other\n\n`string`'],
  ];
  for (const [member, markdown] of written) addMemberMarkdown(page, member, markdown);
  const page1 = `## Type Declaration\n\n${written.map(([, markdown]) => markdown).join('\n\n')}`;
  const pieces = bodyPieces(page, 'type-aliases/Result.md', page1, [
    {index: 0, reflection: rows},
    {index: 1, reflection: other},
  ]);
  assert.deepEqual(
    pieces.map((piece) => [piece.member, bodyMarkdown([piece])]),
    [
      [undefined, '## Type Declaration\n\n'],
      [0, '### rows\n\n`object`\n\n#### rows.\\_array\n\n`any`\\[\\]'],
      [undefined, '\n\n'],
      [1, '### other\n\n`string`'],
    ],
  );
});

test("badges are data in the part they belong to: the title's before the members, each member's in its own", () => {
  const page = {};
  const added: HistoryBadges = {badges: [{kind: 'added', text: 'Added in [@x/db 1.0.0](../changes.md#v1-0-0)'}]};
  const later: HistoryBadges = {badges: [...added.badges, {kind: 'later', text: 'Later: removed in @x/db 2.0.0'}]};
  // Written as the theme writes them: the same badges under two headings, each member's its own.
  const title = writeHistory(page, undefined, later);
  const openText = `### open()\n\n${writeHistory(page, open, added)}\n\nOpens it.`;
  const closeText = `### close()\n\n${writeHistory(page, close, added)}\n\nCloses it.`;
  addMemberMarkdown(page, open, openText);
  addMemberMarkdown(page, close, closeText);
  const written = `# Class: Db\n\n${title}\n\n## Methods\n\n${openText}\n\n***\n\n${closeText}`;
  const pieces = bodyPieces(page, 'classes/Db.md', written, [
    {index: 0, reflection: open},
    {index: 1, reflection: close},
  ]);
  assert.equal(bodyMarkdown(pieces), written);
  assert.deepEqual(pieces, [
    {markdown: '# Class: Db\n\n'},
    {history: later},
    {markdown: '\n\n## Methods\n\n'},
    {markdown: '### open()\n\n', member: 0},
    {history: added, member: 0},
    {markdown: '\n\nOpens it.', member: 0},
    {markdown: '\n\n***\n\n'},
    {markdown: '### close()\n\n', member: 1},
    {history: added, member: 1},
    {markdown: '\n\nCloses it.', member: 1},
  ]);
});

test("boxes are data: a member's in its part, the symbol's outside every member's, even where the same is inside one", () => {
  const page = {};
  const more: Box = {kind: 'used-by-more', summary: '2 more', markdown: '- `a`\n- `b`'};
  const demos: Box = {
    kind: 'member-demos',
    demos: 2,
    summary: 'In the demos: used in 2 files',
    markdown: 'Demos read.',
  };
  // A member's text that holds the very HTML the symbol's box is written as, before the symbol's box.
  const openText = `### open()\n\n${boxHtml(more)}\n\n${writeBox(page, open, demos)}`;
  addMemberMarkdown(page, open, openText);
  const usedBy = `## Used by\n\n${writeBox(page, undefined, more)}`;
  const written = `# Class: Db\n\n${openText}\n\n${usedBy}`;
  const pieces = bodyPieces(page, 'classes/Db.md', written, [{index: 0, reflection: open}]);
  assert.equal(bodyMarkdown(pieces), written);
  assert.deepEqual(pieces, [
    {markdown: '# Class: Db\n\n'},
    {markdown: `### open()\n\n${boxHtml(more)}\n\n`, member: 0},
    {box: demos, member: 0},
    {markdown: '\n\n## Used by\n\n'},
    {box: more},
  ]);
});

test('a box is kept as the formatted page has it: no run of blank lines', () => {
  const page = {};
  const box: Box = {kind: 'demos', demos: 1, markdown: '```ts\nfirst();\n\n\n\nsecond();\n```'};
  const markdown = writeBox(page, undefined, box);
  // typedoc-plugin-markdown's formatting of the whole page, which the box is written into.
  const page1 = `# Class: Db\n\n## In the demos\n\n${markdown}`.replace(/[\r\n]{3,}/g, '\n\n');
  const pieces = bodyPieces(page, 'classes/Db.md', page1, []);
  assert.equal(bodyMarkdown(pieces), page1);
  assert.deepEqual(pieces.at(-1), {box: {...box, markdown: '```ts\nfirst();\n\nsecond();\n```'}});
});

test("badges of what is no member of the page, or not in their member's part, stop generation", () => {
  const added: HistoryBadges = {badges: [{kind: 'added', text: 'Added in @x/db 1.0.0'}]};
  const stray = {};
  addMemberMarkdown(stray, open, openMarkdown);
  writeHistory(stray, close, added);
  assert.throws(
    () => bodyPieces(stray, 'classes/Db.md', contents, [{index: 0, reflection: open}]),
    /classes\/Db\.md: the badges of close, which is no member of the page/,
  );
  const elsewhere = {};
  addMemberMarkdown(elsewhere, open, openMarkdown);
  addMemberMarkdown(elsewhere, close, closeMarkdown);
  // Written, but the page has them after the member they are the badges of.
  const badges = writeHistory(elsewhere, open, added);
  assert.throws(
    () =>
      bodyPieces(elsewhere, 'classes/Db.md', `${contents}\n\n${badges}`, [
        {index: 0, reflection: open},
        {index: 1, reflection: close},
      ]),
    /classes\/Db\.md: the badges of open is not where it belongs/,
  );
});

test('a page without members is one piece', () => {
  assert.deepEqual(bodyPieces({}, 'functions/f.md', '# Function: f()', []), [{markdown: '# Function: f()'}]);
});

test('members are cut in page order, whatever order the model lists them in', () => {
  const page = {};
  addMemberMarkdown(page, open, openMarkdown);
  addMemberMarkdown(page, close, closeMarkdown);
  const pieces = bodyPieces(page, 'classes/Db.md', contents, [
    {index: 0, reflection: close},
    {index: 1, reflection: open},
  ]);
  assert.deepEqual(
    pieces.map((piece) => piece.member),
    [undefined, 1, undefined, 0, undefined],
  );
});

test('a member not on the page, overlapping another, or written twice stops generation with the page named', () => {
  const page = {};
  addMemberMarkdown(page, open, openMarkdown);
  addMemberMarkdown(page, close, '### open()');
  assert.throws(
    () => bodyPieces(page, 'classes/Db.md', '# Class: Db', [{index: 0, reflection: open}]),
    /classes\/Db\.md: member open is not in the page/,
  );
  assert.throws(
    () =>
      bodyPieces(page, 'classes/Db.md', contents, [
        {index: 0, reflection: open},
        {index: 1, reflection: close},
      ]),
    /classes\/Db\.md: member (open|close) overlaps the member before it/,
  );
  addMemberMarkdown(page, open, openMarkdown);
  assert.throws(
    () => bodyPieces(page, 'classes/Db.md', contents, [{index: 0, reflection: open}]),
    /classes\/Db\.md: member open is written 2 times/,
  );
});

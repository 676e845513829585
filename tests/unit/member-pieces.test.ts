/**
 * A page's body cut at its members as the theme wrote them (src/generate/typedoc/member-pieces.ts):
 * the pieces join to the page, each member's piece is exactly what the theme wrote for it, and a
 * member that is not where its turn puts it stops generation, naming the page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Reflection} from 'typedoc';
import {addMemberMarkdown, bodyPieces} from '../../src/generate/typedoc/member-pieces';

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
  assert.equal(pieces.map((piece) => piece.markdown).join(''), contents);
  assert.deepEqual(
    pieces.map((piece) => piece.member),
    [undefined, 0, undefined, 1, undefined],
  );
  assert.equal(pieces[1].markdown, openMarkdown);
  assert.equal(pieces[3].markdown, closeMarkdown);
  assert.equal(pieces[4].markdown, '\n\n## Used by\n\n- Other');
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
    pieces.map((piece) => [piece.member, piece.markdown]),
    [
      [undefined, '## Type Declaration\n\n'],
      [0, '### rows\n\n`object`\n\n#### rows.\\_array\n\n`any`\\[\\]'],
      [undefined, '\n\n'],
      [1, '### other\n\n`string`'],
    ],
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

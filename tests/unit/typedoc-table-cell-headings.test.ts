import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Comment,
  DeclarationReflection,
  FileRegistry,
  ProjectReflection,
  ReflectionKind,
  type CommentDisplayPart,
  type Reflection,
} from 'typedoc';
import {headingsToBold, rewriteTableCellHeadings} from '../../src/generate/typedoc/table-cell-headings';

const text = (value: string): CommentDisplayPart => ({kind: 'text', text: value});

function declaration(
  project: ProjectReflection,
  name: string,
  kind: ReflectionKind,
  parent: Reflection = project,
): DeclarationReflection {
  const reflection = new DeclarationReflection(name, kind, parent);
  project.registerReflection(reflection, undefined, undefined);
  if (parent instanceof DeclarationReflection || parent instanceof ProjectReflection) parent.addChild(reflection);
  return reflection;
}

test('headings in a comment rendered in a table cell become bold text', () => {
  const parts = [
    text('Intro.\n\n## Compatibility warning\nBody '),
    {kind: 'code', text: '`x`'} as CommentDisplayPart,
    text('\n### Next ##\nend'),
  ];
  headingsToBold(parts);
  assert.equal(parts[0].text, 'Intro.\n\n**Compatibility warning**\nBody ');
  assert.equal(parts[2].text, '\n**Next**\nend');
  // A part that continues a line after an inline tag does not start a heading.
  const midLine = [{kind: 'code', text: '`a`'} as CommentDisplayPart, text('## not a heading')];
  headingsToBold(midLine);
  assert.equal(midLine[1].text, '## not a heading');
});

test('only enumeration members (rendered in the members table) get their headings flattened', () => {
  const project = new ProjectReflection('p', new FileRegistry());
  const enumeration = declaration(project, 'SyncClientImplementation', ReflectionKind.Enum);
  const member = declaration(project, 'RUST', ReflectionKind.EnumMember, enumeration);
  member.comment = new Comment([text('## Warning\nx')]);
  enumeration.comment = new Comment([text('## Heading of a page\nx')]);
  rewriteTableCellHeadings(project);
  assert.equal(member.comment.summary[0].text, '**Warning**\nx');
  assert.equal(enumeration.comment.summary[0].text, '## Heading of a page\nx');
});

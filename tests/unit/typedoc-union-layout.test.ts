import {test} from 'node:test';
import assert from 'node:assert/strict';
import {UNION_LINE_LENGTH, unionLayout} from '../../src/generate/typedoc/union-layout';
import {encodeLinkMarker} from '../../src/generate/typedoc/type-links';

const linked = (name: string) =>
  encodeLinkMarker(name, {kind: 'decl', key: `@powersync/common\u0000lib/db/schema/Table.d.ts\u0000${name}`});

test('a short union of linked names stays on one line, however long its link markers', () => {
  const members = [linked('ColumnType'), 'undefined'];
  assert.ok(members.join('').length > UNION_LINE_LENGTH, 'the markers alone are longer than a line');
  assert.equal(unionLayout(members, 'ColumnTypeundefined'), `${members[0]} \\| undefined`);
});

test('a union longer than a line as read goes one member per line', () => {
  const members = ['"alpha-long-literal"', '"beta-long-literal"', '"gamma-long-literal"', '"delta-long-literal"'];
  assert.equal(unionLayout(members, members.join('')), `\n  \\| ${members.join('\n  \\| ')}`);
});

test('a union with a member of several lines goes one member per line', () => {
  const members = ['{\n  a: string;\n}', 'null'];
  assert.equal(unionLayout(members, members.join('')), '\n  \\| {\n  a: string;\n}\n  \\| null');
});

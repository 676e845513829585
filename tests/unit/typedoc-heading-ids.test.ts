import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assignHeadingIds, headingText, type MdNode} from '../../src/remark/heading-ids';

const heading = (depth: number, ...children: MdNode[]): MdNode => ({type: 'heading', depth, children});
const text = (value: string): MdNode => ({type: 'text', value});
const ids = (root: MdNode) => (root.children ?? []).map((h) => h.data?.hProperties?.id ?? `explicit:${headingText(h)}`);

test('generated ids never take an anchor TypeDoc wrote explicitly', () => {
  // web-sdk Table: type parameter `Columns`, constructor parameter `columns`, property `columns`.
  // TypeDoc anchors the type parameter `columns` and the property `columns-1`; the constructor
  // parameter is no symbol. Without reserving, the parameter took `columns-1` and links to the
  // property landed on it.
  const root: MdNode = {
    type: 'root',
    children: [
      heading(3, text('Columns {#columns}')),
      heading(3, text('Constructor')),
      heading(4, text('Parameters')),
      heading(5, text('columns')),
      heading(3, text('columns {#columns-1}')),
      heading(3, text('Constructor')),
      heading(4, text('Parameters')),
    ],
  };
  assignHeadingIds(root);
  assert.deepEqual(ids(root), [
    'explicit:Columns {#columns}',
    'constructor',
    'parameters',
    'columns-2',
    'explicit:columns {#columns-1}',
    'constructor-1',
    'parameters-1',
  ]);
});

test('heading text ignores html nodes and includes inline code, like Docusaurus', () => {
  const root: MdNode = {
    type: 'root',
    children: [
      heading(3, {type: 'inlineCode', value: 'query'}, text('()'), {type: 'html', value: '<a id="x"></a>'}),
      heading(3, {type: 'emphasis', children: [text('query()')]}),
    ],
  };
  assignHeadingIds(root);
  assert.deepEqual(ids(root), ['query', 'query-1']);
});

test('an id set by an earlier plugin is kept', () => {
  const root: MdNode = {type: 'root', children: [{...heading(2, text('Title')), data: {hProperties: {id: 'given'}}}]};
  assignHeadingIds(root);
  assert.deepEqual(ids(root), ['given']);
});

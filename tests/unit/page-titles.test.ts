import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unescapedHeadingTitle} from '../../src/tooling/markdown-readers';

test('a generated heading with Markdown escapes gives the page a plain title', () => {
  assert.equal(
    unescapedHeadingTitle('---\n---\n\n# Class: Table\\<Columns\\>\n\n## Extended by'),
    'Class: Table<Columns>',
  );
  assert.equal(unescapedHeadingTitle('# Function: useQuery\\<RowType\\>()\n'), 'Function: useQuery<RowType>()');
  assert.equal(unescapedHeadingTitle('# Type Alias: A\\_B\\*\n'), 'Type Alias: A_B*');
});

test('links, emphasis and strikethrough in a generated heading leave plain text in the title', () => {
  assert.equal(
    unescapedHeadingTitle(
      '# ~~Class: TableV2\\<Columns *extends* [`ColumnsType`](../type-aliases/ColumnsType.md) = [`ColumnsType`](../type-aliases/ColumnsType.md)\\>~~\n',
    ),
    'Class: TableV2<Columns extends ColumnsType = ColumnsType>',
  );
  assert.equal(unescapedHeadingTitle('# ~~Function: usePowerSyncQuery()~~\n'), 'Function: usePowerSyncQuery()');
  assert.equal(unescapedHeadingTitle('# Type Alias: A\\[B\\](x)\n'), 'Type Alias: A[B](x)');
});

test('a heading without escapes, or no heading, leaves the title to Docusaurus', () => {
  assert.equal(unescapedHeadingTitle('# Class: WebRemote\n'), undefined);
  assert.equal(unescapedHeadingTitle('Some text\n## Not a title'), undefined);
});

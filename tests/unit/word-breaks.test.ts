/** Long names in inline code and link text break between their words only (src/remark/word-breaks.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addWordBreaks} from '../../src/remark/word-breaks';
import type {MdNode} from '../../src/remark/heading-ids';

const paragraph = (...children: MdNode[]): MdNode => ({type: 'root', children: [{type: 'paragraph', children}]});
const hastText = (nodes: unknown) =>
  (nodes as Array<{type: string; value?: string; tagName?: string}>)
    .map((node) => (node.type === 'text' ? node.value : `<${node.tagName}>`))
    .join('');

test('inline code gets a <wbr> between the words of each long name; its text is unchanged', () => {
  const root = paragraph({type: 'inlineCode', value: 'AbstractPowerSyncDatabase.getCrudBatch'});
  addWordBreaks(root);
  const code = root.children![0].children![0];
  assert.equal(code.value, 'AbstractPowerSyncDatabase.getCrudBatch');
  assert.equal(hastText(code.data?.hChildren), 'Abstract<wbr>Power<wbr>Sync<wbr>Database.<wbr>get<wbr>Crud<wbr>Batch');
});

test('short names and text without long names are left as they are', () => {
  const root = paragraph({type: 'inlineCode', value: 'useQuery'}, {type: 'text', value: 'AbstractPowerSyncDatabase'});
  const before = JSON.stringify(root);
  addWordBreaks(root);
  // Plain text outside links is the browser's to break: it has spaces.
  assert.equal(JSON.stringify(root), before);
});

test('a link text (a source path) breaks after `/` and between words; its words are kept in order', () => {
  const path = 'packages/common/src/client/AbstractPowerSyncDatabase.ts:173';
  const root = paragraph({type: 'link', url: 'https://example.com', children: [{type: 'text', value: `in ${path}`}]});
  addWordBreaks(root);
  const link = root.children![0].children![0];
  assert.equal(
    link.children!.map((node) => (node.type === 'text' ? node.value : '|')).join(''),
    'in packages/|common/|src/|client/|Abstract|Power|Sync|Database.|ts:173',
  );
  assert.ok(link.children!.filter((node) => node.type !== 'text').every((node) => node.data?.hName === 'wbr'));
});

test('headings are left alone: their text makes their anchors and the table of contents', () => {
  const root: MdNode = {
    type: 'root',
    children: [{type: 'heading', depth: 2, children: [{type: 'inlineCode', value: 'AbstractPowerSyncDatabase'}]}],
  };
  const before = JSON.stringify(root);
  addWordBreaks(root);
  assert.equal(JSON.stringify(root), before);
});

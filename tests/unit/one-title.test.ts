import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {MdNode} from '../../src/remark/heading-ids';
import {keepOneTitle} from '../../src/remark/one-title';

const heading = (depth: number, text: string): MdNode => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});
const depths = (root: MdNode) =>
  (root.children ?? []).filter((n) => n.type === 'heading').map((n) => `${n.depth} ${n.children?.[0]?.value}`);

test('a README with several h1s keeps the first as the title and moves every later heading one level down', () => {
  const root: MdNode = {
    type: 'root',
    children: [
      heading(2, 'badges'),
      heading(1, 'PowerSync SDK for Web'),
      {type: 'paragraph', children: [{type: 'text', value: 'intro'}]},
      heading(1, 'Installation'),
      heading(2, 'Install Package'),
      heading(6, 'deepest'),
      heading(1, 'Getting Started'),
    ],
  };
  assert.equal(keepOneTitle(root), true);
  assert.deepEqual(depths(root), [
    '2 badges',
    '1 PowerSync SDK for Web',
    '2 Installation',
    '3 Install Package',
    '6 deepest',
    '2 Getting Started',
  ]);
});

test('a page with one h1 (every API page) or none is left as it is', () => {
  for (const children of [
    [heading(1, 'Class: Table'), heading(2, 'Constructors'), heading(3, 'Constructor')],
    [heading(2, 'a'), heading(2, 'b')],
  ]) {
    const root: MdNode = {type: 'root', children};
    const before = depths(root);
    assert.equal(keepOneTitle(root), false);
    assert.deepEqual(depths(root), before);
  }
});

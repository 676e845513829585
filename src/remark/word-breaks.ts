/**
 * Remark plugin: long names in running text break between their words only, as titles, the
 * sidebar and signatures do (src/components/BreakableName). Inline code (`Used by` entries,
 * `Inherited from`, `Implementation of`, table cells) and link text (a `Defined in` source
 * path) get a <wbr> between the words of each long name; the browser otherwise breaks such a
 * run anywhere once it overflows ("getCrudBa|tch" at 390 px). Only the HTML changes: the text,
 * the Markdown twins and the search records read the same words. Headings are left alone:
 * their text makes their anchors and the table of contents.
 */
import {nameParts} from '../components/BreakableName/name-parts';
import type {MdNode} from './heading-ids';

/** A text's words, split between the parts of each long name (nameParts). */
function textParts(value: string): string[][] {
  return value.split(/(\s+)/).map((word) => (/\s/.test(word) ? [word] : nameParts(word)));
}

/**
 * A text as nodes: text, and a break node between the parts of each long name, made by
 * `breakNode`; a single text node when no name needs a break.
 */
function withBreaks<T>(value: string, textNode: (text: string) => T, breakNode: () => T): T[] {
  const nodes: T[] = [];
  let text = '';
  for (const parts of textParts(value))
    parts.forEach((part, index) => {
      if (index > 0) {
        nodes.push(textNode(text), breakNode());
        text = '';
      }
      text += part;
    });
  if (text) nodes.push(textNode(text));
  return nodes;
}

/** The hast children of inline code: its text, a <wbr> element between the parts of each long name. */
export const breakableCode = (value: string) =>
  withBreaks<MdNode | {type: 'element'; tagName: 'wbr'; properties: object; children: []}>(
    value,
    (text) => ({type: 'text', value: text}),
    () => ({type: 'element', tagName: 'wbr', properties: {}, children: []}),
  );

/** Markdown nodes for link text: text, and a node that becomes <wbr> between the parts of each long name. */
export const breakableText = (value: string): MdNode[] =>
  withBreaks<MdNode>(
    value,
    (text) => ({type: 'text', value: text}),
    () => ({type: 'wordBreak', data: {hName: 'wbr'}}),
  );

/** Sets the <wbr>s on inline code and link text under `node`, headings excepted. */
export function addWordBreaks(node: MdNode, inLink = false): void {
  if (node.type === 'heading') return;
  if (node.type === 'inlineCode' && node.value) {
    const children = breakableCode(node.value);
    if (children.length > 1) node.data = {...node.data, hChildren: children};
    return;
  }
  if (!node.children) return;
  const link = inLink || node.type === 'link';
  node.children = node.children.flatMap((child) => {
    if (link && child.type === 'text' && child.value) return breakableText(child.value);
    addWordBreaks(child, link);
    return [child];
  });
}

/** The remark plugin: `beforeDefaultRemarkPlugins: [wordBreaks]` in the docs options. */
export default function wordBreaks() {
  return (root: MdNode) => addWordBreaks(root);
}

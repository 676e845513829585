/**
 * Remark plugin that keeps TypeDoc's anchors pointing at the right heading.
 *
 * typedoc-plugin-markdown numbers anchors among the symbols of a page (`columns`,
 * `columns-1`, …), Docusaurus numbers heading ids among *all* headings, including type
 * parameter and parameter headings. The two counts disagree as soon as a page has a
 * parameter named like a member (Table: type parameter `Columns`, constructor parameter
 * `columns`, property `columns`), so `Table#columns-1` landed on the constructor
 * parameter, and `#query-1`-style links landed on, or pointed at, the wrong overload.
 *
 * The fix has two halves: TypeDoc writes its anchor into each symbol heading as an
 * explicit id (`useCustomAnchors`, options.ts), and this plugin, run before Docusaurus'
 * own heading plugin, gives every *other* heading a generated id that never takes one of
 * those explicit ids. Docusaurus keeps ids that are already set, so the result is one
 * unique id per heading, and every TypeDoc link lands on the symbol it names.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

/** The few mdast fields used here (kept local: mdast types are not a direct dependency). */
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string;
  depth?: number;
  children?: MdNode[];
  data?: {hProperties?: Record<string, unknown>; [key: string]: unknown};
}

/** Heading text the way Docusaurus computes it (html/jsx nodes left out, like mdast-util-to-string). */
export function headingText(heading: MdNode): string {
  const nodes = (heading.children ?? []).filter((node) => node.type !== 'html' && node.type !== 'jsx');
  return (nodes.length > 0 ? nodes : [heading]).map(nodeText).join('');
}

function nodeText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(nodeText).join('');
}

function collectHeadings(node: MdNode, into: MdNode[] = []): MdNode[] {
  if (node.type === 'heading') into.push(node);
  for (const child of node.children ?? []) collectHeadings(child, into);
  return into;
}

/** Assigns ids to the headings of one document; explicit `{#id}` headings are left to Docusaurus. */
export function assignHeadingIds(root: MdNode): void {
  const headings = collectHeadings(root);
  const explicitId = (heading: MdNode) => parseMarkdownHeadingId(headingText(heading), 'classic').id;
  const taken = new Set<string>();
  for (const heading of headings) {
    const id = explicitId(heading);
    if (id) taken.add(id);
  }
  const slugger = createSlugger();
  for (const heading of headings) {
    const data = (heading.data ??= {});
    const properties = (data.hProperties ??= {});
    if (properties.id || explicitId(heading)) continue;
    let id = slugger.slug(headingText(heading));
    while (taken.has(id)) id = slugger.slug(headingText(heading));
    taken.add(id);
    properties.id = id;
  }
}

/** The remark plugin: `beforeDefaultRemarkPlugins: [typedocHeadingIds]` in the docs options. */
export default function typedocHeadingIds() {
  return (root: MdNode) => assignHeadingIds(root);
}

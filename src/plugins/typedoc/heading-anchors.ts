/**
 * The anchors a generated page will have on the site, read from its markdown. Computed in
 * the generation child right after TypeDoc writes the section (in parallel, cached with the
 * section), so the cross-SDK step only reads them back.
 */
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {assignHeadingIds, headingText, type MdNode} from './heading-ids';

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/**
 * Heading ids of a markdown page as the site will render them: TypeDoc's explicit `{#id}`
 * on symbol headings, the ids heading-ids.ts gives every other heading (the same
 * function the docs' remark pipeline runs), keeping levels 2 and 3 (groups and members),
 * plus explicit `<a id>` anchors (enumeration members).
 */
export function headingAnchors(markdown: string): string[] {
  const body = markdown.replace(FRONT_MATTER, '');
  const root = fromMarkdown(body) as unknown as MdNode;
  assignHeadingIds(root);
  const anchors: string[] = [];
  const visit = (nodes: MdNode[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const id = (node.data?.hProperties?.id as string | undefined) ?? parseMarkdownHeadingId(headingText(node), 'classic').id;
        if (id && (node.depth === 2 || node.depth === 3)) anchors.push(id);
      } else if (node.children) {
        visit(node.children);
      }
    }
  };
  visit(root.children ?? []);
  for (const match of body.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.push(match[1]);
  return [...new Set(anchors)];
}

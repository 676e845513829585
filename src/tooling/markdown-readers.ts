/**
 * A generated page's title and heading ids, read back from its Markdown: the page model parity
 * harness's view of the page (page-model-parity.ts), which holds the model's title and anchors
 * (src/page-model) to what the page really writes. The build takes both from the model.
 */
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {assignHeadingIds, headingText, type MdNode} from '../remark/heading-ids';

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/**
 * Heading ids of a markdown page as the site will render them: TypeDoc's explicit `{#id}`
 * on symbol headings, the ids heading-ids.ts gives every other heading (the same
 * function the docs' remark pipeline runs), keeping levels 2 and 3 (groups and members),
 * plus explicit `<a id>` anchors (enumeration members).
 */
export function headingAnchors(markdown: string): string[] {
  const body = markdown.replace(FRONT_MATTER, '');
  const root = fromMarkdown(atxHeadingLines(body)) as unknown as MdNode;
  assignHeadingIds(root);
  const anchors: string[] = [];
  const visit = (nodes: MdNode[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const id =
          (node.data?.hProperties?.id as string | undefined) ?? parseMarkdownHeadingId(headingText(node), 'classic').id;
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

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * The page's ATX heading lines outside fenced code, each as its own block: parsing these
 * gives the same headings, in the same order, as parsing the whole page (TypeDoc writes
 * only ATX headings, at the top level), at a fraction of the cost on 860 long pages.
 */
export function atxHeadingLines(body: string): string {
  const headings: string[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = FENCE.exec(line);
    if (fence !== undefined) {
      // A fence closes with at least as many of the same character and nothing after them.
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && marker[2].trim() === '')
        fence = undefined;
      continue;
    }
    if (marker && !(marker[1][0] === '`' && marker[2].includes('`'))) fence = marker[1];
    else if (ATX_HEADING.test(line)) headings.push(line);
  }
  return headings.join('\n\n');
}

/**
 * The plain title a generated page's `# ` heading shows when it carries Markdown (`# Class:
 * Table\<Columns\>`, `# ~~Function: usePowerSyncQuery()~~`): links keep their text; emphasis,
 * strikethrough, code marks and escapes go. Undefined when the heading is plain already. The
 * harness holds the model's title, which the page's front matter carries, to it.
 */
export function unescapedHeadingTitle(markdown: string): string | undefined {
  const heading = /^# (.+)$/m.exec(markdown)?.[1].trim();
  if (!heading) return undefined;
  const plain = heading
    .replace(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\([^)]*\)/g, '$1')
    .replace(/(?<!\\)(~~|\*|`)/g, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
  return plain === heading ? undefined : plain;
}

/**
 * Remark plugin: one h1 per page. A section's index page is its package's README, and some
 * READMEs mark every section with `#` (Web SDK 8, React Native SDK 9). Docusaurus's table of
 * contents lists h2 and h3 only, so those sections were missing from it, and the page had as
 * many titles as sections. When a page has more than one h1, every heading after the first
 * moves one level down (h6 stays h6): the README's outline is kept, under one title.
 */
import type {MdNode} from './heading-ids';

/** Moves the headings after the first h1 one level down when there is another h1; says whether it did. */
export function keepOneTitle(root: MdNode): boolean {
  const headings = (root.children ?? []).filter((node) => node.type === 'heading');
  const first = headings.findIndex((heading) => heading.depth === 1);
  if (first < 0 || !headings.slice(first + 1).some((heading) => heading.depth === 1)) return false;
  for (const heading of headings.slice(first + 1)) heading.depth = Math.min((heading.depth ?? 1) + 1, 6);
  return true;
}

/** The remark plugin: `beforeDefaultRemarkPlugins: [oneTitle]` in the docs options. */
export default function oneTitle() {
  return (root: MdNode) => void keepOneTitle(root);
}

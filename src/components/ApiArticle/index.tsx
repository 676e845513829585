/**
 * An API page's article from its data (src/generate/articles/article.ts): each element created
 * through the page's MDX components, as the compiled MDX page would have created it, so the
 * theme's headings, links, code blocks and KeptHtml render it and its HTML is the same.
 */
import {Fragment, createElement, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';

/** An element as data: tag, React props (null: none), children. A string is a text node. */
export type ArticleNode = string | ArticleElement;
export type ArticleElement = [tag: string, props: Record<string, unknown> | null, ...children: ArticleNode[]];

type Components = Record<string, ComponentType<Record<string, unknown>> | string | undefined>;

function render(node: ArticleNode, components: Components): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  return createElement(components[tag] ?? tag, props, ...children.map((child) => render(child, components)));
}

export default function ApiArticle({tree}: {tree: ArticleNode[]}): ReactNode {
  const components = useMDXComponents() as Components;
  // Children as arguments, as compiled MDX passes them: a list, unkeyed, would warn.
  return createElement(Fragment, null, ...tree.map((node) => render(node, components)));
}

/**
 * The theme's MDX components that render plain HTML for given props: a kept block may hold them
 * (./plain-tree.ts). Their SSR-only work (broken-link collection) is done on the server either way.
 */
import type {ReactNode} from 'react';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';
import MdxCode, {isInlineCodeChildren} from '../BreakableName/MdxCode';
import {isPlainTree, type PlainRule} from './plain-tree';

const MDX_PLAIN_RULES = new Map<unknown, PlainRule>([
  [MDXA, () => true],
  // Inline code only: code with a line break is a code block, with buttons.
  [MDXCode, ({children}) => typeof children === 'string' && !children.includes('\n')],
  // Inline code with <wbr>s between the words of long names (../BreakableName/MdxCode.tsx).
  [MdxCode, ({children}) => isInlineCodeChildren(children as ReactNode)],
  // Without an id (a footnote's) or a class (a task list's), each is its plain element.
  [MDXLi, ({id}) => id === undefined],
  [MDXUl, ({className}) => className === undefined],
]);

export const isPlainMdx = (children: ReactNode): boolean => isPlainTree(children, MDX_PLAIN_RULES);

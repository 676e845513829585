/**
 * The MDX `code` component: inline code whose long names carry a <wbr> between their words
 * (src/remark/word-breaks.ts) stays inline code. The theme's own `code` (MDXComponents/Code)
 * takes any code whose children are not all strings for a code block and renders it with
 * the block's container and buttons. A Changes page's declarations (DECLARATION_CODE_CLASS) are
 * code of several lines shown as they are, in a plain element: one code block per change made
 * the Vue SDK's page half a megabyte.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import MDXCode from '@theme/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import {DECLARATION_CODE_CLASS} from '../../history/classes';

/** Children of inline code: one line of text, with <wbr> elements between the words of names. */
export const isInlineCodeChildren = (children: ReactNode): boolean =>
  children !== undefined &&
  Children.toArray(children).every(
    (child) => (typeof child === 'string' && !child.includes('\n')) || (isValidElement(child) && child.type === 'wbr'),
  );

export default function MdxCode(props: ComponentProps<'code'>): ReactNode {
  return isInlineCodeChildren(props.children) || props.className === DECLARATION_CODE_CLASS ? (
    <CodeInline {...props} />
  ) : (
    <MDXCode {...props} />
  );
}

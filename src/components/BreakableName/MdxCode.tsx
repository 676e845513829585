/**
 * The MDX `code` component: inline code whose long names carry a <wbr> between their words
 * (src/remark/word-breaks.ts) stays inline code. The theme's own `code` (MDXComponents/Code)
 * takes any code whose children are not all strings for a code block and renders it with
 * the block's container and buttons.
 */
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import MDXCode from '@theme/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';

/** Children of inline code: one line of text, with <wbr> elements between the words of names. */
export const isInlineCodeChildren = (children: ReactNode): boolean =>
  children !== undefined &&
  Children.toArray(children).every(
    (child) => (typeof child === 'string' && !child.includes('\n')) || (isValidElement(child) && child.type === 'wbr'),
  );

export default function MdxCode(props: ComponentProps<'code'>): ReactNode {
  return isInlineCodeChildren(props.children) ? <CodeInline {...props} /> : <MDXCode {...props} />;
}

/**
 * Whether a block's content is plain HTML: only elements and text, through components that
 * render nothing else (a link, inline code). Such a block can keep the server's HTML at
 * hydration; a block holding anything else (a button, a component with state or effects) is
 * hydrated as usual. Pure: the components and their rules come in as a table.
 */
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** A component renders plain HTML for these props (its children are checked as well). */
export type PlainRule = (props: Record<string, unknown>) => boolean;

export function isPlainTree(children: ReactNode, rules: ReadonlyMap<unknown, PlainRule>): boolean {
  let plain = true;
  Children.forEach(children, (child) => {
    if (!plain || !isValidElement(child)) return; // text, numbers, nothing
    const props = child.props as Record<string, unknown>;
    const rule = rules.get(child.type);
    const known = typeof child.type === 'string' || child.type === Fragment || rule?.(props) === true;
    plain = known && isPlainTree(props.children as ReactNode, rules);
  });
  return plain;
}

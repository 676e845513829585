import React, {isValidElement, type ComponentProps, type ReactNode} from 'react';
import MDXHeading from '@theme/MDXComponents/Heading';
import BreakableName from '@site/src/components/BreakableName';
import styles from './styles.module.css';

/** The kinds TypeDoc writes before a symbol page's name (`# Interface: PowerSyncBackendConnector`). */
const SYMBOL_TITLE = /^(Abstract Class|Class|Interface|Enumeration|Function|Type Alias|Variable|Namespace): (.+)$/;

/**
 * The heading's text and whether it is struck through: TypeDoc writes a deprecated symbol's
 * title as `# ~~Class: TableV2<Columns>~~`, which MDX gives as one `<del>` around the text.
 */
function titleText(children: ReactNode): {text: string; deprecated: boolean} | null {
  if (typeof children === 'string') return {text: children, deprecated: false};
  if (isValidElement<{children?: ReactNode}>(children) && children.type === 'del') {
    const inner = children.props.children;
    return typeof inner === 'string' ? {text: inner, deprecated: true} : null;
  }
  return null;
}

/**
 * A page's title. A symbol page's kind is a label on a line of its own and its name breaks only
 * between words (BreakableName), so `PowerSyncBackendConnector` never reads
 * "PowerSyncBackendConne|ctor". The heading's text stays "Interface: PowerSyncBackendConnector"
 * (the colon is hidden, not left out; the label is a line of its own as an inline block, so a
 * selection of the title still reads as one line) for readers, search prefill and twins alike.
 * A deprecated symbol's title is the same with the name struck through, not the label.
 */
export default function SymbolTitle(props: ComponentProps<'h1'>): ReactNode {
  const title = titleText(props.children);
  const match = title ? SYMBOL_TITLE.exec(title.text) : null;
  if (!title || !match) return <MDXHeading as="h1" {...props} />;
  const [, kind, name] = match;
  const breakable = <BreakableName name={name} />;
  return (
    <MDXHeading as="h1" {...props} className={styles.title}>
      <span className={styles.kind}>
        {kind}
        <span className={styles.separator}>:</span>
      </span>{' '}
      <span className={styles.name}>{title.deprecated ? <del>{breakable}</del> : breakable}</span>
    </MDXHeading>
  );
}

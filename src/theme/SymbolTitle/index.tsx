import React, {type ComponentProps, type ReactNode} from 'react';
import MDXHeading from '@theme/MDXComponents/Heading';
import BreakableName from '@site/src/components/BreakableName';
import styles from './styles.module.css';

/** The kinds TypeDoc writes before a symbol page's name (`# Interface: PowerSyncBackendConnector`). */
const SYMBOL_TITLE = /^(Abstract Class|Class|Interface|Enumeration|Function|Type Alias|Variable|Namespace): (.+)$/;

/**
 * A page's title. A symbol page's kind is a label on a line of its own and its name breaks only
 * between words (BreakableName), so `PowerSyncBackendConnector` never reads
 * "PowerSyncBackendConne|ctor". The heading's text stays "Interface: PowerSyncBackendConnector"
 * (the colon is hidden, not left out; the label is a line of its own as an inline block, so a
 * selection of the title still reads as one line) for readers, search prefill and twins alike.
 */
export default function SymbolTitle(props: ComponentProps<'h1'>): ReactNode {
  const match = typeof props.children === 'string' ? SYMBOL_TITLE.exec(props.children) : null;
  if (!match) return <MDXHeading as="h1" {...props} />;
  const [, kind, name] = match;
  return (
    <MDXHeading as="h1" {...props} className={styles.title}>
      <span className={styles.kind}>
        {kind}
        <span className={styles.separator}>:</span>
      </span>{' '}
      <span className={styles.name}>
        <BreakableName name={name} />
      </span>
    </MDXHeading>
  );
}

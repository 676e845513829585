/**
 * The theme's code block for JSX content (`<pre>` holding elements: the signature blocks of
 * src/remark/signature-code.ts, with linked type names), ejected so that plain content keeps
 * the server's HTML at hydration (src/components/KeptHtml). Markup and classes are the theme's.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Container from '@theme/CodeBlock/Container';
import KeptHtml from '@site/src/components/KeptHtml';
import {isPlainMdx} from '@site/src/components/KeptHtml/mdx-plain';
import styles from './styles.module.css';

export default function CodeBlockJSX({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <Container as="pre" tabIndex={0} className={clsx(styles.codeBlockStandalone, 'thin-scrollbar', className)}>
      <KeptHtml as="code" className={styles.codeBlockLines} keepIf={() => isPlainMdx(children)}>
        {children}
      </KeptHtml>
    </Container>
  );
}

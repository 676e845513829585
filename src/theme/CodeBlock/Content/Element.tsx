/**
 * A code block of JSX content (`<pre>` holding elements: the signature blocks of
 * src/remark/signature-code.ts, with linked type names). Plain content keeps the server's HTML
 * at hydration (src/components/KeptHtml). The theme's markup and classes, without its container
 * component: its colours are CSS for both modes (src/plugins/code-tokens), where the theme's
 * set them inline from the reader's mode, which changed every signature's style right after a
 * dark reader's page had hydrated.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import KeptHtml from '@site/src/components/KeptHtml';
import {isPlainMdx} from '@site/src/components/KeptHtml/mdx-plain';
import styles from './styles.module.css';

export default function CodeBlockJSX({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <pre
      tabIndex={0}
      className={clsx(
        styles.codeBlockStandalone,
        'thin-scrollbar',
        className,
        styles.codeBlockContainer,
        'theme-code-block',
      )}
    >
      <KeptHtml as="code" className={styles.codeBlockLines} keepIf={() => isPlainMdx(children)}>
        {children}
      </KeptHtml>
    </pre>
  );
}

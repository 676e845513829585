/**
 * A code block's word-wrap and copy buttons, the theme's markup, classes and texts. As the
 * theme's, they render in the browser only (after hydration): without script they do nothing.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import type {WordWrap} from '../word-wrap';
import styles from './styles.module.css';

/** How long the copy button shows "Copied", as the theme's. */
const COPIED_FOR_MS = 1000;

async function copyToClipboard(text: string): Promise<unknown> {
  // The clipboard API exists in secure contexts only (HTTPS, localhost); the theme's fallback
  // for other hosts loads with the first copy there.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copy} = await import('copy-text-to-clipboard');
  return copy(text);
}

function CopyButton({code}: {code: string}): ReactNode {
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    // Errors stay unhandled, as the theme's: observability tools see them.
    void copyToClipboard(code).then(() => {
      setIsCopied(true);
      timeout.current = window.setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    });
  }, [code]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return (
    <button
      type="button"
      aria-label={
        isCopied
          ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
          : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'})
      }
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      className={clsx('clean-btn', isCopied && styles.copyButtonCopied)}
      onClick={copyCode}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </button>
  );
}

function WordWrapButton({wordWrap}: {wordWrap: WordWrap}): ReactNode {
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <button
      type="button"
      onClick={wordWrap.toggle}
      className={clsx('clean-btn', wordWrap.isEnabled && styles.wordWrapButtonEnabled)}
      aria-label={title}
      title={title}
    >
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </button>
  );
}

export default function CodeBlockButtons({code, wordWrap}: {code: string; wordWrap: WordWrap}): ReactNode {
  if (!useIsBrowser()) return null;
  return (
    <div className={styles.buttonGroup}>
      <WordWrapButton wordWrap={wordWrap} />
      <CopyButton code={code} />
    </div>
  );
}

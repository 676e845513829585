/**
 * A code block's word-wrap toggle: theme-common's `useCodeWordWrap` without what this site
 * never needs. Its tab-visibility observer (a block in a hidden tab panel) passed its options
 * through `useShallowMemoObject`, which sorts their names with `localeCompare` on every render
 * of every code block; a page's first `localeCompare` builds ICU's collator, which cost more
 * than the rest of a class page's hydration on a phone. The site has no tabs.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  toggle(): void;
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current?.querySelector('code');
    if (!codeElement) return;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // Very long words still wrap, so the block never scrolls sideways.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

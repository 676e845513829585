/**
 * theme-common's `useCodeWordWrap` (the code block's word-wrap toggle), with one difference:
 * its tab-visibility observer passes its options through `useShallowMemoObject`, which sorts
 * their names with `localeCompare` on every render of every code block. A page's first
 * `localeCompare` builds ICU's collator, which cost more than the rest of a class page's
 * hydration work on a phone; the options here are one constant.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

const HIDDEN_ATTRIBUTE_ONLY: MutationObserverInit = {attributes: true, attributeFilter: ['hidden']};

/** Calls `callback` when the block's closest hidden tab panel (if any) is shown. */
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | null>(null);
  const updateHiddenTabElement = useCallback(() => {
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!hiddenTabElement) return undefined;
    const observer = new MutationObserver(() => {
      latest.current();
      updateHiddenTabElement();
    });
    observer.observe(hiddenTabElement, HIDDEN_ATTRIBUTE_ONLY);
    return () => observer.disconnect();
  }, [hiddenTabElement, updateHiddenTabElement]);
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
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

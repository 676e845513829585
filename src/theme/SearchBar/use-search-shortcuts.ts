/**
 * The search modal's keyboard shortcuts, as DocSearch 3.9.0's `useDocSearchKeyboardEvents`
 * (kept here for the same reason as SearchButton.tsx: importing it pulled the whole DocSearch
 * bundle into every page):
 * - Ctrl/⌘+K opens or closes; Escape closes; `/` opens unless the reader is typing in a field;
 * - a letter or digit typed while the search button has focus opens the modal with that key.
 */
import {useEffect, type RefObject} from 'react';

export interface SearchShortcutOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

export function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/** Whether a keydown toggles the modal (DocSearch's rule, kept to the letter). */
export function isToggleShortcut(event: KeyboardEvent, isOpen: boolean): boolean {
  return (
    (event.code === 'Escape' && isOpen) ||
    (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
    (!isEditingContent(event) && event.key === '/' && !isOpen)
  );
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: SearchShortcutOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isToggleShortcut(event, isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef?.current === document.activeElement &&
        onInput &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}

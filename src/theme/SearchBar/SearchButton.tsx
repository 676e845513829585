/**
 * The navbar search button, markup and behaviour as DocSearch 3.9.0's `DocSearchButton`
 * (same classes, so DocSearch's button styles apply; same "Search (Ctrl+K)" label; the
 * shortcut keys show as pressed while held), with one accessibility fix: DocSearch's name
 * "Search (Ctrl+K)" did not contain the visible text "Search K" (WCAG 2.5.3 label in name,
 * axe label-content-name-mismatch). Here the name is the visible word, the shortcut is
 * announced through `aria-keyshortcuts`, and the key caps draw their letters with CSS
 * (`data-key`, styles.css), so they are pictures of keys, not text.
 *
 * Why our own copy: `@docsearch/react` ships as one module, so importing its button put the
 * whole modal, autocomplete and search client into every page's main bundle.
 * With the button here, the modal package is only reached through `import('@docsearch/react/modal')`
 * and loads in its own chunk on the first hover, focus or touch (spec: modal code loads on
 * first use).
 */
import React, {forwardRef, useEffect, useState, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';

export interface SearchButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

type SearchButtonProps = ComponentProps<'button'> & {translations?: SearchButtonTranslations};

const CTRL = 'Ctrl';
const platformModifier = () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : CTRL);
const neverChanges = () => () => {};

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Known only in the browser: the server renders no key hints, as DocSearch does.
  const modifier = useSyncExternalStore(neverChanges, platformModifier, () => null);
  const isCtrl = modifier === CTRL;

  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={buttonAriaLabel}
      aria-keyshortcuts={isCtrl ? 'Control+K' : 'Meta+K'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier !== null && (
          <>
            <Key reactsToKey={isCtrl ? 'Control' : 'Meta'} label={isCtrl ? undefined : modifier}>
              {isCtrl && <ControlKeyIcon />}
            </Key>
            <Key reactsToKey="k" label="K" />
          </>
        )}
      </span>
    </button>
  );
});

/** One shortcut key; shown pressed while the reader holds it. `label` is drawn by CSS. */
function Key({reactsToKey, label, children}: {reactsToKey: string; label?: string; children?: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}
      data-key={label}
    >
      {children}
    </kbd>
  );
}

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

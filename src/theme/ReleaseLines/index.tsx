import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useReleaseLineInfo, useReleaseLines, type LinkedLine} from './use-release-lines';
import {storeLine} from './stored-line';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
  [key: string]: unknown;
}

/** An item: a full page load (another line is another app), remembered as the reader's choice. */
function LineLink({
  line,
  className,
  follow,
}: {
  line: LinkedLine;
  className: string;
  follow: (event: React.MouseEvent<HTMLAnchorElement>, target: LinkedLine) => void;
}) {
  return (
    <a
      className={clsx(className, line.current && `${className}--active`)}
      href={line.href}
      target="_self"
      aria-current={line.current ? 'page' : undefined}
      data-line={line.id}
      onClick={(event) => {
        storeLine(line.id);
        follow(event, line);
      }}
    >
      {line.label}
      {line.note && (
        <span className={styles.itemNote} data-line-note="">
          {line.note}
        </span>
      )}
    </a>
  );
}

/**
 * The docs-version dropdown of a site with release lines (navbar item `custom-releaseLines`):
 * every line, each linking to this page's equivalent there (the same symbol, whatever its route
 * there, its anchor where it has it, and the query), and saying so under the line's name when
 * the page is not there (line-targets.ts). The lines and their maps load on the first pointer,
 * focus or touch; before that the links name each line's main page, and a click waits for the maps.
 */
export default function ReleaseLinesNavbarItem({mobile, position}: Props): React.ReactNode {
  const info = useReleaseLineInfo();
  if (!info) return null;
  return <ReleaseLinesDropdown info={info} mobile={mobile} position={position} />;
}

function ReleaseLinesDropdown({
  info,
  mobile,
  position,
}: {
  info: NonNullable<ReturnType<typeof useReleaseLineInfo>>;
  mobile?: boolean;
  position?: 'left' | 'right';
}) {
  const {lines, load, follow} = useReleaseLines(info);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  /** The line to focus once the list opened by an arrow key is shown. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const label = `Release line: ${info.label}`;
  const items = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('a[data-line]') ?? []);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  /**
   * The arrows, as in a menu button (WAI-ARIA APG): ArrowDown on the toggle opens the list on its
   * first line, ArrowUp on its last; in the list they move to the next or previous line, round.
   */
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    event.preventDefault();
    if (at >= 0) {
      list[(at + step + list.length) % list.length]?.focus();
      return;
    }
    load();
    if (open) {
      (step > 0 ? list[0] : list.at(-1))?.focus();
      return;
    }
    focusOnOpen.current = step > 0 ? 'first' : 'last';
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('touchstart', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('touchstart', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const intent = {onPointerEnter: load, onFocus: load, onTouchStart: load, onKeyDown};
  const toggle = () => {
    load();
    setOpen((value) => !value);
  };
  /** The toggle and the list, in the navbar's or the mobile menu's classes. */
  const parts = (buttonClass: string, listClass: string, itemClass: string | undefined, linkClass: string) => (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={label}
        onClick={toggle}
      >
        {info.label}
      </button>
      <ul className={listClass} hidden={mobile ? !open : undefined}>
        {lines.map((line) => (
          <li key={line.id} className={itemClass}>
            <LineLink line={line} className={linkClass} follow={follow} />
          </li>
        ))}
      </ul>
    </>
  );

  if (mobile) {
    return (
      <li
        ref={root as React.RefObject<HTMLLIElement>}
        className={clsx('menu__list-item', !open && 'menu__list-item--collapsed')}
        {...intent}
      >
        {parts(
          clsx('clean-btn menu__link menu__link--sublist menu__link--sublist-caret', styles.mobileToggle),
          'menu__list',
          'menu__list-item',
          'menu__link',
        )}
      </li>
    );
  }
  return (
    <div
      ref={root as React.RefObject<HTMLDivElement>}
      className={clsx(
        'navbar__item dropdown dropdown--hoverable',
        position === 'right' && 'dropdown--right',
        open && 'dropdown--show',
      )}
      {...intent}
    >
      {parts(
        clsx('clean-btn navbar__link', styles.toggle),
        clsx('dropdown__menu', styles.menu),
        undefined,
        'dropdown__link',
      )}
    </div>
  );
}

import React, {useEffect, useSyncExternalStore} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {dropLandingNoteUnless, readLandingNote} from './landing-note';
import styles from './styles.module.css';

/** Session storage changes only by this tab's own switch, made as it leaves the page. */
const subscribe = () => () => undefined;

/**
 * On the page a release-line switch landed on, when the page asked for is not in this line:
 * why ("TableV2 is not in this line; Table replaces it"), from session storage (landing-note.ts),
 * read after hydration (the static HTML is the same for every reader). Gone once the reader
 * moves to another page.
 */
export default function LandingNote(): React.ReactNode {
  const {pathname, search} = useLocation();
  const page = `${pathname}${search}`;
  const text = useSyncExternalStore(
    subscribe,
    () => readLandingNote(page),
    () => null,
  );
  useEffect(() => dropLandingNoteUnless(page), [page]);
  if (!text) return null;
  return (
    <div
      className={clsx('alert alert--info', styles.banner)}
      role="note"
      aria-label="Release line switch"
      data-line-switch-note=""
    >
      <p className="margin-bottom--none">{text}</p>
    </div>
  );
}

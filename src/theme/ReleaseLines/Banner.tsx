import React from 'react';
import clsx from 'clsx';
import {useReleaseLineInfo, useReleaseLines, useRememberedLine} from './use-release-lines';
import {storeLine} from './stored-line';
import LandingNote from './LandingNote';
import styles from './styles.module.css';

/**
 * On a page of a line that is not the newest: which line this is and a link to this page in the
 * newest line (the same symbol, whatever its route there, else what replaced it or its section;
 * line-targets.ts, checked on the first pointer, focus or touch, and said when the page is not
 * there). On any line, when the reader chose another line that still exists: a link to this
 * page there. Static HTML for the first part: the line facts are in the site config. One line
 * on a phone: the long wording is for wider screens. Before it, on a page a line switch landed
 * on instead of the page asked for, why (LandingNote).
 */
export default function ReleaseLineBanner(): React.ReactNode {
  const info = useReleaseLineInfo();
  const remembered = useRememberedLine(info);
  if (!info) return null;
  return (
    <>
      <LandingNote />
      <Banner info={info} remembered={remembered} />
    </>
  );
}

function Banner({
  info,
  remembered,
}: {
  info: NonNullable<ReturnType<typeof useReleaseLineInfo>>;
  remembered: ReturnType<typeof useRememberedLine>;
}) {
  const {lines, load, follow} = useReleaseLines(info);
  const older = info.id !== info.newest.id;
  const chosen = remembered && remembered.id !== info.newest.id ? remembered : null;
  if (!older && !chosen) return null;
  const linked = (id: string, path: string) => lines.find((line) => line.id === id) ?? {href: path, note: undefined};
  const intent = {onPointerEnter: load, onFocus: load, onTouchStart: load};
  return (
    <div
      className={clsx('alert alert--warning', styles.banner)}
      role="note"
      aria-label="Release line"
      data-release-line-banner=""
    >
      {older && (
        <p className="margin-bottom--none">
          <span className={styles.wide}>You are reading the reference for </span>
          <b>{info.label}</b>
          <span className={styles.wide}>. The newest release line is {info.newest.label}</span>
          <span className={styles.narrow}> (older)</span>:{' '}
          <LineNote
            href={linked(info.newest.id, info.newest.path).href}
            note={linked(info.newest.id, info.newest.path).note}
            line={info.newest.id}
            onClick={(event) => {
              storeLine(info.newest.id);
              follow(event, info.newest);
            }}
            intent={intent}
          >
            this page in {info.newest.label}
          </LineNote>
        </p>
      )}
      {chosen && (
        <p className="margin-bottom--none">
          <span className={styles.wide}>You chose </span>
          <b>{chosen.label}</b>:{' '}
          <LineNote
            href={linked(chosen.id, chosen.path).href}
            note={linked(chosen.id, chosen.path).note}
            line={chosen.id}
            onClick={(event) => follow(event, chosen)}
            intent={intent}
          >
            this page in {chosen.label}
          </LineNote>
        </p>
      )}
    </div>
  );
}

/** The banner's link, and what the reader is told when the page is not in that line (its text says where it goes instead). */
function LineNote({
  href,
  note,
  line,
  onClick,
  intent,
  children,
}: {
  href: string;
  note?: string;
  line: string;
  onClick: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  intent: Record<string, () => void>;
  children: React.ReactNode;
}) {
  return (
    <>
      <a href={href} target="_self" data-line={line} onClick={onClick} {...intent}>
        {children}
      </a>
      {note && (
        <span className={styles.lineNote} data-line-note="">
          {' '}
          ({note})
        </span>
      )}
    </>
  );
}

import React from 'react';
import clsx from 'clsx';
import {useReleaseLineInfo, useReleaseLines, useRememberedLine} from './use-release-lines';
import {equivalentHref} from './line-targets';
import {storeLine} from './stored-line';
import styles from './styles.module.css';

/**
 * On a page of a line that is not the newest: which line this is and a link to this page in the
 * newest line (same route where it has it, else its main page; checked on the first pointer,
 * focus or touch). On any line, when the reader chose another line that still exists: a link
 * to this page there. Static HTML for the first part: the line facts are in the site config.
 */
export default function ReleaseLineBanner(): React.ReactNode {
  const info = useReleaseLineInfo();
  const remembered = useRememberedLine(info);
  if (!info) return null;
  return <Banner info={info} remembered={remembered} />;
}

function Banner({
  info,
  remembered,
}: {
  info: NonNullable<ReturnType<typeof useReleaseLineInfo>>;
  remembered: ReturnType<typeof useRememberedLine>;
}) {
  const {lines, load, follow, route, hash} = useReleaseLines(info);
  const older = info.id !== info.newest.id;
  const chosen = remembered && remembered.id !== info.newest.id ? remembered : null;
  if (!older && !chosen) return null;
  const hrefOf = (id: string, fallback: string) => lines.find((line) => line.id === id)?.href ?? fallback;
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
          You are reading the reference for <b>{info.label}</b>. The newest release line is <b>{info.newest.label}</b>:{' '}
          <a
            href={hrefOf(info.newest.id, equivalentHref(route, hash, info.newest))}
            target="_self"
            data-line={info.newest.id}
            onClick={(event) => {
              storeLine(info.newest.id);
              follow(event, info.newest);
            }}
            {...intent}
          >
            see this page in {info.newest.label}
          </a>
          .
        </p>
      )}
      {chosen && (
        <p className="margin-bottom--none">
          You chose <b>{chosen.label}</b>:{' '}
          <a
            href={hrefOf(chosen.id, equivalentHref(route, hash, chosen))}
            target="_self"
            data-line={chosen.id}
            onClick={(event) => follow(event, chosen)}
            {...intent}
          >
            see this page in {chosen.label}
          </a>
          .
        </p>
      )}
    </div>
  );
}

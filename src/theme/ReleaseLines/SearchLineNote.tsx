import React, {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {useReleaseLineInfo} from './use-release-lines';
import {loadVersions} from './line-data';
import type {LineRef} from './line-targets';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * On the search page of a site with release lines: the line this page searches (each line
 * has its own index), and the same search in every other line.
 */
export default function SearchLineNote(): React.ReactNode {
  const info = useReleaseLineInfo();
  const {search} = useLocation();
  const [lines, setLines] = useState<readonly LineRef[]>([]);
  useEffect(() => {
    if (info) void loadVersions(info.siteBase).then((file) => file && setLines(file.lines));
  }, [info]);
  if (!info) return null;
  const others = lines.filter((line) => line.id !== info.id);
  return (
    <p className={clsx('margin-vert--sm', styles.note)} data-search-line={info.id}>
      Searching the <b>{info.label}</b> release line.
      {others.length > 0 && ' Search in '}
      {others.map((line, i) => (
        <React.Fragment key={line.id}>
          {i > 0 && (i === others.length - 1 ? ' or ' : ', ')}
          <a href={`${line.path}search${search}`} target="_self" data-line={line.id}>
            {line.label}
          </a>
        </React.Fragment>
      ))}
      {others.length > 0 && '.'}
    </p>
  );
}

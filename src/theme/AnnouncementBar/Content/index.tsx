import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {announcementContent} from '../../../lines/announcement';
import {useShownLine} from '../../ReleaseLines/shown-line';
import styles from './styles.module.css';

/**
 * Ejected (theme-classic 3.10.2): the theme's content reads the configured text only, which
 * names the build's own line. The not-found page of a path under another line (one root
 * 404.html for all of them) shows that line's announcement instead (shown-line.ts), after
 * hydration; the static HTML and every other page keep the configured text.
 */
export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  const {announcementBar} = useThemeConfig();
  const shown = useShownLine()?.announcement;
  const content = shown ? announcementContent(shown) : announcementBar!.content;
  return (
    <div
      {...props}
      className={clsx(styles.content, props.className)}
      // The configuration's HTML, or the same template with a package name and version.
      dangerouslySetInnerHTML={{__html: content}}
    />
  );
}

import React, {type ComponentProps} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPage from '../CopyPage';
import styles from './styles.module.css';

/**
 * The breadcrumbs with the "Copy page" button at the end of their row: the one place above the
 * title that every doc page renders once (pages without a sidebar have no breadcrumbs, and
 * still get the button).
 */
export default function DocBreadcrumbsWrapper(props: ComponentProps<typeof DocBreadcrumbs>): React.ReactNode {
  return (
    <div className={styles.row}>
      <div className={styles.crumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      <CopyPage />
    </div>
  );
}

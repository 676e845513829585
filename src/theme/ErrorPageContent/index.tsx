import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * The crash screen shown inside the layout when a page throws. The spec titles a crashed
 * page "Page Error"; the theme sets that title only on the framework's top-level error
 * screen, so a crash inside a doc page kept the site's default title.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}

import React from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import ReleaseLineBanner from '../ReleaseLines/Banner';

type Props = WrapperProps<typeof DocVersionBannerType>;

/** The theme's docs-version banner, then ours for release lines (each line is a site with one docs version). */
export default function DocVersionBannerWrapper(props: Props): React.ReactNode {
  return (
    <>
      <DocVersionBanner {...props} />
      <ReleaseLineBanner />
    </>
  );
}

import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import MDXHeading from '@theme/MDXComponents/Heading';
import SymbolHeader from './SymbolHeader';
import ReleaseCompare from './ReleaseCompare';

/**
 * The theme's MDX components, with the page title (h1) followed by the symbol header
 * ("Also in", import line): generated pages carry their title as a markdown h1, so this is
 * the one place that renders right under it, in the static HTML. A Changes page gets the
 * release compare form there (loaded in the browser, in a chunk of its own).
 */
export default {
  ...MDXComponents,
  h1: (props: ComponentProps<'h1'>) => (
    <>
      <MDXHeading as="h1" {...props} />
      <SymbolHeader />
      <ReleaseCompare />
    </>
  ),
};

import React, {type ComponentProps, type JSX} from 'react';
import Head from '@docusaurus/Head';
import MdxCode from '@site/src/components/BreakableName/MdxCode';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import KeptHtml from '@site/src/components/KeptHtml';
import KeptHeading from '@site/src/components/KeptHtml/Heading';
import {isPlainMdx} from '@site/src/components/KeptHtml/mdx-plain';
import SymbolHeader from './SymbolHeader';
import SymbolTitle from './SymbolTitle';
import ReleaseCompare from './ReleaseCompare';
import ApiArticle from '@site/src/components/ApiArticle';

/** Block elements that keep the server's HTML at hydration when their content is plain. */
const KEPT_BLOCKS = ['p', 'ol', 'table', 'blockquote', 'div'] as const;
type KeptBlock = (typeof KEPT_BLOCKS)[number];

const keptWhenPlain = (tag: KeptBlock) =>
  function KeptBlock(props: JSX.IntrinsicElements[KeptBlock]) {
    return <KeptHtml as={tag} keepIf={() => isPlainMdx(props.children)} {...props} />;
  };

const keptHeading = (tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading(props: ComponentProps<'h2'>) {
    return <KeptHeading as={tag} {...props} />;
  };

/**
 * The theme's MDX components (theme-classic's MDXComponents, whose map this copies), with the
 * page title (h1) followed by the symbol header
 * ("Also in", import line): generated pages carry their title as a markdown h1, so this is
 * the one place that renders right under it, in the static HTML. A Changes page gets the
 * release compare form there (loaded in the browser, in a chunk of its own). Blocks and
 * headings of plain content keep the server's HTML at hydration (src/components/KeptHtml).
 * Without the theme's admonitions, details and Mermaid diagrams, which no page of the site
 * uses and every doc page loaded (≈3 KiB gzip): `tests/site/rendering.test.ts` fails when a
 * page has one.
 */
export default {
  Head,
  // An API symbol page's article, from the data the build made of its model (src/generate/articles).
  ApiArticle,
  code: MdxCode,
  a: MDXA,
  pre: MDXPre,
  li: MDXLi,
  img: MDXImg,
  ...Object.fromEntries(KEPT_BLOCKS.map((tag) => [tag, keptWhenPlain(tag)])),
  h2: keptHeading('h2'),
  h3: keptHeading('h3'),
  h4: keptHeading('h4'),
  h5: keptHeading('h5'),
  h6: keptHeading('h6'),
  // A task list's class is the theme's to transform; any other list is its plain element.
  ul: (props: ComponentProps<'ul'>) =>
    props.className === undefined ? (
      <KeptHtml as="ul" keepIf={() => isPlainMdx(props.children)} {...props} />
    ) : (
      <MDXUl {...props} />
    ),
  h1: (props: ComponentProps<'h1'>) => (
    <>
      <SymbolTitle {...props} />
      <SymbolHeader />
      <ReleaseCompare />
    </>
  ),
};

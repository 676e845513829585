/**
 * Ejected from theme-classic's CodeBlock/Content/String (metadata, title, buttons and layout
 * stay the theme's) for two things:
 * - it hands the block's build-time tokens to its content (./index.tsx), which renders them
 *   without Prism;
 * - its word-wrap hook is ../word-wrap.ts, the theme's without a `localeCompare` on every
 *   render (see there).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import type StringContent from '@theme-original/CodeBlock/Content/String';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {TOKENS_ATTRIBUTE} from '@site/src/prism/token-format';
import {BuildTokensContext, parseBuildTokens} from '../build-tokens';
import {useCodeWordWrap} from '../word-wrap';

type Props = ComponentProps<typeof StringContent> & {[TOKENS_ATTRIBUTE]?: string};

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockStringWithTokens(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <BuildTokensContext.Provider value={parseBuildTokens(props[TOKENS_ATTRIBUTE])}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </BuildTokensContext.Provider>
  );
}

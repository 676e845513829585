/**
 * Wraps the theme's string code block (metadata, title, buttons, word wrap) to hand the
 * block's build-time tokens to its content (./index.tsx), which renders them without Prism.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import StringContent from '@theme-original/CodeBlock/Content/String';
import {TOKENS_ATTRIBUTE} from '@site/src/prism/token-format';
import {BuildTokensContext, parseBuildTokens} from '../build-tokens';

type Props = ComponentProps<typeof StringContent> & {[TOKENS_ATTRIBUTE]?: string};

export default function CodeBlockStringWithTokens(props: Props): ReactNode {
  const {[TOKENS_ATTRIBUTE]: attribute, ...rest} = props;
  return (
    <BuildTokensContext.Provider value={parseBuildTokens(attribute)}>
      <StringContent {...rest} />
    </BuildTokensContext.Provider>
  );
}

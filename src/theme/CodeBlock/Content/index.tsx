/**
 * The theme's code block content, rendering the tokens Prism made at build time
 * (src/remark/code-tokens.ts) with the code themes' styles (src/prism/token-props.ts), so no
 * page ships Prism. Replaces the theme's component (its only use of prism-react-renderer);
 * markup and classes are the theme's, and each inline style holds both colour modes
 * (src/prism/both-modes.ts), resolving in each to what the theme's Prism gives. A block without tokens, or whose text differs
 * from its tokens' (magic comments removed by the theme), is shown as plain text, never wrong text.
 */
import React, {forwardRef, useContext, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useThemeConfig} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import {plainLines, renderLine, tokensForCode} from '@site/src/prism/token-props';
import {bothModes} from '@site/src/prism/both-modes';
import KeptHtml from '@site/src/components/KeptHtml';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {BuildTokensContext} from '../build-tokens';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    // Focusable, as the theme's: a code block that scrolls must be reachable from the keyboard.
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const built = useContext(BuildTokensContext);
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = (metadata.language ?? 'text').toLowerCase();
  // The same styles in both colour modes (src/prism/both-modes.ts): the HTML does not depend on
  // the reader's mode, so the lines can stay as served at hydration.
  const modeStyles = useMemo(
    () => bothModes(prism.theme, prism.darkTheme ?? prism.theme, language),
    [prism.theme, prism.darkTheme, language],
  );
  const lines = useMemo(() => tokensForCode(built, code)?.map(renderLine) ?? plainLines(code), [built, code]);
  const getLineProps = ({className: lineClass}: LineInputProps): LineOutputProps => ({
    className: clsx('token-line', lineClass),
    style: modeStyles.line,
  });
  const getTokenProps = ({token}: TokenInputProps): TokenOutputProps => ({
    className: clsx('token', ...token.types),
    children: token.content,
    style: modeStyles.token(token),
  });
  return (
    <Pre ref={codeBlockRef} className={clsx(className, `prism-code language-${language}`)} style={modeStyles.root}>
      {/* Text and spans whose styles hold both modes: kept as served at hydration. */}
      <KeptHtml
        as="code"
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}
      >
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </KeptHtml>
    </Pre>
  );
}

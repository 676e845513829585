/**
 * A code block of text (examples in doc comments, the landing page), rendered from the tokens
 * Prism made at build time (src/remark/code-tokens.ts) with the theme's markup and classes,
 * each inline style holding both colour modes (src/prism/both-modes.ts): the lines keep the
 * server's HTML at hydration and no page ships Prism. Replaces the theme's String content,
 * layout, container and line components together: they ship theme-common's metastring parser
 * (titles, line numbers, highlighted lines, magic comments), which no block of this site uses
 * (src/remark/code-tokens.ts stops the build on a block that asks for them). A block without
 * tokens, or whose text differs from its tokens', is shown as plain text, never wrong text.
 */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {plainLines, renderLine, tokensForCode} from '@site/src/prism/token-props';
import {bothModes} from '@site/src/prism/both-modes';
import {TOKENS_ATTRIBUTE} from '@site/src/prism/token-format';
import KeptHtml from '@site/src/components/KeptHtml';
import type {Token} from 'prism-react-renderer';
import {parseBuildTokens} from '../build-tokens';
import {blockLanguage} from '../language';
import {useCodeWordWrap} from '../word-wrap';
import CodeBlockButtons from './Buttons';
import styles from './styles.module.css';

type Props = {children: string; className?: string; [TOKENS_ATTRIBUTE]?: string};

/** A line that is only a line break renders as an empty line (its `<br>` is the break). */
const withoutLoneBreak = (line: Token[]): Token[] =>
  line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;

export default function CodeBlockString({children, className, [TOKENS_ATTRIBUTE]: tokens}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const language = blockLanguage(className, prism.defaultLanguage);
  // As the theme: the Markdown's last line break is not a line of the block.
  const code = children.replace(/\r?\n$/, '');
  const modeStyles = useMemo(
    () => bothModes(prism.theme, prism.darkTheme ?? prism.theme, language),
    [prism.theme, prism.darkTheme, language],
  );
  const lines = useMemo(
    () => tokensForCode(parseBuildTokens(tokens), code)?.map(renderLine) ?? plainLines(code),
    [tokens, code],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <div
      className={clsx(
        className?.includes('language-') ? className : clsx(className, `language-${language}`),
        styles.codeBlockContainer,
        'theme-code-block',
      )}
    >
      <div className={styles.codeBlockContent}>
        {/* Focusable, as the theme's: a code block that scrolls must be reachable from the keyboard. */}
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={clsx(`prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
          style={modeStyles.root}
        >
          {/* Text and spans whose styles hold both modes: kept as served at hydration. */}
          <KeptHtml as="code" className={styles.codeBlockLines}>
            {lines.map((line, i) => (
              <div key={i} className="token-line" style={modeStyles.line}>
                {withoutLoneBreak(line).map((token, j) => (
                  <span key={j} className={clsx('token', ...token.types)} style={modeStyles.token(token)}>
                    {token.content}
                  </span>
                ))}
                <br />
              </div>
            ))}
          </KeptHtml>
        </pre>
        <CodeBlockButtons code={code} wordWrap={wordWrap} />
      </div>
    </div>
  );
}

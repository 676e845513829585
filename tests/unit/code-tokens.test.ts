/**
 * Code blocks highlighted at build time (src/remark/code-tokens.ts, src/prism/token-props.ts)
 * render what the theme's Prism would render in the browser: the same lines, token classes and
 * text as prism-react-renderer's Highlight, and in each colour mode the same colours and styles
 * (one inline style holds both modes: src/prism/both-modes.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import React, {type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import codeTokens, {tokenizeCode, unsupportedMeta} from '../../src/remark/code-tokens';
import {blockLanguage} from '../../src/theme/CodeBlock/language';
import {TOKENS_PROPERTY} from '../../src/prism/token-format';
import {plainLines, renderLine, tokensForCode} from '../../src/prism/token-props';
import {bothModes, MODE_PROPERTIES, type ModeStyle} from '../../src/prism/both-modes';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import type {MdNode} from '../../src/remark/heading-ids';

const SAMPLES: Array<[language: string, code: string]> = [
  [
    'javascript',
    "const db = new PowerSyncDatabase({schema});\n\n// watch a query\nfor await (const r of db.watch('SELECT 1')) {}",
  ],
  ['JSX', '<PowerSyncContext.Provider value={db}>\n  <App />\n</PowerSyncContext.Provider>'],
  ['TypeScript', 'export const x: Array<string> = [];\n\n\n// done'],
  ['tsx', 'const a = <div className="x">{`t ${1}`}</div>;'],
  ['bash', 'npm install @powersync/web\nexport FOO=bar # comment'],
  ['sql', 'SELECT * FROM lists WHERE id = ? -- one\n'],
  ['vue', '<template>\n  <div>{{ x }}</div>\n</template>'],
  ['', 'plain text\n\nwith a blank line'],
];

type Render = {
  tokens: Token[][];
  getLineProps: (i: {line: Token[]}) => {style?: CSSProperties};
  getTokenProps: (i: {token: Token}) => {className: string; children: string; style?: CSSProperties};
};

/** What a reader sees of a token: its classes, text and computed styles (inherited from its line). */
interface Seen {
  className: string;
  text: string;
  color: string;
  fontStyle: string;
  opacity: string;
  display: string;
}
interface SeenBlock {
  root: {color: string; background: string};
  lines: Seen[][];
}

function seen(token: {className: string; children: string}, style: Resolved, line: Resolved): Seen {
  return {
    className: token.className,
    text: token.children,
    color: style.color ?? line.color!,
    fontStyle: style.fontStyle ?? 'normal',
    opacity: String(style.opacity ?? 1),
    display: style.display ?? 'inline',
  };
}
type Resolved = {
  color?: string;
  backgroundColor?: string;
  fontStyle?: string;
  opacity?: string | number;
  display?: string;
};

/** prism-react-renderer's Highlight, as the theme rendered code blocks in the browser. */
function theirs(theme: PrismTheme, language: string, code: string): SeenBlock {
  let block: SeenBlock | undefined;
  renderToStaticMarkup(
    React.createElement(Highlight, {
      theme,
      code,
      language: language || 'text',
      children: ({tokens, getLineProps, getTokenProps}: Render) => {
        block = {
          root: {color: String(theme.plain.color), background: String(theme.plain.backgroundColor)},
          lines: tokens.map((line) => {
            const lineStyle = (getLineProps({line}).style ?? {}) as Resolved;
            return line.map((token) => {
              const props = getTokenProps({token});
              return seen(props, (props.style ?? {}) as Resolved, lineStyle);
            });
          }),
        };
        return null;
      },
    }),
  );
  return block!;
}

/** A both-modes style as one mode's CSS resolves it (light-dark(), custom.css's custom properties). */
function resolve(modeStyle: ModeStyle | undefined, mode: 'light' | 'dark'): Resolved {
  const style = modeStyle as Record<string, unknown> | undefined;
  const pick = (value: unknown) => {
    const text = String(value);
    if (!text.startsWith('light-dark(')) return text;
    // The comma between the two colours is the one outside any parentheses (rgb(…) has its own).
    const inner = text.slice('light-dark('.length, -1);
    let depth = 0;
    const comma = [...inner].findIndex(
      (c) => ((depth += c === '(' ? 1 : c === ')' ? -1 : 0), c === ',' && depth === 0),
    );
    return (mode === 'light' ? inner.slice(0, comma) : inner.slice(comma + 1)).trim();
  };
  const names = (property: keyof typeof MODE_PROPERTIES) => MODE_PROPERTIES[property][mode];
  return {
    color: style?.color === undefined ? undefined : pick(style.color),
    backgroundColor: style?.backgroundColor === undefined ? undefined : pick(style.backgroundColor),
    fontStyle: style?.[names('fontStyle')] as string | undefined,
    opacity: style?.[names('opacity')] as number | undefined,
    display: style?.display as string | undefined,
  };
}

/** Our content component's styles, from the build-time tokens. */
function ours(mode: 'light' | 'dark', language: string, code: string): SeenBlock {
  const styles = bothModes(lightCodeTheme, darkCodeTheme, (language || 'text').toLowerCase());
  const built = tokensForCode(tokenizeCode(code, language), code);
  assert.ok(built, `the tokens spell the code (${language})`);
  const root = resolve(styles.root, mode);
  const line = resolve(styles.line, mode);
  return {
    root: {color: root.color!, background: root.backgroundColor!},
    lines: built
      .map(renderLine)
      .map((tokens) =>
        tokens.map((token) =>
          seen(
            {className: ['token', ...token.types].join(' '), children: token.content},
            resolve(styles.token(token), mode),
            line,
          ),
        ),
      ),
  };
}

for (const [mode, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`build-time tokens render as the theme's Prism does (${mode} theme)`, () => {
    // The browser had the additional languages (bash) loaded; tokenizeCode loads them here.
    tokenizeCode('', 'bash');
    for (const [language, code] of SAMPLES) {
      assert.deepEqual(
        ours(mode, language, code),
        theirs(theme, language, code),
        `${language || 'no language'}: ${code.slice(0, 30)}`,
      );
    }
  });
}

test('one style holds both modes: colours as light-dark(), other differences as custom properties per mode', () => {
  const styles = bothModes(lightCodeTheme, darkCodeTheme, 'javascript');
  const comment = styles.token({types: ['comment'], content: '// c'});
  assert.match(String(comment?.color), /^light-dark\(/);
  // The light theme sets comments in italics, the dark one keywords: each only in its mode.
  assert.equal(comment?.[MODE_PROPERTIES.fontStyle.light], 'italic');
  assert.equal(comment?.[MODE_PROPERTIES.fontStyle.dark], undefined);
  const keyword = styles.token({types: ['keyword'], content: 'const'});
  assert.equal(keyword?.[MODE_PROPERTIES.fontStyle.dark], 'italic');
  assert.equal(keyword?.[MODE_PROPERTIES.fontStyle.light], undefined);
  assert.equal(styles.token({types: ['plain'], content: 'x'}), undefined, "plain text takes its line's style");
});

test('highlighting is real: keywords, comments and bash commands are tokens', () => {
  const types = (language: string, code: string) =>
    tokenizeCode(code, language)
      .flat()
      .map(([t]) => t);
  assert.ok(types('ts', 'const x = 1; // c').includes('keyword'));
  assert.ok(types('ts', 'const x = 1; // c').includes('comment'));
  assert.ok(types('bash', 'npm install x').includes('function'), 'bash is loaded');
  assert.deepEqual(types('vue', 'a b'), ['plain'], 'a language Prism lacks is plain text');
});

test('tokens that do not spell the code are not used; plain lines keep every line', () => {
  const tokens = tokenizeCode('a\nb', 'ts');
  assert.equal(tokensForCode(tokens, 'a\nb'), tokens);
  assert.equal(tokensForCode(tokens, 'a\nc'), null);
  assert.equal(tokensForCode(null, 'a'), null);
  assert.deepEqual(
    plainLines('a\n\nb').map((l) => l.map((t) => t.content)),
    [['a'], ['\n'], ['b']],
  );
});

test('the plugin adds tokens to code blocks, without their leading blank lines, and skips signatures', () => {
  const example: MdNode & {lang: string} = {type: 'code', lang: 'ts', value: '\n\nconst a = 1;'};
  const signature: MdNode & {lang: string; meta: string} = {type: 'code', lang: 'ts', meta: 'signature', value: 'x'};
  const tree: MdNode = {type: 'root', children: [{type: 'blockquote', children: [example]}, signature]};
  codeTokens()(tree);
  const tokens = JSON.parse(String(example.data?.hProperties?.[TOKENS_PROPERTY]));
  assert.equal(tokens.length, 1, 'leading blank lines are not tokens');
  assert.deepEqual(tokens[0][0], ['keyword', 'const']);
  assert.equal(signature.data, undefined);
});

test('a code block with a metastring the site does not render stops the build, naming its file', () => {
  const titled: MdNode & {lang: string; meta: string} = {type: 'code', lang: 'ts', meta: 'title="db.ts"', value: 'x'};
  assert.throws(
    () => codeTokens()({type: 'root', children: [{type: 'list', children: [titled]}]}, {path: '/site/reference/x.md'}),
    /^Error: \/site\/reference\/x\.md: a code block's metastring "title="db\.ts"" is not supported/,
  );
  assert.equal(unsupportedMeta('signature'), null);
  assert.equal(unsupportedMeta(undefined), null);
  assert.match(String(unsupportedMeta('{1,3}')), /"\{1,3\}" is not supported/);
});

test("a code block's language is its class's, lower-cased as Prism's grammars, else the default", () => {
  assert.equal(blockLanguage('language-JavaScript', 'tsx'), 'javascript');
  assert.equal(blockLanguage('foo language-sql', undefined), 'sql');
  assert.equal(blockLanguage(undefined, 'tsx'), 'tsx');
  assert.equal(blockLanguage('', undefined), 'text');
});

/**
 * Code blocks highlighted at build time (src/remark/code-tokens.ts, src/prism/token-props.ts)
 * render exactly what the theme's Prism would render in the browser: the same lines, token
 * classes and inline styles as prism-react-renderer's Highlight, in both code themes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import codeTokens, {tokenizeCode} from '../../src/remark/code-tokens';
import {TOKENS_PROPERTY} from '../../src/prism/token-format';
import {plainLines, renderLine, themeToDict, tokenStyle, tokensForCode} from '../../src/prism/token-props';
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
  getLineProps: (i: {line: Token[]}) => object;
  getTokenProps: (i: {token: Token}) => object;
};
const lines = ({tokens, getLineProps, getTokenProps}: Render) =>
  React.createElement(
    'code',
    null,
    tokens.map((line, i) =>
      React.createElement(
        'div',
        {key: i, ...getLineProps({line})},
        line.map((token, j) => React.createElement('span', {key: j, ...getTokenProps({token})})),
      ),
    ),
  );

function theirs(theme: PrismTheme, language: string, code: string): string {
  return renderToStaticMarkup(
    React.createElement(Highlight, {theme, code, language: language || 'text', children: (r: Render) => lines(r)}),
  );
}

function ours(theme: PrismTheme, language: string, code: string): string {
  const dict = themeToDict(theme, (language || 'text').toLowerCase());
  const built = tokensForCode(tokenizeCode(code, language), code);
  assert.ok(built, `the tokens spell the code (${language})`);
  return renderToStaticMarkup(
    lines({
      tokens: built.map(renderLine),
      getLineProps: () => ({className: 'token-line', style: dict.plain}),
      getTokenProps: ({token}) => ({
        className: ['token', ...token.types].join(' '),
        children: token.content,
        style: tokenStyle(dict, token),
      }),
    }),
  );
}

for (const [name, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`build-time tokens render as the theme's Prism does (${name} theme)`, () => {
    // The browser had the additional languages (bash) loaded; tokenizeCode loads them here.
    tokenizeCode('', 'bash');
    for (const [language, code] of SAMPLES) {
      assert.equal(
        ours(theme, language, code),
        theirs(theme, language, code),
        `${language || 'no language'}: ${code.slice(0, 30)}`,
      );
    }
  });
}

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

import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {scratchDir} from '../scratch-dir';
import {pageModel} from './fixtures/page-model';
import {pageModelPath} from '../../src/page-model/types';
import {
  DECLARATIONS_FRONT_MATTER_KEY,
  anyPackageKey,
  ownerKey,
  declarationKey,
  declarationLink,
  parseDeclarationLink,
} from '../../src/generate/typedoc/type-links';
import type {Token} from '../../src/page-model/types';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {declarationsUsed} from '../../src/generate/cross-sdk-pages';
import signatureCode, {relativeDocLink, resolveLinkTarget, signatureChildren} from '../../src/remark/signature-code';
import {tokenCss} from '../../src/plugins/code-tokens';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';

const queryKey = '@powersync/common/lib/client/Query.d.ts#CompilableQuery';
const punct = (text: string): Token => ({text, kind: 'punctuation'});
/** `f(q: CompilableQuery, t: Transaction): string;` on `classes/X.md`, its first type a declaration, its second a page. */
const block: Token[] = [
  {text: 'f', kind: 'name'},
  punct('('),
  {text: 'q', kind: 'name'},
  punct(': '),
  {text: 'CompilableQuery', kind: 'type', declaration: queryKey},
  punct(', '),
  {text: 't', kind: 'name'},
  punct(': '),
  {text: 'Transaction', kind: 'type', target: 'interfaces/Transaction.md'},
  punct('): '),
  {text: 'string', kind: 'keyword'},
  punct(';'),
];

test('a declaration link is one Markdown link whose URL gives back its key and fallback', () => {
  const target = {
    kind: 'decl' as const,
    key: 'pkg/lib/a (b).d.ts#A.__constructor',
    source: 'https://github.test/a.ts?x=1#L12',
  };
  const url = declarationLink(target);
  const paragraph = fromMarkdown(`See [\`A\`](${url}).`).children[0] as {children: Array<{type: string; url?: string}>};
  assert.deepEqual(
    paragraph.children.map((node) => node.type),
    ['text', 'link', 'text'],
  );
  assert.equal(paragraph.children[1].url, url);
  assert.deepEqual(parseDeclarationLink(url), target);
  assert.deepEqual(parseDeclarationLink(declarationLink({key: 'k#K'})), {kind: 'decl', key: 'k#K'});
  assert.equal(parseDeclarationLink('../classes/A.md'), undefined);
  assert.equal(parseDeclarationLink('https://x.test/'), undefined);
});

test('signature blocks: highlighted tokens, linked names, unresolved declarations as plain text', () => {
  const children = signatureChildren(block, 'classes/X.md', (target) =>
    target.kind === 'decl' ? undefined : target.url,
  );
  const text = children.map((c) => c.value ?? c.children?.map((d) => d.value).join('')).join('');
  assert.equal(text, 'f(q: CompilableQuery, t: Transaction): string;');
  assert.deepEqual(
    children.filter((c) => c.type === 'link').map((c) => c.url),
    ['../interfaces/Transaction.md'],
  );
  // A name without a page stays text, broken between its words (<wbr>) where a line may wrap.
  const compilable = children.findIndex((c) => c.type === 'text' && c.value === 'Compilable');
  assert.deepEqual(
    children.slice(compilable, compilable + 3).map((c) => (c.type === 'text' ? c.value : c.data?.hName)),
    ['Compilable', 'wbr', 'Query'],
  );
  // A line break is a text of its own, so that Markdown's text handling keeps the indentation after it.
  const broken = signatureChildren(
    [punct('{'), {text: '\n  ', kind: 'break', flat: ' '}, {text: 'a', kind: 'name'}, punct(';}')],
    'classes/X.md',
    () => undefined,
  );
  assert.deepEqual(
    broken.map((c) => c.value),
    ['{', '\n', '  ', 'a', ';}'],
  );
  // Each token's class by its kind: a called name a function, built-in types, keywords, literals.
  const classes = (tokens: Token[]) =>
    signatureChildren(tokens, 'classes/X.md', () => undefined).map(
      (c) => `${c.value ?? c.children?.map((d) => d.value).join('')}:${c.data?.hProperties?.className ?? 'plain'}`,
    );
  assert.deepEqual(
    classes([
      {text: 'get', kind: 'keyword'},
      punct(' '),
      {text: 'x', kind: 'name'},
      punct('(): '),
      {text: 'string', kind: 'keyword'},
      punct(' | '),
      {text: 'null', kind: 'literal'},
      punct(' | '),
      {text: '"fast"', kind: 'literal'},
      punct(' | '),
      {text: '30', kind: 'literal'},
      punct(' | '),
      {text: 'T', kind: 'type'},
      punct('; '),
      {text: 'y', kind: 'name'},
      punct('?: '),
      {text: '"content-type"', kind: 'name'},
    ]),
    [
      'get:token,keyword',
      ' :plain',
      'x:token,function',
      '(): :plain',
      'string:token,builtin',
      ' | :plain',
      'null:token,builtin',
      ' | :plain',
      '"fast":token,string',
      ' | :plain',
      '30:token,number',
      ' | :plain',
      'T:plain',
      '; :plain',
      'y:plain',
      '?: :plain',
      '"content-type":token,string',
    ],
  );
});

test('a declaration link resolves to its page, a member to its anchor, else to its source', () => {
  const pages = {
    [declarationKey('@powersync/common', 'lib/index.d.ts', 'CrudBatch')]: 'node-sdk/classes/CrudBatch.md',
    [declarationKey('@powersync/common', 'lib/index.d.ts', 'CrudBatch.complete')]:
      'node-sdk/classes/CrudBatch.md#complete',
  };
  const resolve = (qualifiedName: string, source?: string) =>
    resolveLinkTarget(
      {kind: 'decl', key: declarationKey('@powersync/common', 'lib/index.d.ts', qualifiedName), source},
      '/site/reference/react-sdk/functions/useQuery.md',
      '/site/reference',
      pages,
    );
  assert.equal(resolve('CrudBatch'), '../../node-sdk/classes/CrudBatch.md');
  assert.equal(resolve('CrudBatch.complete'), '../../node-sdk/classes/CrudBatch.md#complete');
  assert.equal(resolve('Missing', 'https://github.test/x.ts#L1'), 'https://github.test/x.ts#L1');
  assert.equal(resolve('Missing'), undefined);
  // A page of another release line: the link written in the front matter, as it is.
  const elsewhere = {
    [declarationKey('@powersync/common', 'lib/index.d.ts', 'Table')]: 'pathname://../../v1/web-sdk/classes/Table',
  };
  assert.equal(
    resolveLinkTarget(
      {kind: 'decl', key: declarationKey('@powersync/common', 'lib/index.d.ts', 'Table'), source: 'https://x'},
      '/site/reference/react-sdk/functions/useQuery.md',
      '/site/reference',
      elsewhere,
    ),
    'pathname://../../v1/web-sdk/classes/Table',
  );
});

test('the remark plugin resolves declaration links from the page front matter, not a shared file', () => {
  const key = declarationKey('@powersync/common', 'lib/index.d.ts', 'CrudBatch.complete');
  const url = declarationLink({key});
  // The page's decl: keys, as generation records them while the theme writes the page.
  const used = declarationsUsed([key], {[key]: 'node-sdk/classes/CrudBatch.md#complete', other: 'x.md'});
  assert.deepEqual(used, {[key]: 'node-sdk/classes/CrudBatch.md#complete'});
  assert.equal(declarationsUsed([], {[key]: 'x.md'}), undefined);
  // A member no page lists links to the page of its declaration; a top-level name has no owner.
  const member = anyPackageKey('SyncDataFlowStatus.downloading');
  assert.deepEqual(
    declarationsUsed([member], {
      [anyPackageKey('SyncDataFlowStatus')]: 'web-sdk/type-aliases/SyncDataFlowStatus.md',
    }),
    {[member]: 'web-sdk/type-aliases/SyncDataFlowStatus.md'},
  );
  assert.equal(ownerKey(anyPackageKey('SyncDataFlowStatus')), undefined);
  assert.equal(ownerKey(key), declarationKey('@powersync/common', 'lib/index.d.ts', 'CrudBatch'));

  const run = (frontMatter: Record<string, unknown>) => {
    const code = {type: 'inlineCode', value: 'CrudBatch.complete'};
    const tree = {type: 'root', children: [{type: 'paragraph', children: [{type: 'link', url, children: [code]}]}]};
    signatureCode({docsDir: '/site/reference'})(tree as never, {
      path: '/site/reference/capacitor-sdk/classes/PowerSyncDatabase.md',
      data: {frontMatter},
    });
    return JSON.stringify(tree);
  };
  assert.match(
    run({[DECLARATIONS_FRONT_MATTER_KEY]: used}),
    /"url":"..\/..\/node-sdk\/classes\/CrudBatch.md#complete"/,
  );
  // Documented nowhere and without a fallback: the name as written, code without a link.
  assert.equal(
    run({}),
    JSON.stringify({
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'CrudBatch.complete'}]}],
    }),
  );
});

test('declaration links are relative file links Docusaurus resolves', () => {
  assert.equal(
    relativeDocLink(
      '/site/reference/vue-sdk/functions/useQuery.md',
      '/site/reference',
      'web-sdk/interfaces/CompilableQuery.md',
    ),
    '../../web-sdk/interfaces/CompilableQuery.md',
  );
});

test('signature token colours come from the code themes, light and dark', () => {
  const css = tokenCss(lightCodeTheme, darkCodeTheme);
  // Every code block's colours, as the theme's getPrismCssVariables gives them in each mode.
  assert.ok(
    css.includes(
      `.theme-code-block { --prism-color: ${lightCodeTheme.plain.color}; --prism-background-color: ${lightCodeTheme.plain.backgroundColor}; }`,
    ),
  );
  assert.ok(
    css.includes(
      `[data-theme='dark'] .theme-code-block { --prism-color: ${darkCodeTheme.plain.color}; --prism-background-color: ${darkCodeTheme.plain.backgroundColor}; }`,
    ),
  );
  assert.match(css, /^pre\.signature \.token\.keyword \{ color: #00009f;/m);
  // Dracula has no number colour: dark mode must not inherit the light theme's.
  assert.match(css, /^\[data-theme='dark'\] pre\.signature \.token\.number \{ color: inherit;/m);
});

test("a generated signature block is rendered from its page model's block: its text, its links, resolved as a running text's", () => {
  const docsDir = scratchDir('signature-block');
  const page = path.join(docsDir, 'web-sdk', 'classes', 'Table.md');
  fs.mkdirSync(path.dirname(page), {recursive: true});
  const key = declarationKey('@powersync/common', 'lib/index.d.ts', 'Other');
  const model = pageModel({
    sdk: 'web-sdk',
    package: '@powersync/web',
    packageVersion: '1.0.0',
    page: 'classes/Table.md',
    name: 'Table',
    kind: 'Class',
    title: 'Class: Table',
    importLine: "import { Table } from '@powersync/web';",
    blocks: [
      [
        {text: 'open', kind: 'name'},
        {text: '(options: ', kind: 'punctuation'},
        {text: 'Options', kind: 'type', target: 'type-aliases/Options.md'},
        {text: '): ', kind: 'punctuation'},
        {text: 'Other', kind: 'type', declaration: key},
        {text: ';', kind: 'punctuation'},
      ],
    ],
  });
  fs.writeFileSync(pageModelPath(page), JSON.stringify(model));
  // The block's own text is not what is shown: the model's is.
  const tree = {type: 'root', children: [{type: 'code', lang: 'ts', meta: 'signature block=0', value: 'stale'}]};
  signatureCode({docsDir})(tree as never, {
    path: page,
    data: {frontMatter: {[DECLARATIONS_FRONT_MATTER_KEY]: {[key]: 'node-sdk/classes/Other.md'}}},
  });
  const html = JSON.stringify(tree);
  assert.doesNotMatch(html, /stale/);
  assert.match(html, /"url":"..\/type-aliases\/Options.md"/);
  assert.match(html, /"url":"..\/..\/node-sdk\/classes\/Other.md"/);
  // A block its model does not have stops the build, naming the page.
  const missing = {type: 'root', children: [{type: 'code', lang: 'ts', meta: 'signature block=1', value: ''}]};
  assert.throws(
    () => signatureCode({docsDir})(missing as never, {path: page, data: {frontMatter: {}}}),
    /Table\.md: signature block 1 is not in its page model/,
  );
});

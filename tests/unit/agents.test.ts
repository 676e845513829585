import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {markdownTwin, type TwinLinks} from '../../src/agents/twin';
import {parseFrontMatter} from '../../src/agents/front-matter';
import {oneLine, sectionLlmsTxt, siteLlmsTxt, type LlmsSite} from '../../src/agents/llms-txt';
import {twinHref, twinUrl} from '../../src/agents/urls';
import {copyPage} from '../../src/theme/CopyPage/copy-page';
import {declarationLink} from '../../src/generate/typedoc/type-links';
import {renderFrontMatter} from '../../src/generate/typedoc/frontmatter';
import {createStaticServer} from '../../src/tooling/server/static-server';
import {scratchDir} from '../scratch-dir';

const address = {url: 'https://docs.example', baseUrl: '/js/'};
const section = {id: 'web-sdk', label: 'Web SDK', packageName: '@powersync/web', version: '1.0.0'};
const docs = '/site/reference';
const links: TwinLinks = {
  resolveTarget: (target) =>
    target.kind !== 'decl' ? target.url : target.key === 'pkg#Other' ? '../../node-sdk/classes/Other.md' : undefined,
  twinOfFile: (file) =>
    ({
      [`${docs}/web-sdk/classes/Table.md`]: twinUrl(address, '/web-sdk/classes/Table'),
      [`${docs}/web-sdk/type-aliases/Options.md`]: twinUrl(address, '/web-sdk/type-aliases/Options'),
      [`${docs}/node-sdk/classes/Other.md`]: twinUrl(address, '/node-sdk/classes/Other'),
    })[file],
  twinOfRoute: (route) => twinUrl(address, route),
};
const file = `${docs}/web-sdk/classes/Table.md`;
const other = `[\`Other\`](${declarationLink({key: 'pkg#Other'})})`;
const nowhere = `[\`Nowhere\`](${declarationLink({key: 'pkg#Nowhere'})})`;
const body = [
  '# Class: Table',
  '',
  'Defined in: [src/Table.ts:1](https://github.example/Table.ts#L1)',
  '',
  '## Methods {#methods}',
  '',
  '### open() {#open}',
  '',
  '```ts signature',
  'open(options: Options): Promise<Other>;',
  '```',
  '',
  `Returns [\`Promise\`](https://mdn.example/Promise)\\<${other}\\>, see [close](Table.md#close) and [\`Options\`](../type-aliases/Options.md), not ${nowhere}.`,
  '',
  '```[ 1, 2 ]```',
  '',
  '### close() {#close}',
  '',
  'Closes.',
].join('\n');

test('a twin starts with title, package, import line and since, and has no ids, declaration links or relative links', () => {
  const twin = markdownTwin(
    {
      file,
      body,
      section,
      symbol: {
        kind: 'Class',
        name: 'Table',
        importLine: "import { Table } from '@powersync/web';",
        since: '0.5.1',
        anchors: [],
        alsoIn: [
          {sdk: 'node-sdk', label: 'Node SDK', path: '/node-sdk/classes/Table', differs: true, missingAnchors: []},
        ],
      },
    },
    links,
  );
  const lines = twin.markdown.split('\n');
  assert.deepEqual(lines.slice(0, 10), [
    '# Class: Table',
    '',
    'Package: `@powersync/web` 1.0.0 (Web SDK)',
    '',
    '```ts',
    "import { Table } from '@powersync/web';",
    '```',
    '',
    'Since: @powersync/web 0.5.1',
    '',
  ]);
  assert.ok(lines.includes('Also in: [Node SDK](https://docs.example/js/node-sdk/classes/Table.md) (differs)'));
  assert.ok(lines.includes('### open()'));
  assert.doesNotMatch(twin.markdown, /\{#|\]\((?!https:)/);
  // A hand-written signature block (no model block) is its text, with no links to list.
  assert.ok(lines.includes('open(options: Options): Promise<Other>;'));
  assert.ok(!lines.some((line) => line.startsWith('Types: ')));
  // A declaration link goes where its declaration is documented, else is its name as code.
  assert.ok(
    lines.includes(
      'Returns [`Promise`](https://mdn.example/Promise)\\<[`Other`](https://docs.example/js/node-sdk/classes/Other.md)\\>, see [close](https://docs.example/js/web-sdk/classes/Table.md#close) and [`Options`](https://docs.example/js/web-sdk/type-aliases/Options.md), not `Nowhere`.',
    ),
  );
  assert.ok(lines.includes('```[ 1, 2 ]```'), 'an inline code span that looks like a fence stays as it is');
  assert.ok(
    lines.includes('Defined in: [src/Table.ts:1](https://github.example/Table.ts#L1)'),
    'the source link stays in the twin',
  );
  const open = twin.headings.find((h) => h.id === 'open')!;
  assert.equal(open.title, 'open()');
  assert.match(lines.slice(open.start, open.end).join('\n'), /^### open\(\)[\s\S]*Returns /);
  assert.doesNotMatch(lines.slice(open.start, open.end).join('\n'), /### close/);
});

test("a generated signature block's text and links are its page model's block", () => {
  const blockBody = ['# Class: Table', '', '```ts signature block=0', 'open(options: Options): void;', '```'].join(
    '\n',
  );
  const model = {
    body: [],
    page: 'classes/Table.md',
    blocks: [
      [
        {text: 'open', kind: 'name' as const},
        {text: '(', kind: 'punctuation' as const},
        {text: '\n  ', kind: 'break' as const, flat: ''},
        {text: 'options', kind: 'name' as const},
        {text: ': ', kind: 'punctuation' as const},
        {text: 'Options', kind: 'type' as const, target: 'type-aliases/Options.md'},
        {text: '\n', kind: 'break' as const, flat: ''},
        {text: '): ', kind: 'punctuation' as const},
        {text: 'Other', kind: 'type' as const, declaration: 'pkg#Other'},
        {text: ';', kind: 'punctuation' as const},
      ],
    ],
  };
  const twin = markdownTwin({file, body: blockBody, section, model}, links);
  assert.match(
    twin.markdown,
    /```ts signature\nopen\(\n {2}options: Options\n\): Other;\n```\n\nTypes: \[`Options`\]\(https:\/\/docs\.example\/js\/web-sdk\/type-aliases\/Options\.md\), \[`Other`\]\(https:\/\/docs\.example\/js\/node-sdk\/classes\/Other\.md\)/,
  );
  // A block the model does not have stops the build, naming the page.
  assert.throws(
    () => markdownTwin({file, body: blockBody, section, model: {page: model.page, blocks: [], body: []}}, links),
    /Table\.md: signature block 0 is not in its page model/,
  );
});

test('a page without an h1 takes its front matter title; a broken relative link stops the build', () => {
  const twin = markdownTwin(
    {file: `${docs}/web-sdk/index.md`, body: '<p>logo</p>\n\n# Readme', title: 'Web SDK', section},
    links,
  );
  assert.match(twin.markdown, /^# Web SDK\n\nPackage: `@powersync\/web` 1\.0\.0 \(Web SDK\)\n\n<p>logo<\/p>/);
  assert.throws(
    () => markdownTwin({file, body: '# T\n\n[x](Missing.md)', section}, links),
    /Table\.md: the link "Missing\.md" does not lead to a reference page/,
  );
});

test("a pathname:// link to another release line becomes that page's absolute twin URL", () => {
  const twin = markdownTwin(
    {file, body: '# T\n\nSee [v2](pathname://../../v2/web-sdk/changes#v2-0-0).', section},
    links,
  );
  assert.match(twin.markdown, /\[v2\]\(https:\/\/docs\.example\/js\/v2\/web-sdk\/changes\.md#v2-0-0\)/);
});

test('front matter written by generation reads back', () => {
  const data = {slug: '/web-sdk/classes/Table', description: 'A "table": x', powersync_symbol: JSON.stringify({a: 1})};
  const parsed = parseFrontMatter(`${renderFrontMatter(data)}# Title\n`);
  assert.deepEqual(parsed.frontMatter, data);
  assert.equal(parsed.body, '\n# Title\n');
  assert.throws(() => parseFrontMatter('---\nslug: x\n'), /never closed/);
});

const llmsSite: LlmsSite = {
  address,
  title: 'API Reference',
  summary: 'The reference.',
  sections: [
    {
      ...section,
      pages: [
        {route: '/web-sdk', name: 'Web SDK', description: 'Overview', markdown: '# Web SDK\n'},
        {
          route: '/web-sdk/classes/Table',
          name: 'Table',
          description: 'A table.\nOf rows.',
          markdown: '# Class: Table\n',
        },
      ],
    },
  ],
};

test('llms.txt: title, summary, then a section of described links per SDK', () => {
  assert.equal(
    siteLlmsTxt(llmsSite).split('\n## ')[0].split('\n').slice(0, 3).join('\n'),
    '# API Reference\n\n> The reference.',
  );
  assert.match(
    siteLlmsTxt(llmsSite),
    /^## Web SDK\n\n- \[Web SDK overview\]\(https:\/\/docs\.example\/js\/web-sdk\.md\): /m,
  );
  assert.match(
    siteLlmsTxt(llmsSite),
    /^- \[Web SDK pages\]\(https:\/\/docs\.example\/js\/web-sdk\/llms\.txt\): all 2 pages/m,
  );
  assert.match(
    sectionLlmsTxt(llmsSite, llmsSite.sections[0]),
    /^## Classes\n\n- \[Table\]\(https:\/\/docs\.example\/js\/web-sdk\/classes\/Table\.md\): A table\. Of rows\.$/m,
  );
  assert.equal(oneLine('word '.repeat(60), 20), 'word word word…');
});

test('only pages of a section have a twin', () => {
  assert.equal(twinHref('/js/web-sdk/classes/Table', '/js/', ['web-sdk']), '/js/web-sdk/classes/Table.md');
  assert.equal(twinHref('/js/web-sdk', '/js/', ['web-sdk']), '/js/web-sdk.md');
  assert.equal(twinHref('/js/', '/js/', ['web-sdk']), undefined);
  assert.equal(twinHref('/js/search', '/js/', ['web-sdk']), undefined);
});

test('Copy page copies, or hands the text back for selection when the clipboard refuses', async () => {
  const fetchText = async () => '# T\n';
  let copied = '';
  assert.deepEqual(await copyPage('/t.md', {fetchText, writeClipboard: async (t) => void (copied = t)}), {
    status: 'copied',
  });
  assert.equal(copied, '# T\n');
  const refused = async () => Promise.reject(new Error('denied'));
  assert.deepEqual(await copyPage('/t.md', {fetchText, writeClipboard: refused}), {status: 'select', text: '# T\n'});
  assert.deepEqual(await copyPage('/t.md', {fetchText}), {status: 'select', text: '# T\n'});
  assert.deepEqual(await copyPage('/t.md', {fetchText: refused}), {status: 'failed'});
});

test('the static server serves twins as text/markdown and keeps clean URLs for pages', async () => {
  const root = scratchDir('twins');
  fs.mkdirSync(path.join(root, 'a'));
  fs.writeFileSync(path.join(root, 'a/b.html'), '<p>page</p>');
  fs.writeFileSync(path.join(root, 'a/b.md'), '# page');
  const server = createStaticServer({root, baseUrl: '/js/'}).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as {port: number}).port;
  const get = (p: string) =>
    new Promise<{type: string; body: string}>((resolve, reject) =>
      http
        .get({host: '127.0.0.1', port, path: p}, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({type: String(res.headers['content-type']), body}));
        })
        .on('error', reject),
    );
  try {
    assert.deepEqual(await get('/js/a/b.md'), {type: 'text/markdown; charset=utf-8', body: '# page'});
    assert.deepEqual(await get('/js/a/b'), {type: 'text/html; charset=utf-8', body: '<p>page</p>'});
    // No 404.html in this root: a plain not-found answer, and the server keeps serving.
    assert.deepEqual(await get('/js/missing'), {type: 'text/plain; charset=utf-8', body: 'Not found'});
    assert.deepEqual(await get('/js/a/b.md'), {type: 'text/markdown; charset=utf-8', body: '# page'});
  } finally {
    server.close();
  }
});

test('llms.txt lists every release line with its packages and llms files, the newest for new code', () => {
  const text = siteLlmsTxt({
    ...llmsSite,
    lines: {
      current: 'current',
      newest: 'v2',
      all: [
        {id: 'current', label: 'Common 1.45', path: '/js/', packages: {'@powersync/web': '1.31.0'}},
        {id: 'v2', label: 'Common 2.3', path: '/js/v2/', packages: {'@powersync/web': '2.4.0'}},
      ],
    },
  });
  assert.match(
    text,
    /^Release lines: each documents one set of releases\. For new code use the newest, Common 2\.3 \(`v2`\): \[its llms\.txt\]\(https:\/\/docs\.example\/js\/v2\/llms\.txt\)\./m,
  );
  assert.match(
    text,
    /^## Release lines\n\n- \[Common 1\.45 \(current\)\]\(https:\/\/docs\.example\/js\/llms\.txt\): this file\. @powersync\/web 1\.31\.0\n- \[Common 1\.45 \(current\) full text\]\(https:\/\/docs\.example\/js\/llms-full\.txt\): /m,
  );
  assert.match(
    text,
    /^- \[Common 2\.3 \(v2\)\]\(https:\/\/docs\.example\/js\/v2\/llms\.txt\): newest, use for new code\. @powersync\/web 2\.4\.0$/m,
  );
  // The intro comes before the first section (llmstxt.org: sections hold link lists only).
  assert.ok(text.indexOf('Release lines: each') < text.indexOf('\n## '));
  // One line: nothing to choose.
  assert.doesNotMatch(siteLlmsTxt(llmsSite), /Release lines/);
});

test('a twin has no HTML of the site: history badges are lines of text, a before/after pair code blocks', () => {
  const markdown = (...lines: string[]) => ({markdown: lines.join('\n')});
  // The badges as the page model holds them (data, which the page writes as HTML), the rest as the page's Markdown.
  const body = [
    markdown('# Class: Table', '', ''),
    {
      history: {
        badges: [
          {
            kind: 'added' as const,
            text: 'Added in [@powersync/common 1.6.1 (web 0.5.1)](https://docs.example/js/web-sdk/changes.md#v0-5-1)',
          },
          {kind: 'deprecated' as const, text: 'Deprecated since @powersync/web 2.0.0'},
        ],
        newIn: 'web 2.4.0',
      },
    },
    markdown('', '', ''),
    {box: {kind: 'deprecation' as const, markdown: '**Deprecated**'}},
    markdown(
      '',
      '',
      '- `Table` class',
      '',
      '  <div class="api-history__diff"><div class="api-history__decl"><span class="api-history__label">before</span><code>class Table&lt;T&gt;</code></div><div class="api-history__decl"><span class="api-history__label">after</span><code>class Table&lt;T, U&gt; {&#10;  x: 1;</code></div></div>',
      '',
      '| <a id="enumeration-member-http"></a> `HTTP` | `"http"` |',
    ),
  ];
  const twin = markdownTwin(
    {file, body: 'the model has the body: unread', section, model: {page: 'classes/Table.md', blocks: [], body}},
    links,
  );
  assert.doesNotMatch(twin.markdown, /<\/?(?:span|div|a)\b/);
  assert.match(
    twin.markdown,
    /^Added in \[@powersync\/common 1\.6\.1 \(web 0\.5\.1\)\]\(https:\/\/docs\.example\/js\/web-sdk\/changes\.md#v0-5-1\)\n\nDeprecated since @powersync\/web 2\.0\.0$/m,
  );
  assert.match(twin.markdown, /^\*\*Deprecated\*\*$/m);
  assert.match(
    twin.markdown,
    /^ {2}Before:\n\n {2}```ts\n {2}class Table<T>\n {2}```\n\n {2}After:\n\n {2}```ts\n {2}class Table<T, U> \{\n {4}x: 1;\n {2}```$/m,
  );
  assert.match(twin.markdown, /^\| `HTTP` \| `"http"` \|$/m);
});

test('a twin has no HTML of "In the demos" and "Used by": their boxes as Markdown, a summary in bold', () => {
  const markdown = (...lines: string[]) => ({markdown: lines.join('\n')});
  // The boxes as the page model holds them (data, which the page writes in HTML), the rest as the page's Markdown.
  const body = [
    markdown('# Class: Table', '', '## In the demos', '', ''),
    {box: {kind: 'demos' as const, demos: 18, markdown: 'Used in 19 files of 22 demos.'}},
    markdown('', '', '### watch()', '', ''),
    {
      box: {
        kind: 'member-demos' as const,
        demos: 2,
        summary: 'In the demos: used in 2 files of 22 demos',
        markdown: '```ts\ndb.watch(sql);\n```',
      },
    },
    markdown('', '', '## Used by', '', ''),
    {box: {kind: 'used-by-more' as const, summary: '2 more', markdown: '- `Schema.tables`'}},
  ];
  const twin = markdownTwin(
    {file, body: 'the model has the body: unread', section, model: {page: 'classes/Table.md', blocks: [], body}},
    links,
  );
  assert.doesNotMatch(twin.markdown, /<\/?(?:div|details|summary)\b/);
  assert.match(twin.markdown, /^Used in 19 files of 22 demos\.$/m);
  assert.match(twin.markdown, /^\*\*In the demos: used in 2 files of 22 demos\*\*\n\n```ts\ndb\.watch\(sql\);\n```$/m);
  assert.match(twin.markdown, /^\*\*2 more\*\*\n\n- `Schema\.tables`$/m);
});

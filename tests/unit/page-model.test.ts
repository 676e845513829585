/**
 * The page model (src/page-model/types.ts) written by generation from TypeDoc's reflections
 * (src/generate/typedoc/page-model.ts): generated from a fixture package as a section is, then
 * read back through the validator every reader uses.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {generateSdk} from '../../src/generate/typedoc/generate';
import {writePageModels} from '../../src/generate/typedoc/page-model';
import {headingAnchors, unescapedHeadingTitle} from '../../src/tooling/markdown-readers';
import {SYMBOLS_FILE, sdkCacheDir} from '../../src/generate/typedoc/paths';
import {pageAnchors} from '../../src/page-model/anchors';
import {bodyMarkdown} from '../../src/page-model/body';
import type {ResolvedSdk} from '../../src/manifest/validate';
import {HISTORY_FILE, serializeHistory} from '../../src/history/file';
import {encodeHistory} from '../../src/history/runs';
import {
  PAGE_MODEL_VERSION,
  PageModelError,
  pageModelPath,
  flatText,
  parsePageModel,
  tokensText,
  type PageModel,
} from '../../src/page-model/types';
import {DECLARATION_LINK, parseDeclarationLink} from '../../src/generate/typedoc/type-links';
import {writeArticles, type ArticlesOptions} from '../../src/generate/articles';
import {readPageMarkdown} from '../../src/generate/articles/stub';
import type {Article, ArticleElement, ArticleNode} from '../../src/generate/articles/article';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';

const DECLARATIONS = [
  '/** Something that can be closed. */',
  'export declare abstract class Base {',
  '    /** Closes it. */',
  '    close(): Promise<void>;',
  '}',
  'export declare enum Level {',
  '    /** The most. */',
  '    HIGH = "high",',
  '    LOW = "low"',
  '}',
  '/**',
  ' * A store of {@link Level} values.',
  ' */',
  'export declare class Store<T> extends Base {',
  '    constructor(name: string);',
  '    readonly name: string;',
  '    static count?: number;',
  '    /** @deprecated Use {@link Store.put} instead. */',
  '    set(key: string, value: T): void;',
  '    put(key: string, value: T): void;',
  '    /** @deprecated Put them one by one. */',
  '    put(entries: Array<[string, T]>): void;',
  '    /**',
  '     * Tracks it.',
  '     * @experimental Still settling.',
  '     */',
  '    track(): void;',
  '    get level(): Level | undefined;',
  '}',
  '/** Makes a store. */',
  'export declare function useStore<T>(name: string, options?: {level: Level}): Store<T>;',
  'export type Listener = (level: Level) => void;',
  '/** Handles a message. */',
  'export interface Handler {',
  '    (message: string, level: Level): void;',
  '}',
  'export type Options = Base & {',
  '    /** The name. */',
  '    name: string;',
  '    /** How often. */',
  '    retries?: number;',
  '};',
  '/** @deprecated Use {@link Store} instead. */',
  'export declare const LIMIT = 100;',
  '/** A bag of counts. */',
  'export interface Bag {',
  '    [key: string]: number | undefined;',
  '    "content-type"?: string;',
  '    /** The request. */',
  '    request: {',
  '        /** Whether to include data. */',
  '        include_data: boolean;',
  '    };',
  '    post?(id: string): Promise<Level.HIGH>;',
  '}',
  'export declare function mixin<TBase extends new (...args: any[]) => Base>(Base: TBase): TBase;',
  'export type Row<T> = T extends Array<infer U> ? { [K in keyof U]: U[K] } & { id: string } : never;',
  '/** Like {@link Elsewhere.thing}, which another package declares. */',
  'export declare function like(): void;',
  '/** Defaults. */',
  'export declare const DEFAULTS: {',
  '    /** How long to wait. */',
  '    readonly waitMs: number;',
  '};',
  '/** Opens a connection. */',
  "export declare function open(url: string, retries: number, options?: 'fast' | {level: Level; extra: {}}): void;",
  '/** Where a store comes from. */',
  'export type Source = {',
  '    /** An opened store. */',
  '    opened: Store<string>;',
  '} | {',
  '    /** Its level. */',
  '    level: Level;',
  '};',
].join('\n');

let siteDir: string;
const models = new Map<string, PageModel>();

before(async () => {
  fs.mkdirSync(path.resolve('.cache'), {recursive: true});
  siteDir = fs.mkdtempSync(path.resolve('.cache', 'page-model-test-'));
  const packageRoot = path.join(siteDir, 'node_modules', '@x', 'store');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(packageRoot, file)), {recursive: true});
    fs.writeFileSync(path.join(packageRoot, file), text);
  };
  write('package.json', '{"name": "@x/store", "version": "1.2.3"}');
  write('README.md', '# @x/store\n');
  write('lib/index.d.ts', DECLARATIONS);
  const sdk: ResolvedSdk = {
    id: 'x-sdk',
    label: 'X SDK',
    packageName: '@x/store',
    version: '1.2.3',
    repoDirectory: 'packages/x',
    packageRoot,
    entryPointPath: path.join(packageRoot, 'lib/index.d.ts'),
    skippedEntryPoints: [],
    dependencyVersions: {},
    entryPoints: [{specifier: '@x/store', path: path.join(packageRoot, 'lib/index.d.ts')}],
  };
  fs.mkdirSync(path.dirname(path.join(siteDir, HISTORY_FILE)), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, HISTORY_FILE),
    serializeHistory(
      encodeHistory({
        '@x/store': {
          releases: [{version: '1.2.3', date: ''}],
          // The class and two of its members, whose badges are alike: each is its member's.
          apis: [
            {
              symbols: {
                Store: {
                  kind: 'class',
                  decl: 'class Store<T>',
                  members: {put: {decl: 'put(key: string, value: T): void;'}, track: {decl: 'track(): void;'}},
                },
              },
              reexports: {},
            },
          ],
        },
      }),
    ),
  );
  const log = console.log;
  console.log = () => {};
  try {
    await generateSdk(sdk, {siteDir, sourceRepository: 'x/x', repositoryPackages: []});
  } finally {
    console.log = log;
  }
  const outDir = path.join(siteDir, 'reference', 'x-sdk');
  for (const page of [
    'classes/Base.md',
    'classes/Store.md',
    'enumerations/Level.md',
    'functions/useStore.md',
    'type-aliases/Listener.md',
    'type-aliases/Options.md',
    'interfaces/Handler.md',
    'variables/DEFAULTS.md',
    'variables/LIMIT.md',
    'interfaces/Bag.md',
    'functions/mixin.md',
    'type-aliases/Row.md',
    'functions/like.md',
    'functions/open.md',
    'type-aliases/Source.md',
  ]) {
    const file = path.join(outDir, pageModelPath(page));
    models.set(page, parsePageModel(JSON.parse(fs.readFileSync(file, 'utf8')), file));
  }
});

after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const model = (page: string) => models.get(page)!;
const member = (page: string, name: string) => model(page).members.find((m) => m.name === name)!;

test('a page model says what the page is: title, kind, import line, description with resolved links', () => {
  const store = model('classes/Store.md');
  assert.equal(store.version, PAGE_MODEL_VERSION);
  assert.deepEqual(
    [store.sdk, store.package, store.packageVersion, store.page, store.name, store.kind],
    ['x-sdk', '@x/store', '1.2.3', 'classes/Store.md', 'Store', 'Class'],
  );
  assert.equal(store.title, 'Class: Store<T>');
  assert.equal(model('classes/Base.md').title, 'Abstract Class: Base');
  assert.equal(model('functions/useStore.md').title, 'Function: useStore()');
  // The page's front matter carries the model's title, which its `# ` heading shows escaped.
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'classes', 'Store.md'), 'utf8');
  assert.match(markdown, /^title: "Class: Store<T>"$/m);
  assert.equal(unescapedHeadingTitle(markdown), store.title);
  assert.equal(store.importLine, "import { Store } from '@x/store';");
  assert.equal(model('type-aliases/Listener.md').importLine, "import type { Listener } from '@x/store';");
  assert.deepEqual(store.description, [
    {text: 'A store of ', kind: 'text'},
    {text: 'Level', kind: 'link', target: 'enumerations/Level.md'},
    {text: ' values.', kind: 'text'},
  ]);
});

test('members carry their group, the anchor their heading has on the page, and their flags', () => {
  const store = model('classes/Store.md');
  assert.deepEqual(
    store.groups.map((g) => [g.title, g.anchor]),
    [
      ['Constructors', 'constructors'],
      ['Properties', 'properties'],
      ['Accessors', 'accessors'],
      ['Methods', 'methods'],
    ],
  );
  // The anchors are the ones the Markdown's headings carry: the same router wrote both.
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'classes', 'Store.md'), 'utf8');
  for (const m of store.members.filter((m) => m.kind !== 'Constructor'))
    assert.ok(markdown.includes(`{#${m.anchor}}`), `${m.name}'s heading has the id ${m.anchor}`);
  assert.deepEqual(member('classes/Store.md', 'count').flags, {static: true, optional: true});
  assert.deepEqual(member('classes/Store.md', 'name').flags, {readonly: true});
  assert.deepEqual(member('classes/Store.md', 'set').flags, {deprecated: true});
  assert.deepEqual(member('classes/Store.md', 'close').flags, {inherited: true});
  assert.equal(member('classes/Store.md', 'close').inheritedFrom, 'Base.close');
  assert.deepEqual(
    model('enumerations/Level.md').members.map((m) => [m.name, m.anchor, tokensText(m.signatures[0])]),
    [
      ['HIGH', 'enumeration-member-high', 'HIGH = "high"'],
      ['LOW', 'enumeration-member-low', 'LOW = "low"'],
    ],
  );
});

test("the body is the page in pieces: each member's what the theme wrote for it, badges as data", () => {
  for (const page of ['classes/Store.md', 'variables/DEFAULTS.md', 'enumerations/Level.md', 'functions/useStore.md']) {
    const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', page), 'utf8');
    const written = bodyMarkdown(model(page).body);
    assert.ok(markdown.endsWith(written), `${page}: the pieces written out are the page`);
    assert.ok(markdown.slice(0, -written.length).endsWith('---\n\n'), `${page}: all of it after the front matter`);
  }
  const store = model('classes/Store.md');
  const part = (name: string) =>
    store.body.filter((p) => p.member !== undefined && store.members[p.member].name === name);
  // Every member of the class page is its own pieces, in page order, from its heading to its end.
  assert.deepEqual(
    [...new Set(store.body.flatMap((p) => (p.member === undefined ? [] : [store.members[p.member].name])))],
    ['constructor', 'name', 'count', 'level', 'close', 'put', 'set', 'track'],
  );
  const text = (name: string) => bodyMarkdown(part(name));
  assert.match(text('put'), /^### put\(\) \{#put\}\n/);
  assert.match(text('put'), /put\(entries: \[string, T\]\[\]\): void;/, 'both overloads');
  assert.doesNotMatch(text('put'), /### set\(\)|\*\*\*$/, "another member's heading, or the rule between them");
  assert.match(text('constructor'), /^### Constructor\n[\s\S]*new Store<T>\(name: string\): Store<T>;/);
  // The badges under the title and under each member's heading are data, in the part they belong to.
  const added = {
    badges: [{kind: 'added', text: 'Added in [@x/store 1.2.3](../changes.md#v1-2-3)'}],
    newIn: '@x/store 1.2.3',
  };
  assert.deepEqual(
    store.body.flatMap((p) =>
      'history' in p ? [[p.member === undefined ? '(title)' : store.members[p.member].name, p.history]] : [],
    ),
    [
      ['(title)', added],
      ['put', added],
      ['track', added],
    ],
  );
  assert.ok('history' in part('put')[1], "the badges right under the member's heading");
  assert.doesNotMatch(JSON.stringify(store.body), /api-history__badge/, 'no badge written as HTML');
  assert.deepEqual(
    model('variables/DEFAULTS.md').body.flatMap((p) =>
      p.member === undefined ? [] : [bodyMarkdown([p]).split('\n')[0]],
    ),
    ['### waitMs {#waitms}'],
  );
  assert.deepEqual(
    model('enumerations/Level.md').body.map((p) => p.member),
    [undefined],
  );
});

test("an object type's members are the page's Type Declaration members, with their heading ids", () => {
  const defaults = model('variables/DEFAULTS.md');
  assert.deepEqual(
    defaults.members.map((m) => [m.group, m.name, m.anchor, tokensText(m.signatures[0])]),
    [['Type Declaration', 'waitMs', 'waitms', 'readonly waitMs: number']],
  );
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'variables', 'DEFAULTS.md'), 'utf8');
  assert.match(markdown, /### waitMs \{#waitms\}/);
  assert.deepEqual(model('classes/Store.md').typeParameters, ['T']);
  assert.deepEqual(model('functions/useStore.md').typeParameters, ['T']);
});

test("an intersection's object members are Type Declaration members, with the ids the site gives their headings", () => {
  const options = model('type-aliases/Options.md');
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'type-aliases', 'Options.md'), 'utf8');
  // The page writes `### retries?` without an id: the site's heading ids (heading-anchors.ts) name it.
  const anchors = headingAnchors(markdown);
  assert.deepEqual(
    options.members.map((m) => [m.group, m.name, m.anchor]),
    [
      ['Type Declaration', 'name', 'name'],
      ['Type Declaration', 'retries', 'retries'],
    ],
  );
  for (const m of options.members) assert.ok(anchors.includes(m.anchor!), `${m.anchor} is a heading id of the page`);
});

test("a callable interface's page is titled and declared by its call signatures, as the page shows it", () => {
  const handler = model('interfaces/Handler.md');
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'interfaces', 'Handler.md'), 'utf8');
  assert.equal(handler.title, 'Interface: Handler()');
  assert.match(markdown, /^# Interface: Handler\(\)$/m);
  assert.deepEqual(handler.signatures.map(tokensText), ['Handler(message: string, level: Level): void']);
});

test('signatures are token lists whose type names link to their pages', () => {
  const put = member('classes/Store.md', 'put');
  assert.deepEqual(put.signatures.map(flatText), [
    'put(key: string, value: T): void',
    'put(entries: [string, T][]): void',
  ]);
  assert.deepEqual(member('classes/Store.md', 'level').signatures.map(flatText), ['get level(): Level | undefined']);
  const level = member('classes/Store.md', 'level').signatures[0].find((t) => t.text === 'Level');
  assert.deepEqual(level, {text: 'Level', kind: 'type', target: 'enumerations/Level.md'});
  assert.deepEqual(member('classes/Store.md', 'constructor').signatures.map(flatText), [
    'new Store<T>(name: string): Store<T>',
  ]);
  assert.deepEqual(model('functions/useStore.md').signatures.map(flatText), [
    'useStore<T>(name: string, options?: { level: Level; }): Store<T>',
  ]);
  assert.deepEqual(model('type-aliases/Listener.md').signatures.map(flatText), [
    'type Listener = (level: Level) => void',
  ]);
});

test("a signature's layout: more than two parameters one a line, a union with an object type one member a line, objects indented", () => {
  const [open] = model('functions/open.md').signatures;
  const laidOut = [
    'open(',
    '  url: string,',
    '  retries: number,',
    '  options?:',
    '    | "fast"',
    '    | {',
    '        level: Level;',
    '        extra: {};',
    '      }',
    '): void',
  ].join('\n');
  assert.equal(tokensText(open), laidOut);
  // On one line (search, compare_symbol) each break is what it stands for: no `| ` before the first member.
  assert.equal(
    flatText(open),
    'open(url: string, retries: number, options?: "fast" | { level: Level; extra: {}; }): void',
  );
  // Two parameters and a short type stay on one line; an object type spans lines wherever it is.
  assert.equal(
    tokensText(model('functions/useStore.md').signatures[0]),
    'useStore<T>(name: string, options?: {\n  level: Level;\n}): Store<T>',
  );
  // The page's block is the same text, with the keyword and `;` its declaration shows.
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'functions', 'open.md'), 'utf8');
  const [block] = [...markdown.matchAll(SIGNATURE_BLOCK)].map((match) => match[2]);
  assert.equal(block, `function ${laidOut};\n`);
  // A short union stays on one line; in running text (the parameter's type) a union is one line, no leading `|`.
  assert.equal(tokensText(member('classes/Store.md', 'level').signatures[0]), 'get level(): Level | undefined');
  assert.doesNotMatch(markdown.replace(SIGNATURE_BLOCK, ''), /^\s*\\\|/m);
  assert.match(markdown, /^`"fast"` \\\| \\\{/m);
  // An index signature's block is its model's tokens too.
  const bag = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'interfaces', 'Bag.md'), 'utf8');
  const bagBlocks = [...bag.matchAll(SIGNATURE_BLOCK)].map((match) => match[2]);
  assert.ok(bagBlocks.includes(`${tokensText(model('interfaces/Bag.md').indexSignatures![0])}\n`), bagBlocks.join('|'));
});

/** A page's ```` ```ts signature ```` blocks: the model block each names, and the text it holds. */
const SIGNATURE_BLOCK = /^```ts signature block=(\d+)\n([\s\S]*?)^```$/gm;
const pageBlocks = (page: string) =>
  [...fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', page), 'utf8').matchAll(SIGNATURE_BLOCK)].map(
    (match) => ({index: Number(match[1]), text: match[2]}),
  );

test("a signature block names its model block and shows its text; its links are the model's, type parameters none", () => {
  for (const [page, pageModel] of models) {
    const blocks = pageBlocks(page);
    // Every block the theme wrote is on the page, once, in order, with the model's text.
    assert.deepEqual(
      blocks.map((block) => block.index),
      pageModel.blocks.map((_, index) => index),
      page,
    );
    // No block of the stock printer (a fence without an index), a type alias's union members'
    // included; the fixture's comments have no examples, so every `ts` fence is the theme's.
    const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', page), 'utf8');
    assert.doesNotMatch(
      markdown,
      /^```ts(?! signature block=\d+$)/m,
      `${page}: a signature block not written from tokens`,
    );
    for (const block of blocks) {
      assert.equal(block.text, `${tokensText(pageModel.blocks[block.index])}\n`, page);
    }
  }
  // `T` of `put(key: string, value: T)` is the class's type parameter: plain on the page, so in the model.
  const put = member('classes/Store.md', 'put').signatures[0];
  assert.deepEqual(
    put.filter((t) => t.text === 'T'),
    [{text: 'T', kind: 'type'}],
  );
  // Promise is TypeScript's: a declaration another section might document, else MDN.
  const promise = member('classes/Base.md', 'close').signatures[0].find((t) => t.text === 'Promise');
  assert.match(promise?.declaration ?? '', /Promise$/);
  assert.match(promise?.target ?? '', /^https:\/\/developer\.mozilla\.org\//);
});

test("a comment's link the section cannot resolve is a link token with its declaration key, not the page's link", () => {
  // The page writes it as a declaration link, which the build resolves (unresolved-links.ts).
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'functions', 'like.md'), 'utf8');
  const onPage = [...markdown.matchAll(/\[`Elsewhere\.thing`\]\(([^)]+)\)/g)].map((match) =>
    parseDeclarationLink(match[1]),
  );
  assert.equal(onPage.length, 1);
  assert.equal(onPage[0]?.kind, 'decl');
  assert.deepEqual(model('functions/like.md').description, [
    {text: 'Like ', kind: 'text'},
    {text: 'Elsewhere.thing', kind: 'link', declaration: onPage[0]!.key},
    {text: ', which another package declares.', kind: 'text'},
  ]);
  // Its fields of structure; its body is the page's Markdown as written, the page's links in it.
  for (const [page, pageModel] of models)
    assert.doesNotMatch(
      JSON.stringify({...pageModel, body: []}),
      new RegExp(DECLARATION_LINK),
      `${page}: a page's link in the model`,
    );
});

test('a type in running text reads as the signature block writes it, on one line, its names linked alike', () => {
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'functions', 'open.md'), 'utf8');
  // The paragraph under the parameter's heading: its type.
  const paragraph = /^### options\?\n\n(.+(?:\n.+)*)/m.exec(markdown)?.[1] ?? '';
  const tree = fromMarkdown(paragraph);
  const shown = toString(tree);
  assert.equal(shown, '"fast" | { level: Level; extra: {}; }');
  const block = model('functions/open.md').blocks[0];
  assert.ok(flatText(block).includes(`options?: ${shown}`), flatText(block));
  type Node = {type: string; url?: string; children?: Node[]};
  const links = (node: Node): string[] => [
    ...(node.type === 'link' ? [node.url!] : []),
    ...(node.children ?? []).flatMap(links),
  ];
  assert.deepEqual(links(tree as Node), ['../enumerations/Level.md']);
  assert.deepEqual(
    block.filter((token) => token.text === 'Level').map((token) => token.target),
    ['enumerations/Level.md'],
  );
});

test('deprecation as the page marks it: one overload of several only in signatureFlags, with messages', () => {
  const put = member('classes/Store.md', 'put');
  assert.equal(put.flags.deprecated, undefined);
  assert.deepEqual(put.signatureFlags, [{}, {deprecated: true}]);
  assert.equal(put.deprecation, undefined);
  const set = member('classes/Store.md', 'set');
  assert.deepEqual(set.deprecation?.map((t) => t.text).join(''), 'Use Store.put instead.');
  const limit = model('variables/LIMIT.md');
  assert.equal(limit.deprecated, true);
  assert.deepEqual(limit.deprecation, [
    {text: 'Use ', kind: 'text'},
    {text: 'Store', kind: 'link', target: 'classes/Store.md'},
    {text: ' instead.', kind: 'text'},
  ]);
  assert.equal(model('classes/Store.md').deprecation, undefined);
});

test('modifier tags as the comment has them, a release stage with its note', () => {
  const track = member('classes/Store.md', 'track');
  assert.deepEqual(track.modifierTags, ['@experimental']);
  assert.deepEqual(track.stageNotes, {'@experimental': [{text: 'Still settling.', kind: 'text'}]});
  assert.deepEqual(tokensText(track.summary), 'Tracks it.');
  assert.deepEqual(model('classes/Store.md').modifierTags, []);
});

test('signatures say what the page says: initialisers, index signatures, quoted keys, enum members, new', () => {
  const page = (file: string) =>
    fs
      .readFileSync(path.join(siteDir, 'reference', 'x-sdk', file), 'utf8')
      .replace(/\uE000([^\uE001]*)\uE001[^\uE002]*\uE002/g, '$1');
  assert.deepEqual(model('variables/LIMIT.md').signatures.map(tokensText), ['LIMIT: 100 = 100']);
  assert.match(page('variables/LIMIT.md'), /const LIMIT: 100 = 100;/);
  const bag = model('interfaces/Bag.md');
  assert.deepEqual(bag.indexSignatures?.map(tokensText), ['[key: string]: number | undefined']);
  const bagMember = (name: string) => bag.members.find((m) => m.name === name)!;
  assert.deepEqual(bagMember('content-type').signatures.map(tokensText), ['"content-type"?: string']);
  assert.deepEqual(bagMember('post').signatures.map(tokensText), ['post?(id: string): Promise<Level.HIGH>']);
  assert.deepEqual(bagMember('request').nested, [
    {name: 'include_data', summary: [{text: 'Whether to include data.', kind: 'text'}]},
  ]);
  assert.deepEqual(model('functions/mixin.md').signatures.map(tokensText), [
    'mixin<TBase extends new (...args: any[]) => Base>(Base: TBase): TBase',
  ]);
  assert.deepEqual(model('type-aliases/Row.md').signatures.map(flatText), [
    'type Row<T> = T extends infer U[] ? { [K in keyof U]: U[K] } & { id: string; } : never',
  ]);
  // The page prints an object type's members each with `;`, a mapped type's without.
  assert.ok(
    page('type-aliases/Row.md')
      .replace(/\s+/g, ' ')
      .includes('type Row<T> = T extends infer U[] ? { [K in keyof U]: U[K] } & { id: string; } : never;'),
  );
  assert.match(page('interfaces/Bag.md'), /post\?\(id: string\): Promise<Level\.HIGH>/);
  assert.match(page('functions/mixin.md'), /TBase extends new \(\.\.\.args: any\[\]\) => Base/);
});

test('a model that does not match the schema is rejected when read, naming the file and the field', () => {
  const good = model('classes/Store.md');
  assert.doesNotThrow(() => parsePageModel(structuredClone(good), 'Store.model.json'));
  const older = {...structuredClone(good), version: PAGE_MODEL_VERSION + 1};
  assert.throws(
    () => parsePageModel(older, 'Store.model.json'),
    (error: unknown) => {
      assert.ok(error instanceof PageModelError);
      assert.match(error.message, /Store\.model\.json/);
      assert.match(error.message, /version/);
      return true;
    },
  );
  const noAnchor = structuredClone(good) as {members: Array<Record<string, unknown>>};
  delete noAnchor.members[0].anchor;
  assert.throws(() => parsePageModel(noAnchor, 'Store.model.json'), /members\[0\]\.anchor|anchor/);
  const badToken = structuredClone(good);
  (badToken.description[0] as {kind: string}).kind = 'bold';
  assert.throws(() => parsePageModel(badToken, 'Store.model.json'), PageModelError);
});

test('generation refuses to write a model that does not match the schema', () => {
  const bad = {...structuredClone(model('classes/Store.md')), title: 42} as unknown as PageModel;
  const dir = fs.mkdtempSync(path.join(siteDir, 'out-'));
  fs.mkdirSync(path.join(dir, 'classes'));
  assert.throws(() => writePageModels(dir, [bad]), /title/);
  assert.ok(!fs.existsSync(path.join(dir, pageModelPath('classes/Store.md'))));
});

test("the switcher's anchors are the model's groups and members, each a heading id of the page", () => {
  const symbols = JSON.parse(fs.readFileSync(path.join(sdkCacheDir(siteDir, 'x-sdk'), SYMBOLS_FILE), 'utf8')) as {
    symbols: Array<{page: string; anchors: string[]}>;
  };
  const store = symbols.symbols.find((record) => record.page === 'classes/Store.md');
  assert.ok(store, 'Store has a symbol record');
  const markdown = fs.readFileSync(path.join(siteDir, 'reference', 'x-sdk', 'classes', 'Store.md'), 'utf8');
  const headings = headingAnchors(markdown);
  // The page also has ids of its sections and of a type parameter (`type-parameters`, `t`, numbered
  // `-1`… further down): the same id on another SDK's page names another thing or another place.
  assert.ok(headings.includes('type-parameters') && headings.includes('t'), headings.join(' '));
  assert.deepEqual(store.anchors, pageAnchors(model('classes/Store.md')));
  assert.ok(store.anchors.includes('close') && store.anchors.includes('methods'), store.anchors.join(' '));
  assert.deepEqual(
    store.anchors.filter((anchor) => !headings.includes(anchor)),
    [],
    'every anchor is a heading id of the page',
  );
  assert.deepEqual(
    store.anchors.filter((anchor) => ['extends', 'type-parameters', 't', 'used-by'].includes(anchor)),
    [],
  );
});

/** The fixture's section copied to a site of its own, its symbol pages made articles and stubs (src/generate/articles). */
async function articlesSite(): Promise<{
  dir: string;
  before: Map<string, string>;
  options: ArticlesOptions;
  made: number;
}> {
  const dir = fs.mkdtempSync(path.resolve('.cache', 'articles-test-'));
  fs.cpSync(path.join(siteDir, 'reference'), path.join(dir, 'reference'), {recursive: true});
  const before = new Map(
    [...models.keys()].map((page) => [page, fs.readFileSync(path.join(dir, 'reference', 'x-sdk', page), 'utf8')]),
  );
  const options: ArticlesOptions = {
    siteDir: dir,
    docsDir: path.join(dir, 'reference'),
    cacheDir: path.join(dir, 'cache'),
    baseUrl: '/',
    staticDirs: [],
    markdown: {
      anchors: {maintainCase: false},
      hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
      emoji: false,
    },
  };
  return {dir, before, options, made: await writeArticles(options)};
}

test('API pages skip MDX: each an article as element data and a stub rendering it, its Markdown kept by its model', async () => {
  const {dir, before, options, made} = await articlesSite();
  try {
    assert.equal(made, models.size);
    const file = (page: string) => path.join(dir, 'reference', 'x-sdk', page);
    for (const [page, markdown] of before) {
      const stub = fs.readFileSync(file(page), 'utf8');
      // The docs plugin's metadata kept; compiled as MDX; the title MDX reads as the Markdown did.
      assert.match(stub, /^---\nmdx: \{"format":"mdx"\}\nslug: /, page);
      assert.ok(stub.includes(`import article from './${path.basename(page, '.md')}.article.json';`), page);
      assert.ok(stub.includes('<ApiArticle tree={article.tree} />\n\nexport const toc = article.toc;'), page);
      assert.equal(readPageMarkdown(file(page)), markdown, `${page}: its Markdown as generated`);
    }
    assert.match(fs.readFileSync(file('classes/Store.md'), 'utf8'), /^# Class: Store\\<T\\>$/m);

    const article = JSON.parse(fs.readFileSync(file('classes/Store.article.json'), 'utf8')) as Article;
    const elements: ArticleElement[] = [];
    const walk = (node: ArticleNode) => {
      if (typeof node === 'string') return;
      elements.push(node);
      node.slice(2).forEach((child) => walk(child as ArticleNode));
    };
    article.tree.forEach(walk);
    assert.ok(!elements.some(([tag]) => tag === 'h1'), 'the title is the stub’s');
    const ids = elements.flatMap(([, props]) => (typeof props?.id === 'string' ? [props.id] : []));
    assert.equal(new Set(ids).size, ids.length, `heading ids are unique: ${ids.join(' ')}`);
    // The table of contents is every heading below the title, with the id it has.
    assert.deepEqual(
      article.toc.map((item) => item.id),
      elements.filter(([tag]) => /^h[2-6]$/.test(tag)).map(([, props]) => props?.id),
    );
    assert.ok(article.toc.some((item) => item.id === 'put' && item.level === 3 && item.value === 'put()'));
    // Markdown links resolved to routes; signature blocks highlighted code whose types link.
    const hrefs = elements.flatMap(([tag, props]) => (tag === 'a' ? [String(props?.href)] : []));
    assert.ok(hrefs.includes('/x-sdk/enumerations/Level'), hrefs.join(' '));
    assert.ok(!hrefs.some((href) => /\.md(#|$)/.test(href)), 'no link left to a Markdown file');
    const signature = elements.find(([tag, props]) => tag === 'code' && props?.className === 'language-ts signature');
    assert.ok(signature, 'a signature block');
    assert.ok(elements.some(([tag, props]) => tag === 'a' && props?.className === 'token type-link'));
    // React's prop names, as MDX would have compiled them.
    assert.ok(!elements.some(([, props]) => props && 'class' in props));

    // Again: nothing to make, nothing touched.
    const stamp = fs.statSync(file('classes/Store.article.json')).mtimeMs;
    assert.equal(await writeArticles(options), 0);
    assert.equal(fs.statSync(file('classes/Store.article.json')).mtimeMs, stamp);
    // Another base URL is another site: made again.
    assert.equal(await writeArticles({...options, baseUrl: '/v1/'}), models.size);
    assert.match(fs.readFileSync(file('classes/Store.article.json'), 'utf8'), /"\/v1\/x-sdk\/enumerations\/Level"/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
